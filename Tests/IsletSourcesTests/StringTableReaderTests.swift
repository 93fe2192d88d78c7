import Foundation
import IsletInput
import IsletModel
import IsletScript
import IsletSources
import Testing

/// The widget's string tables read as Xcode compiles them, and looked up as a phone in the
/// chosen locale finds them.
@Suite struct StringTableReaderTests {
    private static let german = PhoneLocale("de_DE")!
    private static let english = PhoneLocale.standard

    private func read(_ files: [String: Data]) throws -> ScriptStrings {
        let folder = try AssetCatalogFolder(files.merging(["W/Widget.swift": Data("struct W {}".utf8)]) { first, _ in first })
        defer { folder.remove() }
        return try StringTableReader.read([folder.path])
    }

    private func failure(_ files: [String: Data]) -> String {
        do {
            _ = try read(files)
            return "read"
        } catch let error as InputError {
            return error.message + (error.location.map { " at \($0)" } ?? "") + (error.path.map { " (\($0))" } ?? "")
        } catch {
            return "\(error)"
        }
    }

    /// Comments, escapes, unquoted words and a bare key read as Xcode reads them.
    @Test func oldStyleTextWithCommentsAndEscapes() throws {
        let text = #"""
        /* A comment "= with quotes"; */
        // and a line comment
        "quote" = "She said \"hi\"\n\tthen left";
        "unicode" = "caf\U00e9 \UD83D\UDE00 \101";
        plain_word = value.2;
        "bare";
        "quote" = "the last one wins";
        """#
        let strings = try read(["W/en.lproj/Localizable.strings": Data(text.utf8)])
        let table = try #require(strings.tables["en"]?["Localizable"])
        #expect(table["quote"] == .plain("the last one wins"))
        #expect(table["unicode"] == .plain("café 😀 A"))
        #expect(table["plain_word"] == .plain("value.2"))
        #expect(table["bare"] == .plain("bare"))
    }

    /// UTF-16 with a byte-order mark, either order, as Xcode often writes a table.
    @Test func utf16WithAByteOrderMark() throws {
        let text = "\"rest\" = \"Descanso\";\n"
        let little = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        let big = Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
        let strings = try read(["W/es.lproj/Localizable.strings": little, "W/fr.lproj/Localizable.strings": big])
        #expect(strings.tables["es"]?["Localizable"]?["rest"] == .plain("Descanso"))
        #expect(strings.tables["fr"]?["Localizable"]?["rest"] == .plain("Descanso"))
    }

    /// A table saved as a binary property list reads through the property-list decoder.
    @Test func aBinaryPropertyListTable() throws {
        let binary = try PropertyListSerialization.data(fromPropertyList: ["rest": "Pause"], format: .binary, options: 0)
        let strings = try read(["W/de.lproj/Localizable.strings": binary])
        #expect(strings.tables["de"]?["Localizable"]?["rest"] == .plain("Pause"))
    }

    @Test func mistakesAreReportedAtTheirLineAndColumn() {
        #expect(failure(["W/en.lproj/Localizable.strings": Data("\"a\" = \"b\";\n\"c\" = \"d\"\n".utf8)]) == "expected \";\" after the value of \"c\", found the end of the file at 3:1")
        #expect(failure(["W/en.lproj/Localizable.strings": Data("\"a\" = \"b\n".utf8)]) == "a string that is never closed with \" at 1:7")
        #expect(failure(["W/en.lproj/Localizable.strings": Data("/* open\n".utf8)]) == "a comment that is never closed with */ at 1:1")
        #expect(failure(["W/en.lproj/Localizable.strings": Data("\"a\" = {;".utf8)]) == "expected a value for \"a\" in double quotes, found \"{\" at 1:7")
    }

    /// A `.stringsdict` entry becomes a format with its plural variables.
    @Test func aStringsdictEntry() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>%lld Datei</string><key>other</key><string>%lld Dateien</string></dict>
        </dict></dict></plist>
        """
        let strings = try read(["W/de.lproj/Localizable.stringsdict": Data(plist.utf8)])
        let value = try #require(strings.value("files", table: "Localizable", locale: Self.german))
        #expect(LocalizedFormat.text(value, [.int(1)], language: "de").text == "1 Datei")
        #expect(LocalizedFormat.text(value, [.int(2)], language: "de").text == "2 Dateien")
        let noOther = plist.replacingOccurrences(of: "<key>other</key><string>%lld Dateien</string>", with: "")
        #expect(failure(["W/de.lproj/Localizable.stringsdict": Data(noOther.utf8)]) == "expected the \"other\" form, which every language uses (files.n.other)")
    }

