/// One place where the widget's code read the App Group while rendering: a `UserDefaults` key
/// of a suite, or a file of the container. `islet import --coverage` and `render`'s report list
/// each, so a person knows what to put in `--defaults` and `--files`. It lives beside
/// `RegionContent` because a region's run hands its reads to the board that draws it.
public struct AppGroupRead: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case defaults
        case file
    }

    /// Where the read is written, as `ScriptPlaceholder` places it.
    public let file: String
    public let line: Int
    public let column: Int
    public let kind: Kind
    /// The suite (`standard` for `UserDefaults.standard`), or the App Group of a container file.
    public let suite: String
    /// The key, or the file's path inside the container.
    public let key: String
    /// The call as islet understood it: `integer(forKey:)`, `@AppStorage`, `Data(contentsOf:)`.
    public let call: String
    /// What iOS gives the code when the key or file is missing: `0`, `nil`, `the property's default`.
    public let whenMissing: String
    /// Why a file that is in `--files` was not read (past a limit, not a regular file, too many
    /// files open); nil when it was read or is not there.
    public let refusal: String?

    public init(file: String, line: Int, column: Int, kind: Kind, suite: String, key: String, call: String, whenMissing: String, refusal: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.suite = suite
        self.key = key
        self.call = call
        self.whenMissing = whenMissing
        self.refusal = refusal
    }

    /// `Widget.swift:12:9: UserDefaults "group.x" key "stops" (integer(forKey:))`.
    public var description: String {
        let what = kind == .defaults ? "UserDefaults \"\(suite)\" key \"\(key)\"" : "file \"\(key)\" of the \(suite) container"
        return "\(file):\(line):\(column): \(what) (\(call))"
    }

    /// The line a report prints: where, what, and what the read gave.
    public func report(supplied: Bool) -> String {
        let option = kind == .defaults ? "--defaults" : "--files"
        if supplied { return description + ": supplied" }
        if let refusal { return description + ": in \(option) but not read (\(refusal)), so it reads as \(whenMissing)" }
        return description + ": not supplied (\(option)), so it reads as \(whenMissing)"
    }

    /// `reads` in source order (file, line, column, key), each with whether it was supplied: the
    /// order every report lists them in.
    public static func ordered(_ reads: [AppGroupRead: Bool]) -> [(read: AppGroupRead, supplied: Bool)] {
        reads.sorted { ($0.key.file, $0.key.line, $0.key.column, $0.key.key) < ($1.key.file, $1.key.line, $1.key.column, $1.key.key) }
            .map { ($0.key, $0.value) }
    }

    /// Several runs' reads as one: a read counts as supplied when any run found it.
    public static func merged(_ runs: [[AppGroupRead: Bool]]) -> [AppGroupRead: Bool] {
        runs.reduce(into: [:]) { all, reads in all.merge(reads) { $0 || $1 } }
    }
}
