import CNGHTTP2

/// HTTP/2 for one connection on nghttp2's server session: requests are collected per stream and
/// handed to the handler when they end (or as soon as their body runs past the kept limit), and
/// answers go out through a data provider. nghttp2 answers protocol errors itself (GOAWAY,
/// RST_STREAM) and enforces SETTINGS_MAX_CONCURRENT_STREAMS.
final class HTTP2Session: ConnectionSession {
    let handler: any EndpointHandler
    let limits: EndpointLimits
    let connectionID: Int
    /// The server's count of what open streams keep, shared by every connection.
    let budget: StreamMemoryBudget
    private(set) var requestCount = 0
    /// Owns the open streams; nghttp2's stream user data points at them unretained (`open`).
    private var streams: [Int32: HTTP2Stream] = [:]
    private var session: OpaquePointer?
    private var failed = false
    /// What `output` gave last. The connection lets go of it before asking again, so the next
    /// call reuses its storage instead of growing a new array frame by frame.
    private var output: [UInt8] = []

    init?(handler: any EndpointHandler, limits: EndpointLimits, budget: StreamMemoryBudget, connectionID: Int) {
        self.handler = handler
        self.limits = limits
        self.budget = budget
        self.connectionID = connectionID
        var callbacks: OpaquePointer?
        guard nghttp2_session_callbacks_new(&callbacks) == 0, let callbacks else { return nil }
        defer { nghttp2_session_callbacks_del(callbacks) }
        Self.install(on: callbacks)
        var options: OpaquePointer?
        guard nghttp2_option_new(&options) == 0, let options else { return nil }
        defer { nghttp2_option_del(options) }
        Self.configureFloodLimits(options)
        // The session never outlives self (deinit deletes it), so user_data need not retain.
        guard nghttp2_session_server_new2(&session, callbacks, Unmanaged.passUnretained(self).toOpaque(), options) == 0 else { return nil }
        var settings = [
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue), value: UInt32(clamping: limits.maximumStreams)),
            // Advisory: a client that honours it never sends headers the server would refuse with 431.
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE.rawValue), value: UInt32(clamping: limits.maximumHeaderBytes)),
        ]
        nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count)
    }

    deinit {
        for stream in streams.values { budget.give(stream.keptBytes) }
        nghttp2_session_del(session)
    }

    /// nghttp2's own defences, set explicitly so they are the ones docs/DECISIONS.md names: SETTINGS
    /// frames of at most 32 entries, at most 1000 queued SETTINGS and PING acknowledgements (a
    /// client that sends PINGs and never reads is cut off), RST_STREAM at a burst of 1000 then 33
    /// a second (rapid reset), at most 8 CONTINUATION frames a header block (CONTINUATION flood),
    /// and closed streams not kept for the priority tree.
    private static func configureFloodLimits(_ options: OpaquePointer) {
        nghttp2_option_set_max_settings(options, 32)
        nghttp2_option_set_max_outbound_ack(options, 1000)
        nghttp2_option_set_stream_reset_rate_limit(options, 1000, 33)
        nghttp2_option_set_max_continuations(options, 8)
        nghttp2_option_set_no_closed_streams(options, 1)
    }

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
        output.removeAll(keepingCapacity: output.capacity <= 1 << 16)
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

    var wantsInput: Bool { true }

    var isIdle: Bool { streams.isEmpty && !hasPendingOutput }

    var isReadingHead: Bool { false }

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

    /// Starts the stream of a request. Callbacks find it through nghttp2's stream user data
    /// (`stream(_:in:)`), which costs no hashing; `streams` keeps it alive until nghttp2 closes
    /// the stream, after which nghttp2 no longer hands that pointer out.
    /// A stream that does not fit in the budget is refused at once.
    func open(_ id: Int32) {
        let stream = HTTP2Stream()
        streams[id] = stream
        nghttp2_session_set_stream_user_data(session, id, Unmanaged.passUnretained(stream).toOpaque())
        keep(HTTP2Stream.baseCost, in: stream, id: id)
    }

    /// Counts `bytes` more kept by a stream against the server's budget, or refuses the stream
    /// (RST_STREAM REFUSED_STREAM) and gives back what it held when they do not fit; false then.
    @discardableResult
    func keep(_ bytes: Int, in stream: HTTP2Stream, id: Int32) -> Bool {
        if budget.take(bytes) {
            stream.keptBytes += bytes
            return true
        }
        budget.give(stream.keptBytes)
        stream.keptBytes = 0
        // Callbacks no longer find the stream, so nothing more of it is kept or answered.
        nghttp2_session_set_stream_user_data(session, id, nil)
        streams[id] = nil
        nghttp2_submit_rst_stream(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), id, NGHTTP2_REFUSED_STREAM.rawValue)
        return false
    }

    /// Lets a stream go once nghttp2 has closed it, with what it kept.
    func close(_ id: Int32) {
        if let stream = streams.removeValue(forKey: id) { budget.give(stream.keptBytes) }
    }

    /// The open stream `id` of `session`, as `open` filed it.
    static func stream(_ id: Int32, in session: OpaquePointer?) -> HTTP2Stream? {
        nghttp2_session_get_stream_user_data(session, id).map { Unmanaged<HTTP2Stream>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Hands a finished (or over-long) request to the handler and submits its answer.
    func answer(_ stream: HTTP2Stream, id: Int32) {
        requestCount += 1
        let request = EndpointRequest(
            method: stream.method, path: stream.path, headers: stream.headers, body: stream.body,
            bodyByteCount: stream.bodyByteCount, transport: .http2, connectionID: connectionID
        )
        submit(handler.respond(to: request), to: stream, id: id)
    }

    /// Answers a request the transport refuses itself (header fields over the limit).
    func refuse(_ stream: HTTP2Stream, id: Int32, status: Int, reason: String) {
        requestCount += 1
        let body = Array("{\"reason\":\"\(reason)\"}".utf8)
        submit(EndpointResponse(status: status, headers: [HeaderField("content-type", "application/json")], body: body), to: stream, id: id)
    }

    private func submit(_ response: EndpointResponse, to stream: HTTP2Stream, id: Int32) {
        stream.answered = true
        stream.response = response.body
        let status = String(response.status)
        let length = String(response.body.count)
        // nghttp2 copies names and values during the submit call: they only need to last until
        // then, so they go into buffers sized up front, on the stack when small.
        let ownBytes = ":status".utf8.count + status.utf8.count + "content-length".utf8.count + length.utf8.count
        let byteCount = response.headers.reduce(ownBytes) { $0 + $1.name.utf8.count + $1.value.utf8.count }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: byteCount) { bytes in
            withUnsafeTemporaryAllocation(of: nghttp2_nv.self, capacity: response.headers.count + 2) { fields in
                var list = HTTP2HeaderList(bytes: bytes, fields: fields)
                list.append(":status", status)
                for field in response.headers { list.append(field.name, field.value, if: TransportHeaders.isSent) }
                list.append("content-length", length)
                if response.body.isEmpty {
                    nghttp2_submit_response(session, id, fields.baseAddress, list.count, nil)
                } else {
                    let source = nghttp2_data_source(ptr: Unmanaged.passUnretained(stream).toOpaque())
                    var provider = nghttp2_data_provider(source: source, read_callback: Self.readResponseBody)
                    nghttp2_submit_response(session, id, fields.baseAddress, list.count, &provider)
                }
            }
        }
    }

    /// Copies the next piece of a stream's answer into the DATA frame nghttp2 is building. The
    /// source is the stream, unretained: nghttp2 reads only while the stream is open.
    private static let readResponseBody: nghttp2_data_source_read_callback = { _, _, buffer, length, flags, source, _ in
        guard let buffer, let flags, let pointer = source?.pointee.ptr else { return Int(NGHTTP2_ERR_CALLBACK_FAILURE.rawValue) }
        let stream = Unmanaged<HTTP2Stream>.fromOpaque(pointer).takeUnretainedValue()
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
