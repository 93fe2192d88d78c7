/// Why an HTTP/1.1 request cannot be served: the status to answer (400, 431, 501, 505) and a
/// line saying what was wrong, sent as the body before the connection closes.
struct HTTP1Failure: Error, Equatable {
    let status: Int
    let detail: String

    init(_ status: Int, _ detail: String) {
        self.status = status
        self.detail = detail
    }
}

/// The request line and header fields of one HTTP/1.1 request, parsed strictly after RFC 9112:
/// CRLF line ends, single spaces in the request line, token header names with no space before
/// the colon, no line folding, no control characters in values. Anything else is a 400, because
/// a lenient parser is where request smuggling starts.
struct HTTP1RequestHead: Equatable {
    var method: String
    var path: String
    /// 1 for HTTP/1.1, 0 for HTTP/1.0.
    var minorVersion: Int
    var headers: [HeaderField]

    /// How the body is delimited.
    enum Framing: Equatable { case none, length(Int), chunked }

    /// Parses the head: the request line and header lines, each ending in CRLF, without the
    /// empty line that ends the head.
    static func parse(_ head: ArraySlice<UInt8>) throws(HTTP1Failure) -> HTTP1RequestHead {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            let byte = head[index]
            if byte == 13, index + 1 < head.endIndex, head[index + 1] == 10 {
                lines.append(head[lineStart..<index])
                index += 2
                lineStart = index
            } else if byte == 13 || byte == 10 {
                throw HTTP1Failure(400, "a bare CR or LF in the request head")
            } else {
                index += 1
            }
        }
        guard lineStart == head.endIndex, let requestLine = lines.first else {
            throw HTTP1Failure(400, "the request head does not end its lines with CRLF")
        }
        var parsed = try parseRequestLine(requestLine)
        parsed.headers = try lines.dropFirst().map(parseField)
        if parsed.minorVersion == 1, parsed.values("host").count != 1 {
            throw HTTP1Failure(400, "an HTTP/1.1 request needs exactly one Host header")
        }
        return parsed
    }

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) throws(HTTP1Failure) -> HTTP1RequestHead {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else {
            throw HTTP1Failure(400, "a malformed request line (expected METHOD SP TARGET SP HTTP/1.1)")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        let minorVersion: Int
        switch version {
        case "HTTP/1.1": minorVersion = 1
        case "HTTP/1.0": minorVersion = 0
        default:
            let isVersion = version.count == 8 && version.hasPrefix("HTTP/")
                && version.dropFirst(5).enumerated().allSatisfy { $0.offset == 1 ? $0.element == "." : $0.element.isASCII && $0.element.isNumber }
            throw isVersion ? HTTP1Failure(505, "only HTTP/1.1 and HTTP/1.0 are served") : HTTP1Failure(400, "a malformed HTTP version")
        }
        guard !parts[1].isEmpty, parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw HTTP1Failure(400, "a malformed request target")
        }
        let path = try originForm(String(decoding: parts[1], as: UTF8.self))
        return HTTP1RequestHead(method: String(decoding: parts[0], as: UTF8.self), path: path, minorVersion: minorVersion, headers: [])
    }

    /// The path of an origin-form target (`/3/device/…`), `*`, or an absolute-form one (`http://host/path`).
    private static func originForm(_ target: String) throws(HTTP1Failure) -> String {
        if target.hasPrefix("/") || target == "*" { return target }
        let parts = target.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(":"), parts[1].isEmpty, !parts[2].isEmpty else {
            throw HTTP1Failure(400, "a malformed request target")
        }
        return parts.count == 4 ? "/" + parts[3] : "/"
    }

    private static func parseField(_ line: ArraySlice<UInt8>) throws(HTTP1Failure) -> HeaderField {
        guard let colon = line.firstIndex(of: 58) else { throw HTTP1Failure(400, "a header line without a colon") }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            throw HTTP1Failure(400, "a malformed header name (no spaces, no folding)")
        }
        let isWhitespace = { (byte: UInt8) in byte == 32 || byte == 9 }
        var value = line[(colon + 1)...]
        while let first = value.first, isWhitespace(first) { value = value.dropFirst() }
        while let last = value.last, isWhitespace(last) { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 9 || $0 >= 32 && $0 != 127 }) else {
            throw HTTP1Failure(400, "a control character in a header value")
        }
        let lowercased = name.map(\.asciiLowercased)
        return HeaderField(String(decoding: lowercased, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122: true
        case 33, 35...39, 42, 43, 45, 46, 94...96, 124, 126: true // !#$%&'*+-.^_`|~
        default: false
        }
    }

    func values(_ name: String) -> [String] {
        headers.filter { $0.isNamed(name) }.map(\.value)
    }

    /// The comma-separated items of every field named `name`, trimmed and lowercased.
    func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }.map { $0.trimmingWhitespace().lowercased() }
    }

    /// Whether the client wants the connection kept after this request.
    var keepsAlive: Bool {
        minorVersion == 1 ? !tokens("connection").contains("close") : tokens("connection").contains("keep-alive")
    }

    var expectsContinue: Bool { minorVersion == 1 && tokens("expect").contains("100-continue") }

    /// How the body is delimited, refusing the ambiguous combinations RFC 9112 §6.3 names.
    func framing() throws(HTTP1Failure) -> Framing {
        let codings = tokens("transfer-encoding")
        let lengths = tokens("content-length")
        if !codings.isEmpty {
            guard lengths.isEmpty, minorVersion == 1 else {
                throw HTTP1Failure(400, "Transfer-Encoding with Content-Length, or in HTTP/1.0")
            }
            guard codings.last == "chunked" else { throw HTTP1Failure(400, "a body that is not chunked last") }
            guard codings == ["chunked"] else { throw HTTP1Failure(501, "only the chunked transfer coding is served") }
            return .chunked
        }
        guard let length = lengths.first else { return .none }
        guard lengths.allSatisfy({ $0 == length }), length.count <= 18, length.allSatisfy(\.isWholeDigit),
              let value = Int(length)
        else { throw HTTP1Failure(400, "a malformed Content-Length") }
        return value == 0 ? .none : .length(value)
    }
}

private extension Character {
    var isWholeDigit: Bool { ("0"..."9").contains(self) }
}

private extension StringProtocol {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
