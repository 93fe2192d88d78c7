import Foundation
import IsletInput
import IsletModel

/// The schemas the differential test judges: three written to cover every `SchemaType` and the
/// naming corners of code generation, plus every bundled layout in `layouts/`.
enum DecoderTestSchemas {
    static let coverage = """
    {
      "activity": "CoverageAttributes",
      "attributes": { "orderNumber": "Int", "restaurantName": "String", "menu": "URL", "placedAt": "Date",
                      "tags": "[String]", "size": {"enum": [1, 2, 3]} },
      "contentState": {
        "driverName": "String", "eta": "ClosedRange<Date>",
        "step": {"enum": ["confirmed", "preparing", "picked_up", "on-the-way", "delivered"]},
        "progress": "Double?", "rating": "Float", "tip": "Int?", "isLate": "Bool", "deliveredAt": "Date?",
        "trackingURL": "URL?", "window": "ClosedRange<Date>?", "priority": {"enum": [1, 2, 3, -1]},
        "level": {"enum": [0, 10], "optional": true},
        "stops": {"array": {"struct": {"name": "String", "arrival": "Date", "done": "Bool?"}}},
        "driver": {"struct": {"name": "String", "phone": "String?",
                              "vehicle": {"struct": {"plate": "String", "kind": {"enum": ["car", "bike"]}}}},
                   "optional": true},
        "scores": "[Double]", "maybeCounts": "[Int?]?", "grid": "[[Int]]", "note": "String??",
        "weight": "Float?", "links": "[URL]", "moods": {"array": {"enum": ["calm", "busy"]}, "optional": true}
      }
    }
    """

    static let download = """
    {
      "activity": "FileTransferAttributes",
      "attributes": { "fileName": "String" },
      "contentState": { "emoji": "String", "title": "String", "progress": "Double?" }
    }
    """

    static let naming = """
    {
      "activity": "NamingAttributes",
      "attributes": {},
      "contentState": {
        "default": "String",
        "class": {"enum": ["default", "case", "2fast", "IN_TRANSIT", "on_the_way", "onTheWay", "", "🍕"]},
        "self_": {"struct": {"in": "Int", "where": "Bool?"}, "optional": true},
        "ids": "[Int]"
      }
    }
    """

    /// Every form Swift's synthesized `Codable` adds beyond the first vocabulary. `AnyJSON` is
    /// the harness's type that accepts anything, standing in for code islet cannot follow.
    static let wide = """
    {
      "activity": "WideAttributes",
      "attributes": { "id": "UUID", "blob": "Data", "tiny": "UInt8", "limits": "ClosedRange<Int>",
                      "renamed": {"type": "String", "key": "renamed_key"} },
      "contentState": {
        "i8": "Int8", "i16": "Int16", "i32": "Int32", "i64": "Int64", "u": "UInt", "u8": "UInt8", "u16": "UInt16",
        "u32": "UInt32", "u64": "UInt64", "half": "Float16", "price": "Decimal", "scale": "CGFloat",
        "token": "UUID?", "payload": "Data?", "span": "Range<Double>", "names": "ClosedRange<String>",
        "prices": "Range<Decimal>", "window": "Range<Date>", "levels": "ClosedRange < UInt8 >?",
        "scores": "[String: Int]", "byId": "[Int: String]", "nested": "[String: [Int?]]", "tags": "Set<String>",
        "maybe": "Optional<Int>",
        "motion": {"enum": {"idle": {}, "moving": {"_0": "Double"}, "paused": {"reason": "String", "until": "Date?"},
                            "pair": {"_0": "Int", "label": "String", "_2": "Bool"}}},
        "phase": {"enum": {"a": {}, "b": {"_0": {"enum": ["x", "y"]}}}, "optional": true, "name": "Phase"},
        "stopsById": {"dictionary": {"struct": {"name": "String", "eta": "Date?"}}, "keyType": "Int"},
        "crew": {"set": {"struct": {"name": "String"}, "name": "Member"}},
        "distance": {"opaque": "AnyJSON", "reason": "unresolvedType", "note": "a test stand-in"},
        "custom": {"opaque": "AnyJSON", "reason": "customDecoding", "optional": true},
        "etaText": {"type": "String?", "key": "eta-text"},
        "count": {"type": "Int", "key": "n"}
      }
    }
    """

    /// Every declaration to test: the four above and each bundled layout's.
    static func all() throws -> [ActivityDeclaration] {
        var declarations = try [coverage, download, naming, wide].map { try declaration(fromLayout: $0) }
        declarations += try bundledLayouts()
        return declarations
    }

    static func declaration(fromLayout text: String) throws -> ActivityDeclaration {
        let root = try JSONParser.parse(text).value
        guard let name = root.objectValue?["activity"]?.stringValue else { throw InputError("no activity name") }
        let attributes = try SchemaParser.parseStruct(root.objectValue?["attributes"] ?? .object(JSONObject()), typeName: name, at: JSONPath(["attributes"].map { .key($0) }))
        let state = try SchemaParser.parseStruct(root.objectValue?["contentState"] ?? .object(JSONObject()), typeName: "ContentState", at: JSONPath([.key("contentState")]))
        return ActivityDeclaration(name: name, attributes: attributes, contentState: state)
    }

    static let layoutFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("layouts")

    /// The names of the layouts shipped in the package's `layouts/` folder (`delivery`, ...).
    static func bundledLayoutNames() throws -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: layoutFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Those layouts, read for their schemas only.
    static func bundledLayouts() throws -> [ActivityDeclaration] {
        try bundledLayoutNames().map { name in
            try declaration(fromLayout: String(contentsOf: layoutFolder.appendingPathComponent(name + ".json"), encoding: .utf8))
        }
    }
}
