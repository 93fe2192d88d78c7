import FoundationEssentials
import IsletInput
import IsletModel
import Synchronization

/// Judges the `authorization: bearer <JWT>` header of a request as APNs does with token-based
/// authentication (REFERENCE.md §4): an ES256 JWT whose header names this key id and whose
/// claims name this team and an `iat` within the last hour.
///
/// A backend reuses one token for up to an hour on thousands of requests, and checking the
/// signature is the only costly step, so the last token's result (everything that does not
/// depend on the time) is kept; a repeated token costs a string comparison and an age check.
public final class ProviderTokenVerifier: Sendable {
    /// How far ahead of the endpoint's clock an `iat` may be, for machines whose clocks drift.
    static let allowedClockSkew: TimeInterval = 60
    /// APNs refuses a token issued longer ago than this.
    static let lifetime: TimeInterval = 3600

    /// What a token is worth before its age is judged.
    private enum Check: Sendable {
        case signed(issuedAt: Int)
        case refused(String)
    }

    private let authKey: ProviderAuthKey
    private let lastToken = Mutex<(token: String, check: Check)?>(nil)

    /// From the PEM contents of a `.p8` auth key; throws when it is not PEM or not a P-256 key.
    public convenience init(authKey pem: String, keyID: String, teamID: String) throws(InputError) {
        self.init(try ProviderAuthKey(pem: pem, keyID: keyID, teamID: teamID))
    }

    /// From a `.p8` file; errors name the file.
    public convenience init(keyFile path: String, keyID: String, teamID: String) throws(InputError) {
        self.init(try ProviderAuthKey(keyFile: path, keyID: keyID, teamID: teamID))
    }

    init(_ authKey: ProviderAuthKey) {
        self.authKey = authKey
    }

    /// The verdict on an `authorization` header value (nil when the request had none) at `now`.
    public func verify(_ authorization: String?, at now: Date) -> ProviderTokenVerdict {
        guard let authorization else { return .missing }
        guard let token = Self.bearerToken(in: authorization) else {
            return .invalid("the authorization header is not \"bearer <JWT>\"")
        }
        switch check(token) {
        case .refused(let explanation): return .invalid(explanation)
        case .signed(let issuedAt): return Self.judgeAge(issuedAt: issuedAt, at: now)
        }
    }

    private func check(_ token: String) -> Check {
        if let cached = lastToken.withLock({ $0?.token == token ? $0?.check : nil }) { return cached }
        let check = inspect(token)
        lastToken.withLock { $0 = (token, check) }
        return check
    }

    /// Every rule that does not depend on the time, the signature last.
    private func inspect(_ token: String) -> Check {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            return .refused("the token has \(parts.count) part(s) separated by \".\"; a JWT has three: header.claims.signature")
        }
        guard let headerBytes = Base64URL.decode(parts[0]), let claimsBytes = Base64URL.decode(parts[1]),
              let signature = Base64URL.decode(parts[2])
        else {
            return .refused("a part of the JWT is not base64url (RFC 7515: the URL-safe alphabet, no padding)")
        }
        guard let header = Self.object(headerBytes) else { return .refused("the JWT header is not a JSON object") }
        guard header["alg"] == .string("ES256") else {
            return .refused("the JWT header's alg is \(Self.describe(header["alg"])); APNs accepts only \"ES256\" (ECDSA P-256 with SHA-256, signed with the .p8 key)")
        }
        guard header["kid"] == .string(authKey.keyID) else {
            return .refused("the JWT header's kid is \(Self.describe(header["kid"])), not the key id \"\(authKey.keyID)\" this endpoint checks with")
        }
        guard let claims = Self.object(claimsBytes) else { return .refused("the JWT claims are not a JSON object") }
        guard claims["iss"] == .string(authKey.teamID) else {
            return .refused("the JWT claims' iss is \(Self.describe(claims["iss"])), not the team id \"\(authKey.teamID)\"")
        }
        guard case .number(let number)? = claims["iat"], number.isIntegerLiteral, let issuedAt = Int(number.literal) else {
            return .refused("the JWT claims' iat is \(Self.describe(claims["iat"])); it must be an integer: the seconds since 1970 when the token was made")
        }
        guard signature.count == 2 * ECDSASignature.componentLength, let der = ECDSASignature.der(fromRaw: signature) else {
            return .refused("the JWT signature is \(signature.count) bytes; ES256 signatures are 64 (r then s, 32 bytes each, not DER)")
        }
        let signingInput = Array(token.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count))
        guard authKey.key.verify(signature: der, of: signingInput) else {
            return .refused("the JWT signature does not verify with key \"\(authKey.keyID)\": it was made with another key, or the header or claims changed after signing")
        }
        return .signed(issuedAt: issuedAt)
    }

    private static func judgeAge(issuedAt: Int, at now: Date) -> ProviderTokenVerdict {
        let age = now.timeIntervalSince1970 - TimeInterval(issuedAt)
        if age < -allowedClockSkew {
            return .invalid("the JWT's iat \(issuedAt) is \(Int(-age)) s in the future; check the clock of the machine that makes the token")
        }
        if age > lifetime {
            return .expired("the JWT's iat \(issuedAt) is \(Int(age)) s old; APNs refuses tokens older than \(Int(lifetime)) s, so make a new one within the hour")
        }
        return .valid(issuedAt: Date(timeIntervalSince1970: TimeInterval(issuedAt)))
    }

    /// The JWT after the `bearer` scheme (any case, as RFC 9110 §11.1 allows), or nil.
    private static func bearerToken(in authorization: String) -> String? {
        let words = authorization.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, words[0].lowercased() == "bearer" else { return nil }
        return String(words[1])
    }

    private static func object(_ bytes: [UInt8]) -> JSONObject? {
        (try? JSONParser.parse(bytes: bytes, recordLocations: false))?.value.objectValue
    }

    /// A claim's value as an error message shows it: as JSON, cut short, or "missing".
    private static func describe(_ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        let text = JSONWriter.compact(value)
        return text.count > 40 ? text.prefix(40) + "…" : text
    }
}
