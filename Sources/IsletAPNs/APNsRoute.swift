import IsletInput

/// The paths the endpoint answers, as APNs lays them out, plus islet's own: the token listing and
/// a token rotation.
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
    /// `/islet/activities/<id>/rotate-token`: the phone gives the activity a new update token, as
    /// iOS may at any time, so a backend's CI can test what happens to the old one.
    case rotateToken(activity: String)

    init?(path: String) {
        guard let route = path.withUTF8Bytes(Self.match) else { return nil }
        self = route
    }

    /// Matched on the bytes, prefix by prefix: the path arrives with every request, and splitting
    /// it into Strings first cost more than the rest of the routing.
    private static func match(_ path: UnsafeBufferPointer<UInt8>) -> APNsRoute? {
        if let token = lastSegment(of: path, after: "/3/device/") { return .device(token: token) }
        if let bundleID = lastSegment(of: path, after: "/4/broadcasts/apps/"), !bundleID.isEmpty { return .broadcast(bundleID: bundleID) }
        if let rest = remainder(of: path, after: "/1/apps/"), let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash > rest.startIndex {
            let bundleID = String(decoding: rest[..<slash], as: UTF8.self)
            let tail = rest[(slash + 1)...]
            if tail.elementsEqual("channels".utf8) { return .channels(bundleID: bundleID) }
            if tail.elementsEqual("all-channels".utf8) { return .allChannels(bundleID: bundleID) }
        }
        if path.elementsEqual("/islet/tokens".utf8) { return .tokens }
        if let rest = remainder(of: path, after: "/islet/activities/"), let slash = rest.firstIndex(of: UInt8(ascii: "/")),
           rest[(slash + 1)...].elementsEqual("rotate-token".utf8) {
            return .rotateToken(activity: String(decoding: rest[..<slash], as: UTF8.self))
        }
        return nil
    }

    /// What follows `prefix`, when the path starts with it.
    private static func remainder(of path: UnsafeBufferPointer<UInt8>, after prefix: StaticString) -> Slice<UnsafeBufferPointer<UInt8>>? {
        prefix.withUTF8Buffer { prefix in path.starts(with: prefix) ? path[prefix.count...] : nil }
    }

    /// What follows `prefix` when it is one segment (no further `/`), possibly empty.
    private static func lastSegment(of path: UnsafeBufferPointer<UInt8>, after prefix: StaticString) -> String? {
        guard let rest = remainder(of: path, after: prefix), !rest.contains(UInt8(ascii: "/")) else { return nil }
        return String(decoding: rest, as: UTF8.self)
    }

    /// Kept as constants: the list is read for every request.
    var allowedMethods: [String] {
        switch self {
        case .device, .broadcast, .rotateToken: Self.postOnly
        case .channels: Self.channelMethods
        case .allChannels, .tokens: Self.getOnly
        }
    }

    private static let postOnly = ["POST"]
    private static let channelMethods = ["POST", "GET", "DELETE"]
    private static let getOnly = ["GET"]

    /// Whether the path is islet's own rather than APNs': no provider token is asked for.
    var isIsletsOwn: Bool {
        switch self {
        case .tokens, .rotateToken: true
        default: false
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
