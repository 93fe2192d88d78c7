import FoundationEssentials
import IsletInput
import IsletModel
import IsletProgram
import IsletScript
import IsletViews

/// How much of a widget's SwiftUI islet draws, over every `ActivityConfiguration` in the
/// sources (`islet import --coverage`, issue 28 item 6): every view and modifier written in the
/// code each configuration reaches, counted once per place as drawn, ignored, a placeholder, or
/// unreached by the runs (each configuration run for every region, with each of the app's
/// preview states, or the sample values made from the types when it has none, in light and dark).
public enum WidgetCoverage {
    /// The report over every configuration of `program` whose attributes type is among
    /// `layouts` (the activities `ActivitySources` resolved; only `activity`'s when given), how
    /// many configurations were run, and a note for each configuration whose type the sources
    /// do not declare (islet has no data to run it with). `assets` are the sources' asset
    /// catalogs, so named colours and images count as `render` draws them; `appGroup` the
    /// `--defaults` and `--files` the widget's reads find; `strings` and `locale` the string
    /// tables and the language (`--locale`) its text is drawn in.
    public static func measure(
        _ program: ScriptProgram, layouts: [ActivityLayout], assets: ScriptAssets = ScriptAssets(), appGroup: ScriptAppGroup = ScriptAppGroup(),
        strings: ScriptStrings = ScriptStrings(), locale: PhoneLocale = .standard, activity: String? = nil, now: Date
    ) -> (report: CoverageReport, measured: Int, notes: [String]) {
        var sites = ScriptSites(measuring: true)
        var reachable = ReachableSites()
        var measured = 0
        var notes: [String] = []
        let budget = ScriptBudget()
        for configuration in program.configurations {
            guard let layout = layouts.first(where: { ActivitySources.draws(configuration, layout: $0) }) else {
                notes.append("\(program.file(of: configuration.spot)):\(configuration.spot.line):\(configuration.spot.column): ActivityConfiguration(for: \(configuration.attributesType).self) is not measured: the sources declare no such ActivityAttributes type")
                continue
            }
            if let activity, layout.activity != activity { continue }
            let script = ScriptActivity(program: program, configuration: configuration, declaration: layout.declaration, assets: assets, appGroup: appGroup, strings: strings)
            let previews = script.previewSamples(now: layout.previewMoment ?? now, budget: budget).samples.map(\.data)
            let states = previews.isEmpty ? [layout.preview].compactMap { $0 } : previews
            let drawn = script.sites(drawing: states, at: layout.previewMoment ?? now, locale: locale, budget: budget)
            sites.merge(drawn.sites)
            if drawn.statesRun < states.count {
                notes.append("\(program.file(of: configuration.spot)):\(configuration.spot.line):\(configuration.spot.column): ActivityConfiguration(for: \(configuration.attributesType).self) is measured with \(drawn.statesRun) of its \(states.count) preview states: running the rest would pass the \(ScriptBudget.overall) steps islet allows one command")
            }
            reachable.merge(script.reachable)
            measured += 1
        }
        return (CoverageReport(ran: sites, reachable: reachable, program: program), measured, notes)
    }

    /// `{"views": {"all", "drawn", "ignored", "placeholder", "unreached", "percent"},
    /// "modifiers": {…}, "placeholders": [...], "ignored": [...], "unreached": [...],
    /// "appGroupReads": [...]}`: the placeholders with their reason, the ignored modifiers and
    /// the unreached sites with their place and name, all in source order, then every read of
    /// the App Group with its suite and key (or the container file's path), whether it was
    /// supplied, and what it reads as when it is not.
    public static func json(_ report: CoverageReport) -> JSONValue {
        let placeholders = report.placeholders.map { placeholder in
            place(placeholder.file, placeholder.line, placeholder.column, placeholder.name, [.init(key: "reason", value: .string(placeholder.reason))])
        }
        let sites = { (list: [CoverageReport.Site]) in JSONValue.array(list.map { place($0.file, $0.line, $0.column, $0.name, []) }) }
        return .object(JSONObject([
            .init(key: "views", value: tally(report.views)), .init(key: "modifiers", value: tally(report.modifiers)),
            .init(key: "placeholders", value: .array(placeholders)), .init(key: "ignored", value: sites(report.ignored)),
            .init(key: "unreached", value: sites(report.unreached)),
            .init(key: "appGroupReads", value: .array(report.appGroupReads.map { read($0.read, supplied: $0.supplied) })),
        ]))
    }

    /// The same report for a person: the two tallies, then each list under its heading.
    public static func text(_ report: CoverageReport) -> String {
        let line = { (kind: String, tally: CoverageReport.Tally) in
            "\(kind): \(tally.percent)% drawn (\(tally.drawn) of \(tally.all)); \(tally.ignored) ignored, \(tally.placeholder) placeholders, \(tally.unreached) unreached"
        }
        var lines = [line("Views", report.views), line("Modifiers", report.modifiers)]
        let section = { (heading: String, entries: [String]) in
            guard !entries.isEmpty else { return }
            lines += ["", heading] + entries.map { "  " + $0 }
        }
        section("Not drawn (placeholders, and modifiers left out):", report.placeholders.map(\.description))
        section("Ignored (accepted, not drawn):", report.ignored.map(\.description))
        section("Unreached (no state ran it):", report.unreached.map(\.description))
        section("App Group reads:", report.appGroupReads.map { $0.read.report(supplied: $0.supplied) })
        return lines.map(JSONWriter.neutralized).joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int) -> JSONValue { .number(JSONNumber(number)) }

    private static func tally(_ tally: CoverageReport.Tally) -> JSONValue {
        .object(JSONObject([
            .init(key: "all", value: count(tally.all)), .init(key: "drawn", value: count(tally.drawn)),
            .init(key: "ignored", value: count(tally.ignored)), .init(key: "placeholder", value: count(tally.placeholder)),
            .init(key: "unreached", value: count(tally.unreached)),
            .init(key: "percent", value: .number(JSONNumber(Double(tally.permille) / 10))),
        ]))
    }

    private static func place(_ file: String, _ line: Int, _ column: Int, _ name: String, _ more: [JSONObject.Member]) -> JSONValue {
        .object(JSONObject([
            .init(key: "file", value: .string(file)), .init(key: "line", value: count(line)), .init(key: "column", value: count(column)),
            .init(key: "name", value: .string(name)),
        ] + more))
    }

    private static func read(_ read: AppGroupRead, supplied: Bool) -> JSONValue {
        .object(JSONObject([
            .init(key: "file", value: .string(read.file)), .init(key: "line", value: count(read.line)),
            .init(key: "column", value: count(read.column)), .init(key: "kind", value: .string(read.kind.rawValue)),
            .init(key: read.kind == .defaults ? "suite" : "group", value: .string(read.suite)),
            .init(key: read.kind == .defaults ? "key" : "path", value: .string(read.key)), .init(key: "call", value: .string(read.call)),
            .init(key: "supplied", value: .bool(supplied)), .init(key: "whenMissing", value: .string(read.whenMissing)),
        ] + (read.refusal.map { [.init(key: "notRead", value: .string($0))] } ?? [])))
    }
}
