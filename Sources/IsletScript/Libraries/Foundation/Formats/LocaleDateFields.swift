import FoundationEssentials
import FoundationInternationalization

/// A `.dateTime` chain the interpreter read (`DateTimeFields`) as Foundation's own
/// `Date.FormatStyle`, so a locale's order, words and separators come from ICU as on a phone.
enum LocaleDateFields {
    /// `style` with each field the chain names, at the width written.
    static func style(_ fields: DateTimeFields, on style: Date.FormatStyle) -> Date.FormatStyle {
        var style = style
        if fields.era { style = style.era() }
        if let width = fields.year { style = style.year(width == .twoDigits ? .twoDigits : .defaultDigits) }
        if let width = fields.quarter { style = style.quarter(quarter(width)) }
        if let width = fields.month { style = style.month(month(width)) }
        if let width = fields.day { style = style.day(width == .twoDigits ? .twoDigits : .defaultDigits) }
        if let width = fields.weekday { style = style.weekday(weekday(width)) }
        if let width = fields.hour { style = style.hour(hour(width, fields.amPM)) }
        if let width = fields.minute { style = style.minute(width == .twoDigits ? .twoDigits : .defaultDigits) }
        if let width = fields.second { style = style.second(width == .twoDigits ? .twoDigits : .defaultDigits) }
        if fields.timeZone { style = style.timeZone() }
        return style
    }

    private static func quarter(_ width: DateTimeFields.Width) -> Date.FormatStyle.Symbol.Quarter {
        switch width {
        case .defaultDigits: .oneDigit
        case .twoDigits: .twoDigits
        case .wide: .wide
        case .narrow: .narrow
        case .abbreviated, .short: .abbreviated
        }
    }

    private static func month(_ width: DateTimeFields.Width) -> Date.FormatStyle.Symbol.Month {
        switch width {
        case .defaultDigits: .defaultDigits
        case .twoDigits: .twoDigits
        case .wide: .wide
        case .narrow: .narrow
        case .abbreviated, .short: .abbreviated
        }
    }

    private static func weekday(_ width: DateTimeFields.Width) -> Date.FormatStyle.Symbol.Weekday {
        switch width {
        case .wide: .wide
        case .narrow: .narrow
        case .short: .short
        case .defaultDigits: .oneDigit
        case .twoDigits: .twoDigits
        case .abbreviated: .abbreviated
        }
    }

    private static func hour(_ width: DateTimeFields.Width, _ amPM: DateTimeFields.AMPM) -> Date.FormatStyle.Symbol.Hour {
        let marker: Date.FormatStyle.Symbol.Hour.AMPMStyle = switch amPM {
        case .abbreviated: .abbreviated
        case .wide: .wide
        case .narrow: .narrow
        case .omitted: .omitted
        }
        return width == .twoDigits ? .twoDigits(amPM: marker) : .defaultDigits(amPM: marker)
    }
}
