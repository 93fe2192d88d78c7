import Foundation
import Glibc
@testable import IsletAPNs
import Testing

/// The localhost certificate, checked by the openssl command line and by curl against
/// `openssl s_server`: what `curl --cacert` will meet when the endpoint serves it.
final class SelfSignedCertificateTests {
    let directory: String
    let now = Date(timeIntervalSince1970: 1_760_000_000)

    init() throws {
        directory = try OpenSSLCommand.temporaryDirectory()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    var stateDirectory: String { directory + "/state/islet" }

    func mode(of path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func contents(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Whether `openssl verify`, trusting the certificate alone, accepts it for a TLS server at `date`.
    func verifies(_ files: EndpointConfiguration.TLSFiles, at date: Date, _ options: [String] = []) throws -> Bool {
        let output = try OpenSSLCommand.run(
            ["verify", "-x509_strict", "-purpose", "sslserver", "-attime", String(Int(date.timeIntervalSince1970))]
                + options + ["-CAfile", files.certificatePath, files.certificatePath]
        )
        return output.status == 0 && output.text.contains(": OK")
    }

    @Test func makesAKeyOnlyTheUserCanRead() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        #expect(files == EndpointConfiguration.TLSFiles(
            certificatePath: stateDirectory + "/localhost-cert.pem", keyPath: stateDirectory + "/localhost-key.pem"
        ))
        #expect(try mode(of: files.keyPath) == 0o600)
        #expect(try mode(of: stateDirectory) == 0o700)
        #expect(try mode(of: directory + "/state") == 0o700)
        let key = try OpenSSLCommand.succeed(["pkey", "-in", files.keyPath, "-noout", "-text"])
        #expect(String(decoding: key, as: UTF8.self).contains("prime256v1"))
    }

    @Test func isACertificateForLocalhostThatTrustsItself() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let names = String(decoding: try OpenSSLCommand.succeed(["x509", "-in", files.certificatePath, "-noout", "-ext", "subjectAltName"]), as: UTF8.self)
        #expect(names.contains("DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1"))

        let text = String(decoding: try OpenSSLCommand.succeed(["x509", "-in", files.certificatePath, "-noout", "-text"]), as: UTF8.self)
        #expect(text.contains("Version: 3 (0x2)"))
        #expect(text.contains("Signature Algorithm: ecdsa-with-SHA256"))
        #expect(text.contains("Issuer: CN = islet localhost"))
        #expect(text.contains("Subject: CN = islet localhost"))
        #expect(text.contains("CA:FALSE"))

        #expect(try verifies(files, at: now, ["-verify_hostname", "localhost"]))
        #expect(try verifies(files, at: now, ["-verify_ip", "127.0.0.1"]))
        #expect(try verifies(files, at: now, ["-verify_ip", "::1"]))
        #expect(try !verifies(files, at: now, ["-verify_hostname", "example.com"]))
    }

    @Test func isValidFromAnHourAgoFor825Days() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let hour: TimeInterval = 3600, day: TimeInterval = 86_400
        #expect(try verifies(files, at: now - hour + 1))
        #expect(try !verifies(files, at: now - hour - 1))
        #expect(try verifies(files, at: now - hour + 825 * day - 1))
        #expect(try !verifies(files, at: now - hour + 825 * day + 1))
    }

    @Test func curlTrustsItWithCACert() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: Date())
        let port = try freePort()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["openssl", "s_server", "-accept", "127.0.0.1:\(port)", "-cert", files.certificatePath, "-key", files.keyPath, "-www"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL: children of Foundation's Process start with SIGTERM blocked.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }

        let curl = try OpenSSLCommand.run([
            "-sS", "--max-time", "20", "--retry", "10", "--retry-connrefused", "--retry-delay", "1",
            "--cacert", files.certificatePath, "--resolve", "localhost:\(port):127.0.0.1",
            "-o", "/dev/null", "-w", "%{http_code}", "https://localhost:\(port)/",
        ], tool: "curl")
        #expect(curl.text == "200", "\(curl.standardError)")
    }

    /// A loopback port nothing listens on now, as the system hands out for port 0.
    func freePort() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        try #require(bound)
        return UInt16(bigEndian: address.sin_port)
    }

    @Test func aSecondCallKeepsTheFiles() throws {
        let first = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let certificate = try contents(first.certificatePath), key = try contents(first.keyPath)
        let second = try SelfSignedCertificate.ensure(in: stateDirectory, now: now + 86_400 * 30)
        #expect(second == first)
        #expect(try contents(second.certificatePath) == certificate)
        #expect(try contents(second.keyPath) == key)
    }

    @Test func anExpiredCertificateIsReplaced() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let old = try contents(files.certificatePath)
        let later = now + 86_400 * 830
        #expect(try !verifies(files, at: later))
        _ = try SelfSignedCertificate.ensure(in: stateDirectory, now: later)
        #expect(try contents(files.certificatePath) != old)
        #expect(try verifies(files, at: later))
        #expect(try mode(of: files.keyPath) == 0o600)
    }

    @Test func aCertificateAboutToExpireIsReplaced() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let old = try contents(files.certificatePath)
        _ = try SelfSignedCertificate.ensure(in: stateDirectory, now: now + 86_400 * 824.5)
        #expect(try contents(files.certificatePath) != old)
    }

    @Test(arguments: ["cert", "key"])
    func anUnreadableFileIsReplaced(which: String) throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let broken = which == "cert" ? files.certificatePath : files.keyPath
        try Data("-----BEGIN CERTIFICATE-----\nnonsense\n".utf8).write(to: URL(fileURLWithPath: broken))
        _ = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        #expect(try verifies(files, at: now))
        try OpenSSLCommand.succeed(["pkey", "-in", files.keyPath, "-noout"])
    }

    @Test func aKeyThatIsNotTheCertificatesIsReplaced() throws {
        let files = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        let old = try contents(files.certificatePath)
        try OpenSSLCommand.makeP8(at: files.keyPath)
        _ = try SelfSignedCertificate.ensure(in: stateDirectory, now: now)
        #expect(try contents(files.certificatePath) != old)
        let certificateKey = try OpenSSLCommand.succeed(["x509", "-in", files.certificatePath, "-noout", "-pubkey"])
        let key = try OpenSSLCommand.succeed(["pkey", "-in", files.keyPath, "-pubout"])
        #expect(certificateKey == key)
    }

    @Test func aFolderThatCannotBeMadeIsNamed() throws {
        let blocker = directory + "/file"
        try Data().write(to: URL(fileURLWithPath: blocker))
        let error = try #require(throws: (any Error).self) { try SelfSignedCertificate.ensure(in: blocker + "/islet", now: now) }
        #expect("\(error)".hasPrefix("\(blocker)/islet: cannot create the folder: Not a directory"))
    }

    @Test func theStateFolderFollowsXDG() {
        #expect(SelfSignedCertificate.stateDirectory(xdgStateHome: "/x/state", home: "/home/u") == "/x/state/islet")
        #expect(SelfSignedCertificate.stateDirectory(xdgStateHome: "relative", home: "/home/u") == "/home/u/.local/state/islet")
        #expect(SelfSignedCertificate.stateDirectory(xdgStateHome: nil, home: "/home/u") == "/home/u/.local/state/islet")
    }
}
