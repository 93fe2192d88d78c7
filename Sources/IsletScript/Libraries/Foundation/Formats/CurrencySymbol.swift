/// What en_US writes for an ISO 4217 currency code, so `.currency(code:)` and
/// `NumberFormatter`'s `.currency` style print "$1,234.50", "€3.00" or "CHF 1,234.50" as an
/// iPhone set to English (United States) does.
public enum CurrencySymbol {
    /// The symbol that stands before the amount; one that ends in a letter (a code without a
    /// symbol of its own, "FCFA") is followed by a no-break space (U+00A0), as ICU writes it.
    public static func prefix(code: String) -> String {
        let upper = code.uppercased()
        let symbol = symbols[upper] ?? upper
        return symbol.last?.isLetter == true ? symbol + "\u{A0}" : symbol
    }

    /// How many fraction digits an amount in the currency shows (yen and won have none).
    public static func fractionDigits(code: String) -> Int {
        wholeUnitCurrencies.contains(code.uppercased()) ? 0 : 2
    }

    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "CNY": "CN¥",
        "INR": "₹", "KRW": "₩", "BRL": "R$", "MXN": "MX$", "HKD": "HK$", "TWD": "NT$", "ILS": "₪", "VND": "₫",
        "XAF": "FCFA", "XOF": "F\u{202F}CFA", "PHP": "₱",
    ]

    private static let wholeUnitCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "XAF", "XOF", "UGX", "PYG"]
}
