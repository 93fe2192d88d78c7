import SwiftSyntax

/// Which declared types are Live Activity attributes: those conforming to `ActivityAttributes`
/// in their declaration or an extension, directly, through a `typealias` of it, or through a
/// protocol of the sources that refines it (as push SDKs declare one for their customers).
extension TypeCatalog {
    /// ActivityKit's protocol as code names it.
    static let activityAttributesNames: Set<String> = ["ActivityAttributes", "ActivityKit.ActivityAttributes"]

    /// The conforming structs and classes, grouped by name (copies together), in source order.
    func activityTypes() -> [[TypeDeclaration]] {
        let standIns = activityAttributesStandIns()
        var names: [String] = []
        for declaration in ordered where declaration.kind == .structure && !names.contains(declaration.name) {
            let conforms = inherited(by: declaration).contains { inherited in
                means(inherited.type, activityAttributesWith: standIns, from: inherited.scope)
            }
            if conforms { names.append(declaration.name) }
        }
        return names.map { name in (declarations[name] ?? []).filter { $0.kind == .structure } }
    }

    /// The protocols and typealiases of the sources that stand for `ActivityAttributes`, found
    /// until nothing more is added (a protocol may refine one that refines it).
    private func activityAttributesStandIns() -> Set<String> {
        var standIns: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for declaration in ordered where !standIns.contains(declaration.name) {
                let parts: [TypeSyntax] = switch declaration.kind {
                case .protocolType: declaration.inherited
                case .alias(let target): target.compositionParts
                default: []
                }
                if parts.contains(where: { means($0, activityAttributesWith: standIns, from: declaration.enclosingScope) }) {
                    standIns.insert(declaration.name)
                    changed = true
                }
            }
        }
        return standIns
    }

    private func means(_ type: TypeSyntax, activityAttributesWith standIns: Set<String>, from scope: String) -> Bool {
        guard let name = type.writtenName else { return false }
        let declared = lookup(name, from: scope)
        if declared.isEmpty { return Self.activityAttributesNames.contains(name) }
        return declared.contains { standIns.contains($0.name) }
    }
}
