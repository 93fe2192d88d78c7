import FoundationEssentials

/// What the app shares with its widget through the App Group, as plain values: the
/// `UserDefaults` suites a person supplies with `--defaults` and the container's files with
/// `--files`. islet reads the defaults before a render and injects them, and the container's
/// files through the reader it hands over (`ScriptContainer`), so the interpreter never opens a
/// file itself.
/// A key or file that is not here reads as iOS reads a missing one.
public struct ScriptAppGroup: Sendable, Equatable {
    /// Each suite's values by suite name; `UserDefaults.standard` is the suite named `standard`.
    public var suites: [String: [String: DefaultsValue]]
    /// The shorthand of a file holding one suite's values: every suite the widget opens reads them.
    public var anySuite: [String: DefaultsValue]?
    /// The container's files by their path inside it (`state/today.json`); nil without `--files`.
    public var files: ScriptContainer?
    /// The `--files` folder as given: where a container image's pixels are read when it is drawn.
    public var folder: String?

    public init(suites: [String: [String: DefaultsValue]] = [:], anySuite: [String: DefaultsValue]? = nil, files: ScriptContainer? = nil, folder: String? = nil) {
        self.suites = suites
        self.anySuite = anySuite
        self.files = files
        self.folder = folder
    }

    /// The name `UserDefaults.standard` goes by in a defaults file.
    public static let standardSuite = "standard"

    /// The value a suite holds for `key`, nil when it holds none.
    func value(suite: String, key: String) -> DefaultsValue? {
        suites[suite]?[key] ?? anySuite?[key]
    }

    /// Whether any defaults were supplied, so a missing key can say what to add to which option.
    var hasDefaults: Bool { !suites.isEmpty || anySuite != nil }
}

/// One value of a property list, as `UserDefaults` stores it: what a defaults file may hold.
public indirect enum DefaultsValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([DefaultsValue])
    case dictionary([String: DefaultsValue])
}
