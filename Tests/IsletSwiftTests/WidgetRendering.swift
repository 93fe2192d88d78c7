import FoundationEssentials
import IsletCells
import IsletInput
import IsletLayout
import IsletModel
import IsletRaster
import IsletScript
import IsletSwift
import IsletTestSupport
import IsletViews
import Testing

/// Swift source to cells, the whole way islet takes it: the lowering reads the widget, the
/// schema reader its types, the phone's decoder the state, the interpreter the views, and the
/// renderer and painter the board. Every source is placed in `Widget/Widget.swift`.
struct WidgetRendering {
    let result: (lines: [String], buffer: CellBuffer, placeholders: [ScriptPlaceholder])
    /// The preview states islet refused (`file:line:column: reason`), when drawn from a preview.
    private(set) var previewProblems: [String] = []
    /// The App Group reads the drawn region made, as the reports print them.
    private(set) var reads: [String] = []
    /// The views and modifiers the drawn region met, as `import --coverage` counts them.
    private(set) var sites = ScriptSites()

    /// 2025-12-01 14:40:00 UTC.
    static let moment = Date(timeIntervalSince1970: 1_764_600_000)

    /// The attributes `struct Order: ActivityAttributes { let name: String; struct ContentState … }`
    /// with `state` as the content state's stored properties, and `widget` beside it.
    static func order(state fields: String, widget: String) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct Order: ActivityAttributes {
            public struct ContentState: Codable, Hashable {
                \(fields)
            }
            let name: String
        }

        \(widget)
        """
    }

    /// A widget whose lock screen is `lockScreen` (the body of the content closure, which can
    /// read `context`), and whose island shows "L", "T" and "M".
    static func lockScreen(_ lockScreen: String, state fields: String = "var eta: Int", helpers: String = "") -> String {
        order(state: fields, widget: """
            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        \(lockScreen)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("E") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                    }
                }
            }

            \(helpers)
            """)
    }

    /// A widget whose expanded island is `regions` (`DynamicIslandExpandedRegion`s), with
    /// `compact` as its compact views and `modifiers` on the `DynamicIsland`.
    static func island(_ regions: String, compact: String = #"compactLeading: { Text("L") } compactTrailing: { Text("T") }"#, modifiers: String = "") -> String {
        order(state: "var eta: Int", widget: """
            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: Order.self) { context in
                        Text("card")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            \(regions)
                        } \(compact) minimal: { Text("M") }
                        \(modifiers)
                    }
                }
            }
            """)
    }

    /// Draws `source` with `state` and `attributes` as the data, or, with `preview` (counted
    /// from 1), with the source's own preview state of that number, on a phone set to `locale`.
    init(
        _ source: String, state: String = #"{"eta": 12}"#, attributes: String = #"{"name": "Margherita"}"#, presentation: Presentation = .lock,
        dark: Bool = true, preview: Int? = nil, appGroup: ScriptAppGroup = ScriptAppGroup(), scale: Double = 1, locale: PhoneLocale = .standard, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let sources = [(path: "Widget/Widget.swift", text: source)]
        let read = ScriptProgramReader.read(sources: sources)
        #expect(read.diagnostics.isEmpty, "syntax errors: \(read.diagnostics.map(\.compilerLine))", sourceLocation: sourceLocation)
        let schema = SwiftSchemaReader.read(sources: sources)
        guard let activity = schema.activities.first, let configuration = read.program.configurations.first else {
            Issue.record("no activity or configuration in the source: \(schema.diagnostics)", sourceLocation: sourceLocation)
            result = ([], CellBuffer(width: 0, height: 0), [])
            return
        }
        do {
            let attributesSchema = try SchemaParser.parseStruct(.object(activity.attributes), typeName: activity.name, at: .root)
            let stateSchema = try SchemaParser.parseStruct(.object(activity.contentState), typeName: "ContentState", at: .root)
            let script = ScriptActivity(
                program: read.program, configuration: configuration,
                declaration: ActivityDeclaration(name: activity.name, attributes: attributesSchema, contentState: stateSchema), appGroup: appGroup
            )
            let data: ActivityData
            if let preview {
                let previews = script.previewSamples(now: Self.moment)
                previewProblems = previews.problems
                guard previews.samples.indices.contains(preview - 1) else {
                    Issue.record("no preview state \(preview): \(previews.problems)", sourceLocation: sourceLocation)
                    result = ([], CellBuffer(width: 0, height: 0), [])
                    return
                }
                data = previews.samples[preview - 1].data
            } else if let decoding = script.appDecoding {
                data = ActivityData(
                    attributes: try decoding.decode(try JSONParser.parse(attributes).value, contentState: false),
                    contentState: try decoding.decode(try JSONParser.parse(state).value, contentState: true)
                )
            } else {
                data = try ActivityDataDecoder.decode(
                    attributes: try JSONParser.parse(attributes).value, contentState: try JSONParser.parse(state).value,
                    attributesSchema: attributesSchema, contentStateSchema: stateSchema
                )
            }
            var settings = RenderSettings(now: Self.moment, dark: dark)
            settings.projection = .scaled(scale)
            settings.locale = locale
            let surface = ActivityRenderer(source: script, settings: settings, cache: RenderCache().layout).surface(presentation, data: data)
            let buffer = SurfacePainter(projection: settings.projection, cache: RenderCache()).paint(surface, wallpaper: nil)
            let region: ActivityRegion = switch presentation {
            case .lock: .lockScreen
            case .compact: .compactLeading
            case .minimal: .minimal
            case .small: .small
            case .expanded: .expandedLeading
            }
            let environment = ScriptEnvironment(now: Self.moment, dark: dark, appGroup: appGroup, locale: locale)
            let resolved = script.resolve(region, data: data, environment: environment)
            result = (buffer.contentLines, buffer, resolved.placeholders)
            reads = resolved.sites.orderedReads.map { $0.read.report(supplied: $0.supplied) }
            sites = resolved.sites
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            result = ([], CellBuffer(width: 0, height: 0), [])
        }
    }

    var lines: [String] { result.lines }
    /// The lines without the blanks that centre them.
    var trimmed: [String] { result.lines.map { $0.trimmingCharacters(in: .whitespaces) } }
    var placeholders: [String] { result.placeholders.map(\.description) }
}
