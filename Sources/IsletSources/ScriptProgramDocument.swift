import IsletModel
import IsletScript

/// The lowered program as `islet-swift` writes it: `ScriptProgram`'s synthesized `Codable` over
/// `JSONValue` (docs/DECISIONS.md, "Running the widget's SwiftUI").
public enum ScriptProgramDocument {
    /// How deep the program's JSON may nest: a level or more per syntax node, under the parser's
    /// own nesting limit of 256 syntax levels, with room to spare.
    public static let maximumDepth = 4096

    /// - Throws: `InputError` naming the JSON path where the document stops being a program.
    public static func decode(_ value: JSONValue) throws(InputError) -> ScriptProgram {
        do {
            return try JSONValueDecoder.decode(ScriptProgram.self, from: value)
        } catch let error as DecodingError {
            let (path, reason) = JSONValueDecoder.describe(error)
            throw InputError(path: path, "not a lowered program: \(reason)")
        } catch {
            throw InputError(path: .root, "not a lowered program: \(error)")
        }
    }
}
