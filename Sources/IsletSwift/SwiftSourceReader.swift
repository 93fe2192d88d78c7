import IsletInput
import IsletProgram

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

    /// Sources up to this many bytes in all are parsed whole, in one batch on every core, and
    /// the schema and the program are then read side by side (docs/DECISIONS.md, "Reading only
    /// the Swift that matters"). Both readers work in rounds, each parsing what the last one's
    /// mapping asked for, so on a small widget most of the time went to waiting for a round's
    /// few files while the other core idled, and a widget's folder needs nearly all its files
    /// anyway. Past it, parsing files nothing reaches (the parser's time grows with every line)
    /// would cost more than the waits saved, so a larger folder keeps the rounds and parses only
    /// what they ask for. The schema
    /// is read in less time than the program is lowered, so its thread then lowers the files the
    /// program's has not taken yet (`SharedLowering`).
    static let parsedWholeUpTo = 64 << 10

    /// `wholeUpTo` is `parsedWholeUpTo` but for tests, which read one folder both ways.
    static func read(paths: [String], cache: ParseCache, wholeUpTo: Int = parsedWholeUpTo) throws(InputError) -> (schema: SwiftSchema, program: ScriptProgram) {
        let files = try SourceFile.read(paths: paths)
        let schema: SwiftSchema, program: ScriptProgramReader.Result
        if files.reduce(0, { $0 + $1.text.utf8.count }) <= wholeUpTo {
            let (schemaCache, programCache) = cache.parseForTwoReaders(files)
            let lowering = SharedLowering()
            (schema, _) = ConcurrentParse.sideBySide(
                {
                    let schema = SwiftSchemaReader.schema(of: files, named: paths, cache: schemaCache)
                    lowering.help()
                    return schema
                },
                {
                    lowering.start(ReachableFiles.parse(files, cache: programCache))
                    lowering.help()
                }
            )
            program = lowering.program()
        } else {
            cache.parseAhead(ReachableFiles.firstRound(of: files))
            schema = SwiftSchemaReader.schema(of: files, named: paths, cache: cache)
            program = ScriptProgramReader.lower(ReachableFiles.parse(files, cache: cache))
        }
        let unreported = program.diagnostics.filter { !schema.diagnostics.contains($0) }
        let skipped = schema.skipped.filter { !program.program.files.contains($0) }
        return (SwiftSchema(activities: schema.activities, diagnostics: unreported + schema.diagnostics, skipped: skipped), program.program)
    }
}
