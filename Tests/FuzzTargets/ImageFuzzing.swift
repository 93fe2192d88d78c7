import Foundation
import IsletBundle
import IsletCells
import IsletPixels

/// A picture's bytes as a widget's files bring them: after a byte whose low bit picks the reader,
/// either an image file decoded as `UIImage(data:)` and an image set's file are (any format
/// gdk-pixbuf reads), or a custom symbol's SVG drawn at a height the rest of that byte picks,
/// from a body font's to far past any screen. Whatever the header claims, decoding stays within
/// the pixel limits and ends in a picture or a reason, never a trap, a hang or gigabytes.
enum ImageFuzzing {
    /// Symbol heights in pixels: body text at 3x, the largest layout font, and sizes a widget's
    /// `.font(.system(size:))` may ask for.
    static let heights = [1, 43, 1020, 1024, 12_750, 1 << 31, Int.max, 0]

    static func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        let choice = Int(input.first ?? 0), bytes = Array(input.dropFirst())
        if choice & 1 == 0 {
            guard case .success(let image) = PictureFiles().image(of: bytes, named: "fuzz.png") else { return false }
            guard PixelImage.fits(width: image.width, height: image.height) else {
                throw FuzzFinding(description: "a \(image.width)x\(image.height) picture was decoded past the limits")
            }
            return true
        }
        let height = heights[(choice >> 1) % heights.count]
        guard let symbol = try? PixelImage(svg: bytes, element: "#Regular-M", height: height) else { return false }
        guard symbol.width <= PixelImage.longestSymbolSide, symbol.height <= PixelImage.longestSymbolSide else {
            throw FuzzFinding(description: "a symbol asked \(height) pixels tall was drawn \(symbol.width)x\(symbol.height)")
        }
        return true
    }

    /// The bundled layouts' pictures, small pictures in each format islet writes and a GIF, and
    /// custom symbols (a template's glyph among others, and a plain SVG) at a body font's height
    /// (the selector byte's other heights are the fuzzer's to find: each is a 1024-pixel raster,
    /// slow in the debug build that replays the seeds).
    static var seeds: [[UInt8]] {
        var seeds = BundledLayouts.images.compactMap { Data(base64Encoded: $0.base64).map { [0] + Array($0) } }
        var rgba: [UInt8] = []
        for at in 0..<24 {
            let alpha: UInt8 = at % 5 == 0 ? 0 : 255
            rgba += [UInt8(at * 10), UInt8(255 - at * 10), 128, alpha]
        }
        let pattern = PixelImage(width: 6, height: 4, rgba: rgba)
        for format in ["png", "jpeg"] {
            if let bytes = try? pattern.encoded(as: format) { seeds.append([0] + bytes) }
        }
        let gif: [UInt8] = [2, 0, 2, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x2C, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]
        seeds.append([0] + Array("GIF89a".utf8) + gif)
        let template = #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
              <g id="Guides"><line x1="0" y1="700" x2="3300" y2="700" stroke="#000"/></g>
              <g id="Symbols">
                <g id="Regular-M" transform="translate(1000 1000)"><path d="M0 0 L120 -80 L60 40 Z" fill="#000"/><circle cx="60" cy="0" r="20"/></g>
              </g>
            </svg>
            """#
        let plain = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" rx="3"/></svg>"#
        for svg in [template, plain] {
            seeds.append([UInt8(1 << 1 | 1)] + Array(svg.utf8))
        }
        return seeds
    }
}
