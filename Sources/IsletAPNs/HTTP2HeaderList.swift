import CNGHTTP2
import IsletInput

/// Header fields for one nghttp2 submit call, written into buffers the caller sized for them:
/// names lowercased (HTTP/2 requires it) as they are copied, so no lowercased string is made.
struct HTTP2HeaderList {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let fields: UnsafeMutableBufferPointer<nghttp2_nv>
    private var used = 0
    private(set) var count = 0

    init(bytes: UnsafeMutableBufferPointer<UInt8>, fields: UnsafeMutableBufferPointer<nghttp2_nv>) {
        self.bytes = bytes
        self.fields = fields
    }

    /// Adds a field, unless `keeps` turns down its lowercased name.
    mutating func append(_ name: String, _ value: String, if keeps: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true }) {
        let name = write(name, lowercased: true)
        guard keeps(UnsafeBufferPointer(name)) else {
            used -= name.count
            return
        }
        let value = write(value, lowercased: false)
        fields[count] = nghttp2_nv(
            name: name.baseAddress, value: value.baseAddress, namelen: name.count, valuelen: value.count,
            flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue)
        )
        count += 1
    }

    /// Copies `text` after the bytes written so far and says where it went.
    private mutating func write(_ text: String, lowercased: Bool) -> UnsafeMutableBufferPointer<UInt8> {
        let start = used
        used = text.withUTF8Bytes { bytes[start...].initialize(fromContentsOf: $0) }
        let written = UnsafeMutableBufferPointer(rebasing: bytes[start..<used])
        if lowercased {
            for index in written.indices { written[index] = written[index].asciiLowercased }
        }
        return written
    }
}
