import FoundationEssentials
import IsletAPNs
import IsletLayout
import IsletModel

/// `islet push`: sends one payload to a running `islet serve` the way a backend would, finding
/// the token and topic by itself, and prints the answer, the phone's verdict and the same
/// request as a `curl` command to paste into a script.
enum PushCommand: Command {
    static let name = "push"
    static let summary = "send a payload to a running `islet serve`"
    static let help = """
    Usage: islet push PAYLOAD [--url URL] [--token T] [--channel ID] [--priority 10|5|1] [--topic T]
                      [--push-type T] [--expiration S] [--collapse-id ID] [--apns-id UUID]
                      [--unix PATH] [--auth-key KEY.p8 --key-id K --team-id T] [--insecure]

    Sends PAYLOAD (a file, or - for stdin, holding {"aps": {...}}) to POST /3/device/<token> on
    a running islet serve (default --url http://127.0.0.1:2197). Without --token it asks the
    endpoint: a start goes to the push-to-start token, an update or end to the newest activity's
    update token. Without --topic it uses the app's bundle id plus .push-type.liveactivity.
    --channel sends a broadcast to /4/broadcasts/apps/<bundle id> instead.

    Prints APNs' answer and, where the phone ignored the push, why; then the same request as a
    curl command. Exit status 0 when the phone applied it, 1 when APNs refused it or the phone
    ignored it, 2 when the payload or the endpoint could not be reached.

    """
    static let options: [OptionSpec] = [
        .value("url"), .value("token"), .value("channel"), .value("priority", choices: ["10", "5", "1"]), .value("topic"),
        .value("push-type"), .value("expiration"), .value("collapse-id"), .value("apns-id"), .value("unix"),
        .value("auth-key"), .value("key-id"), .value("team-id"), .flag("insecure"),
    ]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError(arguments.positionals.isEmpty ? "missing PAYLOAD" : "expected one PAYLOAD") }
        let payloadPath = arguments.positionals[0]
        let text = try InputFiles.text(at: payloadPath)
        let payload = try JSONParser.parse(text, recordLocations: false).value
        let url = arguments.value("url") ?? "http://127.0.0.1:\(EndpointOptions.defaultPort)"
        var client = PushClient(target: try PushClient.Target(url: url, unixPath: arguments.value("unix")))
        client.verifiesCertificate = !arguments.flag("insecure")
        client.trustedCertificate = SelfSignedCertificate.defaultCertificatePath
        let directory = try tokens(client)
        let path = try path(arguments, payload: payload, directory: directory)
        let headers = try headers(arguments, directory: directory)
        let answer = try client.send(method: "POST", path: path, headers: headers, body: Array(text.utf8))
        Output.standard.write(report(answer, path: path))
        Output.standard.write("\nThe same with curl:\n  " + curl(url: url, unix: arguments.value("unix"), path: path, headers: headers, payloadPath: payloadPath) + "\n")
        return answer.status == 200 && answer.value("islet-explanation") == nil ? 0 : 1
    }

    /// What the endpoint lists at `GET /islet/tokens`.
    private static func tokens(_ client: PushClient) throws -> JSONObject {
        let answer = try client.send(method: "GET", path: "/islet/tokens", headers: [])
        guard answer.status == 200, let object = (try? JSONParser.parse(bytes: answer.body, recordLocations: false).value)?.objectValue else {
            throw EndpointError("\(client.target.host):\(client.target.port) answered \(answer.status) to GET /islet/tokens; is it islet serve?")
        }
        return object
    }

    private static func path(_ arguments: ParsedArguments, payload: JSONValue, directory: JSONObject) throws -> String {
        if arguments.value("channel") != nil { return "/4/broadcasts/apps/\(directory["bundleId"]?.stringValue ?? "")" }
        if let token = arguments.value("token") { return "/3/device/\(token)" }
        let aps = payload.objectValue?["aps"]?.objectValue
        if aps?["event"]?.stringValue == "start" {
            let type = aps?["attributes-type"]?.stringValue ?? ""
            guard let token = directory["pushToStart"]?.objectValue?[type]?.stringValue else {
                throw InputError(path: JSONPath([.key("aps"), .key("attributes-type")]), "\(JSONWriter.quoted(type)) has no push-to-start token on the phone; pass --token to send anyway")
            }
            return "/3/device/\(token)"
        }
        let active = directory["activities"]?.arrayValue?.compactMap(\.objectValue).last { $0["updateToken"]?.stringValue != nil }
        guard let token = active?["updateToken"]?.stringValue else {
            throw InputError("the phone has no activity with an update token; start one, or pass --token")
        }
        return "/3/device/\(token)"
    }

    private static func headers(_ arguments: ParsedArguments, directory: JSONObject) throws -> [HeaderField] {
        var headers = [HeaderField("apns-push-type", arguments.value("push-type") ?? "liveactivity")]
        if let channel = arguments.value("channel") {
            headers.append(HeaderField("apns-channel-id", channel))
        } else {
            headers.append(HeaderField("apns-topic", arguments.value("topic") ?? directory["topic"]?.stringValue ?? ""))
        }
        let optional = [("priority", "apns-priority"), ("expiration", "apns-expiration"), ("collapse-id", "apns-collapse-id"), ("apns-id", "apns-id")]
        for (option, header) in optional {
            if let value = arguments.value(option) { headers.append(HeaderField(header, value)) }
        }
        if let path = arguments.value("auth-key") {
            guard let keyID = arguments.value("key-id"), let teamID = arguments.value("team-id") else {
                throw UsageError("--auth-key needs --key-id and --team-id")
            }
            let signer = try ProviderTokenSigner(keyFile: path, keyID: keyID, teamID: teamID)
            headers.append(HeaderField("authorization", "bearer " + (try signer.token(issuedAt: Date()))))
        }
        return headers
    }

    /// The answer in words; what the endpoint sent is drawn through `TerminalText.sanitized`, so
    /// no server can drive the terminal.
    private static func report(_ answer: PushClient.Answer, path: String) -> String {
        var text = "POST \(path)\n\(answer.status)"
        if let id = answer.value("apns-id") { text += "  apns-id \(id)" }
        if !answer.body.isEmpty { text += "  " + TerminalText.sanitized(String(decoding: answer.body, as: UTF8.self)) }
        text += "\n"
        if let why = answer.value("islet-explanation").map(TerminalText.sanitized) {
            text += (answer.status == 200 ? "APNs accepted it, but the phone ignored it: " : "refused: ") + why + "\n"
        } else if answer.status == 200 {
            text += "the phone applied it\n"
        }
        return text
    }

    /// The request as a shell command: HTTP/2 with prior knowledge, as APNs clients speak.
    static func curl(url: String, unix: String?, path: String, headers: [HeaderField], payloadPath: String) -> String {
        var parts = ["curl", url.hasPrefix("https") ? "--http2" : "--http2-prior-knowledge"]
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
