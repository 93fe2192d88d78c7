import IsletViews

/// Where the widget's code made a view or applied a modifier, and whether islet drew it: what
/// `islet import --coverage` counts, so CI can see how much of a widget islet really draws. A
/// site is a place in the source, so a view in a loop or in several presentations counts once;
/// merged over many renders, a site counts as drawn when any render drew it.
public struct ScriptSites: Equatable, Sendable {
    /// A modifier's place: the chain it is written in (the lowering places a chain's calls at
    /// its start) and its name, so `.padding().font(.title)` is two sites.
    public struct ModifierSite: Hashable, Sendable {
        public let spot: ScriptSpot
        public let name: String
    }

    /// Every view call site met, true when it was drawn at least once.
    public private(set) var views: [ScriptSpot: Bool] = [:]
    /// Every modifier call site met, true when it was applied (or accepted) at least once.
    public private(set) var modifiers: [ModifierSite: Bool] = [:]
    /// The modifier sites islet accepted without drawing them (`ModifierTreatment.ignored`) in
    /// every render that met them: not applied, and counted apart from what islet does not know.
    public var ignoredModifiers: Set<ModifierSite> {
        Set(modifiers.compactMap { site, applied in !applied && ignoredMet.contains(site) ? site : nil })
    }
    /// Everything noted as not drawn or not evaluated, in any render.
    public private(set) var placeholders: Set<ScriptPlaceholder> = []
    /// Every read of the App Group met, true when some render found the key or file supplied.
    public private(set) var appGroupReads: [AppGroupRead: Bool] = [:]
    /// Modifiers left off in this render, so the call that applied them is counted as not applied.
    private var leftOff: Set<ModifierSite> = []
    /// Modifier sites ignored in some render.
    private var ignoredMet: Set<ModifierSite> = []

    public init() {}

    public var drawnViews: Int { views.values.filter { $0 }.count }
    public var appliedModifiers: Int { modifiers.values.filter { $0 }.count }

    /// The App Group reads in source order, each with whether it was supplied, for a report.
    public var orderedReads: [(read: AppGroupRead, supplied: Bool)] { AppGroupRead.ordered(appGroupReads) }

    /// The placeholders in source order (file as the program names it, line, column), for a report.
    public var orderedPlaceholders: [ScriptPlaceholder] {
        placeholders.sorted { ($0.file, $0.line, $0.column, $0.name, $0.reason) < ($1.file, $1.line, $1.column, $1.name, $1.reason) }
    }

    mutating func view(at spot: ScriptSpot, drawn: Bool) {
        views[spot] = (views[spot] ?? false) || drawn
    }

    /// Notes that the modifier `name` at `spot` could not be applied here.
    mutating func leaveOff(_ name: String, at spot: ScriptSpot) {
        leftOff.insert(ModifierSite(spot: spot, name: name))
    }

    /// Notes that the modifier `name` at `spot` was accepted here and not drawn: left off, and
    /// counted among the ignored.
    mutating func ignore(_ name: String, at spot: ScriptSpot) {
        leaveOff(name, at: spot)
        ignoredMet.insert(ModifierSite(spot: spot, name: name))
    }

    /// Counts the modifier `name` at `spot` once its call has returned.
    mutating func modifier(_ name: String, at spot: ScriptSpot) {
        let site = ModifierSite(spot: spot, name: name)
        modifiers[site] = (modifiers[site] ?? false) || !leftOff.contains(site)
    }

    mutating func noteRead(_ read: AppGroupRead, supplied: Bool) {
        appGroupReads[read] = (appGroupReads[read] ?? false) || supplied
    }

    mutating func note(_ placeholder: ScriptPlaceholder) {
        placeholders.insert(placeholder)
    }

    /// A region that stopped (cut off for running too long, or the widget's code threw) is
    /// drawn as one placeholder, nothing it built: every site met in it stays counted, as not drawn.
    mutating func cutOff() {
        views = views.mapValues { _ in false }
        modifiers = modifiers.mapValues { _ in false }
    }

    /// Both renders' sites: drawn or applied when either drew or applied it.
    public mutating func merge(_ other: ScriptSites) {
        views.merge(other.views) { $0 || $1 }
        modifiers.merge(other.modifiers) { $0 || $1 }
        ignoredMet.formUnion(other.ignoredMet)
        placeholders.formUnion(other.placeholders)
        appGroupReads.merge(other.appGroupReads) { $0 || $1 }
    }
}
