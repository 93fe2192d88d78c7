import IsletInput
import SwiftSyntax

/// An activity's two field lists: its own stored properties (`attributes`) and those of its
/// `ContentState`, which may be nested, declared in an extension, or a typealias of a type
/// declared elsewhere.
extension SchemaMapper {
    mutating func activityFields(of declaration: TypeDeclaration) -> (attributes: JSONObject, contentState: JSONObject) {
        let attributes = topLevelFields(of: declaration, path: "attributes")
        let site = Site(scope: declaration.name, source: declaration.source, path: "contentState")
        guard let state = contentStateDeclaration(of: declaration, at: site) else { return (attributes, JSONObject()) }
        return (attributes, topLevelFields(of: state, path: "contentState"))
    }

    /// The struct `ContentState` names, typealiases followed; reports why when there is none.
    private mutating func contentStateDeclaration(of declaration: TypeDeclaration, at site: Site) -> TypeDeclaration? {
        var copies = catalog.member("ContentState", of: declaration, noting: &askedNames)
        guard !copies.isEmpty else {
            report(SchemaDiagnostic(
                .noContentState, severity: .error, file: declaration.file, at: declaration.source.location(of: declaration.node),
                "\(declaration.name) declares no ContentState (a nested type, a typealias, or one in an extension), which ActivityAttributes requires",
                activity: activity, path: "contentState"
            ))
            return nil
        }
        var visited: Set<String> = []
        while true {
            let chosen = chooseCopy(copies, near: declaration.file, arguments: [], at: site)
            guard visited.insert(chosen.name).inserted else { return nil }
            switch chosen.kind {
            case .structure:
                return chosen
            case .alias(let target):
                var next: [TypeDeclaration] = []
                if let written = target.writtenName { next = catalog.lookup(written, from: chosen.enclosingScope, noting: &askedNames) }
                if next.isEmpty {
                    var aliasSite = site
                    aliasSite.source = chosen.source
                    _ = opaque(target.trimmedDescription, .unresolvedType, note: "ContentState is \(target.trimmedDescription), which islet has not read; it cannot check content states of \(activity)", at: target, site: aliasSite)
                    return nil
                }
                copies = next
            case .enumeration:
                // islet draws, checks and serves such a state from the Swift (the interpreter
                // decodes it as the app does); only a layout file, whose contentState is a
                // struct's field list, cannot hold it, and `import` refuses with this.
                report(SchemaDiagnostic(
                    .noContentState, severity: .error, file: chosen.file, at: chosen.source.location(of: chosen.node),
                    "\(chosen.name) is an enum, and a layout file's contentState lists a struct's fields, so no layout can hold it; "
                        + "render, preview, check and serve read this widget from its Swift sources instead (give them the folder, not a layout)",
                    activity: activity, path: "contentState"
                ))
                return nil
            case .protocolType:
                report(SchemaDiagnostic(
                    .noContentState, severity: .error, file: chosen.file, at: chosen.source.location(of: chosen.node),
                    "\(chosen.name) is not a struct; islet reads a ContentState's fields from a struct", activity: activity, path: "contentState"
                ))
                return nil
            }
        }
    }

    /// The fields of an activity's attributes or content state. A custom `init(from:)` there is
    /// reported once, and each stored property becomes an optional opaque field: islet cannot
    /// tell which keys the custom code needs.
    private mutating func topLevelFields(of declaration: TypeDeclaration, path: String) -> JSONObject {
        switch codableShape(of: declaration, bindings: [:], path: path) {
        case .fields(let fields):
            return fields
        case .custom(let note, let node, let source):
            report(SchemaDiagnostic(.customDecoding, file: source.path, at: source.location(of: node), note, activity: activity, path: path))
            guard case .fields(let stored) = quietly({ $0.codableShape(of: declaration, bindings: [:], path: path, followingSynthesis: true) }) else { return JSONObject() }
            var fields = JSONObject()
            for member in stored.members {
                fields.append(member.key, TypeSpelling.opaque(member.value.stringValue ?? JSONWriter.compact(member.value), reason: .customDecoding, note: note).optional.json)
            }
            return fields
        }
    }
}
