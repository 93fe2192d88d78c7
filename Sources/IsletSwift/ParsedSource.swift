import IsletModel
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

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
    }

    /// Where `node` starts (after its comments), lines and columns from 1.
    func location(of node: some SyntaxProtocol) -> IsletModel.SourceLocation {
        let location = node.startLocation(converter: converter)
        return IsletModel.SourceLocation(line: location.line, column: location.column)
    }

    /// The file's syntax errors as swift-syntax words them; the parser recovers from each, so the
    /// rest of the file is still read. Invalid characters are reported first, in the compiler's
    /// words, and kept away from the generator (`InvalidCharacters` says why). A tree the parser
    /// marked with no error and no warning has nothing to report, so the generator's walk is
    /// skipped for it.
    private(set) lazy var syntaxErrors: [SchemaDiagnostic] = {
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
            at: IsletModel.SourceLocation(line: location.line, column: location.column), message
        )
    }
}
