import IsletProgram
import IsletViews

/// What `islet import --coverage` says: every view and modifier written in the code the
/// configurations reach (`ReachableSites`), each counted once as drawn, ignored (accepted, left
/// out of the picture), a placeholder, or unreached (no state given ran it); the share drawn is
/// drawn over all, so code never run lowers it instead of vanishing from it.
public struct CoverageReport: Sendable {
    /// One kind's counts.
    public struct Tally: Equatable, Sendable {
        public var drawn = 0
        public var ignored = 0
        public var placeholder = 0
        public var unreached = 0

        public var all: Int { drawn + ignored + placeholder + unreached }
        /// Drawn over all, in tenths of a percent rounded down (so 94.96% never reads as 95.0%);
        /// 1000 for nothing written.
        public var permille: Int { all == 0 ? 1000 : drawn * 1000 / all }
        /// `97.3`, as the reports print it.
        public var percent: String { "\(permille / 10).\(permille % 10)" }

        mutating func count(_ outcome: ScriptSites.Outcome?) {
            switch outcome {
            case .drawn?: drawn += 1
            case .ignored?: ignored += 1
            case .placeholder?: placeholder += 1
            case nil: unreached += 1
            }
        }
    }

    /// A site listed by its place and name, in source order.
    public struct Site: Equatable, Sendable {
        public let file: String
        public let line: Int
        public let column: Int
        /// `Text`, `.shadow`.
        public let name: String

        /// `Widget.swift:12:9: .shadow`, as compilers print a place.
        public var description: String { "\(file):\(line):\(column): \(name)" }
    }

    public var views = Tally()
    public var modifiers = Tally()
    /// Sites written in reachable code that no state ran.
    public var unreached: [Site] = []
    /// Modifiers accepted and left out of the picture.
    public var ignored: [Site] = []
    /// Everything not drawn or not evaluated, with why.
    public var placeholders: [ScriptPlaceholder]
    /// Every App Group read, with whether it was supplied.
    public var appGroupReads: [(read: AppGroupRead, supplied: Bool)]

    /// Classifies every site `reachable` lists or the runs met (`ran`): a site the runs met
    /// counts by its outcome, one evaluated in a region that stopped as a placeholder; one they
    /// evaluated without counting is not a view or modifier (`.opacity` on a colour) and is left
    /// out; the rest never ran.
    public init(ran: ScriptSites, reachable: ReachableSites, program: ScriptProgram) {
        placeholders = ran.orderedPlaceholders
        appGroupReads = ran.orderedReads
        let evaluated = ran.ran ?? []
        let site = { (spot: ScriptSpot, name: String) in Site(file: program.file(of: spot), line: spot.line, column: spot.column, name: name) }
        for spot in Set(reachable.views.keys).union(ran.views.keys) {
            let outcome = ran.views[spot] ?? (ran.stopped.contains(spot) ? .placeholder : nil)
            if outcome == nil, evaluated.contains(spot) { continue }
            views.count(outcome)
            if outcome == nil { unreached.append(site(spot, reachable.views[spot] ?? "view")) }
        }
        for written in reachable.modifiers.union(ran.modifiers.keys) {
            let outcome = ran.modifiers[written] ?? (ran.stopped.contains(written.spot) ? .placeholder : nil)
            if outcome == nil, evaluated.contains(written.spot) { continue }
            modifiers.count(outcome)
            if outcome == nil { unreached.append(site(written.spot, "." + written.name)) }
            if outcome == .ignored { ignored.append(site(written.spot, "." + written.name)) }
        }
        let order = { (site: Site) in (site.file, site.line, site.column, site.name) }
        unreached.sort { order($0) < order($1) }
        ignored.sort { order($0) < order($1) }
    }
}
