import IsletInput
import IsletModel

/// The tokens the phone has handed out, as an app would report them to its server: the
/// push-to-start token per attributes type and each activity's update token and channel, in the
/// order they started, with who started each (the app, or a push).
/// `GET /islet/tokens` answers it and `--tokens FILE` keeps a copy.
public enum TokenDirectory {
    /// - Parameter bundleID: the app's, so a client can make `apns-topic` from it.
    public static func json(_ engine: ActivityEngine, bundleID: String) -> JSONValue {
        var starts = JSONObject()
        for name in engine.pushToStartTokens.keys.sorted() {
            starts.append(name, .string(engine.pushToStartTokens[name] ?? ""))
        }
        let activities = engine.activities.map { activity -> JSONValue in
            var object = JSONObject()
            object.append("id", .number(JSONNumber(activity.id)))
            object.append("attributesType", .string(activity.attributesType))
            object.append("phase", .string(activity.isActive ? "active" : "ended"))
            object.append("startedBy", .string(activity.origin.rawValue))
            object.append("updateToken", activity.pushToken.map(JSONValue.string) ?? .null)
            object.append("channel", activity.channel.map(JSONValue.string) ?? .null)
            return .object(object)
        }
        var root = JSONObject()
        root.append("bundleId", .string(bundleID))
        root.append("topic", .string(bundleID + PushHeaders.topicSuffix))
        root.append("pushToStart", .object(starts))
        root.append("activities", .array(activities))
        return .object(root)
    }
}
