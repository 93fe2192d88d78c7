extension LibrarySurface {
    /// The `…Formatter` objects' methods a widget writes text with, as Foundation declares them,
    /// once its properties are set: so `string(fromByteCount:)` given an `Int` (Swift asks for an
    /// `Int64`) or a `DateFormatter` given a `TimeInterval` is a placeholder naming the call.
    /// What each writes is `formatterMethod`'s, in the phone's locale.
    static let formatters: [LibrarySignature] = {
        let text = t("String")
        let date = t("Date")
        let interval = t("TimeInterval")
        return methods("NumberFormatter", [
            ("string", [p("from", t("NSNumber"))], .optional(text)),
            ("string", [p("for", .optional(.existential(t("Any"))))], .optional(text)),
        ]) + methods("DateFormatter", [
            ("string", [p("from", date)], text),
        ]) + methods("DateComponentsFormatter", [
            ("string", [p("from", interval)], .optional(text)),
            ("string", [p("from", date), p("to", date)], .optional(text)),
        ]) + methods("ByteCountFormatter", [
            ("string", [p("fromByteCount", t("Int64"))], text),
        ]) + methods("MeasurementFormatter", [
            ("string", [p("from", t("Measurement"))], text),
        ]) + methods("RelativeDateTimeFormatter", [
            ("localizedString", [p("for", date), p("relativeTo", date)], text),
            ("localizedString", [p("fromTimeInterval", interval)], text),
        ])
    }()

    /// The formatter objects whose methods `formatters` declares.
    static let formatterOwners: Set<String> = Set(formatters.compactMap(\.owner))
}
