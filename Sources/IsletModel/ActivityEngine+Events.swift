import FoundationEssentials
import IsletInput

/// The three events: `start` (push-to-start), `update` and `end`, each with the checks iOS makes
/// before it changes anything.
extension ActivityEngine {
    static let contentStatePath = JSONPath([.key("aps"), .key("content-state")])
    static let attributesPath = JSONPath([.key("aps"), .key("attributes")])
    static let timestampPath = JSONPath([.key("aps"), .key("timestamp")])

    mutating func start(_ context: inout PushContext) {
        let payload = context.payload
        let aps = JSONPath([.key("aps")])
        if context.isBroadcast {
            context.reasons.append(IgnoreReason(.broadcastCannotStart, "a broadcast push cannot start an activity; send start to the push-to-start token"))
        }
        var declaration: ActivityDeclaration?
        if let typeName = payload.attributesType {
            declaration = declarations.first { $0.name == typeName }
            if declaration == nil {
                let declared = declarations.map { JSONWriter.quoted($0.name) }.joined(separator: ", ")
                context.reasons.append(IgnoreReason(.unknownAttributesType, at: aps.appending("attributes-type"), "\(JSONWriter.quoted(typeName)) is not an attributes type of this app (declared: \(declared))"))
            }
        } else {
            context.reasons.append(IgnoreReason(.missingAttributesType, at: aps.appending("attributes-type"), "is missing; a start needs the ActivityAttributes type's name"))
        }
        if case .device(let token) = context.delivery.target, let declaration, pushToStartTokens[declaration.name] != token {
            context.reasons.append(IgnoreReason(.unknownToken, "\(short(token)) is not the push-to-start token for \(declaration.name)"))
        }
        if payload.attributes == nil {
            context.reasons.append(IgnoreReason(.missingAttributes, at: aps.appending("attributes"), "is missing; a start needs the activity's attributes"))
        }
        if payload.alert == nil {
            context.reasons.append(IgnoreReason(.missingAlert, at: aps.appending("alert"), "is missing; iOS requires an alert to start an activity by push"))
        }
        if payload.contentState == nil {
            context.reasons.append(IgnoreReason(.missingContentState, at: Self.contentStatePath, "is missing; a start needs the initial content state"))
        }
        var attributes: StateValue?
        var state: StateValue?
        if let declaration {
            attributes = decode(payload.attributes, with: declaration.decodeAttributes, at: Self.attributesPath, code: .attributesDoNotDecode, into: &context)
            state = decode(payload.contentState, with: declaration.decodeContentState, at: Self.contentStatePath, code: .contentStateDoesNotDecode, into: &context)
        }
        let alive = activities.filter(\.isActive).count
        if alive >= configuration.maximumActivities {
            context.reasons.append(IgnoreReason(.activityLimit, "Maximum number of activities for target already exists (\(alive) of \(configuration.maximumActivities) are active)"))
        }
        guard context.reasons.isEmpty, let declaration, let attributes, let state else { return }
        let activity = Activity(
            id: nextID, attributesType: declaration.name, attributes: attributes, contentState: state, startedAt: context.now, origin: .push,
            lastTimestamp: payload.timestamp, staleDate: payload.staleDate.map(Date.init(timeIntervalSince1970:)), isStale: false,
            relevanceScore: payload.relevanceScore ?? 0, phase: .active, pushToken: payload.inputPushToken ? tokens.next() : nil,
            channel: payload.inputPushChannel, lastAlert: payload.alert, updateCount: 0
        )
        nextID += 1
        activities.append(activity)
        refreshStaleness(of: activities.count - 1, at: context.now)
        expandForAlert(activity.id, payload.alert, at: context.now)
        context.activityIDs = [activity.id]
        context.change = .started
    }

    /// `update` and `end`: find the activities addressed, check order and budget, decode, apply.
    mutating func change(_ context: inout PushContext) {
        let payload = context.payload
        var targets = resolveTargets(&context)
        // Each subscriber of a broadcast judges it on its own: one that ended, or saw a newer
        // push, drops it while the others apply it. Only when none takes it is it ignored.
        let refusals = targets.map { refusal(of: payload, by: activities[$0]) }
        if context.isBroadcast, refusals.contains(where: { $0 == nil }) {
            targets = zip(targets, refusals).filter { $0.1 == nil }.map(\.0)
        } else {
            context.reasons += refusals.compactMap { $0 }
        }
        context.activityIDs = targets.map { activities[$0].id }
        guard !targets.isEmpty else { return }
        if payload.event == .update, payload.contentState == nil {
            context.reasons.append(IgnoreReason(.missingContentState, at: Self.contentStatePath, "is missing; an update must carry the whole content state"))
        }
        let declaration = declarations.first { $0.name == activities[targets[0]].attributesType }
        var state: StateValue?
        if let declaration, let decoded = readings.contentState(as: declaration) {
            state = accept(decoded, at: Self.contentStatePath, code: .contentStateDoesNotDecode, into: &context)
        }
        let countsAgainstBudget = context.delivery.priority >= 10
        if countsAgainstBudget, let budget = configuration.hourlyBudget {
            budgetLog.removeAll { context.now.timeIntervalSince($0) >= 3600 }
            if budgetLog.count >= budget {
                context.reasons.append(IgnoreReason(.budgetExhausted, "\(budgetLog.count) priority-10 updates were applied in the last hour, the budget set is \(budget); send priority 5 for updates that can wait"))
            }
        }
        guard context.reasons.isEmpty else { return }
        if countsAgainstBudget, configuration.hourlyBudget != nil { budgetLog.append(context.now) }
        for index in targets {
            apply(payload, state: state, to: index, at: context.now)
        }
        context.change = payload.event == .end ? .ended : .updated
        removeActivitiesPastRemoval(at: context.now)
    }

