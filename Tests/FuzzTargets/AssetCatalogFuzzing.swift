import Foundation
import IsletCells
import IsletPixels
import IsletSources
import Synchronization

/// An asset catalog built from the input: each `--- path` line starts a file of the catalog
/// (`Cup.imageset/Contents.json`, `Cup.imageset/cup@3x.png`, `Brand/Contents.json`), its
/// content the bytes up to the next such line. The catalog is read as islet reads a widget's,
/// then every image set's files and every symbol are drawn as a render would. Whatever the
/// files, the read answers sets and problems, and each picture is drawn or refused.
enum AssetCatalogFuzzing {
    /// One folder per process, emptied for each input, so the picture cache keeps one entry a
    /// file name rather than one for every input a fuzzer tries; inputs take turns in it (the
    /// corpus tests run the corpus and the seeds side by side).
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-fuzz-assets-\(getpid())").path
    private static let turn = Mutex(())

    static func run(_ input: [UInt8]) -> Bool {
        turn.withLock { _ in draw(input) }
    }

    /// The catalog of `input` written to `folder`, read, and its pictures drawn.
    private static func draw(_ input: [UInt8]) -> Bool {
        let catalog = folder + "/Widget/Assets.xcassets"
        try? FileManager.default.removeItem(atPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
            for (path, bytes) in files(in: input) {
                let file = catalog + "/" + path
                try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path, withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: file))
            }
        } catch {
            return false
        }
        let read = AssetCatalogReader.read([folder + "/Widget"])
        var drawn = 0
        for image in read.assets.images.values {
            for file in Set([image.light.path, image.dark.path]) where (try? PictureFiles().image(at: file).get()) != nil { drawn += 1 }
        }
        for path in read.assets.symbols.values where (try? PictureFiles().symbol(at: path, height: 43).get()) != nil { drawn += 1 }
        return !read.assets.colors.isEmpty || drawn > 0
    }

    /// The input's files by their path in the catalog: a path is kept inside it (no `..`, no
    /// leading `/`), as the fuzzer is not meant to write elsewhere on the machine.
    static func files(in input: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        let marker = Array("--- ".utf8)
        var files: [(path: String, bytes: [UInt8])] = []
        var at = input.startIndex
        while at < input.endIndex {
            guard input[at...].starts(with: marker), let end = input[at...].firstIndex(of: 0x0A) else {
                at = input[at...].firstIndex(of: 0x0A).map { $0 + 1 } ?? input.endIndex
                continue
            }
            let name = String(decoding: input[(at + marker.count)..<end], as: UTF8.self)
            var next = end + 1
            while next < input.endIndex, !(input[next...].starts(with: marker) && input[next - 1] == 0x0A) { next += 1 }
            let parts = name.split(separator: "/").filter { $0 != ".." && $0 != "." && !$0.isEmpty }
            if !parts.isEmpty { files.append((parts.joined(separator: "/"), Array(input[(end + 1)..<max(end + 1, next - 1)]))) }
            at = next
        }
        return files
    }

    /// A catalog with a colour set, an image set with light and dark files, a namespace folder
    /// and a symbol set, and the same catalog with each image swapped for one the seeds of the
    /// `image` target hold.
    static var seeds: [[UInt8]] {
        let pixel = (try? PixelImage(width: 3, height: 3, rgba: [UInt8](repeating: 200, count: 36)).encoded(as: "png")) ?? []
        let text = { (path: String, body: String) in Array("--- \(path)\n\(body)\n".utf8) }
        let binary = { (path: String, bytes: [UInt8]) in Array("--- \(path)\n".utf8) + bytes + [0x0A] }
        var catalog = text("Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        catalog += text("Brand/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        catalog += text("Brand/Gold.colorset/Contents.json", #"""
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.788", "green": "0x9F", "blue": "39", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "display-p3", "components": {"red": "0.878", "green": "0.722", "blue": "0.227", "alpha": "1"}}}]}
            """#)
        catalog += text("Cup.imageset/Contents.json", #"""
            {"images": [{"filename": "cup@3x.png", "idiom": "universal", "scale": "3x"},
              {"filename": "cup-dark@3x.png", "idiom": "universal", "scale": "3x", "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
             "properties": {"template-rendering-intent": "template"}}
            """#)
        catalog += binary("Cup.imageset/cup@3x.png", pixel) + binary("Cup.imageset/cup-dark@3x.png", pixel)
        catalog += text("bolt.custom.symbolset/Contents.json", #"{"symbols": [{"filename": "bolt.svg", "idiom": "universal"}]}"#)
        catalog += text("bolt.custom.symbolset/bolt.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><g id="Regular-M"><rect width="20" height="10"/></g></svg>"#)
        return [catalog] + ImageFuzzing.seeds.filter { $0.first == 0 }.map { catalog + binary("Cup.imageset/cup@3x.png", Array($0.dropFirst())) }
    }
}
