import COpenSSL
import FoundationEssentials
import IsletInput

/// Builds the X.509 v3 certificate behind `SelfSignedCertificate`: self-signed, CN "islet
/// localhost", for `localhost`, 127.0.0.1 and ::1, as TLS clients check names against the
/// subjectAltName alone.
///
/// It is its own trust anchor (`curl --cacert`), and `openssl verify`, curl and Python's
/// strict checks accept it with CA:FALSE, so it stays CA:FALSE: a user who trusts it trusts
/// this one server certificate, never a key that could vouch for other sites.
enum LocalhostCertificate {
    /// Apple's limit for TLS server certificates; clients on macOS and iOS refuse longer ones.
    static let validityDays = 825
    /// Valid from an hour before `now`, so a client whose clock is a little behind accepts it.
    static let backdating: TimeInterval = 3600

    static let extensions: [(nid: Int32, value: String)] = [
        (NID_basic_constraints, "critical,CA:FALSE"),
        (NID_key_usage, "critical,digitalSignature"),
        (NID_ext_key_usage, "serverAuth"),
        (NID_subject_key_identifier, "hash"),
        (NID_authority_key_identifier, "keyid:always"),
        (NID_subject_alt_name, "DNS:localhost,IP:127.0.0.1,IP:::1"),
    ]

    /// The certificate for `key`, signed by it with SHA-256, as PEM.
    static func make(for key: P256PrivateKey, at now: Date) throws(InputError) -> String {
        OpenSSLErrorQueue.clear()
        guard let certificate = X509_new() else { throw failure() }
        defer { X509_free(certificate) }
        var start = time_t((now.timeIntervalSince1970 - backdating).rounded(.down))
        guard X509_set_version(certificate, Int(X509_VERSION_3)) == 1,
              setRandomSerial(of: certificate),
              X509_time_adj_ex(X509_getm_notBefore(certificate), 0, 0, &start) != nil,
              X509_time_adj_ex(X509_getm_notAfter(certificate), Int32(validityDays), 0, &start) != nil,
              let name = X509_get_subject_name(certificate),
              X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, "islet localhost", -1, -1, 0) == 1,
              X509_set_issuer_name(certificate, name) == 1,
              X509_set_pubkey(certificate, key.pointer) == 1,
              addExtensions(to: certificate),
              X509_sign(certificate, key.pointer, EVP_sha256()) > 0,
              let pem = MemoryBIO.written({ bio in PEM_write_bio_X509(bio, certificate) })
        else { throw failure() }
        return pem
    }

    /// A positive 127-bit random serial: unique without bookkeeping, and within RFC 5280's 20 octets.
    private static func setRandomSerial(of certificate: OpaquePointer) -> Bool {
        guard let serial = BN_new() else { return false }
        defer { BN_free(serial) }
        return BN_rand(serial, 127, BN_RAND_TOP_ONE, BN_RAND_BOTTOM_ANY) == 1
            && BN_to_ASN1_INTEGER(serial, X509_get_serialNumber(certificate)) != nil
    }

    private static func addExtensions(to certificate: OpaquePointer) -> Bool {
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, certificate, certificate, nil, nil, 0)
        for (nid, value) in extensions {
            guard let created = X509V3_EXT_nconf_nid(nil, &context, nid, value) else { return false }
            defer { X509_EXTENSION_free(created) }
            guard X509_add_ext(certificate, created, -1) == 1 else { return false }
        }
        return true
    }

    private static func failure() -> InputError {
        InputError("cannot make the localhost certificate: \(OpenSSLErrorQueue.drain())")
    }
}
