import IsletScript
import Testing

/// `.stringsdict` and String Catalog values written out for their arguments as Foundation does.
@Suite struct LocalizedFormatTests {
    private let files = LocalizedVariable(specifier: "lld", forms: ["one": .plain("%lld file"), "other": .plain("%lld files")])

    private func text(_ value: LocalizedText, _ arguments: [PrintfArgument], _ language: String = "en") -> String {
        LocalizedFormat.text(value, arguments, language: language).text
    }

    @Test func aVariablePicksItsFormByTheNumber() {
        let value = LocalizedText.substituted("%#@files@ copied", ["files": files])
        #expect(text(value, [.int(1)]) == "1 file copied")
        #expect(text(value, [.int(3)]) == "3 files copied")
    }

    /// A form without its number (`"one folder"`) does not shift the arguments after it.
    @Test func formsWithoutTheirNumberKeepTheOthersInPlace() {
        let folders = LocalizedVariable(specifier: "lld", forms: ["one": .plain("one folder"), "other": .plain("%lld folders")])
        let value = LocalizedText.substituted("%#@folders@ and %#@files@ in %@", ["folders": folders, "files": files])
        #expect(text(value, [.int(1), .int(4), .string("Downloads")]) == "one folder and 4 files in Downloads")
        let swapped = LocalizedText.substituted("%2$#@files@, %1$#@folders@", ["folders": folders, "files": files])
        #expect(text(swapped, [.int(2), .int(1)]) == "1 file, 2 folders")
    }

    /// `zero` is used for 0 whenever it is given, even where the language has no such category.
    @Test func zeroWinsForZeroWhenWritten() {
        var withZero = files
        withZero.forms["zero"] = .plain("No files")
        #expect(text(.substituted("%#@files@", ["files": withZero]), [.int(0)]) == "No files")
        #expect(text(.substituted("%#@files@", ["files": files]), [.int(0)]) == "0 files")
    }

    @Test func catalogVariationsPickByPluralAndDevice() {
        let plural = LocalizedText.plural(argument: nil, forms: ["one": .plain("%lld paczka"), "few": .plain("%lld paczki"), "many": .plain("%lld paczek")])
        #expect(text(plural, [.int(3)], "pl") == "3 paczki")
        #expect(text(plural, [.int(5)], "pl") == "5 paczek")
        #expect(text(.device(["ipad": .plain("Tablet"), "iphone": .plain("Phone"), "other": .plain("Other")]), []) == "Phone")
    }

    /// A language without a rule takes `other` and says so.
    @Test func aMissingRuleIsReported() {
        let result = LocalizedFormat.text(.substituted("%#@files@", ["files": files]), [.int(1)], language: "tlh")
        #expect(result.text == "1 files" && result.lacksRule)
    }

    /// With no arguments a value is shown as written, its `%` included.
    @Test func noArgumentsMeansNoFormatting() {
        #expect(text(.plain("100% sure"), []) == "100% sure")
        #expect(LocalizedFormat.written(.substituted("%#@files@", ["files": files])) == "%#@files@")
    }
}
