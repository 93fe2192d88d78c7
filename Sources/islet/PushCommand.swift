import FoundationEssentials
import IsletAPNs
import IsletCells
import IsletInput

/// `islet push`: sends one payload to a running `islet serve` the way a backend would, finding
/// the token and topic by itself, and prints the answer, the phone's verdict and the same
/// request as a `curl` command to paste into a script.
enum PushCommand: Command {
    static let name = "push"
    static let summary = "send a payload to a running `islet serve`"
    static let about = """
    Sends PAYLOAD (a file, or - for stdin, holding {"aps": {...}}) to POST /3/device/<token> on
    a running islet serve (default --url http://127.0.0.1:2197). Without --token it asks the
    endpoint: a start goes to the push-to-start token, an update or end to the update token of
    the activity started last (by your last start, else the app's preview), named in the
    answer, with a warning when it has ended or another could be meant. Without --topic it
    uses the app's bundle id plus .push-type.liveactivity. --channel sends a broadcast to
    /4/broadcasts/apps/<bundle id> instead.

    With --tls (or an https --url) it trusts the certificate islet serve --tls made (in
    $XDG_STATE_HOME/islet, or ~/.local/state/islet), or --cacert FILE, for that connection
    only, and the curl line carries the same --cacert.

    Prints APNs' answer and, where the phone ignored the push, why; then the same request as a
    curl command. Exit status 0 when the phone applied it, 1 when APNs refused it or the phone
    ignored it, 2 when the payload or the endpoint could not be reached.
    """
    static let payload = Operand.file("PAYLOAD")
    static let url = Option.text("url", "URL", help: "the islet serve to send to (default http://127.0.0.1:\(EndpointOptions.defaultPort))")
    static let token = Option.text("token", "TOKEN", help: "the device token to send to, instead of the one the endpoint lists")
    static let channel = Option.text("channel", "ID", help: "a broadcast channel id: send to the app's channels instead of a device")
    static let priority = Option.choice("priority", help: "the apns-priority header", ["10", "5", "1"])
    static let topic = Option.text("topic", "TOPIC", help: "the apns-topic header (default: the app's bundle id\nplus .push-type.liveactivity)")
    static let pushType = Option.text("push-type", "TYPE", help: "the apns-push-type header (default liveactivity)")
    static let expiration = Option.text("expiration", "SECONDS", help: "the apns-expiration header: a Unix time, or 0")
    static let collapseID = Option.text("collapse-id", "ID", help: "the apns-collapse-id header")
    static let apnsID = Option.text("apns-id", "UUID", help: "the apns-id header")
    static let unix = Option.file("unix", "PATH", help: "connect through the Unix socket islet serve --unix listens on")
    static let authKey = Option.file("auth-key", "KEY.p8", help: "sign a provider token with this key (ES256), as a backend does")
    static let keyID = Option.text("key-id", "ID", help: "the key's id, written in the provider token's header")
    static let teamID = Option.text("team-id", "ID", help: "the team id the provider token is issued by")
    static let insecure = Flag("insecure", help: "do not verify the endpoint's TLS certificate")
    static let tls = Flag("tls", help: "connect with TLS, to an islet serve --tls (https://127.0.0.1:\(EndpointOptions.defaultPort)\nunless --url says where), trusting its certificate")
    static let cacert = Option.file(
        "cacert", help: "trust this certificate (PEM) for the connection, as for an islet serve\ngiven --cert (default: the one islet serve --tls makes)"
    )
    static let operands = [payload.spec]
    static let options: [OptionUse] = [
        .one(url), .one(token), .one(channel), .one(priority), .one(topic), .one(pushType), .one(expiration), .one(collapseID),
        .one(apnsID), .one(unix), .together(authKey, keyID, teamID), .one(tls), .one(cacert), .one(insecure),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let payloadPath = arguments[Self.payload]
        let text = try InputFiles.text(at: payloadPath)
        let payload = try JSONParser.parse(text, recordLocations: false).value
        let url = try url(arguments)
        var client = PushClient(target: try PushClient.Target(url: url, unixPath: arguments[Self.unix]))
        client.verifiesCertificate = !arguments[Self.insecure]
        client.trustedCertificate = arguments[Self.cacert] ?? SelfSignedCertificate.defaultCertificatePath
        let directory = try tokens(client)
        let (path, target) = try path(arguments, payload: payload, directory: directory)
        let headers = try headers(arguments, directory: directory)
        for warning in target?.warnings ?? [] { Output.error.write("warning: " + JSONWriter.neutralized(warning) + "\n") }
        let answer = try client.send(method: "POST", path: path, headers: headers, body: Array(text.utf8))
        // The path and headers hold the command line's words: each line goes through the one escaping rule.
        var lines = report(answer, path: path, note: target?.note)
        let isStart = payload.objectValue?["aps"]?.objectValue?["event"]?.stringValue == "start"
        if isStart, arguments[Self.channel] == nil, answer.status == 200, answer.value("islet-explanation") == nil,
           let started = (try? tokens(client)).flatMap(PushTarget.started(in:)) {
            lines.append(started)
        }
        Output.standard.write(lines.map { JSONWriter.neutralized($0) + "\n" }.joined())
        let command = curl(url: url, unix: arguments[Self.unix], trust: trust(client), path: path, headers: headers, payloadPath: payloadPath)
        Output.standard.write("\nThe same with curl:\n  " + JSONWriter.neutralized(command) + "\n")
        return answer.status == 200 && answer.value("islet-explanation") == nil ? 0 : 1
    }

