import IsletModel
import IsletScript

/// Both answers `islet` wants from the Swift sources, the activities' schemas and the lowered
/// program, from one run of the helper (`islet-swift read`).
public enum SwiftSourceReader {
    /// The files are read from disk once and each is parsed at most once, for whichever reader
    /// needs it first. The program's syntax errors are among the schema's diagnostics when the
    /// schema reader parsed the file too, and added to them otherwise.
    public static func read(paths: [String]) throws(InputError) -> (schema: SwiftSchema, program: ScriptProgram) {
        try read(paths: paths, cache: ParseCache())
    }

    /// Reads for `islet-swift serve`, which answers request after request from one process:
    /// the files are read again each time, and only those whose text changed are parsed again.
    public final class Session {
        private let cache = ParseCache()

        public init() {}

        public func read(paths: [String]) throws(InputError) -> (schema: SwiftSchema, program: ScriptProgram) {
            try SwiftSourceReader.read(paths: paths, cache: cache)
        }
    }

    private static func read(paths: [String], cache: ParseCache) throws(InputError) -> (schema: SwiftSchema, program: ScriptProgram) {
        let files = try SourceFile.read(paths: paths)
        cache.parseAhead(ReachableFiles.firstRound(of: files))
        let schema = SwiftSchemaReader.schema(of: files, named: paths, cache: cache)
        let program = ScriptProgramReader.lower(ReachableFiles.parse(files, cache: cache))
        let unreported = program.diagnostics.filter { !schema.diagnostics.contains($0) }
        let skipped = schema.skipped.filter { !program.program.files.contains($0) }
        return (SwiftSchema(activities: schema.activities, diagnostics: unreported + schema.diagnostics, skipped: skipped), program.program)
    }
}
