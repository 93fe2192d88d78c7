import Foundation
import IsletAPNs
import IsletInput
import IsletModel
import Testing

/// Provider tokens against the openssl command line: a token from a signer nobody here wrote is
/// accepted, ours verifies with a verifier nobody here wrote, and each way a token goes wrong
/// gets APNs' reason with an explanation.
final class ProviderTokenTests {
    let directory: String
    let keyPath: String
    let keyID = "ABC123DEFG"
    let teamID = "DEF123GHIJ"
    let issuedAt = 1_760_000_000
    let verifier: ProviderTokenVerifier

    init() throws {
        directory = try OpenSSLCommand.temporaryDirectory()
        keyPath = directory + "/AuthKey_ABC123DEFG.p8"
        try OpenSSLCommand.makeP8(at: keyPath)
        verifier = try ProviderTokenVerifier(keyFile: keyPath, keyID: keyID, teamID: teamID)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    var header: String { #"{"alg":"ES256","kid":"\#(keyID)"}"# }
    var claims: String { #"{"iss":"\#(teamID)","iat":\#(issuedAt)}"# }

    /// A JWT signed by `openssl dgst`, its DER signature turned into r||s by the test's own reader.
    func cliToken(header: String? = nil, claims: String? = nil, key: String? = nil) throws -> String {
        let signingInput = base64url(Data((header ?? self.header).utf8)) + "." + base64url(Data((claims ?? self.claims).utf8))
        let der = try OpenSSLCommand.succeed(["dgst", "-sha256", "-sign", key ?? keyPath], input: Data(signingInput.utf8))
        let raw = try #require(ECDSADER.raw([UInt8](der)))
        return signingInput + "." + base64url(Data(raw))
    }

    func at(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(issuedAt + seconds))
    }

    func explanation(_ verdict: ProviderTokenVerdict) -> String {
        verdict.explanation ?? "(valid)"
    }

    // MARK: Interoperability

    @Test func acceptsATokenSignedByTheOpenSSLCommand() throws {
        let token = try cliToken()
        #expect(verifier.verify("bearer \(token)", at: at(10)) == .valid(issuedAt: at(0)))
        #expect(verifier.verify("Bearer \(token)", at: at(10)).apnsReason == nil)
    }

    @Test func signedTokensVerifyWithTheOpenSSLCommand() throws {
        let signer = try ProviderTokenSigner(keyFile: keyPath, keyID: keyID, teamID: teamID)
        let token = try signer.token(issuedAt: Date(timeIntervalSince1970: TimeInterval(issuedAt) + 0.7))
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        try #require(parts.count == 3)

        let header = try JSONSerialization.jsonObject(with: try #require(base64urlDecode(parts[0]))) as? [String: String]
        #expect(header == ["alg": "ES256", "kid": keyID])
        let claims = try JSONSerialization.jsonObject(with: try #require(base64urlDecode(parts[1]))) as? NSDictionary
        #expect(claims == ["iss": teamID, "iat": issuedAt] as NSDictionary)

        let signature = try #require(base64urlDecode(parts[2]))
        #expect(signature.count == 64)
        try OpenSSLCommand.succeed(["pkey", "-in", keyPath, "-pubout", "-out", directory + "/public.pem"])
        try Data(ECDSADER.der([UInt8](signature))).write(to: URL(fileURLWithPath: directory + "/signature.der"))
        let check = try OpenSSLCommand.run(
            ["dgst", "-sha256", "-verify", directory + "/public.pem", "-signature", directory + "/signature.der"],
            input: Data((parts[0] + "." + parts[1]).utf8)
        )
        #expect(check.status == 0 && check.text.contains("Verified OK"), "\(check.text) \(check.standardError)")

        #expect(verifier.verify("bearer \(token)", at: at(0)) == .valid(issuedAt: at(0)))
    }

    @Test func derivesThePublicKeyWhenThe8FileLeavesItOut() throws {
        let sec1 = try OpenSSLCommand.succeed(["ec", "-in", keyPath, "-no_public"])
        let bare = try OpenSSLCommand.succeed(["pkcs8", "-topk8", "-nocrypt"], input: sec1)
        let bareVerifier = try ProviderTokenVerifier(authKey: String(decoding: bare, as: UTF8.self), keyID: keyID, teamID: teamID)
        #expect(bareVerifier.verify("bearer \(try cliToken())", at: at(0)) == .valid(issuedAt: at(0)))
    }

    // MARK: Verdicts

    @Test func noHeaderIsMissing() {
        let verdict = verifier.verify(nil, at: at(0))
        #expect(verdict == .missing)
        #expect(verdict.apnsReason == .missingProviderToken)
        #expect(explanation(verdict).contains("no authorization header"))
    }

    @Test(arguments: ["Basic dXNlcjpwYXNz", "eyJhbGciOiJFUzI1NiJ9.e30.AAAA", "bearer", "bearer a b", ""])
    func headersThatAreNotBearerAreInvalid(authorization: String) {
        let verdict = verifier.verify(authorization, at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains("not \"bearer <JWT>\""))
    }

    @Test func aTokenWithoutThreePartsIsInvalid() {
        #expect(explanation(verifier.verify("bearer e30.e30", at: at(0))).contains("has 2 part(s)"))
    }

    @Test func aPartThatIsNotBase64URLIsInvalid() throws {
        let token = try cliToken()
        let parts = token.split(separator: ".").map(String.init)
        for broken in ["\(parts[0]).*\(parts[1]).\(parts[2])", token + "="] {
            let verdict = verifier.verify("bearer \(broken)", at: at(0))
            #expect(verdict.apnsReason == .invalidProviderToken)
            #expect(explanation(verdict).contains("not base64url"))
        }
    }

    @Test func aHeaderThatIsNotJSONIsInvalid() throws {
        let token = try cliToken(header: "alg=ES256")
        #expect(explanation(verifier.verify("bearer \(token)", at: at(0))) == "the JWT header is not a JSON object")
    }

    @Test func algHS256IsInvalid() throws {
        let token = try cliToken(header: #"{"alg":"HS256","kid":"\#(keyID)"}"#)
        let verdict = verifier.verify("bearer \(token)", at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains(#"alg is "HS256"; APNs accepts only "ES256""#))
    }

    @Test func anotherKeyIDIsInvalid() throws {
        let token = try cliToken(header: #"{"alg":"ES256","kid":"ZZZ999ZZZZ"}"#)
        let verdict = verifier.verify("bearer \(token)", at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains(#"kid is "ZZZ999ZZZZ", not the key id "ABC123DEFG""#))
        #expect(explanation(verifier.verify("bearer \(try cliToken(header: #"{"alg":"ES256"}"#))", at: at(0))).contains("kid is missing"))
    }

    @Test func anotherTeamIsInvalid() throws {
        let token = try cliToken(claims: #"{"iss":"OTHERTEAM1","iat":\#(issuedAt)}"#)
        let verdict = verifier.verify("bearer \(token)", at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains(#"iss is "OTHERTEAM1", not the team id "DEF123GHIJ""#))
    }

    @Test(arguments: [#""1760000000""#, "1760000000.5", "1.76e9", "null"])
    func anIatThatIsNotAnIntegerIsInvalid(iat: String) throws {
        let token = try cliToken(claims: #"{"iss":"\#(teamID)","iat":\#(iat)}"#)
        let verdict = verifier.verify("bearer \(token)", at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains("iat is \(iat); it must be an integer"))
    }

    @Test func anIatMoreThanAMinuteAheadIsInvalid() throws {
        let token = try cliToken()
        let verdict = verifier.verify("bearer \(token)", at: at(-61))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains("61 s in the future"))
        #expect(verifier.verify("bearer \(token)", at: at(-60)) == .valid(issuedAt: at(0)))
    }

    @Test func aTokenOlderThanAnHourIsExpired() throws {
        let token = try cliToken()
        let verdict = verifier.verify("bearer \(token)", at: at(3601))
        #expect(verdict.apnsReason == .expiredProviderToken)
        #expect(explanation(verdict).contains("3601 s old"))
        #expect(verifier.verify("bearer \(token)", at: at(3600)) == .valid(issuedAt: at(0)))
    }

    @Test func changedClaimsDoNotVerify() throws {
        var parts = try cliToken().split(separator: ".").map(String.init)
        parts[1] = base64url(Data(#"{"iss":"\#(teamID)","iat":\#(issuedAt + 1800)}"#.utf8))
        let verdict = verifier.verify("bearer \(parts.joined(separator: "."))", at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains("does not verify"))
    }

    @Test func aChangedSignatureDoesNotVerify() throws {
        var parts = try cliToken().split(separator: ".").map(String.init)
        var signature = try #require(base64urlDecode(parts[2]))
        signature[40] ^= 0x01
        parts[2] = base64url(signature)
        #expect(explanation(verifier.verify("bearer \(parts.joined(separator: "."))", at: at(0))).contains("does not verify"))
    }

    @Test func aTokenSignedByAnotherKeyDoesNotVerify() throws {
        let otherKey = directory + "/other.p8"
        try OpenSSLCommand.makeP8(at: otherKey)
        let verdict = verifier.verify("bearer \(try cliToken(key: otherKey))", at: at(0))
        #expect(verdict.apnsReason == .invalidProviderToken)
        #expect(explanation(verdict).contains("made with another key"))
    }

    @Test func aDERSignatureIsNamedAsSuch() throws {
        let signingInput = base64url(Data(header.utf8)) + "." + base64url(Data(claims.utf8))
        let der = try OpenSSLCommand.succeed(["dgst", "-sha256", "-sign", keyPath], input: Data(signingInput.utf8))
        let verdict = verifier.verify("bearer \(signingInput).\(base64url(der))", at: at(0))
        #expect(explanation(verdict).contains("signature is \(der.count) bytes; ES256 signatures are 64"))
    }

    // MARK: The repeated token

    @Test func aRepeatedTokenIsStillJudgedByItsAge() throws {
        let token = "bearer \(try cliToken())"
        #expect(verifier.verify(token, at: at(10)) == .valid(issuedAt: at(0)))
        #expect(verifier.verify(token, at: at(3601)).apnsReason == .expiredProviderToken)
        let another = try cliToken(claims: #"{"iss":"\#(teamID)","iat":\#(issuedAt + 5)}"#)
        #expect(verifier.verify("bearer \(another)", at: at(10)) == .valid(issuedAt: at(5)))
        #expect(verifier.verify(token, at: at(20)) == .valid(issuedAt: at(0)))
    }

    // MARK: Key files

    @Test func anRSAKeyIsRefusedNamingTheFile() throws {
        let path = directory + "/rsa.p8"
        try OpenSSLCommand.succeed(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", path])
        let error = try #require(throws: InputError.self) { try ProviderTokenVerifier(keyFile: path, keyID: keyID, teamID: teamID) }
        #expect(error.description == "\(path): holds a key of type RSA; APNs auth keys are EC P-256 (ES256)")
    }

    @Test func aKeyOnAnotherCurveIsRefused() throws {
        let path = directory + "/p384.p8"
        let sec1 = try OpenSSLCommand.succeed(["ecparam", "-name", "secp384r1", "-genkey", "-noout"])
        try OpenSSLCommand.succeed(["pkcs8", "-topk8", "-nocrypt", "-out", path], input: sec1)
        let error = try #require(throws: InputError.self) { try ProviderTokenSigner(keyFile: path, keyID: keyID, teamID: teamID) }
        #expect(error.description == "\(path): holds an EC key on curve secp384r1; APNs auth keys are on P-256 (prime256v1)")
    }

    @Test func garbageIsRefusedNamingTheFile() throws {
        let path = directory + "/garbage.p8"
        try Data("not a key\n".utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: InputError.self) { try ProviderTokenSigner(keyFile: path, keyID: keyID, teamID: teamID) }
        #expect(error.description.hasPrefix("\(path): not a PEM file"))

        let contents = try #require(throws: InputError.self) { try ProviderTokenVerifier(authKey: "not a key", keyID: keyID, teamID: teamID) }
        #expect(contents.description.hasPrefix("not a PEM file"))
    }

    @Test func aPEMWithoutAReadableKeyIsRefused() throws {
        let path = directory + "/encrypted.p8"
        try OpenSSLCommand.succeed(["pkcs8", "-topk8", "-in", keyPath, "-v2", "aes-256-cbc", "-passout", "pass:secret", "-out", path])
        let error = try #require(throws: InputError.self) { try ProviderTokenVerifier(keyFile: path, keyID: keyID, teamID: teamID) }
        #expect(error.description.hasPrefix("\(path): holds no readable unencrypted private key ("))
    }

    @Test func aMissingFileIsNamed() {
        let path = directory + "/absent.p8"
        #expect(throws: InputError(file: path, "the auth key file does not exist")) {
            try ProviderTokenVerifier(keyFile: path, keyID: keyID, teamID: teamID)
        }
    }
}

/// The test's own base64url, through Foundation's base64, independent of the code under test.
func base64url(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
}

func base64urlDecode(_ text: String) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64)
}
