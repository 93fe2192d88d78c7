import IsletInput
import IsletProgram

/// Reads a widget's Swift sources into the program islet interprets (docs/DECISIONS.md,
/// "Running the widget's SwiftUI"): the entry point of `islet-swift program`, the tests and the
/// fuzz target.
public enum ScriptProgramReader {
    /// The program and what stops it from being the app's: the files' syntax errors.
    public struct Result: Sendable {
        public let program: ScriptProgram
        /// Syntax errors and warnings of the files parsed, located as the compiler locates them.
        public let diagnostics: [SchemaDiagnostic]
    }

    /// The program of the `.swift` files and folders at `paths`; throws when a path does not
    /// exist, is not Swift, or a folder holds no Swift file. A file found in a folder is parsed
    /// only when the configurations or previews can reach it (`ReachableFiles`); a file named
    /// on its own always is.
    public static func read(paths: [String]) throws(InputError) -> Result {
        lower(ReachableFiles.parse(try SourceFile.read(paths: paths)))
    }

    /// The program of sources given as text, each with the path its spots name; every one is
    /// parsed unless `onlyReachable`, when they are chosen as in a folder.
    public static func read(sources: [(path: String, text: String)], onlyReachable: Bool = false) -> Result {
        let files = sources.map { SourceFile(path: $0.path, text: $0.text, alwaysParsed: !onlyReachable) }
        return lower(onlyReachable ? ReachableFiles.parse(files) : ConcurrentParse.parse(files))
    }

    static func lower(_ sources: [ParsedSource]) -> Result {
        assemble(sources, lowered: sources.indices.map { lowered(sources[$0], file: $0) })
    }

    /// One file's declarations and the configurations it writes, `file` being its index in
    /// the program's files: each file is lowered on its own, so two threads can share them out
    /// (`SharedLowering`).
    static func lowered(_ source: ParsedSource, file: Int) -> (declarations: LoweredFile, configurations: [ScriptConfiguration]) {
        let lowering = ScriptLowering(source: source, file: file)
        return (lowering.declarations(), lowering.configurations())
    }

    /// The program of `sources` from each one's `lowered`, in the same order.
    static func assemble(_ sources: [ParsedSource], lowered: [(declarations: LoweredFile, configurations: [ScriptConfiguration])]) -> Result {
        let program = ProgramAssembly.assemble(
            files: sources.map(\.path), lowered: lowered.map(\.declarations), configurations: lowered.flatMap(\.configurations)
        )
        return Result(program: program, diagnostics: sources.flatMap(\.syntaxErrors))
    }
}
