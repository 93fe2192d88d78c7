import IsletModel
import IsletProgram
import IsletViews

/// One `ActivityConfiguration` of a widget program, ready to draw: per region, the widget's
/// own SwiftUI run against the data and the moment, resolved into the views a layout file's
/// tree resolves into, with the places islet could not draw. It is a `RegionSource`, so `ActivityRenderer`
/// draws it exactly as it draws a layout file.
public struct ScriptActivity: RegionSource {
    public let program: ScriptProgram
    public let configuration: ScriptConfiguration
    /// The attribute and content-state types, as the data was decoded with.
    public let declaration: ActivityDeclaration
    /// The widget's asset catalogs, which `Color("name")` and `Image("name")` read.
    public let assets: ScriptAssets
    /// The App Group's defaults and files, which every render's environment carries.
    public let appGroup: ScriptAppGroup
    /// The widget's string tables and `Info.plist`, which every render's environment carries.
    public let strings: ScriptStrings
    /// The app's own decoding code, where its attributes or content state decode themselves:
    /// the engine runs it for a push's verdict, and the data it decodes is drawn here.
    public let appDecoding: ScriptDecoding?
    /// What every run of this widget's code spends, when one budget holds them all (the fuzz
    /// target's); nil gives each run the step budget.
    public let budget: ScriptBudget?
    let index: ProgramIndex

    public init(
        program: ScriptProgram, configuration: ScriptConfiguration, declaration: ActivityDeclaration, assets: ScriptAssets = ScriptAssets(),
        appGroup: ScriptAppGroup = ScriptAppGroup(), strings: ScriptStrings = ScriptStrings(), budget: ScriptBudget? = nil
    ) {
        self.program = program
        self.configuration = configuration
        self.declaration = declaration
        self.assets = assets
        self.appGroup = appGroup
        self.strings = strings
        self.budget = budget
        index = ProgramIndex(program)
        appDecoding = ScriptDecoding(index: index, attributesType: configuration.attributesType, declaration: declaration)
    }

    /// A region's views and what could not be drawn in them.
    public struct Region: Sendable {
        /// Nil for an expanded region the configuration does not declare.
        public var content: RegionContent?
        public var placeholders: [ScriptPlaceholder]
        /// `.widgetURL(...)` on the island, where a tap on it goes.
        public var widgetURL: String?
        /// The views and modifiers the region's code met, and whether each was drawn.
        public var sites: ScriptSites
    }

    public func content(of region: ActivityRegion, data: ActivityData, moment: RegionMoment) -> RegionContent? {
        resolve(region, data: data, environment: ScriptEnvironment(
            now: moment.now, utcOffsetSeconds: moment.utcOffsetSeconds, isStale: moment.isStale, dark: moment.dark, appGroup: appGroup,
            locale: moment.locale, strings: strings
        )).content
    }

