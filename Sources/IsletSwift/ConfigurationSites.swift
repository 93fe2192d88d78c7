import SwiftSyntax

/// Where the widget declares `ActivityConfiguration(for: X.self)`: the file that decides which
/// copy of `X` is the one the phone decodes pushes with, when the app and the widget keep
/// copies that differ.
struct ConfigurationSite {
    /// The attributes type's own name (the last part of what is written).
    let typeName: String
    let file: String

    /// Every `ActivityConfiguration(for: X.self)` in the file.
    static func sites(in source: ParsedSource) -> [ConfigurationSite] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(source.tree)
        return finder.typeNames.map { ConfigurationSite(typeName: $0, file: source.path) }
    }

    /// The attributes type `ActivityConfiguration(for: X.self)` names, as written; nil for any other call.
    /// Asked of every call in the files read, so the callee's text (for a modifier chain, the
    /// whole chain: quadratic over a view's modifiers) is built only for a call whose first label
    /// is `for` and whose callee's last token is the name.
    static func attributesType(of node: FunctionCallExprSyntax) -> String? {
        guard let first = node.arguments.first, first.label?.text == "for",
              node.calledExpression.lastToken(viewMode: .sourceAccurate)?.text == "ActivityConfiguration" else { return nil }
        let called = node.calledExpression.trimmedDescription
        guard called == "ActivityConfiguration" || called.hasSuffix(".ActivityConfiguration"),
              let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self" else { return nil }
        return member.base?.trimmedDescription
    }

    private final class Finder: SyntaxVisitor {
        var typeNames: [String] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = ConfigurationSite.attributesType(of: node) {
                typeNames.append(String(base.split(separator: ".").last ?? Substring(base)))
            }
            return .visitChildren
        }
    }
}

extension ConfigurationSite {
    /// How many leading folders two paths share: the copy sharing the most with the
    /// configuration's file is in the widget's target.
    static func sharedFolders(_ one: String, _ other: String) -> Int {
        let first = one.split(separator: "/").dropLast()
        let second = other.split(separator: "/").dropLast()
        return zip(first, second).prefix { $0 == $1 }.count
    }
}
