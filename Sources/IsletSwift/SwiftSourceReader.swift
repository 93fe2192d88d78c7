import IsletModel
import IsletScript

/// Both answers `islet` wants from the Swift sources, the activities' schemas and the lowered
/// program, from one run of the helper (`islet-swift read`).
public enum SwiftSourceReader {
    public static func read(paths: [String]) throws(InputError) -> (schema: SwiftSchema, program: ScriptProgram) {
        let schema = try SwiftSchemaReader.read(paths: paths)
        let program = try ScriptProgramReader.read(paths: paths)
        return (schema, program.program)
    }
}
