import Foundation
import IsletAPNs

/// The transport tests' handler: echoes each request as JSON (method, path, headers in order,
/// body bytes seen and kept, transport), answering 413 when the body ran past the kept limit.
final class EchoHandler: EndpointHandler, @unchecked Sendable {
    struct Echo: Decodable {
        let method: String
        let path: String
        let headers: [[String]]
        let bodyBytes: Int
        let keptBytes: Int
        let transport: String

        func values(_ name: String) -> [String] { headers.filter { $0[0] == name }.map { $0[1] } }
    }

    private let keptBodyBytes: Int
    /// The work done so far, for a test that waits on the server rather than on a clock: the
    /// requests answered by path, and the connections the server has closed or seen closed.
    private let progress = NSCondition()
    private var answered: [String: Int] = [:]
    private var closed = 0

    init(keptBodyBytes: Int = EndpointLimits().keptBodyBytes) {
        self.keptBodyBytes = keptBodyBytes
    }

    func respond(to request: EndpointRequest) -> EndpointResponse {
        let echo: [String: Any] = [
            "method": request.method, "path": request.path, "headers": request.headers.map { [$0.name, $0.value] },
            "bodyBytes": request.bodyByteCount, "keptBytes": request.body.count, "transport": request.transport.rawValue,
        ]
        let body = try! JSONSerialization.data(withJSONObject: echo, options: [.sortedKeys])
        let status = request.bodyByteCount > keptBodyBytes ? 413 : 200
        changeProgress { answered[request.path, default: 0] += 1 }
        return EndpointResponse(status: status, headers: [HeaderField("content-type", "application/json")], body: Array(body))
    }

    func connectionClosed(_ connectionID: Int) {
        changeProgress { closed += 1 }
    }

    private func changeProgress(_ change: () -> Void) {
        progress.lock()
        change()
        progress.broadcast()
        progress.unlock()
    }

    /// Waits until `done` holds of the requests answered by path and the connections closed;
    /// false when it still does not after 20 s, a bound that fails the test rather than a pace.
    func wait(until done: (_ answered: [String: Int], _ closed: Int) -> Bool) -> Bool {
        let limit = Date(timeIntervalSinceNow: 20)
        progress.lock()
        defer { progress.unlock() }
        while !done(answered, closed) {
            guard progress.wait(until: limit) else { return done(answered, closed) }
        }
        return true
    }

    static func decode(_ text: String) throws -> Echo {
        try JSONDecoder().decode(Echo.self, from: Data(text.utf8))
    }
}

/// An `EndpointServer` running on a background thread, as `islet serve` runs it, until `stop`.
final class RunningEndpoint: @unchecked Sendable {
    let server: EndpointServer
    /// The handler, when the endpoint made its own `EchoHandler`.
    let echo: EchoHandler?
    private let lock = NSLock()
    private var stopRequested = false
    private let finished = DispatchSemaphore(value: 0)

    init(_ configuration: EndpointConfiguration, handler: (any EndpointHandler)? = nil) throws {
        echo = handler == nil ? EchoHandler(keptBodyBytes: configuration.limits.keptBodyBytes) : nil
        server = try EndpointServer(configuration: configuration, handler: handler ?? echo!)
        Thread { [self] in
            server.run { lock.withLock { stopRequested } }
            server.stop()
            finished.signal()
        }.start()
    }

    /// A loopback TCP endpoint on a port the system picks.
    convenience init(limits: EndpointLimits = EndpointLimits(), tls: EndpointConfiguration.TLSFiles? = nil) throws {
        try self.init(EndpointConfiguration(listeners: [.tcp(host: "127.0.0.1", port: 0)], tls: tls, limits: limits))
    }

    var port: Int { server.boundPorts[0] }
    var url: String { "http://127.0.0.1:\(port)" }

    /// Stops the server and waits for its thread to finish; later calls do nothing.
    func stop() {
        let first = lock.withLock {
            defer { stopRequested = true }
            return !stopRequested
        }
        if first { finished.wait() }
    }
}

/// A client program nobody here wrote (curl, nghttp, h2load, openssl), run to completion.
enum ClientCommand {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are drained at once, so a chatty stderr cannot stall the tool.
        let errorData = LockedData()
        let readErrors = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            readErrors.signal()
        }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        readErrors.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self)
        )
    }

    private final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }

    /// `curl` with a time limit, so a server bug fails the test instead of hanging it.
    static func curl(_ arguments: [String]) throws -> Output {
        try run("curl", ["-sS", "--max-time", "20"] + arguments)
    }
}

/// A temporary directory for certificates, bodies and Unix sockets, removed when released.
final class ScratchDirectory {
    let path: String

    init() throws {
        // Short, so a Unix socket path inside fits sun_path.
        path = "/tmp/islet-t-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { "\(path)/\(name)" }
}

/// A handler that notes, in order, each request it answers and each time it is told answers are
/// about to be sent, for checking what a batching handler may rely on.
final class OrderingHandler: EndpointHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [String] = []

    var events: [String] { lock.withLock { noted } }

    func respond(to request: EndpointRequest) -> EndpointResponse {
        lock.withLock { noted.append("answered \(request.path)") }
        return EndpointResponse(status: 200, body: Array("answer \(request.path)".utf8))
    }

    func connectionClosed(_ connectionID: Int) {}

    func willSendAnswers() {
        lock.withLock {
            if noted.last?.hasPrefix("answered") == true { noted.append("told") }
        }
    }
}
