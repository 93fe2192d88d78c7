import IsletModel

/// Splits a byte stream into JSON values, one per line (NDJSON) or concatenated and spread over
/// lines (pretty-printed), skipping blank and `//` comment lines. Incremental: bytes go in as
/// they arrive, finished items come out, so stdin is applied as it is written.
///
/// A value that never closes is reported, not allowed to swallow the stream: when a line that
/// starts at column 1 with `{` is a whole value by itself, the unfinished value before it is
/// reported as a problem on its own line and reading goes on from the new one.
public struct StreamParser: Sendable {
    private var partialLine: [UInt8] = []
    private var lineNumber = 0
    private var pending: Pending?

    /// A value begun on an earlier line and not yet closed.
    private struct Pending: Sendable {
        var bytes: [UInt8]
        let line: Int
        var scanner: DepthScanner
    }

    public init() {}

    /// Adds bytes; returns the items completed by them.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [StreamItem] {
        var items: [StreamItem] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lineNumber += 1
                let line = partialLine
                partialLine.removeAll(keepingCapacity: true)
                process(line: line, into: &items)
            } else {
                partialLine.append(byte)
            }
        }
        return items
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
        if let unfinished = pending {
            pending = nil
            items.append(.problem(StreamProblem(line: unfinished.line, error: InputError("the stream ends inside this value: a half-written last line?"))))
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
        if var current = pending {
            if line.first == UInt8(ascii: "{"), isWholeValue(line) {
                items.append(.problem(StreamProblem(line: current.line, error: InputError("this value never ends; the next line starts a new one (a half-written line?)"))))
                pending = nil
            } else {
                current.bytes.append(UInt8(ascii: "\n"))
                var index = 0
                while index < line.count {
                    current.bytes.append(line[index])
                    current.scanner.consume(line[index])
                    index += 1
                    if current.scanner.isComplete {
                        pending = nil
                        items.append(Self.item(from: current.bytes, line: current.line))
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
                pending = Pending(bytes: Array(line[start...]), line: lineNumber, scanner: scanner)
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
    private var depth = 0
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
