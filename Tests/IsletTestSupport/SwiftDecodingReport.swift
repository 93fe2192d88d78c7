/// The Swift the compiled oracles share to report what `JSONDecoder` did, so islet's answers
/// are compared with one wording: `failureText(error)` is `kind<TAB>path<TAB>missing key`, the
/// path's keys joined by `/` and array positions written `#3`; `answerLines(table)` reads
/// `NAME<TAB>JSON` lines and prints what `table[NAME]` answers for each, one a line.
public enum SwiftDecodingReport {
    public static let source = """
        import Foundation

        /// Array positions as `#3`; every other key (a dictionary's "1" too) by its string.
        func pathText(_ keys: [CodingKey]) -> String {
            keys.map { key in
                if let index = key.intValue, key.stringValue == "Index \\(index)" { return "#\\(index)" }
                return key.stringValue
            }.joined(separator: "/")
        }

        func failureText(_ error: Error) -> String {
            guard let error = error as? DecodingError else { return "other\\t\\t\\(error)" }
            switch error {
            case .typeMismatch(_, let context): return "typeMismatch\\t" + pathText(context.codingPath) + "\\t"
            case .valueNotFound(_, let context): return "valueNotFound\\t" + pathText(context.codingPath) + "\\t"
            case .keyNotFound(let key, let context): return "keyNotFound\\t" + pathText(context.codingPath) + "\\t" + key.stringValue
            case .dataCorrupted(let context): return "dataCorrupted\\t" + pathText(context.codingPath) + "\\t"
            @unknown default: return "unknown\\t\\t"
            }
        }

        func answerLines(_ table: [String: (Data) -> String]) {
            while let line = readLine(strippingNewline: true) {
                let parts = line.split(separator: "\\t", maxSplits: 1)
                print(table[String(parts[0])]!(Data(parts[1].utf8)))
            }
        }

        """
}
