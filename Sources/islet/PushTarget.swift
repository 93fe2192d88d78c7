import IsletInput

/// Which activity `islet push` sends an update or end to when no `--token` is given: the one
/// started last (by a push, or the app's own preview when no push started one), which is what a
/// user who just sent a start means. It is named in a note, and a warning says when another
/// activity could have been meant or when the target has ended (so a 410 is never silent).
struct PushTarget: Equatable {
    let token: String
    /// What the report says the push went to.
    let note: String
    /// Printed on stderr before the push is sent.
    let warnings: [String]

    /// One activity as `GET /islet/tokens` lists it.
    struct Listed: Equatable {
        let id: Int
        let attributesType: String
        let isActive: Bool
        let startedByPush: Bool
        let updateToken: String?

        init?(_ object: JSONObject) {
            guard let id = object["id"]?.numberValue?.exactInt else { return nil }
            self.id = id
            attributesType = object["attributesType"]?.stringValue ?? "?"
            isActive = object["phase"]?.stringValue == "active"
            startedByPush = object["startedBy"]?.stringValue == "push"
            updateToken = object["updateToken"]?.stringValue
        }

        /// `#2 (DeliveryAttributes)`.
        var name: String { "#\(id) (\(attributesType))" }
        var startedBy: String { startedByPush ? "started by a push" : "the app's preview" }
    }

    /// The activity last started among `directory`'s, in the order the endpoint lists them.
    /// - Throws: `InputError` when there is none, or it has no update token to send to.
    static func choose(from directory: JSONObject) throws(InputError) -> PushTarget {
        let listed = (directory["activities"]?.arrayValue ?? []).compactMap { $0.objectValue.flatMap(Listed.init) }
        guard let last = listed.max(by: { $0.id < $1.id }) else {
            throw InputError("the phone has no activity to update; start one with `islet push START.json` (`islet codegen SOURCE --sample` writes one)")
        }
        let pick = "pass --token to send to another"
        guard let token = last.updateToken else {
            throw InputError(
                "activity \(last.name), the one last started (\(last.startedBy)), has no update token: its start did not ask for one with \"input-push-token\": 1; start one that does, or \(pick)\(others(listed, besides: last))"
            )
        }
        var warnings: [String] = []
        if !last.isActive {
            warnings.append(
                "activity \(last.name), the one last started, has ended: APNs answers 410 Unregistered to its token. Start another with `islet push START.json` (with \"input-push-token\": 1), or \(pick)\(others(listed, besides: last))"
            )
        } else {
            // Another live activity started the same way could as well be the one meant.
            let rivals = listed.filter { $0.id != last.id && $0.isActive && $0.updateToken != nil && $0.startedByPush == last.startedByPush }
            if !rivals.isEmpty {
                let names = rivals.map(\.name).joined(separator: ", ")
                warnings.append("activity \(last.name) is the last started, but \(names) \(rivals.count == 1 ? "is" : "are") active too (\(last.startedBy)); \(pick)\(others(listed, besides: last))")
            }
        }
        return PushTarget(token: token, note: "to activity \(last.name), the one last started (\(last.startedBy))", warnings: warnings)
    }

    /// After a start was applied, what it began, from the endpoint's list as it is now: the
    /// activity last started, and whether a later `islet push` can update it.
    static func started(in directory: JSONObject) -> String? {
        let listed = (directory["activities"]?.arrayValue ?? []).compactMap { $0.objectValue.flatMap(Listed.init) }
        guard let last = listed.max(by: { $0.id < $1.id }), last.startedByPush else { return nil }
        guard last.updateToken != nil else {
            return "started activity \(last.name), with no update token: the start did not ask for one with \"input-push-token\": 1, so no push can update it"
        }
        return "started activity \(last.name); islet push sends updates and the end to it"
    }

    /// `: #1 (DeliveryAttributes) --token 71bb…` for each other active activity with an update token.
    private static func others(_ listed: [Listed], besides target: Listed) -> String {
        let choices = listed.filter { $0.id != target.id && $0.isActive }.compactMap { activity in
            activity.updateToken.map { "\(activity.name) --token \($0)" }
        }
        return choices.isEmpty ? "" : ": " + choices.joined(separator: ", ")
    }
}
