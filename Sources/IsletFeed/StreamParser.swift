import IsletInput

/// Splits a byte stream into JSON values, one per line (NDJSON) or concatenated and spread over
/// lines (pretty-printed), skipping blank and `//` comment lines. Incremental: bytes go in as
/// they arrive, finished items come out, so stdin is applied as it is written.
///
/// A value that never closes is reported, not allowed to swallow the stream: when a line that
/// starts at column 1 with `{` is a whole value by itself, the unfinished value before it is
/// reported as a problem on its own line and reading goes on from the new one.
public struct StreamParser: Sendable {
    /// A line longer than this is reported and skipped (docs/DECISIONS.md, "Limits"): 256 times
    /// APNs' largest body, so any real push fits, pretty-printed or in an envelope, while a
    /// stream that never sends a newline (`/dev/zero`) holds no more than this in memory.
    public static let longestLine = 1 << 20
    /// A value spread over lines that grows past this is reported and skipped, for the same reason.
    public static let largestValue = 1 << 20

    private var partialLine: [UInt8] = []
    /// The rest of the current line is thrown away: it passed `longestLine`.
    private var skippingLine = false
    private var lineNumber = 0
    private var pending: Pending?

    /// A value begun on an earlier line and not yet closed.
    private struct Pending: Sendable {
        var bytes: [UInt8]
        let line: Int
        var scanner: DepthScanner
        /// Already reported as too large or too deep: read to its end, keeping nothing.
        var isRefused = false
    }

    public init() {}

    /// Adds bytes; returns the items completed by them.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [StreamItem] {
        var items: [StreamItem] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lineNumber += 1
                if skippingLine {
                    skippingLine = false
                    continue
                }
                let line = partialLine
                partialLine.removeAll(keepingCapacity: true)
                process(line: line, into: &items)
            } else if skippingLine {
                continue
            } else if partialLine.count < Self.longestLine {
                partialLine.append(byte)
            } else {
                skipLongLine(into: &items)
            }
        }
        return items
    }

    /// Reports the line being read as too long, with any value it belongs to, and skips the rest.
    private mutating func skipLongLine(into items: inout [StreamItem]) {
        let limit = "the limit on a stream line is \(Self.longestLine) bytes"
        if let unfinished = pending.take(), !unfinished.isRefused {
            items.append(Self.problem(at: unfinished.line, "this value holds a line longer than \(Self.longestLine) bytes; \(limit)"))
        } else {
            items.append(Self.problem(at: lineNumber + 1, "this line is longer than \(Self.longestLine) bytes and is skipped; \(limit)"))
        }
        partialLine = []
        skippingLine = true
    }

    /// Ends the stream: a last line without a newline is read, and an unfinished value reported.
    public mutating func finish() -> [StreamItem] {
        var items: [StreamItem] = []
        if !partialLine.isEmpty {
            lineNumber += 1
            let line = partialLine
            partialLine = []
            process(line: line, into: &items)
        }
        if let unfinished = pending.take(), !unfinished.isRefused {
            items.append(Self.problem(at: unfinished.line, "the stream ends inside this value: a half-written last line?"))
        }
        return items
    }

    /// Reads a whole stream held in memory.
    public static func items(in bytes: some Sequence<UInt8>) -> [StreamItem] {
        var parser = StreamParser()
        return parser.feed(bytes) + parser.finish()
    }

    private mutating func process(line rawLine: [UInt8], into items: inout [StreamItem]) {
        var line = rawLine
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        // Taken out of `pending` so it grows in place: a copy on every line made a value that
        // never closes quadratic in its length.
        if var current = pending.take() {
            if line.first == UInt8(ascii: "{"), isWholeValue(line) {
                if !current.isRefused {
                    items.append(Self.problem(at: current.line, "this value never ends; the next line starts a new one (a half-written line?)"))
                }
            } else {
                if !current.isRefused { current.bytes.append(UInt8(ascii: "\n")) }
                var index = 0
                while index < line.count {
                    current.scanner.consume(line[index])
                    if !current.isRefused {
                        current.bytes.append(line[index])
                        Self.refuseIfTooLarge(&current, into: &items)
                    }
                    index += 1
                    if current.scanner.isComplete {
                        if !current.isRefused { items.append(Self.item(from: current.bytes, line: current.line)) }
                        scan(Array(line[index...]), into: &items)
                        return
                    }
                }
                pending = current
                return
            }
        }
        scan(line, into: &items)
    }

    /// Marks a pending value refused, and reports it, once it is larger or deeper than allowed.
    private static func refuseIfTooLarge(_ value: inout Pending, into items: inout [StreamItem]) {
        let reason: String
        if value.bytes.count > largestValue {
            reason = "this value is larger than \(largestValue) bytes, the limit on a stream value; it is skipped"
        } else if value.scanner.depth > JSONParser.maximumDepth {
            reason = "this value nests deeper than \(JSONParser.maximumDepth) levels, the limit on JSON nesting; it is skipped"
        } else {
            return
        }
        items.append(problem(at: value.line, reason))
        value.isRefused = true
        value.bytes = []
    }

    /// Reads the values of one line from a point on, leaving an unclosed one pending.
    private mutating func scan(_ line: [UInt8], into items: inout [StreamItem]) {
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < line.count, line[index + 1] == UInt8(ascii: "/") { return }
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else {
                items.append(Self.item(from: Array(line[index...]), line: lineNumber))
                return
            }
            var scanner = DepthScanner()
            let start = index
            while index < line.count {
                scanner.consume(line[index])
                index += 1
                if scanner.isComplete { break }
            }
            if scanner.isComplete {
                items.append(Self.item(from: Array(line[start..<index]), line: lineNumber))
            } else {
                var value = Pending(bytes: Array(line[start...]), line: lineNumber, scanner: scanner)
                Self.refuseIfTooLarge(&value, into: &items)
                pending = value
                return
            }
        }
    }

    private func isWholeValue(_ line: [UInt8]) -> Bool {
        var scanner = DepthScanner()
        for (index, byte) in line.enumerated() {
            scanner.consume(byte)
            if scanner.isComplete {
                return line[(index + 1)...].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            }
        }
        return false
    }

    private static func problem(at line: Int, _ message: String) -> StreamItem {
        .problem(StreamProblem(line: line, error: InputError(message)))
    }

    private static func item(from bytes: [UInt8], line: Int) -> StreamItem {
        do {
            return StreamEntry.read(try JSONParser.parse(bytes: bytes, recordLocations: false).value, rawByteCount: bytes.count, line: line)
        } catch {
            return .problem(StreamProblem(line: line, error: error))
        }
    }
}

/// Tracks bracket depth outside strings, to find where a JSON value ends without parsing it.
struct DepthScanner: Sendable {
    private(set) var depth = 0
    private var inString = false
    private var escaped = false
    private var started = false

    var isComplete: Bool { started && depth == 0 }

    mutating func consume(_ byte: UInt8) {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; started = true
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
    }
}
