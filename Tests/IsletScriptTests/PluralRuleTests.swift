import IsletScript
import Testing

/// The CLDR cardinal rules pick the forms a phone picks (unicode.org's plurals.xml examples).
@Suite struct PluralRuleTests {
    private func categories(_ language: String, _ numbers: [Double]) -> [String?] {
        numbers.map { PluralRule.category(of: $0, language: language) }
    }

    @Test func englishAndGermanCountOnlyAWholeOne() {
        #expect(categories("en", [0, 1, 2, 1.5, 21]) == ["other", "one", "other", "other", "other"])
        #expect(categories("de_DE", [1, 1.0, 101]) == ["one", "one", "other"])
    }

    @Test func frenchAndBrazilianPortugueseCountZeroAsOne() {
        #expect(categories("fr", [0, 1, 1.5, 2, 1_000_000]) == ["one", "one", "one", "other", "many"])
        #expect(categories("pt_BR", [0, 1, 2]) == ["one", "one", "other"])
        #expect(categories("pt-PT", [0, 1, 2]) == ["other", "one", "other"])
    }

    @Test func slavicLanguagesHaveFewAndMany() {
        #expect(categories("ru", [1, 2, 5, 11, 21, 22, 25, 112, 1.5]) == ["one", "few", "many", "many", "one", "few", "many", "many", "other"])
        #expect(categories("pl", [1, 2, 5, 12, 21, 22, 1.5]) == ["one", "few", "many", "many", "many", "few", "other"])
        #expect(categories("cs", [1, 3, 5, 1.5]) == ["one", "few", "other", "many"])
    }

    @Test func arabicHasAllSixAndHebrewTwo() {
        #expect(categories("ar_SA", [0, 1, 2, 3, 10, 11, 99, 100, 102]) == ["zero", "one", "two", "few", "few", "many", "many", "other", "other"])
        #expect(categories("he", [1, 2, 3, 0.5]) == ["one", "two", "other", "one"])
    }

    @Test func eastAsianLanguagesHaveOneForm() {
        #expect(categories("ja", [0, 1, 2]) == ["other", "other", "other"])
        #expect(categories("zh-Hans", [1]) == ["other"])
    }

    /// A language islet holds no rule for answers nil, so the caller can say so.
    @Test func anUnknownLanguageHasNoRule() {
        #expect(PluralRule.category(of: 1, language: "tlh") == nil)
    }
}