    /// Why `activity` drops an update or end addressed to it, or nil when it takes it.
    private func refusal(of payload: APNsPayload, by activity: Activity) -> IgnoreReason? {
        if let endedAt = activity.endedAt {
            return IgnoreReason(.activityEnded, "activity \(activity.id) ended at \(UTCDateText.format(unixSeconds: endedAt.timeIntervalSince1970)); iOS drops pushes to an ended activity while APNs still answers 200")
        }
        if payload.timestamp <= activity.lastTimestamp {
            return IgnoreReason(.notNewer, at: Self.timestampPath, "\(JSONNumber(payload.timestamp).literal) is not newer than \(JSONNumber(activity.lastTimestamp).literal), the last applied to activity \(activity.id); iOS drops it")
        }
        return nil
    }

    private mutating func apply(_ payload: APNsPayload, state: StateValue?, to index: Int, at now: Date) {
        if let state { activities[index].contentState = state }
        activities[index].lastTimestamp = payload.timestamp
        activities[index].staleDate = payload.staleDate.map(Date.init(timeIntervalSince1970:))
        activities[index].isStale = false
        if let score = payload.relevanceScore { activities[index].relevanceScore = score }
        if let alert = payload.alert { activities[index].lastAlert = alert }
        activities[index].updateCount += 1
        refreshStaleness(of: index, at: now)
        if payload.event == .end {
            let lockLimit = now.addingTimeInterval(configuration.lockScreenLimit.seconds)
            let totalLimit = activities[index].startedAt.addingTimeInterval(configuration.activeLimit.seconds + configuration.lockScreenLimit.seconds)
            var removal = min(lockLimit, totalLimit)
            if let dismissal = payload.dismissalDate.map(Date.init(timeIntervalSince1970:)) {
                removal = min(removal, max(dismissal, now))
            }
            activities[index].phase = .ended(at: now, reason: .endEvent, removalDate: removal)
            if expandedAlert?.activityID == activities[index].id { expandedAlert = nil }
        } else {
            expandForAlert(activities[index].id, payload.alert, at: now)
        }
    }

    /// The activities a push reaches, or an ignore reason saying why none.
    private func resolveTargets(_ context: inout PushContext) -> [Int] {
        switch context.delivery.target {
        case .unspecified:
            if let latest = activities.indices.last { return [latest] }
            context.reasons.append(IgnoreReason(.noActivity, "there is no activity to \(context.payload.event.rawValue); start one first"))
            return []
        case .device(let token):
            if let index = activities.firstIndex(where: { $0.pushToken == token }) { return [index] }
            if let type = pushToStartTokens.first(where: { $0.value == token })?.key {
                context.reasons.append(IgnoreReason(.pushToStartTokenForUpdate, "\(short(token)) is the push-to-start token for \(type); an \(context.payload.event.rawValue) goes to the activity's own update token"))
            } else if let retired = retiredTokens[token] {
                let when = UTCDateText.format(unixSeconds: retired.date.timeIntervalSince1970)
                switch retired.reason {
                case .rotated:
                    context.reasons.append(IgnoreReason(.unknownToken, "\(short(token)) was activity \(retired.activityID)'s token until iOS rotated it at \(when); send to the token the app reported since"))
                case .activityRemoved:
                    context.reasons.append(IgnoreReason(.unknownToken, "\(short(token)) belonged to activity \(retired.activityID), which left the lock screen at \(when)"))
                }
            } else {
                context.reasons.append(IgnoreReason(.unknownToken, "no activity holds the push token \(short(token)); iOS never issued it on this phone"))
            }
            return []
        case .channel(let channel):
            let listening = activities.indices.filter { activities[$0].channel == channel }
            if listening.isEmpty {
                context.reasons.append(IgnoreReason(.noActivity, "no activity listens to the broadcast channel \(JSONWriter.printable(channel))"))
            }
            return listening
        }
    }

    private func decode(
        _ json: JSONValue?, with decoder: (JSONValue) throws(DecodingFailure) -> StateValue, at path: JSONPath, code: IgnoreReason.Code, into context: inout PushContext
    ) -> StateValue? {
        guard let json else { return nil }
        return accept(Result { () throws(DecodingFailure) in try decoder(json) }, at: path, code: code, into: &context)
    }

    /// The decoded value, or nil with the reason iOS ignores a push whose JSON the app cannot decode.
    private func accept(_ decoded: Result<StateValue, DecodingFailure>, at path: JSONPath, code: IgnoreReason.Code, into context: inout PushContext) -> StateValue? {
        switch decoded {
        case .success(let value):
            return value
        case .failure(let error):
            let failure = error.nested(under: path.components)
            context.reasons.append(IgnoreReason(code, at: failure.location, decodingFailure: failure, "\(error.kind.rawValue): \(error.reason) The app's JSONDecoder throws, so iOS ignores the push while APNs answers 200"))
            return nil
        }
    }

    private mutating func expandForAlert(_ id: Int, _ alert: APNsPayload.Alert?, at now: Date) {
        guard alert != nil else { return }
        expandedAlert = (id, now.addingTimeInterval(configuration.alertDuration.seconds))
    }

    /// A token as messages show it: its first 8 characters when long, quoted and escaped when it
    /// holds anything a terminal would obey (it comes from the request's path).
    func short(_ token: String) -> String {
        JSONWriter.printable(token.count > 12 ? String(token.prefix(8)) + "…" : token)
    }
}
