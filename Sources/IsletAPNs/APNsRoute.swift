/// The paths the endpoint answers, as APNs lays them out, plus islet's own token listing.
enum APNsRoute: Equatable {
    /// `/3/device/<token>`: a push to one token (an activity's update token or push-to-start).
    case device(token: String)
    /// `/4/broadcasts/apps/<bundle id>`: a push to a channel (iOS 18).
    case broadcast(bundleID: String)
    /// `/1/apps/<bundle id>/channels`: create (POST), read (GET) or delete (DELETE) a channel.
    case channels(bundleID: String)
    /// `/1/apps/<bundle id>/all-channels`: list the app's channels.
    case allChannels(bundleID: String)
    /// `/islet/tokens`: the tokens the phone has handed out, as an app would report them.
    case tokens

    init?(path: String) {
        // Split on bytes: the path arrives with every request, and Character-wise splitting of a
        // 64-character token cost more than the rest of the routing.
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        let parts = bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        switch parts.count {
        case 2 where parts[0] == "islet" && parts[1] == "tokens": self = .tokens
        case 3 where parts[0] == "3" && parts[1] == "device": self = .device(token: parts[2])
        case 4 where parts[0] == "4" && parts[1] == "broadcasts" && parts[2] == "apps" && !parts[3].isEmpty: self = .broadcast(bundleID: parts[3])
        case 4 where parts[0] == "1" && parts[1] == "apps" && !parts[2].isEmpty && parts[3] == "channels": self = .channels(bundleID: parts[2])
        case 4 where parts[0] == "1" && parts[1] == "apps" && !parts[2].isEmpty && parts[3] == "all-channels": self = .allChannels(bundleID: parts[2])
        default: return nil
        }
    }

    var allowedMethods: [String] {
        switch self {
        case .device, .broadcast: ["POST"]
        case .channels: ["POST", "GET", "DELETE"]
        case .allChannels, .tokens: ["GET"]
        }
    }

    /// Whether a request here is a push that reaches the phone.
    var isPush: Bool {
        switch self {
        case .device, .broadcast: true
        default: false
        }
    }
}
