import FoundationEssentials
import IsletInput
import IsletSources

/// `islet import`: the layout file for an app's Swift sources, so a person starts a layout from
/// the types their code declares instead of copying them by hand (issue 14, item 4).
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "print a layout file for the ActivityAttributes in Swift sources"
    static let about = """
    Reads the app's Swift sources (a folder walked for *.swift, or .swift files) with
    islet-swift and prints a layout file for one ActivityAttributes type: its schema as the
    Swift declares it, a preview made of sample values, and plain views showing every field,
    ready to be edited into the real design. With several types, --activity chooses (the first
    declared otherwise). The layout's bundleId is --bundle-id, else a made-up com.example one,
    which islet says on stderr. A syntax error in the sources is reported with its file, line and
    column, and islet exits 2.

    With --coverage, islet prints instead how much of the widget's SwiftUI it draws, over
    every ActivityConfiguration in the sources (--activity: that activity's only). Every view
    and modifier written in the code a configuration reaches (its closures and, transitively,
    the functions, properties, custom views and modifiers they name) counts once per place in
    the source: drawn, ignored (accepted, left out of the picture), a placeholder (not drawn),
    or unreached (no state ran it). Each configuration is run for every presentation, with
    every state of the app's previews (sample values made from the types when it has none), in
    light and dark; a site counts by its worst outcome over those renders. The share drawn is
    drawn over all. Placeholders, ignored and unreached sites are listed with file:line:column,
    and so is each place the widget reads its App Group (a UserDefaults suite and key, or a
    container file's path), whether --defaults or --files supplied it, and what it reads as
    when not. --json prints it as one object: {"views": {"all", "drawn", "ignored",
    "placeholder", "unreached", "percent"}, "modifiers": {...}, "placeholders": [{"file",
    "line", "column", "name", "reason"}], "ignored": [...], "unreached": [...],
    "appGroupReads": [...]}.
    """
    static let sources = Operand.files("SOURCES", naming: .source)
    static let coverage = Flag("coverage", help: "print how much of the widget's SwiftUI islet draws, not a layout")
    static let asJSON = Flag("json", help: "with --coverage: one JSON object, for tools")
    static let operands = [sources.spec]
    static let options = ActivityInputs.drawingOptions + [.one(coverage), .one(asJSON)]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let paths = arguments[sources]
        if let layout = paths.first(where: { !ActivityInputs.isSwiftSource($0) }) {
            throw UsageError("import reads Swift sources (folders or .swift files), not \(JSONWriter.printable(layout))")
        }
        if arguments[coverage] { return try measure(paths, arguments) }
        if arguments[asJSON] { throw UsageError("--json goes with --coverage") }
        let packages = ActivityInputs.packageSources(paths, arguments)
        let report = try SwiftReader.locate().schema(of: paths + packages.folders)
        let (activity, found) = try ActivitySources.swiftActivity(in: report, named: arguments[ActivityInputs.activity])
        if let refusal = report.diagnostics.first(where: { $0.isEnumContentState && $0.message.hasPrefix(activity.name + ".") }) {
            // A layout with an empty contentState would accept states the app rejects: wrong is worse than none.
            throw InputError(
                file: refusal.file, location: refusal.line.map { SourceLocation(line: $0, column: refusal.column ?? 1) },
                refusal.message
            )
        }
        let warnings = packages.missing + found
        if !warnings.isEmpty { Output.error.write(warnings.map { JSONWriter.neutralized($0) + "\n" }.joined()) }
        let generic = GenericLayout(declaration: activity.declaration, attributes: activity.attributes, contentState: activity.contentState)
        let bundleId: String
        if let given = arguments[ActivityInputs.bundleId] {
            bundleId = given
        } else {
            // A layout file must name the app (apns-topic is made from it), so a placeholder stands in, said to be one.
            bundleId = ActivitySources.guessedBundleId(for: activity.name)
            Output.error.write("islet import: the Swift does not say the app's bundle id, so bundleId is a made-up \(JSONWriter.neutralized(bundleId)); give the real one with --bundle-id ID (or edit the file)\n")
        }
        Output.standard.write(JSONWriter.pretty(generic.document(bundleId: bundleId, now: Date().timeIntervalSince1970.rounded(.down))) + "\n")
        return 0
    }

    /// `--coverage`: every configuration run, its views and modifiers counted (`WidgetCoverage`).
    private static func measure(_ paths: [String], _ arguments: ParsedArguments) throws -> Int32 {
        let packages = ActivityInputs.packageSources(paths, arguments)
        if !packages.missing.isEmpty { Output.error.write(packages.missing.map { JSONWriter.neutralized($0) + "\n" }.joined()) }
        let read = try SwiftReader.locate().read(paths + packages.folders)
        let catalogs = AssetCatalogReader.read(paths)
        let strings = try StringTableReader.read(paths)
        let (group, groupProblems) = try ActivityInputs.appGroup(arguments)
        let now = Date().timeIntervalSince1970.rounded(.down)
        let chosen = arguments[ActivityInputs.activity]
        let sources = try ActivitySources.resolve(
            layout: nil, swift: read.schema, program: read.program, assets: catalogs.assets, appGroup: group, strings: strings, activity: chosen,
            bundleId: arguments[ActivityInputs.bundleId], now: now
        )
        let (report, measured, notes) = WidgetCoverage.measure(
            read.program, layouts: sources.layouts, assets: catalogs.assets, appGroup: group, strings: strings,
            locale: ActivityInputs.phoneLocale(arguments), activity: chosen.map { _ in sources.chosen.activity },
            now: Date(timeIntervalSince1970: now)
        )
        guard measured > 0 else {
            let which = chosen.map { " for \($0)" } ?? ""
            throw InputError(file: paths.count == 1 ? paths[0] : nil, "the Swift sources have no ActivityConfiguration\(which), so there is no SwiftUI to measure")
        }
        let warnings = catalogs.problems + groupProblems + sources.warnings + notes
        if !warnings.isEmpty { Output.error.write(warnings.map { JSONWriter.neutralized($0) + "\n" }.joined()) }
        Output.standard.write(arguments[asJSON] ? JSONWriter.pretty(WidgetCoverage.json(report)) + "\n" : WidgetCoverage.text(report))
        return 0
    }
}
