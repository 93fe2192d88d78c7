import SwiftSyntax

/// Chooses the `#if` clause an iOS device build of the widget compiles: `os(iOS)` and
/// `canImport` of anything but the Mac's and the watch's frameworks are true, `DEBUG` is true
/// (previews are debug builds), `targetEnvironment(simulator)` and `macCatalyst` are false,
/// `swift(>=…)` and `compiler(>=…)` are true (the newest toolchain), `arch(arm64)` is true, and
/// any other flag is false (docs/DECISIONS.md, "Lowering the widget's Swift").
enum ConditionalCompilation {
    /// Frameworks an iOS build cannot import.
    private static let unavailableModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "IOKit", "CoreServices"]
    /// Flags an iOS device build defines.
    private static let definedFlags: Set<String> = ["DEBUG"]

    /// The clause chosen, or nil when none is (no `#else`).
    static func activeClause(of config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return isTrue(condition)
        }
    }

    static func isTrue(_ condition: ExprSyntax) -> Bool {
        switch condition.as(ExprSyntaxEnum.self) {
        case .booleanLiteralExpr(let literal): return literal.literal.tokenKind == .keyword(.true)
        case .declReferenceExpr(let flag): return definedFlags.contains(flag.baseName.text)
        case .prefixOperatorExpr(let not) where not.operator.text == "!": return !isTrue(not.expression)
        case .infixOperatorExpr(let infix):
            switch infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "&&": return isTrue(infix.leftOperand) && isTrue(infix.rightOperand)
            case "||": return isTrue(infix.leftOperand) || isTrue(infix.rightOperand)
            default: return false
            }
        case .sequenceExpr(let sequence):
            // Not folded (an `#if` inside a node the operator table skipped): `&&` and `||` alone.
            return isTrue(sequence: Array(sequence.elements))
        case .tupleExpr(let tuple) where tuple.elements.count == 1: return tuple.elements.first.map { isTrue($0.expression) } ?? false
        case .functionCallExpr(let call): return isTrue(platformCheck: call)
        default: return false
        }
    }

    private static func isTrue(sequence elements: [ExprSyntax]) -> Bool {
        // `||` binds looser than `&&`: split on it first.
        if let split = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }) {
            return isTrue(sequence: Array(elements[..<split])) || isTrue(sequence: Array(elements[(split + 1)...]))
        }
        return elements.enumerated().allSatisfy { index, element in index % 2 == 1 || isTrue(element) }
    }

    private static func isTrue(platformCheck call: FunctionCallExprSyntax) -> Bool {
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch call.calledExpression.trimmedDescription {
        case "os": return argument == "iOS"
        case "canImport": return !unavailableModules.contains(argument)
        case "targetEnvironment": return false
        case "arch": return argument == "arm64"
        case "swift", "compiler": return true
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "_runtime": return argument == "_ObjC"
        default: return false
        }
    }
}
