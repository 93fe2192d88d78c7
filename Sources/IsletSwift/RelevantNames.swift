import SwiftSyntax

/// The names that decide which files are worth parsing: the parser is slow for every line, so
/// the reader parses a file only when the bytes say it could change the schema
/// (docs/DECISIONS.md, "Reading only the Swift that matters").
struct RelevantNames: Equatable {
    /// Names a file is parsed for wherever they occur: ActivityKit's protocol, the protocols and
    /// typealiases that may stand for it, and the activity types (their copies, the
    /// `ActivityConfiguration(for:)` that chooses between them).
    var mentioned: Set<String> = ["ActivityAttributes"]
    /// Names a file is parsed for where it could declare or extend them, or when it declares a
    /// typealias and names them anywhere: the types the schema looked up, and the names that
    /// lead to them through extensions and typealiases.
    var declared: Set<String> = []

    /// Whether the file scanned mentions or may declare one of the names.
    func wants(_ scan: SourceScan) -> Bool {
        mentioned.contains(where: scan.mentions) || declared.contains { scan.mayDeclare($0) || (scan.mayAlias && scan.mentions($0)) }
    }

    mutating func formUnion(_ other: RelevantNames) {
        mentioned.formUnion(other.mentioned)
        declared.formUnion(other.declared)
    }

    /// The names here and not in `other`.
    func subtracting(_ other: RelevantNames) -> RelevantNames {
        RelevantNames(mentioned: mentioned.subtracting(other.mentioned), declared: declared.subtracting(other.declared))
    }

    fileprivate func contains(_ name: String) -> Bool {
        mentioned.contains(name) || declared.contains(name)
    }
}

extension TypeCatalog {
    /// The names further files must be scanned for, given the activities found and the names
    /// the mapping looked up. Every answer the reader takes from the catalog depends only on
    /// declarations and extensions whose name (a part of it) is among them, so once no unread
    /// file mentions or may declare one, reading more files cannot change the schema.
    func relevantNames(activities: [String], asked: Set<String>) -> RelevantNames {
        var names = RelevantNames()
        names.mentioned.formUnion(standInCandidates())
        let standIns = names.mentioned
        for activity in activities {
            names.mentioned.insert(activity.nameParts.last ?? activity)
            names.declared.formUnion(activity.nameParts)
        }
        names.declared.formUnion(asked)
        var changed = true
        while changed {
            changed = false
            // An extension that conforms to the protocol, or extends a name already wanted: the
            // names it is written with lead to the type it extends (through a typealias, maybe).
            for typeExtension in extensions {
                let parts = typeExtension.extendedName.nameParts
                let conforms = typeExtension.inherited.contains { $0.writtenName.map { standIns.contains(lastPart(of: $0)) } ?? false }
                if conforms || names.contains(parts.last ?? "") { changed = names.declare(parts) || changed }
            }
            // A typealias of a wanted name, or for a wanted type: both names matter, since an
            // extension or a property may use either.
            for declaration in ordered {
                guard case .alias(let target) = declaration.kind else { continue }
                let written = target.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    if case .identifier = token.tokenKind { return token.text.withoutBackticks }
                    return nil
                }
                if names.contains(declaration.simpleName) || written.contains(where: names.contains) {
                    changed = names.declare(written + [declaration.simpleName]) || changed
                }
            }
        }
        return names
    }

    /// The protocols and typealiases whose inherited or aliased types end in `ActivityAttributes`
    /// or in another of them: every real stand-in (`activityAttributesStandIns`) is among them.
    private func standInCandidates() -> Set<String> {
        standIns(named: \.simpleName, from: ["ActivityAttributes"]) { type, _, found in
            type.writtenName.map { found.contains(lastPart(of: $0)) } ?? false
        }
    }

    private func lastPart(of name: String) -> String {
        name.nameParts.last ?? name
    }
}

private extension RelevantNames {
    /// Adds `parts` to the declared names; whether any was new.
    mutating func declare(_ parts: [String]) -> Bool {
        let before = declared.count
        declared.formUnion(parts)
        return declared.count != before
    }
}
