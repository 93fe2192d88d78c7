import FoundationEssentials
import IsletAPNs
import IsletModel

/// The options `islet serve` shares with nothing else: where to listen, TLS, the abuse limits
/// and the provider-token key.
enum EndpointOptions {
    /// The port Apple's sandbox also answers on, so a backend only changes its host.
    static let defaultPort = 2197

    static let port = Option.wholeNumber("port", "PORT", help: "listen on PORT (default \(defaultPort), as Apple's sandbox)", in: 0...65_535)
    static let listen = Option.text("listen", "ADDR", help: "listen on ADDR instead of 127.0.0.1 (0.0.0.0 or :: for every interface)")
    static let unix = Option.file("unix", "PATH", help: "also listen on a Unix socket (curl --unix-socket PATH)")
    static let tls = Flag(
        "tls", help: "TLS with a localhost certificate islet makes on first use in\n$XDG_STATE_HOME/islet (or ~/.local/state/islet), or --cert and --key"
    )
    static let certificate = Option.file("cert", help: "the certificate (PEM) for --tls, with --key")
    static let key = Option.file("key", help: "the certificate's private key (PEM)")
    static let idleTimeout = Option.wholeNumber("idle-timeout", "SECONDS", help: "close a connection that sends nothing for SECONDS", in: 1...86_400)
    static let maximumConnections = Option.wholeNumber("max-connections", help: "accept at most N connections at once", in: 1...10_000)
    static let authKey = Option.file("auth-key", "KEY.p8", help: "require provider tokens signed with this key (ES256), and answer\n403 as APNs does")
    static let keyID = Option.text("key-id", "ID", help: "the key's id, as in the provider token's header")
    static let teamID = Option.text("team-id", "ID", help: "the team id the provider token is issued by")

    /// Where and how the endpoint listens.
    static let listening: [OptionUse] = [.one(port), .one(listen), .one(unix), .one(tls), .together(certificate, key)]
    /// `[--auth-key KEY.p8 --key-id ID --team-id ID]`.
    static let providerTokenKey = OptionUse.together(authKey, keyID, teamID)

    static func configuration(_ arguments: ParsedArguments, now: Date) throws -> EndpointConfiguration {
        var listeners: [EndpointConfiguration.Listener] = []
        listeners.append(.tcp(host: arguments[listen] ?? "127.0.0.1", port: arguments[port] ?? defaultPort))
        if let path = arguments[unix] { listeners.append(.unix(path: path)) }
        var limits = EndpointLimits()
        if let seconds = arguments[idleTimeout] { limits.idleTimeout = .seconds(seconds) }
        if let count = arguments[maximumConnections] { limits.maximumConnections = count }
        if let allowed = limits.connectionsAllowedByOpenFileLimit() {
            Output.error.write(
                "islet serve: accepting at most \(allowed) connections, not \(limits.maximumConnections): the open-file limit (ulimit -n) leaves room for no more\n"
            )
            limits.maximumConnections = allowed
        }
        return EndpointConfiguration(listeners: listeners, tls: try tlsFiles(arguments, now: now), limits: limits)
    }

    /// `--cert` and `--key` when given, else with `--tls` islet's own localhost certificate, made on first use.
    private static func tlsFiles(_ arguments: ParsedArguments, now: Date) throws -> EndpointConfiguration.TLSFiles? {
        if let certificate = arguments[certificate], let key = arguments[key] {
            return EndpointConfiguration.TLSFiles(certificatePath: certificate, keyPath: key)
        }
        guard arguments[tls] else { return nil }
        return try SelfSignedCertificate.ensure(in: SelfSignedCertificate.defaultDirectory, now: now)
    }

    /// The provider-token verifier when `--auth-key`, `--key-id` and `--team-id` are given (the
    /// parser refuses one without the others).
    static func providerTokens(_ arguments: ParsedArguments) throws -> ProviderTokenVerifier? {
        guard let path = arguments[authKey], let keyID = arguments[keyID], let teamID = arguments[teamID] else { return nil }
        return try ProviderTokenVerifier(keyFile: path, keyID: keyID, teamID: teamID)
    }

    /// How people reach a bound address: a URL for TCP, the socket path for Unix.
    static func url(of address: String, tls: Bool) -> String {
        address.hasPrefix("unix:") ? address : (tls ? "https://" : "http://") + address
    }
}
