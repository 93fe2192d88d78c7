import FoundationEssentials

/// What APNs would make of a request's `authorization` header under token-based
/// authentication (REFERENCE.md §4), with a one-line explanation a developer can act on.
public enum ProviderTokenVerdict: Equatable, Sendable {
    /// A well-formed ES256 token for this key and team, signed by the key, issued within the hour.
    case valid(issuedAt: Date)
    /// No `authorization` header: 403 MissingProviderToken.
    case missing
    /// Anything malformed, mismatched or not signed by the key: 403 InvalidProviderToken.
    case invalid(String)
    /// Issued more than an hour ago: 403 ExpiredProviderToken.
    case expired(String)

    /// The reason APNs answers with (all three are 403), or nil for a valid token.
    public var apnsReason: APNsReason? {
        switch self {
        case .valid: nil
        case .missing: .missingProviderToken
        case .invalid: .invalidProviderToken
        case .expired: .expiredProviderToken
        }
    }

    /// Why the token was refused, or nil for a valid token.
    public var explanation: String? {
        switch self {
        case .valid: nil
        case .missing: "the request has no authorization header; APNs needs \"bearer <JWT>\" signed with the .p8 key"
        case .invalid(let explanation), .expired(let explanation): explanation
        }
    }
}
