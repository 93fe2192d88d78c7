import CIsletBuild

/// What `islet --version` prints and the man page names. `number` is the one place the version is
/// written: the Makefile reads it from this file for the package's name, control file and changelog.
enum Version {
    static let number = "0.1.0"

    /// The commit a Makefile build linked in (`make release`, `make deb`), so a bug report from a
    /// packaged binary says exactly what it was built from; nil after a plain `swift build`.
    static var commit: String? {
        islet_build_commit().map { String(cString: $0) }
    }

    /// `islet 0.1.0 (commit 3f29ffa1b2c4)`, or `islet 0.1.0` when the build named no commit.
    static var line: String {
        "islet \(number)" + (commit.map { " (commit \($0))" } ?? "")
    }
}
