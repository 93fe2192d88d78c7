import IsletModel
import Testing

/// `--locale` reads the identifiers people write and names the localizations a bundle is
/// searched for, most specific first.
@Suite struct PhoneLocaleTests {
    @Test func identifiersReadInEitherSpelling() {
        #expect(PhoneLocale("de_DE")?.description == "de_DE")
        #expect(PhoneLocale("pt-BR")?.description == "pt_BR")
        #expect(PhoneLocale("zh-Hans-CN")?.description == "zh_Hans_CN")
        #expect(PhoneLocale("es-419")?.region == "419")
        #expect(PhoneLocale("en_GB.UTF-8")?.description == "en_GB", "a POSIX LANG's encoding is dropped")
        #expect(PhoneLocale("JA")?.description == "ja")
        for bad in ["", "english-please", "d", "de_DEU_X", "12", "de__DE"] {
            #expect(PhoneLocale(bad) == nil, "\(bad)")
        }
    }

    @Test func theDefaultIsAmericanEnglishWhateverTheMachineSays() {
        #expect(PhoneLocale.standard.description == "en_US")
    }

    @Test func localizationNamesGoFromTheMostSpecific() {
        #expect(PhoneLocale("pt_BR")?.localizationNames == ["pt-BR", "pt_BR", "pt"])
        #expect(PhoneLocale("zh_Hans_CN")?.localizationNames == ["zh-Hans-CN", "zh_Hans_CN", "zh-Hans", "zh_Hans", "zh-CN", "zh_CN", "zh"])
        #expect(PhoneLocale("fr")?.localizationNames == ["fr"])
    }
}