    /// Runs the configuration for one region. Never fails: what cannot be evaluated becomes a
    /// placeholder, and code that runs too long is cut off and the region drawn as one.
    /// The `small` region is the content closure run with `activityFamily == .small`, when the
    /// configuration declares `.supplementalActivityFamilies([.small])`; no content otherwise.
    /// What the run spends is counted against `budget` when one is given; `measuring` keeps
    /// every call evaluated in the region's sites, for `--coverage`.
    public func resolve(_ region: ActivityRegion, data: ActivityData, environment: ScriptEnvironment, budget: ScriptBudget? = nil, measuring: Bool = false) -> Region {
        var environment = environment
        if region == .small { environment.activityFamily = "small" }
        let budget = budget ?? self.budget
        let interpreter = Interpreter(index: index, environment: environment, assets: assets, budget: budget)
        if measuring { interpreter.sites = ScriptSites(measuring: true) }
        defer { budget?.spend(interpreter) }
        var keyline: ColorName?
        var margins = ContentMargins()
        var widgetURL: String?
        var view: ScriptView?
        do {
            let context = activityContext(data, interpreter)
            let scope = interpreter.globals.child()
            if let widget = index.type(named: configuration.widget) {
                scope.define("self", .instance(ScriptInstance(type: widget.name, fields: [:])))
                scope.define("Self", .type(widget.name))
            }
            let built = try interpreter.evaluate(configuration.expression, in: scope)
            guard case .instance(let activity) = built, activity.type == "ActivityConfiguration" else {
                if region == .small { return Region(content: nil, placeholders: interpreter.placeholders, widgetURL: nil, sites: interpreter.sites) }
                view = try interpreter.view(of: built, at: configuration.spot)
                try interpreter.settle(at: configuration.spot)
                return finish(interpreter, view, region, keyline: nil, url: nil)
            }
            if region == .small, try !declaresSmall(activity, interpreter) {
                return Region(content: nil, placeholders: interpreter.placeholders, widgetURL: nil, sites: interpreter.sites)
            }
            if region == .lockScreen || region == .small {
                let closure = activity.fields["_1"] ?? activity.fields["content"] ?? .null
                view = try interpreter.view(of: try interpreter.callBuilder(closure, [context], at: configuration.spot), at: configuration.spot)
            } else if let islandBuilder = activity.fields["dynamicIsland"] {
                let island = try interpreter.callValue(islandBuilder, [ScriptElement(context)], at: configuration.spot)
                guard case .instance(let regions) = island, regions.type == "DynamicIsland" else {
                    return finish(interpreter, try interpreter.view(of: island, at: configuration.spot), region, keyline: nil, url: nil)
                }
                keyline = regions.fields["keylineTint"].flatMap(interpreter.color(of:)).map { .fixed($0) }
                widgetURL = regions.fields["widgetURL"].map(interpreter.describe)
                margins = region.marginMode.map { interpreter.margins(for: $0, of: regions) } ?? margins
                view = try islandRegion(region, of: regions, interpreter)
                if view == nil { return Region(content: nil, placeholders: interpreter.placeholders, widgetURL: widgetURL, sites: interpreter.sites) }
            }
            try interpreter.settle(at: configuration.spot)
        } catch {
            let stop = error
            let spot: ScriptSpot
            let reason: String
            var name = region.rawValue
            switch stop {
            case .budget(let at): (spot, reason) = (at, interpreter.budgetMessage())
            case .thrown(let value): (spot, reason) = (configuration.spot, "the widget's code threw \(interpreter.describe(value))")
            case .undecided(let why): (name, spot, reason) = (why.name, why.spot, why.reason)
            }
            interpreter.sites.cutOff()
            view = interpreter.notDrawn(name, reason, at: spot)
        }
        return finish(interpreter, view, region, keyline: keyline, url: widgetURL, margins: margins)
    }

    private func finish(_ interpreter: Interpreter, _ view: ScriptView?, _ region: ActivityRegion, keyline: ColorName?, url: String?, margins: ContentMargins = ContentMargins()) -> Region {
        let index = self.index, environment = interpreter.environment
        let built = view ?? .empty
        let views: @Sendable (ViewResolver, ResolvedStyle) -> ResolvedView = { resolver, style in
            var views = ScriptViewResolver(resolver: resolver) { closure, spot, width, height in
                Interpreter.sizedView(closure, width: width, height: height, index: index, environment: environment, at: spot)
            }
            return views.root(built, inheriting: style)
        }
        let background = interpreter.backgroundTint.flatMap(interpreter.color(of:)).map { ColorName.fixed($0) }
        var seen: Set<ScriptPlaceholder> = []
        let notDrawn = interpreter.placeholders.filter { seen.insert($0).inserted }.map(\.description)
        let content = RegionContent(
            views: views, keylineTint: keyline, backgroundTint: background, notDrawn: notDrawn,
            appGroupReads: interpreter.sites.appGroupReads, margins: margins
        )
        return Region(content: content, placeholders: interpreter.placeholders, widgetURL: url, sites: interpreter.sites)
    }

