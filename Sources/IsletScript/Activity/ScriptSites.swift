import IsletProgram
import IsletViews

/// Where the widget's code made a view or applied a modifier, and how islet drew it: what
/// `islet import --coverage` counts, so CI can see how much of a widget islet really draws. A
/// site is a place in the source, so a view in a loop or in several presentations counts once;
/// merged over many renders, a site counts by its worst outcome (a view that is a placeholder
/// in one state is not drawn faithfully).
public struct ScriptSites: Equatable, Sendable {
    /// A modifier's place: the chain it is written in (the lowering places a chain's calls at
    /// its start) and its name, so `.padding().font(.title)` is two sites.
    public struct ModifierSite: Hashable, Sendable {
        public let spot: ScriptSpot
        public let name: String

        public init(spot: ScriptSpot, name: String) {
            self.spot = spot
            self.name = name
        }
    }

    /// How a site was drawn, from best to worst.
    public enum Outcome: Int, Comparable, Sendable {
        /// Drawn as the phone draws it (a modifier with no picture counts as drawn).
        case drawn
        /// Accepted and left out of the picture, though it changes the phone's.
        case ignored
        /// Not drawn: a labelled placeholder stands in, or the region stopped.
        case placeholder

        public static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Every view call site met, with its worst outcome.
    public private(set) var views: [ScriptSpot: Outcome] = [:]
    /// Every modifier call site met, with its worst outcome.
    public private(set) var modifiers: [ModifierSite: Outcome] = [:]
    /// The modifier sites islet accepted without drawing them (`ModifierTreatment.ignored`) and
    /// drew no worse anywhere: counted apart from what islet does not know.
    public var ignoredModifiers: Set<ModifierSite> {
        Set(modifiers.compactMap { site, outcome in outcome == .ignored ? site : nil })
    }
    /// Everything noted as not drawn or not evaluated, in any render.
    public private(set) var placeholders: Set<ScriptPlaceholder> = []
    /// Every read of the App Group met, true when some render found the key or file supplied.
    public private(set) var appGroupReads: [AppGroupRead: Bool] = [:]
    /// Every call evaluated, when measuring (nil otherwise, so a render pays nothing): a call
    /// that ran and was counted as neither view nor modifier is neither (`.opacity` on a colour).
    public private(set) var ran: Set<ScriptSpot>?
    /// Calls evaluated in a region that then stopped (cut off or thrown): a view written there
    /// that was never made counts as a placeholder, as the region is one.
    public private(set) var stopped: Set<ScriptSpot> = []
    /// Modifiers left off or ignored in this render, so the call that applied them is counted so.
    private var outcomesHere: [ModifierSite: Outcome] = [:]

    /// `measuring` keeps every call evaluated, for `--coverage`.
    public init(measuring: Bool = false) {
        ran = measuring ? [] : nil
    }

    /// The App Group reads in source order, each with whether it was supplied, for a report.
    public var orderedReads: [(read: AppGroupRead, supplied: Bool)] { AppGroupRead.ordered(appGroupReads) }

    /// The placeholders in source order (file as the program names it, line, column), for a report.
    public var orderedPlaceholders: [ScriptPlaceholder] {
        placeholders.sorted { ($0.file, $0.line, $0.column, $0.name, $0.reason) < ($1.file, $1.line, $1.column, $1.name, $1.reason) }
    }

    mutating func view(at spot: ScriptSpot, drawn: Bool) {
        views[spot] = max(views[spot] ?? .drawn, drawn ? .drawn : .placeholder)
    }

    /// Notes that the call at `spot` was evaluated, when measuring.
    mutating func evaluated(_ spot: ScriptSpot) {
        ran?.insert(spot)
    }

    /// Notes that the modifier `name` at `spot` could not be applied here.
    mutating func leaveOff(_ name: String, at spot: ScriptSpot) {
        outcomesHere[ModifierSite(spot: spot, name: name)] = .placeholder
    }

    /// Notes that the modifier `name` at `spot` was accepted and left out of the picture.
    mutating func ignore(_ name: String, at spot: ScriptSpot) {
        let site = ModifierSite(spot: spot, name: name)
        outcomesHere[site] = max(outcomesHere[site] ?? .ignored, .ignored)
    }

    /// Counts the modifier `name` at `spot` once its call has returned.
    mutating func modifier(_ name: String, at spot: ScriptSpot) {
        let site = ModifierSite(spot: spot, name: name)
        modifiers[site] = max(modifiers[site] ?? .drawn, outcomesHere[site] ?? .drawn)
    }

    mutating func noteRead(_ read: AppGroupRead, supplied: Bool) {
        appGroupReads[read] = (appGroupReads[read] ?? false) || supplied
    }

    mutating func note(_ placeholder: ScriptPlaceholder) {
        placeholders.insert(placeholder)
    }

    /// A region that stopped (cut off for running too long, or the widget's code threw) is
    /// drawn as one placeholder, nothing it built: every site met in it counts as a placeholder.
    mutating func cutOff() {
        views = views.mapValues { _ in .placeholder }
        modifiers = modifiers.mapValues { _ in .placeholder }
        stopped.formUnion(ran ?? [])
    }

    /// Both renders' sites, each by its worse outcome.
    public mutating func merge(_ other: ScriptSites) {
        views.merge(other.views, uniquingKeysWith: max)
        modifiers.merge(other.modifiers, uniquingKeysWith: max)
        placeholders.formUnion(other.placeholders)
        appGroupReads.merge(other.appGroupReads) { $0 || $1 }
        if let calls = other.ran { ran = (ran ?? []).union(calls) }
        stopped.formUnion(other.stopped)
    }
}
