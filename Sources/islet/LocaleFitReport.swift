import IsletInput
import IsletLayout
import IsletModel
import IsletRaster
import IsletSources
import IsletViews

/// `islet render --all-locales`: every presentation drawn in every language the widget ships
/// (its `*.lproj` folders and String Catalog languages), and per language the texts a phone
/// would cut, so a translation that overflows the compact island is found before TestFlight.
enum LocaleFitReport {
    static let flag = Flag(
        "all-locales", help: "draw every presentation in every language the sources ship and list,\nper language, the texts a phone would cut (exit 1 when one would)"
    )

    /// The report for each drawn activity; exit 1 when a language cuts a text.
    static func run(_ sources: ActivitySources, _ layouts: [ActivityLayout], arguments: ParsedArguments, settings base: RenderSettings) throws -> Int32 {
        let languages = sources.strings.languages
        guard !languages.isEmpty else {
            throw UsageError("--all-locales: the sources ship no localization (no *.lproj folder or String Catalog beside the Swift)")
        }
        var cuts = false
        let cache = RenderCache()
        for (number, layout) in layouts.enumerated() {
            if number > 0 { Output.standard.write("\n") }
            let scene = try SceneInput.load(arguments, layout: layout)
            var settings = base
            settings.now = scene.now
            settings.isStale = scene.isStale
            Output.standard.write("\(layout.activity) · \(settings.device.name) · fit in every language it ships (\(languages.joined(separator: ", ")))\n")
            for language in languages {
                guard let locale = PhoneLocale(language) else {
                    Output.error.write("warning: \(JSONWriter.neutralized(language)) is not a locale islet reads; left out\n")
                    continue
                }
                settings.locale = locale
                let surfaces = ActivityRenderer(layout: layout, settings: settings, cache: cache.layout).surfaces(Presentation.allCases, data: scene.data)
                let report = FitReport.check(surfaces)
                cuts = cuts || !report.entries.isEmpty
                let heading = report.entries.isEmpty ? "all text fits" : "\(report.entries.count) text\(report.entries.count == 1 ? "" : "s") would be cut"
                Output.standard.write("\n\(language): \(heading)\n" + report.entries.map { "  ! \($0)\n" }.joined())
            }
        }
        return cuts ? 1 : 0
    }
}
