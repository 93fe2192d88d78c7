import Foundation
import IsletTestSupport
import Testing

/// `islet push` against a server that never stops answering: it reads a bounded answer and says
/// so, instead of filling memory (issue 18, item 8).
struct PushAnswerLimitTests {
    /// A loopback listener whose one client gets a status line, then body bytes until it leaves
    /// or 64 MB have gone.
    private final class EndlessServer: @unchecked Sendable {
        let listener: Int32
        let port: Int

        init() throws {
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            self.listener = listener
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0 }
            }
            guard bound, listen(listener, 4) == 0 else { throw ServeError("cannot listen on loopback") }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(listener) }

        func serveOnce() {
            Thread { [self] in
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                defer { close(client) }
                var request = [UInt8](repeating: 0, count: 4096)
                _ = recv(client, &request, request.count, 0)
                let chunk = Array("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: 65_536)
                for _ in 0..<1024 {
                    guard chunk.withUnsafeBytes({ send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0 else { return }
                }
            }.start()
        }
    }

    @Test func anEndlessAnswerIsCutOffWithAMessage() throws {
        let server = try EndlessServer()
        server.serveOnce()
        let payload = try IsletProcess.temporaryFile(#"{"aps": {"timestamp": 1, "event": "update", "content-state": {}}}"#)
        let result = try IsletProcess.run(["push", payload, "--url", "http://127.0.0.1:\(server.port)"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("runs past 4194304 bytes"), "\(result.standardError)")
    }
}
