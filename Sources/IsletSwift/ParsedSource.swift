import IsletInput
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file parsed by the toolchain's own parser, with what its syntax errors are and a
/// way to say where any of its nodes is, so every diagnostic names the file, line and column.
final class ParsedSource {
    let path: String
    let tree: SourceFileSyntax
    /// Built on the first location asked for: a file read without a caveat never needs one, and
    /// building it walks every token (docs/DECISIONS.md, "Reading only the Swift that matters").
    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    /// The tree with operators folded by Swift's standard precedence (`a + b * c` as a tree), for
    /// the lowering; its nodes keep the positions of `tree`'s, since the text is the same.
    private(set) lazy var folded: SourceFileSyntax = {
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        return folded.as(SourceFileSyntax.self) ?? tree
    }()

    /// The names the file refers to (`ReachableFiles.references(in:)`), which decide what else the
    /// program reads.
    private(set) lazy var references = ReachableFiles.references(in: tree)

    /// Why the file was not parsed or not walked: nested deeper than the parser or the lowering
    /// can take (`NestingScan`, `SyntaxDepth`); its tree is then empty.
    private let nesting: SchemaDiagnostic?

    init(path: String, text: String) {
        self.path = path
        var problem = NestingScan.problem(in: text)
        var parsed = problem == nil ? Parser.parse(source: text) : Parser.parse(source: "")
        if problem == nil, let deep = SyntaxDepth.problem(in: parsed) {
            problem = deep
            parsed = Parser.parse(source: "")
        }
        tree = parsed
        nesting = problem.map { problem in
            let before = Array(text.utf8.prefix(problem.offset))
            let line = before.count { $0 == 10 } + 1
            let column = before.count - ((before.lastIndex(of: 10) ?? -1) + 1) + 1
            return SchemaDiagnostic(.syntaxError, severity: .error, file: path, at: IsletInput.SourceLocation(line: line, column: column), problem.reason)
        }
    }

    /// Builds now the parts otherwise built on first use: the folded tree, the location table,
    /// the syntax errors and the names referred to. The schema and the program may then read the
    /// file from two threads at once, which only read these; a lazy property first built by two
    /// threads would be a race. Built on the parsing core, they also leave the readers' threads.
    func prepareForTwoReaders() {
        _ = folded
        _ = converter
        _ = syntaxErrors
        _ = references
    }

    /// Where `node` starts (after its comments), lines and columns from 1.
    func location(of node: some SyntaxProtocol) -> IsletInput.SourceLocation {
        let location = node.startLocation(converter: converter)
        return IsletInput.SourceLocation(line: location.line, column: location.column)
    }

    /// The file's syntax errors as swift-syntax words them; the parser recovers from each, so the
    /// rest of the file is still read. Invalid characters are reported first, in the compiler's
    /// words, and kept away from the generator (`InvalidCharacters` says why). A tree the parser
    /// marked with no error and no warning has nothing to report, so the generator's walk is
    /// skipped for it. A file nested too deep to parse or walk has that one error.
    private(set) lazy var syntaxErrors: [SchemaDiagnostic] = {
        if let nesting { return [nesting] }
        guard tree.hasError || tree.hasWarning else { return [] }
        let invalid = InvalidCharacters(viewMode: .sourceAccurate)
        let cleaned = invalid.rewrite(Syntax(tree))
        let characters = invalid.positions.map { position in
            let location = converter.location(for: position)
            return error(at: location, "invalid character in source file")
        }
        return characters + ParseDiagnosticsGenerator.diagnostics(for: cleaned).map { diagnostic in
            error(at: diagnostic.location(converter: converter), diagnostic.message, warning: diagnostic.diagMessage.severity == .warning)
        }
    }()

    private func error(at location: SwiftSyntax.SourceLocation, _ message: String, warning: Bool = false) -> SchemaDiagnostic {
        SchemaDiagnostic(
            .syntaxError, severity: warning ? .warning : .error, file: path,
            at: IsletInput.SourceLocation(line: location.line, column: location.column), message
        )
    }
}
