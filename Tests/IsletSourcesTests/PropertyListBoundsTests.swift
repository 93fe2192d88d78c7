import Foundation
import IsletScript
import IsletSources
import Testing

/// `--defaults` property lists built to hurt (issue 29, item 6): a binary list that holds
/// itself, shared references that expand exponentially, XML nested thousands deep. Each must
/// be refused at once with the file, the path in the list and the reason, never crash or hang;
/// lists within the limits still read.
@Suite(.timeLimit(.minutes(1))) struct PropertyListBoundsTests {
    /// The refusal `AppDefaultsReader` gives for `bytes` saved as `name`, with the folder cut off.
    private func refusal(_ bytes: [UInt8], name: String = "defaults.plist") throws -> String {
        let folder = try AssetCatalogFolder([name: Data(bytes)])
        defer { folder.remove() }
        do {
            _ = try AppDefaultsReader.read(folder.path + "/" + name)
        } catch {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
        Issue.record("\(name) was read")
        return ""
    }

    private func read(_ bytes: [UInt8]) throws -> [String: [String: DefaultsValue]] {
        let folder = try AssetCatalogFolder(["defaults.plist": Data(bytes)])
        defer { folder.remove() }
        return try AppDefaultsReader.read(folder.path + "/defaults.plist").suites
    }

    @Test func aBinaryListThatHoldsItselfIsRefusedWhereItDoes() throws {
        let dictionary = BinaryList.dictionary([(1, 0)])
        #expect(try refusal(BinaryList.file([dictionary, BinaryList.string("group.a")])) == #"defaults.plist: ["group.a"]: holds itself: this value contains the value it is in, so it never ends"#)
        let array = [BinaryList.dictionary([(1, 2)]), BinaryList.string("group.a"), BinaryList.dictionary([(3, 4)]), BinaryList.string("k"), BinaryList.array([4])]
        #expect(try refusal(BinaryList.file(array)).hasPrefix(#"defaults.plist: ["group.a"].k[0]: holds itself"#))
    }

    /// 60 levels of `[x, x]` is 2^60 values to the decoder: refused, at the place the count
    /// first passes the limit, in well under a second.
    @Test func sharedReferencesThatExpandExponentiallyAreRefused() throws {
        let message = try refusal(BinaryList.file(BinaryList.sharedChain(levels: 60)))
        #expect(message.hasPrefix(#"defaults.plist: ["group.a"].k[0][0]"#), "\(message)")
        #expect(message.hasSuffix(": more than 100000 values once shared entries are expanded, more than islet reads from a defaults file"), "\(message)")
    }

    /// A binary list whose objects share an entry (the encoder writes a repeated string once),
    /// nested within the limit, reads as the decoder reads it.
    @Test func sharedEntriesWithinTheLimitsRead() throws {
        let suites = try read(BinaryList.file(BinaryList.sharedChain(levels: 10)))
        var expected = DefaultsValue.integer(7)
        for _ in 0..<10 { expected = .array([expected, expected]) }
        #expect(suites["group.a"] == ["k": expected])
    }

    @Test(arguments: [1000, 5000, 20000]) func deepXMLIsRefusedAtTheLineAndPathItGoesTooDeep(depth: Int) throws {
        let message = try refusal(Array(Self.xml(depth: depth).utf8))
        // plist, two dictionaries and 125 arrays are open when the 126th array comes.
        let path = #"["group.a"].k"# + String(repeating: "[0]", count: 125)
        #expect(message == "defaults.plist:3:\(1 + 7 * 125): \(path): nested deeper than 128 levels, more than islet reads from a defaults file")
    }

    /// Nesting just inside the limit reads; comments, CDATA and a document type do not move the count.
    /// FoundationEssentials traps on a cut UTF-8 sequence inside an `<integer>` (found by the
    /// `plist` fuzz target): the list is refused at the bad byte's line and column instead.
    @Test func xmlThatIsNotUTF8IsRefusedWhereItStopsBeingUTF8() throws {
        let head = Array("<plist version=\"1.0\"><dict><key>group.a</key><dict>\n<key>k</key><integer>".utf8)
        let message = try refusal(head + [0xF2, 0x86, 0x30] + Array("1</integer></dict></dict></plist>".utf8))
        #expect(message == "defaults.plist:2:22: not UTF-8 at byte \(head.count)")
    }

    @Test func xmlWithinTheLimitReads() throws {
        let suites = try read(Array(Self.xml(depth: 124).utf8))
        var expected = DefaultsValue.integer(1)
        for _ in 0..<124 { expected = .array([expected]) }
        #expect(suites["group.a"] == ["k": expected])
        let dressed = """
            <?xml version="1.0"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><!-- <array><array> --><dict><key>group.a</key><dict>
            <key>a&amp;b</key><string><![CDATA[<array>]]></string><key>n</key><array/></dict></dict></plist>
            """
        #expect(try read(Array(dressed.utf8))["group.a"] == ["a&b": .string("<array>"), "n": .array([])])
    }

    /// `depth` arrays around an integer, under `group.a`'s key `k`, the arrays on line 3.
    static func xml(depth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>group.a</key><dict><key>k</key>
        \(String(repeating: "<array>", count: depth))<integer>1</integer>\(String(repeating: "</array>", count: depth))
        </dict></dict></plist>
        """
    }
}

/// Binary property lists written object by object, so a test can make references no encoder
/// makes (a container that holds itself) and share one object among many places.
enum BinaryList {
    static func string(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
    static func array(_ references: [UInt8]) -> [UInt8] { [0xA0 | UInt8(references.count)] + references }
    static func dictionary(_ pairs: [(key: UInt8, value: UInt8)]) -> [UInt8] { [0xD0 | UInt8(pairs.count)] + pairs.map(\.key) + pairs.map(\.value) }

    /// `{"group.a": {"k": a0}}` where each `a(i)` is `[a(i+1), a(i+1)]` and the last is the integer 7.
    static func sharedChain(levels: Int) -> [[UInt8]] {
        var objects = [dictionary([(1, 2)]), string("group.a"), dictionary([(3, 4)]), string("k")]
        for level in 0..<levels { objects.append(array([UInt8(5 + level), UInt8(5 + level)])) }
        return objects + [[0x10, 7]]
    }

    /// The file: header, objects, a table of two-byte offsets, one-byte references, the trailer.
    static func file(_ objects: [[UInt8]], top: UInt64 = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for number in [UInt64(objects.count), top, UInt64(table)] { bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) } }
        return bytes
    }
}
