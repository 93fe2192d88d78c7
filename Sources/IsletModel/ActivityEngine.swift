import FoundationEssentials

/// The phone's side of Live Activities as a pure value: every push goes through `apply`, time
/// through `advance`, and each input yields an `Outcome` (REFERENCE.md §2 and §3; issue 3,
/// item 3). No clock is read here: the caller passes the time, so a previewer is
/// `update(state, message)` and a test moves a manual clock.
public struct ActivityEngine: Equatable, Sendable {
    /// The limits the system applies; the published ones are defaults, the unpublished ones
    /// (cap, budget) are settings.
    public struct Configuration: Equatable, Sendable {
        /// Activities alive at once per app ("Maximum number of activities for target already exists").
        public var maximumActivities: Int
        /// Priority-10 pushes applied per rolling hour; nil for no budget.
        public var hourlyBudget: Int?
        /// How long an alert keeps the island expanded (not published by Apple).
        public var alertDuration: Duration
        /// An activity is ended by the system this long after it started.
        public var activeLimit: Duration
        /// An ended activity stays on the lock screen at most this long.
        public var lockScreenLimit: Duration
        public var tokenSeed: UInt64

        public init(
            maximumActivities: Int = 5, hourlyBudget: Int? = nil, alertDuration: Duration = .seconds(4),
            activeLimit: Duration = .seconds(8 * 3600), lockScreenLimit: Duration = .seconds(4 * 3600), tokenSeed: UInt64 = 1
        ) {
            self.maximumActivities = maximumActivities
            self.hourlyBudget = hourlyBudget
            self.alertDuration = alertDuration
            self.activeLimit = activeLimit
            self.lockScreenLimit = lockScreenLimit
            self.tokenSeed = tokenSeed
        }
    }

    public let declarations: [ActivityDeclaration]
    public let configuration: Configuration
    /// Activities on the island or the lock screen, in the order they started.
    public internal(set) var activities: [Activity] = []
    /// The push-to-start token per attributes type (iOS 17.2).
    public let pushToStartTokens: [String: String]
    /// Update tokens that stopped working, newest kept when there are more than `retiredTokenMemory`.
    public internal(set) var retiredTokens: [String: RetiredToken] = [:]
    /// How many retired tokens are remembered, so a long session's memory stays flat.
    static let retiredTokenMemory = 1000
    /// Retired tokens in the order they were retired, from `retiredHead` on: the oldest is
    /// forgotten first without searching the dictionary.
    var retiredOrder: [String] = []
    var retiredHead = 0
    /// Ended activities kept on the lock screen at most; past it the one that ended first leaves
    /// (its token retired), so a push never costs more for the activities that came before it.
    public static let endedActivityMemory = 16
    /// The activity whose alert holds the island expanded, and until when.
    public internal(set) var expandedAlert: (activityID: Int, until: Date)?
    /// When the priority-10 pushes of the last hour were applied.
    var budgetLog: [Date] = []
    var nextID = 1
    var tokens: PushTokenIssuer
    let check: PayloadCheck
    /// The last body's payload, decoded state and diagnoses, for a push that repeats it.
    var readings = BodyReadings()

    public init(declarations: [ActivityDeclaration], configuration: Configuration = Configuration()) {
        self.declarations = declarations
        self.configuration = configuration
        var issuer = PushTokenIssuer(seed: configuration.tokenSeed)
        var startTokens: [String: String] = [:]
        for declaration in declarations { startTokens[declaration.name] = issuer.next() }
        pushToStartTokens = startTokens
        tokens = issuer
        check = PayloadCheck(declarations: declarations)
    }

    public static func == (lhs: ActivityEngine, rhs: ActivityEngine) -> Bool {
        lhs.declarations == rhs.declarations && lhs.configuration == rhs.configuration && lhs.activities == rhs.activities
            && lhs.expandedAlert?.activityID == rhs.expandedAlert?.activityID && lhs.expandedAlert?.until == rhs.expandedAlert?.until
            && lhs.budgetLog == rhs.budgetLog && lhs.nextID == rhs.nextID && lhs.tokens == rhs.tokens
            && lhs.retiredTokens == rhs.retiredTokens
    }

    public func activity(_ id: Int) -> Activity? {
        activities.first { $0.id == id }
    }

