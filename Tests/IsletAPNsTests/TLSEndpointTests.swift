import Foundation
import IsletAPNs
import IsletTestSupport
import Testing

/// TLS with ALPN, checked with curl against a certificate the openssl command line made.
struct TLSEndpointTests {
    /// A self-signed P-256 certificate for localhost, made by `openssl req`.
    private static func certificate(in scratch: ScratchDirectory) throws -> EndpointConfiguration.TLSFiles {
        let files = EndpointConfiguration.TLSFiles(certificatePath: scratch.file("cert.pem"), keyPath: scratch.file("key.pem"))
        let made = try ClientCommand.run("openssl", [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-subj", "/CN=localhost",
            "-days", "1", "-keyout", files.keyPath, "-out", files.certificatePath,
        ])
        try #require(made.status == 0, "\(made.standardError)")
        return files
    }

    @Test func alpnChoosesHTTP2OrHTTP1() throws {
        let scratch = try ScratchDirectory()
        let endpoint = try RunningEndpoint(tls: try Self.certificate(in: scratch))
        defer { endpoint.stop() }
        let url = "https://127.0.0.1:\(endpoint.port)/3/device/tls"
        for (flag, transport) in [("--http2", "HTTP/2"), ("--http1.1", "HTTP/1.1")] {
            let result = try ClientCommand.curl(["-k", flag, "-H", "x-dup: 1", "-H", "x-dup: 2", "--data-binary", "{}", url])
            #expect(result.status == 0, "\(flag): \(result.standardError)")
            let echo = try EchoHandler.decode(result.standardOutput)
            #expect(echo.transport == transport)
            #expect(echo.path == "/3/device/tls" && echo.values("x-dup") == ["1", "2"] && echo.bodyBytes == 2)
        }
    }

    @Test func aFailedHandshakeClosesQuietlyAndOthersAreServed() throws {
        let scratch = try ScratchDirectory()
        let endpoint = try RunningEndpoint(tls: try Self.certificate(in: scratch))
        defer { endpoint.stop() }
        let plain = try RawSocket(port: endpoint.port)
        plain.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(plain.readUntilClosed() != nil)

        let result = try ClientCommand.curl(["-k", "--http2", "https://127.0.0.1:\(endpoint.port)/after"])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func tlsFileProblemsNameTheFile() throws {
        let scratch = try ScratchDirectory()
        let good = try Self.certificate(in: scratch)
        let missing = EndpointConfiguration.TLSFiles(certificatePath: scratch.file("none.pem"), keyPath: good.keyPath)
        let notAKey = EndpointConfiguration.TLSFiles(certificatePath: good.certificatePath, keyPath: good.certificatePath)
        for (files, expected) in [
            (missing, "cannot read TLS certificate \(missing.certificatePath): No such file or directory"),
            (notAKey, "cannot load TLS key \(good.certificatePath)"),
        ] {
            let configuration = EndpointConfiguration(listeners: [.tcp(host: "127.0.0.1", port: 0)], tls: files)
            let error = #expect(throws: EndpointError.self) { try EndpointServer(configuration: configuration, handler: EchoHandler()) }
            #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "")")
        }
    }
}