    /// The view of one island region: a compact or minimal closure, or the content of the
    /// `DynamicIslandExpandedRegion` at that position; nil when the island has none there.
    private func islandRegion(_ region: ActivityRegion, of island: ScriptInstance, _ interpreter: Interpreter) throws(ScriptStop) -> ScriptView? {
        let spot = configuration.spot
        switch region {
        case .compactLeading, .compactTrailing, .minimal:
            guard let closure = island.fields[region.rawValue] else { return nil }
            return try interpreter.view(of: try interpreter.callBuilder(closure, at: spot), at: spot)
        default:
            guard let expanded = island.fields["_0"] else { return nil }
            let position = String(region.rawValue.dropFirst("expanded".count)).lowercased()
            // A `@DynamicIslandExpandedContentBuilder` helper gives its regions as one list.
            let listed = try interpreter.collect(expanded, at: spot).flatMap { value in if case .array(let inner) = value { inner } else { [value] } }
            let isRegion = { (value: ScriptValue) in if case .instance(let made) = value { made.type == "DynamicIslandExpandedRegion" } else { false } }
            if region == .expandedBottom, !listed.isEmpty, !listed.contains(where: isRegion) {
                // Something was built, and islet read no region from it: say so, not a blank island.
                return interpreter.notDrawn("DynamicIslandExpandedRegion", "islet could not read the expanded regions this closure builds", at: spot)
            }
            for value in listed {
                guard case .instance(let candidate) = value, candidate.type == "DynamicIslandExpandedRegion",
                    candidate.fields["_0"].flatMap(interpreter.symbolName) == position
                else { continue }
                let content = candidate.fields.first { $0.key != "_0" && $0.key != "priority" }?.value ?? .null
                let view = try interpreter.view(of: try interpreter.callBuilder(content, at: spot), at: spot)
                guard let priority = candidate.fields["priority"]?.number, priority != 0 else { return view }
                return ScriptView(.group([view]), modifiers: [.regionPriority(min(1000, max(-1000, priority)))])
            }
            return nil
        }
    }

    /// Whether `.supplementalActivityFamilies(...)` on the configuration lists `.small`.
    private func declaresSmall(_ activity: ScriptInstance, _ interpreter: Interpreter) throws(ScriptStop) -> Bool {
        guard let families = activity.fields["supplementalActivityFamilies"] else { return false }
        let listed: [ScriptValue]
        if case .array(let items) = families { listed = items } else { listed = try interpreter.collect(families, at: configuration.spot) }
        return listed.contains { interpreter.symbolName($0) == "small" }
    }

    /// `context` as the configuration's closures receive it.
    private func activityContext(_ data: ActivityData, _ interpreter: Interpreter) -> ScriptValue {
        let attributes = part(data.attributes, contentState: false, interpreter)
        let state = part(data.contentState, contentState: true, interpreter)
        return .instance(ScriptInstance(type: "ActivityViewContext", fields: [
            "attributes": attributes, "state": state, "isStale": .bool(interpreter.environment.isStale),
            "activityID": .string("preview"),
        ]))
    }

    /// The attributes or the content state as the widget's code reads them: an instance of the
    /// program's type, made from data in the shape the schema or the app's own decoding gives.
    private func part(_ value: StateValue, contentState: Bool, _ interpreter: Interpreter) -> ScriptValue {
        if let appDecoding {
            return interpreter.scriptValue(value, schema: appDecoding.shape(contentState: contentState, interpreter), owner: configuration.attributesType)
        }
        return interpreter.record(record(value), contentState ? declaration.contentState : declaration.attributes, owner: configuration.attributesType)
    }

    private func record(_ value: StateValue) -> StateRecord {
        if case .record(let record) = value { return record }
        return StateRecord()
    }
}