    /// `--url`, else islet serve's default address, `https` with `--tls`; `--tls` with an
    /// `http://` URL is a contradiction, refused.
    private static func url(_ arguments: ParsedArguments) throws(InputError) -> String {
        guard let url = arguments[Self.url] else {
            return (arguments[Self.tls] ? "https" : "http") + "://127.0.0.1:\(EndpointOptions.defaultPort)"
        }
        if arguments[Self.tls], !url.hasPrefix("https://") {
            throw InputError("--tls connects with TLS, but --url \(url) is not https://; write https://\(url.drop { $0 != "/" }.drop { $0 == "/" })")
        }
        return url
    }

    /// How curl is to trust the endpoint as this client did: the certificate it trusted, or not
    /// at all with `--insecure`; nil without TLS, or when only the system's certificates count.
    private static func trust(_ client: PushClient) -> [String]? {
        guard client.target.tls, client.target.unixPath == nil else { return nil }
        guard client.verifiesCertificate else { return ["--insecure"] }
        guard let certificate = client.trustedCertificate, FileManager.default.isReadableFile(atPath: certificate) else { return nil }
        return ["--cacert", quoted(certificate)]
    }

    /// What the endpoint lists at `GET /islet/tokens`.
    private static func tokens(_ client: PushClient) throws -> JSONObject {
        let answer = try client.send(method: "GET", path: "/islet/tokens", headers: [])
        guard answer.status == 200, let object = (try? JSONParser.parse(bytes: answer.body, recordLocations: false).value)?.objectValue else {
            throw EndpointError("\(client.target.host):\(client.target.port) answered \(answer.status) to GET /islet/tokens; is it islet serve?")
        }
        return object
    }

    /// The request's path and, for an update or end without `--token`, the activity it goes to.
    private static func path(_ arguments: ParsedArguments, payload: JSONValue, directory: JSONObject) throws -> (String, PushTarget?) {
        if arguments[Self.channel] != nil { return ("/4/broadcasts/apps/\(directory["bundleId"]?.stringValue ?? "")", nil) }
        if let token = arguments[Self.token] { return ("/3/device/\(token)", nil) }
        let aps = payload.objectValue?["aps"]?.objectValue
        if aps?["event"]?.stringValue == "start" {
            let type = aps?["attributes-type"]?.stringValue ?? ""
            guard let token = directory["pushToStart"]?.objectValue?[type]?.stringValue else {
                throw InputError(path: JSONPath([.key("aps"), .key("attributes-type")]), "\(JSONWriter.quoted(type)) has no push-to-start token on the phone; pass --token to send anyway")
            }
            return ("/3/device/\(token)", nil)
        }
        let target = try PushTarget.choose(from: directory)
        return ("/3/device/\(target.token)", target)
    }

    private static func headers(_ arguments: ParsedArguments, directory: JSONObject) throws -> [HeaderField] {
        var headers = [HeaderField("apns-push-type", arguments[Self.pushType] ?? "liveactivity")]
        if let channel = arguments[Self.channel] {
            headers.append(HeaderField("apns-channel-id", channel))
        } else {
            headers.append(HeaderField("apns-topic", arguments[Self.topic] ?? directory["topic"]?.stringValue ?? ""))
        }
        let optional = [(priority, "apns-priority"), (expiration, "apns-expiration"), (collapseID, "apns-collapse-id"), (apnsID, "apns-id")]
        for (option, header) in optional {
            if let value = arguments[option] { headers.append(HeaderField(header, value)) }
        }
        if let path = arguments[Self.authKey], let keyID = arguments[Self.keyID], let teamID = arguments[Self.teamID] {
            let signer = try ProviderTokenSigner(keyFile: path, keyID: keyID, teamID: teamID)
            headers.append(HeaderField("authorization", "bearer " + (try signer.token(issuedAt: Date()))))
        }
        return headers
    }

    /// The answer in words, a line each; what the endpoint sent is drawn through `TerminalText.sanitized`, so
    /// no server can drive the terminal.
    private static func report(_ answer: PushClient.Answer, path: String, note: String?) -> [String] {
        var status = "\(answer.status)"
        if let id = answer.value("apns-id") { status += "  apns-id \(TerminalText.sanitized(id))" }
        if !answer.body.isEmpty { status += "  " + TerminalText.sanitized(String(decoding: answer.body, as: UTF8.self)) }
        var lines = ["POST \(path)"] + (note.map { [$0] } ?? []) + [status]
        if let why = answer.value("islet-explanation").map(TerminalText.sanitized) {
            lines.append((answer.status == 200 ? "APNs accepted it, but the phone ignored it: " : "refused: ") + why)
        } else if answer.status == 200 {
            lines.append("the phone applied it")
        }
        return lines
    }

    /// The request as a shell command: HTTP/2 with prior knowledge, as APNs clients speak.
    static func curl(url: String, unix: String?, trust: [String]?, path: String, headers: [HeaderField], payloadPath: String) -> String {
        var parts = ["curl", url.hasPrefix("https") ? "--http2" : "--http2-prior-knowledge"] + (trust ?? [])
        if let unix { parts += ["--unix-socket", quoted(unix)] }
        for field in headers { parts += ["-H", quoted("\(field.name): \(field.value)")] }
        parts += ["--data-binary", quoted("@" + payloadPath), quoted(url + path)]
        return parts.joined(separator: " ")
    }

    /// Single-quoted for a POSIX shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
