import IsletProgram
import SwiftSyntax

extension ScriptLowering {
    /// Every `ActivityConfiguration(for: X.self) { … }` in the file with the modifiers chained on
    /// it, and the type whose `body` returns it.
    func configurations() -> [ScriptConfiguration] {
        let finder = ConfigurationFinder(viewMode: .sourceAccurate)
        finder.walk(source.folded)
        return finder.found.map { call, attributesType in
            var chain = ExprSyntax(call)
            while let parent = chain.parent {
                if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == chain.id {
                    chain = ExprSyntax(access)
                } else if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == chain.id {
                    chain = ExprSyntax(outer)
                } else {
                    break
                }
            }
            return ScriptConfiguration(
                widget: Self.enclosingTypeName(of: Syntax(call)) ?? "", attributesType: attributesType, expression: expression(chain), spot: spot(call)
            )
        }
    }

    /// The qualified name of the type (or extended type) a node is declared in, if any.
    private static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.asProtocol((any NamedDeclSyntax).self), ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self)
                || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if let typeExtension = ancestor.as(ExtensionDeclSyntax.self) {
                let extended = TypeLowering.type(typeExtension.extendedType)
                names.insert(extended.name ?? extended.spelling, at: 0)
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }
}

/// Finds `ActivityConfiguration(for: X.self)` calls and the type named in `for:`, as written.
private final class ConfigurationFinder: SyntaxVisitor {
    var found: [(FunctionCallExprSyntax, String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let written = ConfigurationSite.attributesType(of: node) { found.append((node, written)) }
        return .visitChildren
    }
}
