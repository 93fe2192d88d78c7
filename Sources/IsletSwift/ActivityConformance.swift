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

    /// The protocols and typealiases of the sources that stand for `ActivityAttributes`.
    private func activityAttributesStandIns() -> Set<String> {
        standIns(named: \.name, from: []) { type, declaration, found in
            means(type, activityAttributesWith: found, from: declaration.enclosingScope)
        }
    }

    /// The protocols and typealiases (by `key`) one of whose inherited or aliased types `standsFor`
    /// judges to stand for `ActivityAttributes`, given those found so far, found until nothing
    /// more is added (a protocol may refine one that refines it).
    func standIns(
        named key: (TypeDeclaration) -> String, from start: Set<String>, where standsFor: (TypeSyntax, TypeDeclaration, Set<String>) -> Bool
    ) -> Set<String> {
        var found = start
        var changed = true
        while changed {
            changed = false
            for declaration in ordered where !found.contains(key(declaration)) {
                let parts: [TypeSyntax] = switch declaration.kind {
                case .protocolType: declaration.inherited
                case .alias(let target): target.compositionParts
                default: []
                }
                if parts.contains(where: { standsFor($0, declaration, found) }) {
                    found.insert(key(declaration))
                    changed = true
                }
            }
        }
        return found
    }

    private func means(_ type: TypeSyntax, activityAttributesWith standIns: Set<String>, from scope: String) -> Bool {
        guard let name = type.writtenName else { return false }
        let declared = lookup(name, from: scope)
        if declared.isEmpty { return Self.activityAttributesNames.contains(name) }
        return declared.contains { standIns.contains($0.name) }
    }
}