    /// A String Catalog: per-language values, `new` values left out of other languages (the
    /// source language's value shows), and the catalog's source language as the development region.
    @Test func aStringCatalogWithStates() throws {
        let catalog = """
        {"sourceLanguage": "de", "version": "1.0", "strings": {
          "Abholbereit": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Ready"}},
            "fr": {"stringUnit": {"state": "needs_review", "value": "Prêt"}},
            "pl": {"stringUnit": {"state": "new", "value": "Gotowe"}}}},
          "Fach": {}
        }}
        """
        let strings = try read(["W/Localizable.xcstrings": Data(catalog.utf8)])
        #expect(strings.languages == ["de", "en", "fr"], "nothing is compiled for pl")
        #expect(strings.developmentRegion == "de")
        let look = { (key: String, locale: String) in strings.value(key, table: "Localizable", locale: PhoneLocale(locale)!) }
        #expect(look("Abholbereit", "en_GB") == .plain("Ready"))
        #expect(look("Abholbereit", "fr") == .plain("Prêt"), "needs_review is compiled")
        #expect(look("Abholbereit", "pl") == .plain("Abholbereit"), "new is not compiled: the source shows")
        #expect(look("Abholbereit", "ja") == .plain("Abholbereit"), "a language not shipped gets the development region")
        #expect(look("Fach", "en") == .plain("Fach"), "a key with no translation is its source text")
        #expect(failure(["W/Localizable.xcstrings": Data(#"{"strings": {}}"#.utf8)]).hasPrefix("expected the catalog's source language"))
    }

    /// `Base.lproj` answers what the chosen language's table lacks, and a phone in a language
    /// the app does not ship gets the development region's table.
    @Test func baseAndTheDevelopmentRegion() throws {
        let strings = try read([
            "W/Base.lproj/Localizable.strings": Data(#""title" = "Base title";"#.utf8),
            "W/en.lproj/Localizable.strings": Data(#""rest" = "Rest";"#.utf8),
            "W/es.lproj/Localizable.strings": Data(#""rest" = "Descanso";"#.utf8),
        ])
        #expect(strings.value("rest", table: "Localizable", locale: PhoneLocale("es_MX")!) == .plain("Descanso"))
        #expect(strings.value("rest", table: "Localizable", locale: Self.german) == .plain("Rest"))
        #expect(strings.value("title", table: "Localizable", locale: PhoneLocale("es")!) == .plain("Base title"))
        #expect(strings.value("missing", table: "Localizable", locale: Self.english) == nil)
        #expect(strings.languages == ["en", "es"])
    }

    /// `Info.plist`'s strings, without the build settings Xcode fills in.
    @Test func theInfoPlist() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDevelopmentRegion</key><string>es</string>
        <key>CFBundleDisplayName</key><string>Lift Log</string>
        <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        <key>CFBundleVersion</key><integer>3</integer>
        </dict></plist>
        """
        let strings = try read(["W/Info.plist": Data(plist.utf8)])
        #expect(strings.info == ["CFBundleDevelopmentRegion": "es", "CFBundleDisplayName": "Lift Log"])
        #expect(strings.developmentRegion == "es")
    }
}
