import FoundationEssentials
import IsletAPNs
import IsletModel

/// The options `islet serve` shares with nothing else: where to listen, TLS, the abuse limits
/// and the provider-token key.
enum EndpointOptions {
    static let specs: [OptionSpec] = [
        .value("port"), .value("listen"), .value("unix"), .flag("tls"), .value("cert"), .value("key"),
        .value("idle-timeout"), .value("max-connections"), .value("auth-key"), .value("key-id"), .value("team-id"),
    ]

    /// The port Apple's sandbox also answers on, so a backend only changes its host.
    static let defaultPort = 2197

    static func configuration(_ arguments: ParsedArguments, now: Date) throws -> EndpointConfiguration {
        var listeners: [EndpointConfiguration.Listener] = []
        let port = try integer(arguments, "port", in: 0...65_535) ?? defaultPort
        listeners.append(.tcp(host: arguments.value("listen") ?? "127.0.0.1", port: port))
        if let path = arguments.value("unix") { listeners.append(.unix(path: path)) }
        var limits = EndpointLimits()
        if let seconds = try integer(arguments, "idle-timeout", in: 1...86_400) { limits.idleTimeout = .seconds(seconds) }
        if let count = try integer(arguments, "max-connections", in: 1...10_000) { limits.maximumConnections = count }
        return EndpointConfiguration(listeners: listeners, tls: try tlsFiles(arguments, now: now), limits: limits)
    }

    /// `--cert` and `--key` when given, else islet's own localhost certificate, made on first use.
    private static func tlsFiles(_ arguments: ParsedArguments, now: Date) throws -> EndpointConfiguration.TLSFiles? {
        let certificate = arguments.value("cert")
        let key = arguments.value("key")
        guard arguments.flag("tls") || certificate != nil || key != nil else { return nil }
        if let certificate, let key { return EndpointConfiguration.TLSFiles(certificatePath: certificate, keyPath: key) }
        guard certificate == nil && key == nil else { throw UsageError("--cert and --key go together") }
        return try SelfSignedCertificate.ensure(in: SelfSignedCertificate.defaultDirectory, now: now)
    }

    /// The provider-token verifier when `--auth-key`, `--key-id` and `--team-id` are all given.
    static func providerTokens(_ arguments: ParsedArguments) throws -> ProviderTokenVerifier? {
        let given = ["auth-key", "key-id", "team-id"].map { arguments.value($0) }
        guard given.contains(where: { $0 != nil }) else { return nil }
        guard let path = given[0], let keyID = given[1], let teamID = given[2] else {
            throw UsageError("--auth-key, --key-id and --team-id go together")
        }
        return try ProviderTokenVerifier(keyFile: path, keyID: keyID, teamID: teamID)
    }

    private static func integer(_ arguments: ParsedArguments, _ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// How people reach a bound address: a URL for TCP, the socket path for Unix.
    static func url(of address: String, tls: Bool) -> String {
        address.hasPrefix("unix:") ? address : (tls ? "https://" : "http://") + address
    }
}
