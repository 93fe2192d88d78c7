import FoundationEssentials
import IsletModel
import IsletScript
import IsletViews

/// How much of a widget's SwiftUI islet draws, over every `ActivityConfiguration` in the
/// sources (`islet import --coverage`, issue 15): each configuration run for every region, with
/// each of the app's preview states (the sample values made from the types when it has none),
/// in light and in dark. Views and modifiers count once per place in the source.
public enum WidgetCoverage {
    /// The sites of every configuration of `program` whose attributes type is among `layouts`
    /// (the activities `ActivitySources` resolved; only `activity`'s when given), merged; how
    /// many configurations were run; and a note for each configuration whose type the sources
    /// do not declare (islet has no data to run it with). `assets` are the sources' asset
    /// catalogs, so named colours and images count as `render` draws them; `appGroup` the
    /// `--defaults` and `--files` the widget's reads find.
    public static func measure(
        _ program: ScriptProgram, layouts: [ActivityLayout], assets: ScriptAssets = ScriptAssets(), appGroup: ScriptAppGroup = ScriptAppGroup(),
        activity: String? = nil, now: Date
    ) -> (sites: ScriptSites, measured: Int, notes: [String]) {
        var sites = ScriptSites()
        var measured = 0
        var notes: [String] = []
        let budget = ScriptBudget()
        for configuration in program.configurations {
            guard let layout = layouts.first(where: { ActivitySources.draws(configuration, layout: $0) }) else {
                notes.append("\(program.file(of: configuration.spot)):\(configuration.spot.line):\(configuration.spot.column): ActivityConfiguration(for: \(configuration.attributesType).self) is not measured: the sources declare no such ActivityAttributes type")
                continue
            }
            if let activity, layout.activity != activity { continue }
            let script = ScriptActivity(program: program, configuration: configuration, declaration: layout.declaration, assets: assets, appGroup: appGroup)
            let previews = script.previewSamples(now: layout.previewMoment ?? now, budget: budget).samples.map(\.data)
            let states = previews.isEmpty ? [layout.preview].compactMap { $0 } : previews
            let drawn = script.sites(drawing: states, at: layout.previewMoment ?? now, budget: budget)
            sites.merge(drawn.sites)
            if drawn.statesRun < states.count {
                notes.append("\(program.file(of: configuration.spot)):\(configuration.spot.line):\(configuration.spot.column): ActivityConfiguration(for: \(configuration.attributesType).self) is measured with \(drawn.statesRun) of its \(states.count) preview states: running the rest would pass the \(ScriptBudget.overall) steps islet allows one command")
            }
            measured += 1
        }
        return (sites, measured, notes)
    }

    /// `{"views": N, "drawn": N, "modifiers": N, "applied": N, "placeholders": [...],
    /// "appGroupReads": [...]}`, the placeholders in source order, each with its file, line,
    /// column, name and reason, then every read of the App Group with its suite and key (or
    /// the container file's path), whether it was supplied, and what it reads as when it is not.
    public static func json(_ sites: ScriptSites) -> JSONValue {
        let count = { (number: Int) in JSONValue.number(JSONNumber(number)) }
        let placeholders = sites.orderedPlaceholders.map { placeholder in
            JSONValue.object(JSONObject([
                .init(key: "file", value: .string(placeholder.file)), .init(key: "line", value: count(placeholder.line)),
                .init(key: "column", value: count(placeholder.column)), .init(key: "name", value: .string(placeholder.name)),
                .init(key: "reason", value: .string(placeholder.reason)),
            ]))
        }
        return .object(JSONObject([
            .init(key: "views", value: count(sites.views.count)), .init(key: "drawn", value: count(sites.drawnViews)),
            .init(key: "modifiers", value: count(sites.modifiers.count)), .init(key: "applied", value: count(sites.appliedModifiers)),
            .init(key: "placeholders", value: .array(placeholders)),
            .init(key: "appGroupReads", value: .array(sites.orderedReads.map { read($0.read, supplied: $0.supplied) })),
        ]))
    }

    private static func read(_ read: AppGroupRead, supplied: Bool) -> JSONValue {
        .object(JSONObject([
            .init(key: "file", value: .string(read.file)), .init(key: "line", value: .number(JSONNumber(read.line))),
            .init(key: "column", value: .number(JSONNumber(read.column))), .init(key: "kind", value: .string(read.kind.rawValue)),
            .init(key: read.kind == .defaults ? "suite" : "group", value: .string(read.suite)),
            .init(key: read.kind == .defaults ? "key" : "path", value: .string(read.key)), .init(key: "call", value: .string(read.call)),
            .init(key: "supplied", value: .bool(supplied)), .init(key: "whenMissing", value: .string(read.whenMissing)),
        ] + (read.refusal.map { [.init(key: "notRead", value: .string($0))] } ?? [])))
    }
}
