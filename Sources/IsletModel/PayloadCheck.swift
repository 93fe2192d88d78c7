import IsletInput

/// Looks at one APNs body the way a colleague who knows ActivityKit would, and says what is
/// probably wrong even where iOS would stay silent (issue 3, item 2). Stateless: the engine adds
/// these diagnoses to each outcome, and `islet check` prints them beside the verdict.
public struct PayloadCheck: Sendable {
    /// APNs refuses larger bodies with 413 PayloadTooLarge (REFERENCE.md §3).
    public static let bodyLimit = 4096
    /// The limit for a broadcast push.
    public static let broadcastBodyLimit = 5120
    /// ActivityKit's limit on an activity's static plus dynamic data.
    public static let activityDataLimit = 4096
    /// Timestamps at or past this many seconds (the year 5138) are taken for milliseconds.
    static let millisecondThreshold = 1e11

    public let declarations: [ActivityDeclaration]

    public init(declarations: [ActivityDeclaration]) {
        self.declarations = declarations
    }

    /// - Parameters:
    ///   - byteCount: the body's size as sent, when known (the compact form's size otherwise).
    ///   - declaration: the activity type the push addresses; nil to take it from
    ///     `attributes-type`, or the only declaration.
    public func diagnose(_ body: JSONValue, byteCount: Int? = nil, isBroadcast: Bool = false, declaration: ActivityDeclaration? = nil) -> [Diagnosis] {
        var found: [Diagnosis] = []
        let size = byteCount ?? JSONWriter.byteCount(body)
        let limit = isBroadcast ? Self.broadcastBodyLimit : Self.bodyLimit
        if size > limit {
            found.append(Diagnosis(.payloadTooLarge, at: .root, "the body is \(size) bytes; APNs refuses more than \(limit) (413 PayloadTooLarge)\(largestMembers(of: body))"))
        }
        guard case .object(let aps)? = body.objectValue?["aps"] else { return found }
        let apsPath = JSONPath([.key("aps")])
        found += unknownKeys(in: aps, at: apsPath)
        for key in ["timestamp", "stale-date", "dismissal-date"] {
            if case .number(let number)? = aps[key], number.double >= Self.millisecondThreshold {
                let seconds = number.double / 1000
                found.append(Diagnosis(.millisecondTimestamp, at: apsPath.appending(key), "\(number.literal) looks like milliseconds; APNs wants Unix seconds (\(JSONNumber(seconds.rounded(.down)).literal), \(UTCDateText.format(unixSeconds: seconds)))"))
            }
        }
        var target = declaration
        if let typeName = aps["attributes-type"]?.stringValue {
            if let named = declarations.first(where: { $0.name == typeName }) {
                target = target ?? named
            } else {
                let declared = declarations.map(\.name)
                let hint = NameSuggestion.closest(to: typeName, in: declared).map { "did you mean \(JSONWriter.quoted($0))?" }
                    ?? "the declared types are \(declared.map { JSONWriter.quoted($0) }.joined(separator: ", "))"
                found.append(Diagnosis(.misspeltAttributesType, at: apsPath.appending("attributes-type"), "\(JSONWriter.quoted(typeName)) is not a declared ActivityAttributes type; \(hint)"))
            }
        }
        if target == nil, declarations.count == 1 { target = declarations[0] }
        if aps["event"]?.stringValue == "end", aps["content-state"] == nil {
            found.append(Diagnosis(.endWithoutContentState, at: apsPath, "an end without \"content-state\" leaves the last state on the lock screen; send the final state"))
        }
        guard let target else { return found }
        var dataSize = 0
        for (key, schema) in [("attributes", target.attributes), ("content-state", target.contentState)] {
            guard let value = aps[key] else { continue }
            dataSize += JSONWriter.byteCount(value)
            var walker = SchemaDiagnoses()
            walker.appDecodes = target.appDecoding != nil
            walker.walk(value, as: .structure(schema), at: apsPath.appending(key))
            found += walker.found
        }
        if dataSize > Self.activityDataLimit {
            found.append(Diagnosis(.payloadTooLarge, at: apsPath, "attributes and content-state together are \(dataSize) bytes; an activity's data may not exceed 4 KB"))
        }
        return found
    }

    private func unknownKeys(in aps: JSONObject, at path: JSONPath) -> [Diagnosis] {
        aps.keys.filter { !APNsPayload.knownKeys.contains($0) }.map { key in
            let hint = NameSuggestion.closest(to: key, in: APNsPayload.knownKeys).map { "; did you mean \(JSONWriter.quoted($0))?" } ?? ""
            return Diagnosis(.unknownApsKey, at: path.appending(key), "\(JSONWriter.quoted(key)) is not an aps key, so iOS ignores it\(hint)")
        }
    }

    /// The three largest members that hold no member themselves (four levels deep at most).
    /// Linear in the body: a member is a leaf when walking it added nothing, which is known
    /// without comparing it with every other path.
    private func largestMembers(of body: JSONValue) -> String {
        var leaves: [(JSONPath, Int)] = []
        func collect(_ value: JSONValue, at path: JSONPath, depth: Int) {
            guard depth < 4, case .object(let object) = value else { return }
            for member in object.members {
                let memberPath = path.appending(member.key)
                let before = leaves.count
                collect(member.value, at: memberPath, depth: depth + 1)
                if leaves.count == before { leaves.append((memberPath, JSONWriter.byteCount(member.value))) }
            }
        }
        collect(body, at: .root, depth: 0)
        let top = leaves.sorted { $0.1 > $1.1 }.prefix(3).map { "\($0.0) \($0.1) bytes" }
        return top.isEmpty ? "" : "; largest: " + top.joined(separator: ", ")
    }
}