    /// Judges and applies one push arriving at `now`, after letting time pass up to `now`.
    public mutating func apply(_ delivery: PushDelivery, at now: Date) -> Outcome {
        let transitions = advance(to: now)
        let isBroadcast: Bool
        if case .channel = delivery.target { isBroadcast = true } else { isBroadcast = false }
        readings.read(delivery.body)
        let payload: APNsPayload
        switch readings.payload() {
        case .success(let parsed):
            payload = parsed
        case .failure(let error):
            return Outcome(
                verdict: .ignored([IgnoreReason(.invalidPayload, at: error.path, error.message)]), event: nil, activityIDs: [],
                receivedAt: now, diagnoses: readings.diagnoses(check, byteCount: delivery.byteCount, isBroadcast: isBroadcast, declaration: nil),
                transitions: transitions
            )
        }
        var context = PushContext(delivery: delivery, payload: payload, now: now, isBroadcast: isBroadcast)
        let limit = isBroadcast ? PayloadCheck.broadcastBodyLimit : PayloadCheck.bodyLimit
        if delivery.byteCount > limit {
            context.reasons.append(IgnoreReason(.payloadTooLarge, "APNs refuses bodies over \(limit) bytes (413 PayloadTooLarge); this one is \(delivery.byteCount)"))
            context.apnsStatus = 413
        }
        switch payload.event {
        case .start: start(&context)
        case .update, .end: change(&context)
        }
        let declaration = context.activityIDs.first.flatMap { activity($0) }.flatMap { active in
            declarations.first { $0.name == active.attributesType }
        }
        let diagnoses = readings.diagnoses(check, byteCount: delivery.byteCount, isBroadcast: isBroadcast, declaration: declaration)
        let verdict: Outcome.Verdict = context.reasons.isEmpty ? .applied(context.change ?? .updated) : .ignored(context.reasons)
        return Outcome(
            verdict: verdict, event: payload.event, activityIDs: context.activityIDs, receivedAt: now,
            apnsStatus: context.apnsStatus, diagnoses: diagnoses, transitions: transitions
        )
    }

    /// Gives the activity a new update token, as iOS may at any time; the old one stops working.
    @discardableResult
    public mutating func rotatePushToken(of id: Int, at now: Date) -> String? {
        guard let index = activities.firstIndex(where: { $0.id == id }), let old = activities[index].pushToken else { return nil }
        let token = tokens.next()
        activities[index].pushToken = token
        retire(old, RetiredToken(.rotated, activityID: id, at: now))
        return token
    }

    /// Takes away activities whose time on the lock screen is over, and the ended ones past
    /// `endedActivityMemory`, remembering their tokens.
    mutating func removeActivitiesPastRemoval(at now: Date) {
        defer { forgetEndedPastMemory(at: now) }
        let leaving = activities.filter { activity in
            if case .ended(_, _, let removal) = activity.phase { return removal <= now }
            return false
        }
        guard !leaving.isEmpty else { return }
        for activity in leaving {
            if let token = activity.pushToken, case .ended(_, _, let removal) = activity.phase {
                retire(token, RetiredToken(.activityRemoved, activityID: activity.id, at: removal))
            }
        }
        let leavingIDs = Set(leaving.map(\.id))
        activities.removeAll { leavingIDs.contains($0.id) }
    }

    /// Takes away the ended activities past `endedActivityMemory`, those that ended first.
    mutating func forgetEndedPastMemory(at now: Date) {
        // Counted first without an array: this runs after every push.
        var endedCount = 0
        for activity in activities where !activity.isActive { endedCount += 1 }
        guard endedCount > Self.endedActivityMemory else { return }
        var ended = activities.filter { !$0.isActive }
        ended.sort { ($0.endedAt ?? now, $0.id) < ($1.endedAt ?? now, $1.id) }
        let leavingIDs = Set(ended.prefix(ended.count - Self.endedActivityMemory).map(\.id))
        for activity in activities where leavingIDs.contains(activity.id) {
            if let token = activity.pushToken { retire(token, RetiredToken(.activityRemoved, activityID: activity.id, at: now)) }
        }
        activities.removeAll { leavingIDs.contains($0.id) }
    }

    /// Remembers why `token` stopped working, forgetting the token retired longest ago past
    /// `retiredTokenMemory`: constant time, whatever the session's history.
    private mutating func retire(_ token: String, _ record: RetiredToken) {
        if retiredTokens.updateValue(record, forKey: token) == nil { retiredOrder.append(token) }
        while retiredTokens.count > Self.retiredTokenMemory, retiredHead < retiredOrder.count {
            retiredTokens[retiredOrder[retiredHead]] = nil
            retiredHead += 1
        }
        if retiredHead > Self.retiredTokenMemory {
            retiredOrder.removeFirst(retiredHead)
            retiredHead = 0
        }
    }
}

/// What one push carries through the rules, and what they decided.
struct PushContext {
    let delivery: PushDelivery
    let payload: APNsPayload
    let now: Date
    let isBroadcast: Bool
    var reasons: [IgnoreReason] = []
    var activityIDs: [Int] = []
    var change: Outcome.Change?
    var apnsStatus = 200
}
