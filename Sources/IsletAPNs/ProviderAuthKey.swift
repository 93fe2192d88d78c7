import IsletInput

/// An APNs auth key as a provider holds it (REFERENCE.md §4): the `.p8` key with the key id
/// and team id Apple pairs it with. `ProviderTokenSigner` and `ProviderTokenVerifier` are both
/// made from one, so both read the key and word its errors the same way.
struct ProviderAuthKey: Sendable {
    let key: P256PrivateKey
    let keyID: String
    let teamID: String

    /// `file` names the source in errors when the contents came from one.
    init(pem: String, file: String? = nil, keyID: String, teamID: String) throws(InputError) {
        self.key = try P256PrivateKey(pem: pem, file: file)
        self.keyID = keyID
        self.teamID = teamID
    }

    init(keyFile path: String, keyID: String, teamID: String) throws(InputError) {
        try self.init(pem: TextFile.read(path, described: "the auth key file"), file: path, keyID: keyID, teamID: teamID)
    }
}
