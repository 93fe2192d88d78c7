import FoundationEssentials
import IsletInput
import IsletModel
import IsletProgram
import IsletScript
import IsletViews

/// The activities a command works with, from a layout file, the app's Swift sources, or both:
/// the chosen one first (`--activity`, else the layout's, else the first the Swift declares),
/// then every other the Swift declares, each with a layout to draw it. Where a layout and the
/// Swift disagree, the Swift wins and the differences are kept for the command to print. An
/// activity the Swift's program has an `ActivityConfiguration` for is drawn by that SwiftUI,
/// layout file or not (the Swift is what the app ships), with its `#Preview` states as preview data.
public struct ActivitySources {
    public let layouts: [ActivityLayout]
    /// Lines for stderr: what the Swift reader noted, and where the layout and the Swift disagree.
    public let warnings: [String]
    /// True when no layout or `--bundle-id` named the app, so the topic is islet's guess.
    public let guessedBundleId: Bool
    /// The string tables the Swift's activities are drawn with: which languages the widget ships.
    public private(set) var strings = ScriptStrings()

    public var chosen: ActivityLayout { layouts[0] }
    public var declarations: [ActivityDeclaration] { layouts.map(\.declaration) }

    /// A layout file as read from disk, for error positions.
    public struct LayoutFile {
        public let path: String
        public let text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// - Parameters:
    ///   - program: the Swift lowered for the interpreter, when the sources were read with it.
    ///   - assets: the asset catalogs beside the sources, which the program's `Color("name")` reads.
    ///   - appGroup: the App Group's defaults and files (`--defaults`, `--files`), which the program reads.
    ///   - strings: the string tables and `Info.plist` beside the sources, which the program's `Text("key")` reads.
    ///   - now: Unix seconds, for the sample values of an activity only the Swift declares.
    /// - Throws: `InputError` for a layout that does not read, Swift that does not parse or
    ///   declares no activity, or an `--activity` that names none of them.
    public static func resolve(
        layout file: LayoutFile?, swift report: SwiftSchemaReport?, program: ScriptProgram? = nil, assets: ScriptAssets? = nil,
        appGroup: ScriptAppGroup = ScriptAppGroup(), strings: ScriptStrings = ScriptStrings(), activity chosenName: String?, bundleId: String?, now: Double, budget: ScriptBudget? = nil
    ) throws(InputError) -> ActivitySources {
        guard let report else {
            let layout = try LayoutReader.read(file?.text ?? "", file: file?.path)
            if let chosenName, chosenName != layout.activity {
                throw InputError(file: file?.path, "--activity \(chosenName): the layout declares only \(layout.activity)")
            }
            return ActivitySources(layouts: [try rebundled(layout, bundleId)], warnings: [], guessedBundleId: false)
        }
        let (first, notes) = try swiftActivity(in: report, named: chosenName)
        var warnings = notes
        var layouts: [ActivityLayout] = []
        var matched: String?
        if let file {
            let document: JSONDocument
            do { document = try JSONParser.parse(file.text) } catch { throw error.located(in: file.path, document: nil) }
            let layoutName = document.value.objectValue?["activity"]?.stringValue ?? ""
            let swift = try counterpart(of: layoutName, among: report.activities, chosen: chosenName, file: file.path)
            let (layout, notes) = try merged(document, file: file.path, with: swift, bundleId: bundleId)
            warnings += notes
            layouts.append(layout)
            matched = swift.name
        }
        let guessed = bundleId == nil && file == nil
        for activity in report.activities where activity.name != matched {
            let generic = GenericLayout(declaration: activity.declaration, attributes: activity.attributes, contentState: activity.contentState)
            let id = bundleId ?? layouts.first?.bundleId ?? guessedBundleId(for: first.name)
            do {
                layouts.append(try LayoutReader.read(generic.document(bundleId: id, now: now)))
            } catch {
                // The generated layout is islet's own text, not the user's: name the Swift type, not a line of it.
                let place = error.path.map { " at \($0)" } ?? ""
                throw InputError(
                    file: "\(activity.file):\(activity.line)",
                    "islet could not draw \(activity.name) with a layout made from its schema (\(error.message)\(place)); this is a bug in islet: please report it, and give a layout file for \(activity.name) meanwhile"
                )
            }
        }
        let chosen = matched.flatMap { chosenName == nil ? $0 : nil } ?? first.name
        var ordered = layouts.filter { $0.activity == chosen } + layouts.filter { $0.activity != chosen }
        if let program {
            ordered = ordered.map { layout in
                guard let drawing = widgetDrawing(of: layout, in: program, assets: assets ?? ScriptAssets(), appGroup: appGroup, strings: strings, now: now, budget: budget, notes: &warnings) else { return layout }
                return layout.drawn(by: drawing)
            }
        }
        if ordered.contains(where: { $0.widget?.appDecoding != nil }) {
            // The interpreter runs the app's `init(from:)`s and decodes an enum `ContentState`, so the
            // reader's notes that islet cannot follow them are not so.
            let followed = Set(report.diagnostics.filter { diagnostic in
                diagnostic.code == "customDecoding" && diagnostic.message.contains("init(from:)")
                    || diagnostic.isEnumContentState
            }.map(\.description))
            warnings.removeAll { followed.contains($0) }
        }
        var sources = ActivitySources(layouts: ordered, warnings: warnings, guessedBundleId: guessed)
        sources.strings = strings
        return sources
    }

