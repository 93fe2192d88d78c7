import IsletInput

/// Apps often keep one copy of their attribute types in the app target and another in the widget
/// extension. Copies that map to the same TYPE are one type; copies that differ are reported
/// (both places and the first difference), and the copy nearest the code that uses it wins.
extension SchemaMapper {
    /// The copy in the folders nearest `file`, after comparing it with the others.
    mutating func chooseCopy(_ copies: [TypeDeclaration], near file: String, arguments: [TypeSpelling], at site: Site) -> TypeDeclaration {
        let chosen = Self.nearest(copies, to: [file])
        compare(copies, chosen: chosen, why: "the copy nearest \(site.source.path), where it is used", path: site.path) { mapper, copy in
            mapper.spelling(of: copy, arguments: arguments, at: site).json
        }
        return chosen
    }

    /// The copy sharing the most leading folders with any of `files` (the first on a tie).
    static func nearest(_ copies: [TypeDeclaration], to files: [String]) -> TypeDeclaration {
        var best = copies[0]
        var bestScore = -1
        for copy in copies {
            let score = files.map { ConfigurationSite.sharedFolders(copy.file, $0) }.max() ?? 0
            if score > bestScore { (best, bestScore) = (copy, score) }
        }
        return best
    }

    /// Maps every copy with `map` (the others quietly) and reports `conflictingCopies` at the
    /// chosen one for the first copy that differs from it.
    mutating func compare(_ copies: [TypeDeclaration], chosen: TypeDeclaration, why: String, path: String?, map: (inout SchemaMapper, TypeDeclaration) -> JSONValue) {
        guard copies.count > 1 else { return }
        let chosenValue = quietly { map(&$0, chosen) }
        for copy in copies where copy.node.id != chosen.node.id {
            let value = quietly { map(&$0, copy) }
            guard value != chosenValue else { continue }
            let chosenPlace = place(chosen), otherPlace = place(copy)
            let difference = Self.difference(chosenValue, value, at: path ?? "") ?? "they differ"
            report(SchemaDiagnostic(
                .conflictingCopies, file: chosen.file, at: chosen.source.location(of: chosen.node),
                "\(chosen.name) has copies that differ, at \(chosenPlace) and \(otherPlace): \(difference); islet uses \(chosenPlace), \(why)",
                activity: activity.isEmpty ? nil : activity, path: path
            ))
            return
        }
    }

    private func place(_ declaration: TypeDeclaration) -> String {
        "\(declaration.file):\(declaration.source.location(of: declaration.node).line)"
    }

    /// Where two TYPEs first differ, in words: "contentState.eta is "Date" in the first and "Int" in the second".
    static func difference(_ first: JSONValue, _ second: JSONValue, at path: String) -> String? {
        guard first != second else { return nil }
        let named = path.isEmpty ? "the type" : path
        if case .object(let one) = first, case .object(let other) = second {
            for member in one.members {
                guard let counterpart = other[member.key] else { return "\(join(path, member.key)) is only in the first" }
                if let found = difference(member.value, counterpart, at: join(path, member.key)) { return found }
            }
            if let extra = other.members.first(where: { one[$0.key] == nil }) { return "\(join(path, extra.key)) is only in the second" }
        }
        return "\(named) is \(JSONWriter.compact(first)) in the first and \(JSONWriter.compact(second)) in the second"
    }

    /// A field's path; the TYPE objects' own members (`struct`, `enum`) are not fields.
    private static func join(_ path: String, _ key: String) -> String {
        if key == "struct" || key == "enum" { return path }
        return path.isEmpty ? key : path + "." + key
    }
}
