import Foundation
import Glibc
import IsletPixels
import IsletScript
import IsletTestSupport
import IsletViews
import Testing

/// Pictures built to hurt (issue 29, items 5 and 11): a 35-byte GIF that claims 20000 x 20000
/// pixels, a PNG whose header does, a 1 GB sparse file, a FIFO named like a picture, a custom
/// symbol at a font size of 5000 or 1e9 points. Each is drawn (within the limits) or is a
/// placeholder saying why, at once and in little memory; none traps or hangs.
@Suite(.timeLimit(.minutes(1))) struct InterpreterPictureLimitsTests {
    /// The placeholder reasons of `Image("Bomb")` drawn from the file at `path`.
    private func reasons(drawing path: String, in folder: String) -> [String] {
        let assets = ScriptAssets(catalogs: [folder], images: ["Bomb": AssetImage(light: .init(path: path, scale: 3), dark: .init(path: path, scale: 3), template: nil)])
        let resolved = ScriptFixture(lockScreen: [expr(view("Image", arg(str("Bomb"))))], assets: assets).resolved()
        return (resolved?.allViews ?? []).compactMap { view -> String? in
            if case .placeholder(_, let reason) = view.content { reason } else { nil }
        }
    }

    private func write(_ bytes: [UInt8], named name: String, in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aPictureWhoseHeaderClaimsTooManyPixelsIsAPlaceholderSayingSo() throws {
        let folder = TestPictures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, bytes) in [("bomb.gif", Self.gif(width: 20000, height: 20000)), ("bomb@3x.png", Self.pngHeader(width: 20000, height: 20000)), ("line.png", Self.pngHeader(width: 20000, height: 1))] {
            let path = try write(bytes, named: name, in: folder)
            let size = name == "line.png" ? "20000x1" : "20000x20000"
            #expect(reasons(drawing: path, in: folder) == [
                "the image Bomb is not drawn: \(path): \(size) pixels, more than islet decodes (16777216 pixels, 4096x4096, and 16384 a side)",
            ])
        }
        // Bytes a widget read at run time (`UIImage(data:)`) go through the same check.
        guard case .failure(let failure) = PictureFiles().image(of: Self.gif(width: 20000, height: 20000), named: "UIImage(data:)") else {
            Issue.record("the GIF's bytes were decoded")
            return
        }
        #expect(failure.description.hasSuffix("20000x20000 pixels, more than islet decodes (16777216 pixels, 4096x4096, and 16384 a side)"))
    }

    /// A 1 GB sparse file is refused by its size, not read; a FIFO is refused without blocking.
    @Test func aFileTooLargeOrNotRegularIsNotRead() throws {
        let folder = TestPictures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sparse = try write([], named: "sparse@3x.png", in: folder)
        #expect(truncate(sparse, 1 << 30) == 0)
        #expect(reasons(drawing: sparse, in: folder) == ["the image Bomb is not drawn: \(sparse): the file is 1073741824 bytes, more than the 16 MB islet reads of a picture"])
        let fifo = folder + "/fifo@3x.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(reasons(drawing: fifo, in: folder) == ["the image Bomb is not drawn: \(fifo): the file is a named pipe (FIFO), not a regular file; islet reads regular files only"])
    }

    /// The resolved custom symbol of a 2:1 SVG at `.font(.system(size: size))`.
    private func symbol(size: Double, svg: String = Self.wideSymbol) throws -> ResolvedView.Content? {
        let folder = TestPictures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write(Array(svg.utf8), named: "bolt.custom.svg", in: folder)
        let image = view("Image", arg(str("bolt.custom"))).modifier("font", arg(dot("system").call(arg("size", double(size)))))
        let fixture = ScriptFixture(lockScreen: [expr(image)], assets: ScriptAssets(catalogs: [folder], symbols: ["bolt.custom": path]))
        return try #require(fixture.resolved()).allViews.lazy.map(\.content).first {
            switch $0 {
            case .picture, .placeholder: true
            default: false
            }
        }
    }

    /// At 5000 points the glyph is 4250 points tall, as on a phone, from a raster of at most
    /// 1024 pixels a side (not a 1.3 GB surface); at 1e9 and 1e300 it is the same raster, and
    /// nothing traps converting the size.
    @Test(arguments: [5000, 1e9, 1e300]) func aCustomSymbolAtAHugeFontSizeKeepsItsSizeFromABoundedRaster(size: Double) throws {
        guard case .picture(let picture) = try symbol(size: size) else {
            Issue.record("no picture at \(size) points")
            return
        }
        #expect(picture.pixels.width == 1024 && picture.pixels.height == 512)
        #expect(abs(picture.naturalHeight - size * 0.85) <= size * 1e-9)
        #expect(abs(picture.naturalWidth - 2 * size * 0.85) <= size * 1e-9)
    }

    /// An SVG librsvg would spend long on (an embedded image decoded at any size, a filter, a
    /// `use` chain), or one too large, is a placeholder saying why.
    @Test func aSymbolWithWhatASymbolIsNotMadeOfIsAPlaceholder() throws {
        let embedded = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="data:image/gif;base64,R0lGODlh" width="10" height="10"/></svg>"#
        let crowded = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">"# + String(repeating: "<g/>", count: 20_001) + "</svg>"
        for (svg, reason) in [(embedded, "the SVG has an <image> element, which islet does not draw"), (crowded, "an SVG of more than 20000 elements, more than islet draws")] {
            guard case .placeholder(_, let why) = try symbol(size: 17, svg: svg) else {
                Issue.record("drawn: \(svg.prefix(80))")
                continue
            }
            #expect(why.contains(reason), "\(why)")
        }
    }

    static let wideSymbol = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10"/></svg>"#

    /// A GIF of one 2x2 image whose screen and frame claim `width` x `height`: 35 bytes.
    static func gif(width: Int, height: Int) -> [UInt8] {
        let size: [UInt8] = [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        let screen: [UInt8] = [0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF], frame: [UInt8] = [0x2C, 0, 0, 0, 0], data: [UInt8] = [0, 2, 2, 0x44, 1, 0, 0x3B]
        return Array("GIF89a".utf8) + size + screen + frame + size + data
    }

    /// The signature, header and an empty first data chunk of an RGBA PNG of `width` x `height`:
    /// what a decoder reads before it allocates.
    static func pngHeader(width: Int, height: Int) -> [UInt8] {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return signature + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", []) + chunk("IEND", [])
    }

    /// A PNG chunk: length, type, data and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc = UInt32.max
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(data.count) + body + bigEndian(Int(crc ^ UInt32.max))
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
