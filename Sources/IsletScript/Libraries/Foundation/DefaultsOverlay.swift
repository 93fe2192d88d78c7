import FoundationEssentials

/// What the widget's own code does to `UserDefaults` while one render runs: values it registers
/// with `register(defaults:)` (read when the key has no value) and values it sets or removes
/// (read before the supplied ones). It lives as long as the render's interpreter and is never
/// written anywhere, so the next render reads `--defaults` afresh, as a render must be a pure
/// function of its inputs. iOS keeps a registration per `UserDefaults` instance; islet keeps it
/// per suite name, since a widget that opens the same suite twice means the same store.
struct DefaultsOverlay {
    /// Per suite, per key: the value set, or nil for a key removed.
    private var written: [String: [String: DefaultsValue?]] = [:]
    /// Per suite, per key: the registered default.
    private var registered: [String: [String: DefaultsValue]] = [:]

    /// The value the code reads: what it set (nil for a key it removed, which falls through to
    /// the registration, as iOS's domains do), then what `--defaults` supplied, then the registration.
    func value(suite: String, key: String, supplied: DefaultsValue?) -> DefaultsValue? {
        if let write = written[suite]?[key] { return write ?? registered[suite]?[key] }
        return supplied ?? registered[suite]?[key]
    }

    /// The registered default for a key, for the report of a missing one.
    func registration(suite: String, key: String) -> DefaultsValue? {
        registered[suite]?[key]
    }

    mutating func set(_ value: DefaultsValue?, suite: String, key: String) {
        written[suite, default: [:]][key] = .some(value)
    }

    mutating func register(_ values: [String: DefaultsValue], suite: String) {
        registered[suite, default: [:]].merge(values) { _, new in new }
    }

    /// A script value as a property list stores it; nil for one a property list cannot hold
    /// (iOS raises on those), and for `nil`, which `set(_:forKey:)` takes as a removal.
    static func storable(_ value: ScriptValue) -> DefaultsValue? {
        switch value {
        case .string(let text): return .string(text)
        case .int(let number): return .integer(number)
        case .double(let number): return .real(number)
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .date(date)
        case .data(let bytes): return .data(bytes)
        case .url(let text): return .string(text)
        case .array(let items):
            let stored = items.compactMap(storable)
            return stored.count == items.count ? .array(stored) : nil
        case .dictionary(let entries):
            var stored: [String: DefaultsValue] = [:]
            for entry in entries {
                guard case .string(let key) = entry.key, let value = storable(entry.value) else { return nil }
                stored[key] = value
            }
            return .dictionary(stored)
        default: return nil
        }
    }
}
