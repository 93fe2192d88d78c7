import COpenSSL
import FoundationEssentials
import Glibc
import IsletInput
import IsletModel

/// The certificate `islet serve --tls` uses when not given `--cert`/`--key`: made on first use
/// and kept in the user's state folder, so a client trusts it once (`curl --cacert`) and keeps
/// trusting it across runs.
public enum SelfSignedCertificate {
    static let certificateName = "localhost-cert.pem"
    static let keyName = "localhost-key.pem"
    /// A certificate that expires sooner than this is renewed, so it cannot lapse while a server runs.
    static let renewalMargin: TimeInterval = 86_400

    /// islet's state folder: `$XDG_STATE_HOME/islet`, else `$HOME/.local/state/islet` (XDG Base Directory).
    public static var defaultDirectory: String {
        stateDirectory(xdgStateHome: environment("XDG_STATE_HOME"), home: environment("HOME"))
    }

    /// Where `islet serve --tls` keeps the certificate it makes, for a client to trust.
    public static var defaultCertificatePath: String {
        defaultDirectory + "/" + certificateName
    }

    /// The certificate and key in `directory`, made there first unless a pair that parses, belongs
    /// together and is still valid at `now` already is.
    public static func ensure(in directory: String, now: Date) throws(InputError) -> EndpointConfiguration.TLSFiles {
        let files = EndpointConfiguration.TLSFiles(
            certificatePath: directory + "/" + certificateName, keyPath: directory + "/" + keyName
        )
        if isUsable(files, at: now) { return files }
        try StateFiles.makeDirectory(directory)
        let key = try P256PrivateKey.generate()
        let certificate = try LocalhostCertificate.make(for: key, at: now)
        guard let keyPEM = key.pkcs8PEM() else {
            throw InputError(file: files.keyPath, "cannot encode the key: \(OpenSSLErrorQueue.drain())")
        }
        try StateFiles.write(keyPEM, to: files.keyPath, mode: 0o600)
        try StateFiles.write(certificate, to: files.certificatePath, mode: 0o644)
        return files
    }

    /// The XDG rule: `XDG_STATE_HOME` counts only when it is an absolute path.
    static func stateDirectory(xdgStateHome: String?, home: String?) -> String {
        if let xdgStateHome, xdgStateHome.hasPrefix("/") { return xdgStateHome + "/islet" }
        return (home ?? "") + "/.local/state/islet"
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether both files parse, the key is the certificate's, and the certificate is valid past `now` plus the margin.
    private static func isUsable(_ files: EndpointConfiguration.TLSFiles, at now: Date) -> Bool {
        guard let keyData = FileManager.default.contents(atPath: files.keyPath),
              let certificateData = FileManager.default.contents(atPath: files.certificatePath),
              let key = try? P256PrivateKey(pem: String(decoding: keyData, as: UTF8.self), file: files.keyPath)
        else { return false }
        let usable = MemoryBIO.reading(String(decoding: certificateData, as: UTF8.self)) { bio -> Bool in
            guard let certificate = PEM_read_bio_X509(bio, nil, nil, nil) else { return false }
            defer { X509_free(certificate) }
            var renewBy = time_t((now.timeIntervalSince1970 + renewalMargin).rounded(.down))
            return X509_check_private_key(certificate, key.pointer) == 1
                && X509_cmp_time(X509_get0_notAfter(certificate), &renewBy) > 0
        } ?? false
        OpenSSLErrorQueue.clear()
        return usable
    }
}
