import FoundationEssentials
import IsletAPNs

/// Log lines for requests to the APNs endpoint: a push the phone judged reads like a stream
/// push; one APNs refused says its status and reason; channel and token requests say what they did.
extension LogEntry {
    static func exchange(_ exchange: EndpointExchange, time: Date) -> LogEntry {
        let request = exchange.request
        let source = (request.transport == .http2 ? "h2" : "h1") + "#\(request.connectionID)"
        let status = exchange.response.status
        if let outcome = exchange.outcome {
            // A reason beside an outcome is islet's 410 for an ended activity; the reason below says
            // that APNs itself answers 200.
            let answer = exchange.reason.map { "islet said \(status) \($0.rawValue)" } ?? "APNs said \(status)"
            return LogEntry.outcome(outcome, source: source, time: time, answer: answer)
        }
        let target = "\(request.method) \(shortened(request.path))"
        guard let reason = exchange.reason else {
            return LogEntry(time: time, source: source, summary: "\(target): \(status)", tone: .info)
        }
        return LogEntry(time: time, source: source, summary: "\(target) REFUSED \(status) \(reason.rawValue)", details: exchange.explanation, tone: .ignored)
    }

    /// A path with its token cut to its first characters, as the log has one line for it.
    private static func shortened(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        let last = path[path.index(after: slash)...]
        return last.count > 12 ? path[...slash] + last.prefix(8) + "…" : path
    }
}
