import IsletInput

/// Writes HTTP/1.1 responses: the status line with its standard reason phrase, the handler's
/// headers, the framing headers the transport owns (`content-length`, `connection`), the body.
enum HTTP1Response {
    static let continueInterim = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The bytes of `response`. `closing` adds `connection: close`; `keepAlive` answers an
    /// HTTP/1.0 client that asked to keep the connection; `headOnly` leaves the body out (HEAD).
    /// Written as bytes: answers are made for every request, and building the head as a string
    /// (with a Character-wise filter of each value) cost more than judging the push.
    static func serialize(_ response: EndpointResponse, closing: Bool, keepAlive: Bool = false, headOnly: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        serialize(response, closing: closing, keepAlive: keepAlive, headOnly: headOnly, into: &bytes)
        return bytes
    }

    /// The same bytes added to `bytes`: a session appends each answer to the output it is
    /// gathering, with no array of its own.
    static func serialize(_ response: EndpointResponse, closing: Bool, keepAlive: Bool = false, headOnly: Bool = false, into bytes: inout [UInt8]) {
        bytes += "HTTP/1.1 \(response.status) \(reasonPhrase(response.status))\r\n".utf8
        for field in response.headers {
            field.name.withUTF8Bytes { name in
                guard TransportHeaders.isSent(name) else { return }
                bytes += name
                bytes += ": ".utf8
                // A line break in a value would end the header and start another: it is left out.
                // Names need no such care: they are the handler's own literals.
                field.value.withUTF8Bytes { value in
                    for byte in value where byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\n") { bytes.append(byte) }
                }
                bytes += "\r\n".utf8
            }
        }
        let bodyless = response.status < 200 || response.status == 204 || response.status == 304
        if !bodyless { bytes += "content-length: \(response.body.count)\r\n".utf8 }
        if closing {
            bytes += "connection: close\r\n".utf8
        } else if keepAlive {
            bytes += "connection: keep-alive\r\n".utf8
        }
        bytes += "\r\n".utf8
        if !bodyless, !headOnly { bytes += response.body }
    }

    /// The answer to a request the transport refuses itself (400, 431, 501, 505): the detail as
    /// a line of text, then the connection closes.
    static func failure(_ failure: HTTP1Failure) -> [UInt8] {
        serialize(EndpointResponse(status: failure.status, headers: [HeaderField("content-type", "text/plain")], body: Array("\(failure.detail)\n".utf8)), closing: true)
    }

    /// The reason phrase RFC 9110 §15 gives a status, or a generic one for its class.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 410: "Gone"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default:
            switch status / 100 {
            case 1: "Informational"
            case 2: "Success"
            case 3: "Redirection"
            case 4: "Client Error"
            default: "Server Error"
            }
        }
    }
}
