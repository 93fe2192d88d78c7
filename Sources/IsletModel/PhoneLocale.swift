import FoundationEssentials

/// The language and region the phone is set to, as `--locale` and the widget's
/// `.environment(\.locale, …)` give it. One value is passed down to everything that depends on
/// it (the widget's strings now; formats and writing direction can read the same value), never
/// read from the machine, so a board does not change with the viewer's `LANG`.
public struct PhoneLocale: Sendable, Hashable, CustomStringConvertible {
    /// The language code, lowercased: `de`, `pt`, `zh`.
    public let language: String
    /// The script, title-cased, where one is given: `Hans`, `Latn`.
    public let script: String?
    /// The region, uppercased (or three digits): `DE`, `BR`, `419`.
    public let region: String?

    /// What every command uses unless told otherwise, so snapshots are the same on every machine.
    public static let standard = PhoneLocale(language: "en", script: nil, region: "US")

    private init(language: String, script: String?, region: String?) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// Reads `de`, `de_DE`, `de-DE`, `zh-Hans`, `zh_Hans_CN`, `es-419` (an `@calendar=…` or
    /// `.UTF-8` tail is dropped, as `Locale(identifier:)` keeps only the language part here);
    /// nil for anything that is not a language code followed by a script and a region.
    public init?(_ identifier: String) {
        let head = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        let name = head.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        let parts = name.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }.map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var script: String?, region: String?
        for part in parts.dropFirst() {
            let letters = part.allSatisfy { $0.isASCII && $0.isLetter }
            if script == nil, region == nil, part.count == 4, letters {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, (part.count == 2 && letters) || (part.count == 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)) {
                region = part.uppercased()
            } else {
                return nil
            }
        }
        self.init(language: first.lowercased(), script: script, region: region)
    }

    /// Foundation's locale of the same identifier, which its formats (FoundationInternationalization) read.
    public var foundationLocale: Locale { Locale(identifier: description) }

    /// `de_DE`, `zh_Hans_CN`: the identifier as Foundation writes it.
    public var description: String {
        ([language] + [script, region].compactMap(\.self)).joined(separator: "_")
    }

    /// The names a localization folder or a String Catalog language may have for this locale,
    /// most specific first, as a bundle matches the phone's language to what it ships: `pt-BR`
    /// (and `pt_BR`), then `pt`. A script counts before a region (`zh-Hans` for `zh_Hans_CN`).
    public var localizationNames: [String] {
        var names: [String] = []
        func add(_ parts: [String?]) {
            let present = parts.compactMap(\.self)
            for separator in ["-", "_"] where !names.contains(present.joined(separator: separator)) {
                names.append(present.joined(separator: separator))
            }
        }
        if script != nil, region != nil { add([language, script, region]) }
        if script != nil { add([language, script]) }
        if region != nil { add([language, region]) }
        add([language])
        return names
    }
}
