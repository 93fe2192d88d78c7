/// The text rules of the SVG documents islet writes (the cell picture and the vector picture):
/// character data escaped for XML, numbers with at most two decimals.
public enum SVGText {
    /// `text` with the five XML special characters as entities.
    public static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A length for an attribute: a whole number when it is one, else rounded to hundredths.
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(saturating: rounded)) : String(rounded)
    }
}
