/// Why the endpoint could not start, as one line that names the address or file and the
/// system's reason (`cannot listen on 127.0.0.1:2197: Address already in use`), ready for
/// `islet serve` to print before it exits with status 2.
public struct EndpointError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
