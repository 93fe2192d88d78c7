import FoundationEssentials
import IsletInput

/// Makes provider tokens as a backend does for APNs (REFERENCE.md §4): an ES256 JWT with
/// header `{"alg":"ES256","kid":…}` and claims `{"iss":…,"iat":…}`, signed with the `.p8`
/// key. `islet push --auth-key` sends them, so the endpoint's token checks can be tried
/// without a backend.
public struct ProviderTokenSigner: Sendable {
    private let authKey: ProviderAuthKey

    /// From the PEM contents of a `.p8` auth key; throws when it is not PEM or not a P-256 key.
    public init(authKey pem: String, keyID: String, teamID: String) throws(InputError) {
        authKey = try ProviderAuthKey(pem: pem, keyID: keyID, teamID: teamID)
    }

    /// From a `.p8` file; errors name the file.
    public init(keyFile path: String, keyID: String, teamID: String) throws(InputError) {
        authKey = try ProviderAuthKey(keyFile: path, keyID: keyID, teamID: teamID)
    }

    /// `header.claims.signature`, base64url each, with `iat` the whole seconds of `issuedAt`.
    /// Throws only when OpenSSL cannot sign (out of memory): the key was checked when read.
    public func token(issuedAt: Date) throws(InputError) -> String {
        let header = JSONObject([.init(key: "alg", value: .string("ES256")), .init(key: "kid", value: .string(authKey.keyID))])
        let claims = JSONObject([
            .init(key: "iss", value: .string(authKey.teamID)),
            .init(key: "iat", value: .number(JSONNumber(Int(issuedAt.timeIntervalSince1970.rounded(.down))))),
        ])
        let signingInput = Base64URL.encode(JSONWriter.compact(.object(header)).utf8) + "."
            + Base64URL.encode(JSONWriter.compact(.object(claims)).utf8)
        guard let der = authKey.key.sign(Array(signingInput.utf8)), let raw = ECDSASignature.raw(fromDER: der) else {
            throw InputError("cannot sign a provider token: \(OpenSSLErrorQueue.drain())")
        }
        return signingInput + "." + Base64URL.encode(raw)
    }
}
