import FoundationEssentials

extension LibraryContext {
    /// `Text(date, style:)`'s text, as Foundation's formatters in IsletScript write it.
    func formatted(_ date: Date, style: String) -> String {
        let kind: TextDateStyle = switch style {
        case "date": .date
        case "relative": .relative
        case "offset": .offset
        case "timer": .timer
        default: .time
        }
        return kind.text(date: date.timeIntervalSince1970, now: environment.now.timeIntervalSince1970, utcOffsetSeconds: environment.utcOffsetSeconds, in: localeFormats)
    }
}
