import CNGHTTP2

/// nghttp2's callbacks for `HTTP2Session`. Each is a `@convention(c)` closure that captures
/// nothing and finds its session through `user_data`; they are defined inside the type so none
/// is main-actor isolated (PLATFORM.md).
extension HTTP2Session {
    static func install(on callbacks: OpaquePointer) {
        nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks) { _, frame, userData in
            guard let frame, let session = HTTP2Session.from(userData) else { return 0 }
            if HTTP2Session.isRequestHeaders(frame) { session.open(frame.pointee.hd.stream_id) }
            return 0
        }
        nghttp2_session_callbacks_set_on_header_callback(callbacks) { nghttp2, frame, name, nameLength, value, valueLength, _, userData in
            guard let frame, let name, let value, let session = HTTP2Session.from(userData), HTTP2Session.isRequestHeaders(frame),
                  let stream = HTTP2Session.stream(frame.pointee.hd.stream_id, in: nghttp2)
            else { return 0 }
            session.collectHeader(
                UnsafeBufferPointer(start: name, count: nameLength), UnsafeBufferPointer(start: value, count: valueLength), into: stream,
                id: frame.pointee.hd.stream_id
            )
            return 0
        }
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks) { nghttp2, _, streamID, data, length, userData in
            guard let data, let session = HTTP2Session.from(userData), let stream = HTTP2Session.stream(streamID, in: nghttp2),
                  session.keep(stream.keepable(length, limit: session.limits.keptBodyBytes), in: stream, id: streamID)
            else { return 0 }
            stream.receiveBody(UnsafeBufferPointer(start: data, count: length), keeping: session.limits.keptBodyBytes)
            if !stream.answered, stream.bodyByteCount > session.limits.keptBodyBytes {
                session.answer(stream, id: streamID)
            }
            session.resetIfDrainedTooLong(stream, id: streamID)
            return 0
        }
        nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks) { nghttp2, frame, userData in
            guard let frame, let session = HTTP2Session.from(userData) else { return 0 }
            let header = frame.pointee.hd
            guard header.type == UInt8(NGHTTP2_HEADERS.rawValue) || header.type == UInt8(NGHTTP2_DATA.rawValue),
                  let stream = HTTP2Session.stream(header.stream_id, in: nghttp2)
            else { return 0 }
            if HTTP2Session.isRequestHeaders(frame), stream.headersTooLarge {
                session.refuse(stream, id: header.stream_id, status: 431, reason: "HeadersTooLarge")
            }
            guard header.flags & UInt8(NGHTTP2_FLAG_END_STREAM.rawValue) != 0 else { return 0 }
            stream.requestEnded = true
            if !stream.answered { session.answer(stream, id: header.stream_id) }
            return 0
        }
        nghttp2_session_callbacks_set_on_frame_send_callback(callbacks) { nghttp2, frame, _ in
            guard let frame else { return 0 }
            let header = frame.pointee.hd
            let carriesAnswerEnd = (header.type == UInt8(NGHTTP2_HEADERS.rawValue) || header.type == UInt8(NGHTTP2_DATA.rawValue))
                && header.flags & UInt8(NGHTTP2_FLAG_END_STREAM.rawValue) != 0
            if carriesAnswerEnd, let stream = HTTP2Session.stream(header.stream_id, in: nghttp2) {
                stream.answerSent = true
                stream.bodyBytesAtAnswer = stream.bodyByteCount
            }
            return 0
        }
        nghttp2_session_callbacks_set_on_stream_close_callback(callbacks) { _, streamID, _, userData in
            HTTP2Session.from(userData)?.close(streamID)
            return 0
        }
    }

    private static func from(_ userData: UnsafeMutableRawPointer?) -> HTTP2Session? {
        userData.map { Unmanaged<HTTP2Session>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Whether the frame opens a request (not trailers, not a response the server pushed).
    private static func isRequestHeaders(_ frame: UnsafePointer<nghttp2_frame>) -> Bool {
        frame.pointee.hd.type == UInt8(NGHTTP2_HEADERS.rawValue) && frame.pointee.headers.cat == NGHTTP2_HCAT_REQUEST
    }

    /// Files one header field: pseudo-headers give the method and path, the rest are kept in
    /// order (nghttp2 has already refused upper-case names and connection-specific fields).
    /// Pseudo-headers are told apart by their bytes, so those not kept (`:scheme`,
    /// `:authority`) never become strings.
    private func collectHeader(_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>, into stream: HTTP2Stream, id: Int32) {
        let cost = name.count + value.count + 32
        stream.headerBytes += cost
        guard !stream.headersTooLarge else { return }
        guard stream.headerBytes <= limits.maximumHeaderBytes else {
            stream.headersTooLarge = true
            stream.headers = []
            return
        }
        guard keep(cost, in: stream, id: id) else { return }
        guard name.first == UInt8(ascii: ":") else {
            return stream.headers.append(HeaderField(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
        if name.elementsEqual(Self.methodName) {
            stream.method = String(decoding: value, as: UTF8.self)
        } else if name.elementsEqual(Self.pathName) {
            stream.path = String(decoding: value, as: UTF8.self)
        }
    }

    private static let methodName = Array(":method".utf8)
    private static let pathName = Array(":path".utf8)
}
