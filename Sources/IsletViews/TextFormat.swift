import FoundationEssentials
import IsletInput
import IsletModel

/// How a value is turned into text inside a template: `{state.progress|percent}`,
/// `{state.eta|time}`, `{state.distance|number:1}`. Mirrors the `Text` formatters a Live
/// Activity uses (`.percent`, `.time`, `Text(date, style: .relative)`, `.timer`).
public enum TextFormat: Equatable, Sendable {
    /// The value's natural text: numbers without needless decimals, dates as a time.
    case automatic
    /// 0.62 → "62%".
    case percent
    /// A number with a fixed count of decimals.
    case number(decimals: Int)
    /// A date as "10:45 AM".
    case time
    /// A date as "10:45".
    case time24
    /// A date as "Nov 29".
    case date
    /// A date relative to now: "in 12 min", "3 min ago".
    case relative
    /// A countdown or count-up to a date: "12:05", "1:02:03".
    case timer
    case uppercase
    case lowercase

    public static let names = ["percent", "number", "time", "time24", "date", "relative", "timer", "upper", "lower"]

    static func parse(_ text: String) throws(InputError) -> TextFormat {
        let pieces = text.split(separator: ":", maxSplits: 1).map(String.init)
        switch pieces.first ?? "" {
        case "percent": return .percent
        case "number":
            guard pieces.count == 2 else { return .number(decimals: 0) }
            guard let decimals = Int(pieces[1]), (0...6).contains(decimals) else {
                throw InputError("number:N needs N from 0 to 6, found \(JSONWriter.quoted(pieces[1]))")
            }
            return .number(decimals: decimals)
        case "time": return .time
        case "time24": return .time24
        case "date": return .date
        case "relative": return .relative
        case "timer": return .timer
        case "upper": return .uppercase
        case "lower": return .lowercase
        default:
            var message = "unknown format \(JSONWriter.quoted(text)); expected one of \(names.joined(separator: ", "))"
            if let near = NameSuggestion.closest(to: text, in: names) { message += " (did you mean \(JSONWriter.quoted(near))?)" }
            throw InputError(message)
        }
    }
}
