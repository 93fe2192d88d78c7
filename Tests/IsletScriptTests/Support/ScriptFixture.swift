import FoundationEssentials
import IsletCells
import IsletLayout
import IsletModel
import IsletProgram
import IsletRaster
import IsletScript
import IsletTestSupport
import IsletViews

/// A widget program around the views a test writes: `ActivityConfiguration(for: Attr.self)
/// { context in <lockScreen> } dynamicIsland: { context in DynamicIsland { … } compactLeading:
/// { … } compactTrailing: { … } minimal: { … } }`, with `Attr` holding `name: String` and its
/// `ContentState` the fields a test declares.
struct ScriptFixture {
    var lockScreen: [ScriptStatement]
    var compactLeading: [ScriptStatement] = [expr(textView("L"))]
    var compactTrailing: [ScriptStatement] = [expr(textView("T"))]
    var expandedLeading: [ScriptStatement]? = nil
    var types: [ScriptType] = []
    var functions: [ScriptFunction] = []
    var foreignExtensions: [ScriptType] = []
    var stateFields: [StructSchema.Field] = []
    var state: [String: StateValue] = [:]
    var attributesName = "Pizza"
    /// Modifiers chained on the lock-screen view and on the island.
    var lockModifiers: [(String, [ScriptArgument])] = []
    var islandModifiers: [(String, [ScriptArgument])] = []
    /// The asset catalogs injected, as islet reads them beside the sources.
    var assets = ScriptAssets()

    static let moment = Date(timeIntervalSince1970: 1_764_600_000)  // 2025-12-01 14:40:00 UTC

    var program: ScriptProgram {
        var lock = ScriptExpression(.call(ScriptExpression(.identifier("VStack"), at: here), [ScriptArgument(value: closure().withBody(lockScreen), isTrailing: true)]), at: here)
        for (name, arguments) in lockModifiers { lock = ScriptExpression(.call(lock.dot(name), arguments), at: here) }
        var expanded: [ScriptStatement] = []
        if let expandedLeading {
            expanded.append(expr(view("DynamicIslandExpandedRegion", arg(dot("leading")), content: expandedLeading)))
        }
        var island = ScriptExpression(.call(id("DynamicIsland"), [
            ScriptArgument(value: closure().withBody(expanded), isTrailing: true),
            ScriptArgument(label: "compactLeading", value: closure().withBody(compactLeading), isTrailing: true),
            ScriptArgument(label: "compactTrailing", value: closure().withBody(compactTrailing), isTrailing: true),
            ScriptArgument(label: "minimal", value: closure().withBody([expr(textView("M"))]), isTrailing: true),
        ]), at: here)
        for (name, arguments) in islandModifiers { island = ScriptExpression(.call(island.dot(name), arguments), at: here) }
        let configuration = ScriptExpression(.call(id("ActivityConfiguration"), [
            arg("for", id(attributesName).dot("self")),
            ScriptArgument(value: closure(["context"]).withBody([expr(lock)]), isTrailing: true),
            ScriptArgument(label: "dynamicIsland", value: closure(["context"]).withBody([expr(island)]), isTrailing: true),
        ]), at: here)
        let attributes = ScriptType(
            name: attributesName, kind: .struct, conformances: ["ActivityAttributes"],
            properties: [stored("name", "String")], spot: here
        )
        let contentState = ScriptType(
            name: attributesName + ".ContentState", kind: .struct, conformances: ["Codable", "Hashable"],
            properties: stateFields.map { stored($0.name, typeRepr($0.type)) }, spot: here
        )
        return ScriptProgram(
            files: ["Widget.swift"], types: [attributes, contentState] + types, functions: functions,
            foreignExtensions: foreignExtensions,
            configurations: [ScriptConfiguration(widget: "PizzaWidget", attributesType: attributesName, expression: configuration, spot: here)]
        )
    }

    var activity: ScriptActivity {
        let declaration = ActivityDeclaration(
            name: attributesName,
            attributes: StructSchema(typeName: attributesName, fields: [.init(name: "name", type: .string)]),
            contentState: StructSchema(typeName: "ContentState", fields: stateFields)
        )
        let program = self.program
        return ScriptActivity(program: program, configuration: program.configurations[0], declaration: declaration, assets: assets)
    }

    var data: ActivityData {
        ActivityData(attributes: .record(StateRecord(["name": .string("Margherita")])), contentState: .record(StateRecord(state)))
    }

    /// The region's views and placeholders, resolved as `ActivityRenderer` would.
    func region(_ region: ActivityRegion = .lockScreen, dark: Bool = true) -> ScriptActivity.Region {
        activity.resolve(region, data: data, environment: ScriptEnvironment(now: Self.moment, dark: dark))
    }

    /// The presentation drawn in cells, as `islet render` draws it, cut to the rows and columns
    /// that hold something (the card's and island's edges and the wallpaper are left out).
    func cells(_ presentation: Presentation = .lock, dark: Bool = true) -> [String] {
        paint(presentation, dark: dark).lines
    }

    /// The lock screen's views resolved, as the renderer resolves them before layout: the
    /// fixture's `VStack` with the test's views inside.
    func resolved(dark: Bool = true) -> ResolvedView? {
        guard let content = region(dark: dark).content else { return nil }
        let cache = RenderCache().layout
        return cache.views(of: content, ViewResolver(formatter: ValueFormatter(now: Self.moment), dark: dark, pictures: cache.pictures), ResolvedStyle())
    }

    func paint(_ presentation: Presentation = .lock, dark: Bool = true) -> (buffer: CellBuffer, lines: [String]) {
        let settings = RenderSettings(now: Self.moment, dark: dark)
        let surface = ActivityRenderer(source: activity, settings: settings, cache: RenderCache().layout).surface(presentation, data: data)
        let buffer = SurfacePainter(projection: settings.projection, cache: RenderCache()).paint(surface, wallpaper: nil)
        return (buffer, buffer.contentLines)
    }
}

extension ScriptExpression {
    /// The same closure with `body` as its statements.
    func withBody(_ body: [ScriptStatement]) -> ScriptExpression {
        guard case .closure(let closure) = node else { return self }
        return ScriptExpression(.closure(ScriptClosure(parameters: closure.parameters, body: body, shorthandArity: closure.shorthandArity)), at: spot)
    }
}

/// `context.state.name`.
func state(_ name: String) -> ScriptExpression { id("context").dot("state").dot(name) }
