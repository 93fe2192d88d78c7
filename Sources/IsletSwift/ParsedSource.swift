import IsletModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file parsed by the toolchain's own parser, with what its syntax errors are and a
/// way to say where any of its nodes is, so every diagnostic names the file, line and column.
final class ParsedSource {
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts (after its comments), lines and columns from 1.
    func location(of node: some SyntaxProtocol) -> IsletModel.SourceLocation {
        let location = node.startLocation(converter: converter)
        return IsletModel.SourceLocation(line: location.line, column: location.column)
    }

    /// The file's syntax errors as swift-syntax words them; the parser recovers from each, so the
    /// rest of the file is still read.
    var syntaxErrors: [SchemaDiagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return SchemaDiagnostic(
                .syntaxError, severity: diagnostic.diagMessage.severity == .warning ? .warning : .error,
                file: path, at: IsletModel.SourceLocation(line: location.line, column: location.column), diagnostic.message
            )
        }
    }
}