    /// Checks what the Swift reader answered as every command must (it parsed, it declares an
    /// activity, `--activity` names one of them) and answers the chosen one, else the first
    /// declared, with the reader's notes as lines for stderr.
    public static func swiftActivity(in report: SwiftSchemaReport, named chosenName: String?) throws(InputError) -> (SwiftSchemaReport.Activity, [String]) {
        let syntaxErrors = report.diagnostics.filter(\.isSyntaxError)
        guard syntaxErrors.isEmpty else {
            throw InputError("the Swift sources do not parse, so islet cannot tell what the app declares:", details: syntaxErrors.map(\.description))
        }
        guard let first = report.activities.first else {
            let notes = report.diagnostics.map { "; \($0)" }.joined()
            throw InputError("the Swift sources declare no type conforming to ActivityAttributes\(notes)")
        }
        // A type used in several places is one note (the helper reports it at each use of its declaration).
        var seen: Set<String> = []
        let notes = report.diagnostics.map(\.description).filter { seen.insert($0).inserted }
        guard let chosenName else { return (first, notes) }
        let names = report.activities.map(\.name)
        guard let chosen = report.activities.first(where: { $0.name == chosenName }) else {
            var message = "--activity \(chosenName): the Swift sources declare no such activity"
            if let near = NameSuggestion.closest(to: chosenName, in: names) { message += "; did you mean \(near)?" }
            throw InputError(message + " (they declare \(names.joined(separator: ", ")))")
        }
        return (chosen, notes)
    }

    /// The widget's SwiftUI for the activity: the program's first `ActivityConfiguration` for
    /// its type, with the states of its previews, its runs spending `budget` when given; nil when
    /// the program has none.
    private static func widgetDrawing(
        of layout: ActivityLayout, in program: ScriptProgram, assets: ScriptAssets, appGroup: ScriptAppGroup, strings: ScriptStrings, now: Double, budget: ScriptBudget?,
        notes: inout [String]
    ) -> WidgetDrawing? {
        guard let configuration = program.configurations.first(where: { draws($0, layout: layout) }) else { return nil }
        let activity = ScriptActivity(
            program: program, configuration: configuration, declaration: layout.declaration, assets: assets, appGroup: appGroup, strings: strings, budget: budget
        )
        // A layout file's preview moment is the clock its previews were written for; else `now`.
        let (samples, problems) = activity.previewSamples(now: layout.previewMoment ?? Date(timeIntervalSince1970: now))
        notes += problems.map { "\($0); the preview state is left out" }
        return WidgetDrawing(source: activity, previews: samples, appDecoding: activity.appDecoding)
    }

    /// Whether `configuration` is written for the layout's activity type (`for: Outer.Attributes.self` names `Attributes`).
    static func draws(_ configuration: ScriptConfiguration, layout: ActivityLayout) -> Bool {
        let bare = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
        return bare(configuration.attributesType) == bare(layout.activity)
    }

    /// `com.example.delivery` for `DeliveryAttributes`: a topic for pushes when nothing names the app.
    public static func guessedBundleId(for activity: String) -> String {
        var base = activity
        if base.hasSuffix("Attributes"), base.count > 10 { base = String(base.dropLast(10)) }
        return "com.example." + base.lowercased()
    }

    /// The Swift activity a layout describes: the one of its name, or the one `--activity` names,
    /// or the only one.
    private static func counterpart(of name: String, among activities: [SwiftSchemaReport.Activity], chosen: String?, file: String) throws(InputError) -> SwiftSchemaReport.Activity {
        if let same = activities.first(where: { $0.name == name }) { return same }
        if let chosen, let named = activities.first(where: { $0.name == chosen }) { return named }
        if activities.count == 1 { return activities[0] }
        var message = "the layout's activity \(name) is none of those the Swift sources declare (\(activities.map(\.name).joined(separator: ", ")))"
        if let near = NameSuggestion.closest(to: name, in: activities.map(\.name)) { message += "; did you mean \(near)?" }
        throw InputError(file: file, path: JSONPath.root.appending("activity"), message + "; say which with --activity")
    }

    /// The layout read with the Swift's name and types in place of its own (no JSON is rewritten:
    /// the reader takes the types), and what changed. A preview that no longer decodes is dropped
    /// for sample values; a view that binds what the Swift lacks is an error located in the layout file.
    private static func merged(_ document: JSONDocument, file: String, with swift: SwiftSchemaReport.Activity, bundleId: String?) throws(InputError) -> (ActivityLayout, [String]) {
        let own: ActivityLayout
        let folder = LayoutReader.folder(of: file)
        do { own = try LayoutReader.read(document.value, folder: folder) } catch { throw error.located(in: file, document: document) }
        var notes: [String] = []
        let differences = SchemaComparison.differences(layout: own.declaration, swift: swift.declaration)
        if !differences.isEmpty {
            notes.append("\(file) and the Swift (\(swift.file):\(swift.line)) disagree; islet uses the Swift:")
            notes += differences.map { "  \($0)" }
        }
        do {
            return (try rebundled(try LayoutReader.read(document.value, folder: folder, types: swift.declaration), bundleId), notes)
        } catch where error.path?.components.first == .key("preview") {
            notes.append("\(file): its preview does not decode with the Swift's types (\(error.message)); sample values stand in")
        } catch {
            throw error.located(in: file, document: document)
        }
        do {
            return (try rebundled(try LayoutReader.read(document.value, folder: folder, types: swift.declaration, readsPreview: false), bundleId), notes)
        } catch {
            throw error.located(in: file, document: document)
        }
    }

    private static func rebundled(_ layout: ActivityLayout, _ bundleId: String?) throws(InputError) -> ActivityLayout {
        guard let bundleId, bundleId != layout.bundleId else { return layout }
        return layout.drawn(by: layout.widget, bundleId: bundleId)
    }
}
