import CNGHTTP2

/// HTTP/2 for one connection on nghttp2's server session: requests are collected per stream and
/// handed to the handler when they end (or as soon as their body runs past the kept limit), and
/// answers go out through a data provider. nghttp2 answers protocol errors itself (GOAWAY,
/// RST_STREAM) and enforces SETTINGS_MAX_CONCURRENT_STREAMS.
final class HTTP2Session: ConnectionSession {
    let handler: any EndpointHandler
    let limits: EndpointLimits
    let connectionID: Int
    var streams: [Int32: HTTP2Stream] = [:]
    private var session: OpaquePointer?
    private var failed = false

    init?(handler: any EndpointHandler, limits: EndpointLimits, connectionID: Int) {
        self.handler = handler
        self.limits = limits
        self.connectionID = connectionID
        var callbacks: OpaquePointer?
        guard nghttp2_session_callbacks_new(&callbacks) == 0, let callbacks else { return nil }
        defer { nghttp2_session_callbacks_del(callbacks) }
        Self.install(on: callbacks)
        // The session never outlives self (deinit deletes it), so user_data need not retain.
        guard nghttp2_session_server_new(&session, callbacks, Unmanaged.passUnretained(self).toOpaque()) == 0 else { return nil }
        var settings = [
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue), value: UInt32(clamping: limits.maximumStreams)),
            // Advisory: a client that honours it never sends headers the server would refuse with 431.
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE.rawValue), value: UInt32(clamping: limits.maximumHeaderBytes)),
        ]
        nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count)
    }

    deinit { nghttp2_session_del(session) }

    func receive(_ bytes: UnsafeRawBufferPointer) {
        guard !failed, let base = bytes.baseAddress else { return }
        let result = nghttp2_session_mem_recv(session, base.assumingMemoryBound(to: UInt8.self), bytes.count)
        if result < 0 {
            // A fatal error (bad preface, flooding): say so with GOAWAY if nghttp2 still can, then close.
            nghttp2_session_terminate_session(session, NGHTTP2_PROTOCOL_ERROR.rawValue)
            failed = true
        }
    }

    func output(budget: Int) -> [UInt8] {
        var output: [UInt8] = []
        while output.count < budget {
            var data: UnsafePointer<UInt8>?
            let count = nghttp2_session_mem_send(session, &data)
            guard count > 0, let data else {
                if count < 0 { failed = true }
                break
            }
            output.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
        }
        return output
    }

    var hasPendingOutput: Bool { nghttp2_session_want_write(session) != 0 }

    var isFinished: Bool {
        (failed && !hasPendingOutput) || (nghttp2_session_want_read(session) == 0 && nghttp2_session_want_write(session) == 0)
    }

    func goAway(reason: String?) {
        let opaque = reason.map { Array("{\"reason\":\"\($0)\"}".utf8) } ?? []
        nghttp2_submit_goaway(
            session, UInt8(NGHTTP2_FLAG_NONE.rawValue), nghttp2_session_get_last_proc_stream_id(session),
            NGHTTP2_NO_ERROR.rawValue, opaque, opaque.count
        )
    }

    /// Hands a finished (or over-long) request to the handler and submits its answer.
    func answer(_ stream: HTTP2Stream, id: Int32) {
        let request = EndpointRequest(
            method: stream.method, path: stream.path, headers: stream.headers, body: stream.body,
            bodyByteCount: stream.bodyByteCount, transport: .http2, connectionID: connectionID
        )
        submit(handler.respond(to: request), to: stream, id: id)
    }

    /// Answers a request the transport refuses itself (header fields over the limit).
    func refuse(_ stream: HTTP2Stream, id: Int32, status: Int, reason: String) {
        let body = Array("{\"reason\":\"\(reason)\"}".utf8)
        submit(EndpointResponse(status: status, headers: [HeaderField("content-type", "application/json")], body: body), to: stream, id: id)
    }

    /// Headers that are HTTP/1.1 connection matters and malformed in HTTP/2 (RFC 9113 §8.2.2),
    /// or that the transport sets itself.
    private static let droppedHeaders: Set<String> = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "content-length"]

    private func submit(_ response: EndpointResponse, to stream: HTTP2Stream, id: Int32) {
        stream.answered = true
        stream.response = response.body
        var fields = [(":status", String(response.status))]
        for field in response.headers {
            let name = field.name.lowercased()
            if !name.hasPrefix(":"), !Self.droppedHeaders.contains(name) { fields.append((name, field.value)) }
        }
        fields.append(("content-length", String(response.body.count)))
        // nghttp2 copies names and values during the submit call: one buffer holds them all until then.
        var storage: [UInt8] = []
        var ranges: [(name: Range<Int>, value: Range<Int>)] = []
        for (name, value) in fields {
            let nameStart = storage.count
            storage += name.utf8
            let valueStart = storage.count
            storage += value.utf8
            ranges.append((nameStart..<valueStart, valueStart..<storage.count))
        }
        storage.withUnsafeMutableBufferPointer { bytes in
            let base = bytes.baseAddress!
            var headers = ranges.map { range in
                nghttp2_nv(
                    name: base + range.name.lowerBound, value: base + range.value.lowerBound,
                    namelen: range.name.count, valuelen: range.value.count, flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue)
                )
            }
            if response.body.isEmpty {
                nghttp2_submit_response(session, id, &headers, headers.count, nil)
            } else {
                var provider = nghttp2_data_provider(source: nghttp2_data_source(ptr: nil), read_callback: Self.readResponseBody)
                nghttp2_submit_response(session, id, &headers, headers.count, &provider)
            }
        }
    }

    /// Copies the next piece of a stream's answer into the DATA frame nghttp2 is building.
    private static let readResponseBody: nghttp2_data_source_read_callback = { _, streamID, buffer, length, flags, _, userData in
        guard let userData, let buffer, let flags else { return Int(NGHTTP2_ERR_CALLBACK_FAILURE.rawValue) }
        let connection = Unmanaged<HTTP2Session>.fromOpaque(userData).takeUnretainedValue()
        guard let stream = connection.streams[streamID] else { return Int(NGHTTP2_ERR_CALLBACK_FAILURE.rawValue) }
        let count = min(length, stream.response.count - stream.responseSent)
        stream.response.withUnsafeBufferPointer { bytes in
            buffer.update(from: bytes.baseAddress! + stream.responseSent, count: count)
        }
        stream.responseSent += count
        if stream.responseSent == stream.response.count { flags.pointee |= NGHTTP2_DATA_FLAG_EOF.rawValue }
        return count
    }

    /// Resets a stream that was answered early and whose client has kept sending past the drain
    /// allowance, so it stops sending a body nobody will read.
    func resetIfDrainedTooLong(_ stream: HTTP2Stream, id: Int32) {
        guard stream.shouldReset else { return }
        stream.resetSubmitted = true
        nghttp2_submit_rst_stream(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), id, NGHTTP2_NO_ERROR.rawValue)
    }
}
