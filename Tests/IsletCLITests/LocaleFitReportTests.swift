import Foundation
import IsletTestSupport
import Testing

/// `islet render --all-locales`: the translator's overflow, per language, found before TestFlight.
@Suite struct LocaleFitReportTests {
    /// The German-source catalog's "Abholbereit" fits the widened compact island but not its
    /// half of the watch's Smart Stack; its French and Polish translations do not fit even the
    /// widest island (123 pt a side); the English "Ready" fits. A cut is exit 1, for CI.
    @Test func everyShippedLanguageIsMeasured() throws {
        let result = try IsletProcess.run(["render", "samples/localized/parcel-locker", "--all-locales"])
        #expect(result.status == 1, "\(result.standardError)")
        let report = result.standardOutput
        #expect(report.hasPrefix("LockerAttributes · iPhone 16 Pro · fit in every language it ships (de, en, fr, pl)\n"), "\(report)")
        #expect(report.contains("\nde: 1 text would be cut\n  ! compactTrailing: (root): \"Abholbereit\" needs about 93 pt at 17 pt, the region gives 84 pt"), "\(report)")
        #expect(report.contains("\nen: all text fits\n"), "\(report)")
        #expect(report.contains("\nfr: 2 texts would be cut\n  ! compactTrailing: (root): \"Prêt pour le retrait\" needs about 146 pt at 17 pt, the region gives 123 pt"), "\(report)")
        #expect(report.contains("\npl: 2 texts would be cut\n  ! compactTrailing: (root): \"Gotowa do odbioru\" needs about 154 pt at 17 pt, the region gives 123 pt"), "\(report)")
    }

    /// A widget whose every language fits exits 0; one that ships none is told so (exit 2).
    @Test func fittingAndUnlocalizedWidgets() throws {
        let fits = try IsletProcess.run(["render", "samples/localized/workout", "--all-locales"])
        #expect(fits.status == 0 && fits.standardOutput.contains("\nen: all text fits\n\nes: all text fits\n"), "\(fits.standardOutput)\(fits.standardError)")
        let none = try IsletProcess.run(["render", "samples/swift/countdown", "--all-locales"])
        #expect(none.status == 2 && none.standardError.contains("the sources ship no localization"), "\(none.standardError)")
    }

    /// `--locale` draws the board in that language: the workout's Spanish, the catalog's plural
    /// forms in Polish for 3 parcels and 95 minutes.
    @Test func theBoardIsDrawnInTheChosenLanguage() throws {
        let spanish = try IsletProcess.run(["render", "samples/localized/workout", "--presentation", "lock", "--format", "text", "--locale", "es_ES"])
        for shown in ["Diario de pesas", "Serie 5 de 5", "1 repetición", "Saltar el descanso", "Carga: 82 kg"] {
            #expect(spanish.standardOutput.contains(shown), "\(spanish.standardOutput)")
        }
        let polish = try IsletProcess.run(["render", "samples/localized/parcel-locker", "--preview", "2", "--presentation", "lock", "--format", "text", "--locale", "pl"])
        for shown in ["3 paczki", "Jeszcze 95 minut", "Fach 7"] {
            #expect(polish.standardOutput.contains(shown), "\(polish.standardOutput)")
        }
    }
}
