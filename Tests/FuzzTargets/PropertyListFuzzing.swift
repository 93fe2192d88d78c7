import Foundation
import IsletSources

/// A `--defaults` file's bytes (JSON, or a property list in XML or binary form), read as islet
/// reads one: every suite and value, or an error. An error must name the file, so a user can
/// tell which option was wrong; nothing may trap, recurse without end or expand without bound.
enum PropertyListFuzzing {
    static let file = "fuzz/defaults.plist"

    static func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        do {
            _ = try AppDefaultsReader.read(Data(input), file: file)
            return true
        } catch {
            guard error.file == file else { throw FuzzFinding(description: "a refusal that does not name the file: \(error)") }
            return false
        }
    }

    /// The bundled Swift samples' defaults files, and one of every kind of value a property list
    /// holds in both property-list forms.
    static var seeds: [[UInt8]] {
        let suite: [String: Any] = [
            "stops": 3, "eta": 2.5, "driver": "Ana", "late": false, "since": Date(timeIntervalSinceReferenceDate: 786_020_400),
            "token": Data([1, 2, 3]), "tips": [1, "two"] as [Any], "profile": ["name": "Ana"],
        ]
        let values: [String: Any] = ["group.com.example.seed": suite, "standard": ["units": "metric"]]
        var seeds = [PropertyListSerialization.PropertyListFormat.xml, .binary].compactMap { format in
            (try? PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0)).map { Array($0) }
        }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples/swift")
        for folder in ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).sorted() {
            if let json = FileManager.default.contents(atPath: samples.path + "/" + folder + "/defaults.json") { seeds.append(Array(json)) }
        }
        return seeds
    }
}
