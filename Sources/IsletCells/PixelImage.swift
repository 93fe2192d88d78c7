/// A decoded picture as plain bytes: straight (not premultiplied) RGBA, eight bits a channel,
/// rows top to bottom with no padding. A value, so a resolved view can carry it and tests can
/// make one by hand; the libraries that decode, scale and encode it (IsletPixels) are loaded only
/// when needed, so layout and the resolver carry pictures without them.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let rgba: [UInt8]

    /// The most pixels islet decodes or draws for one picture (docs/DECISIONS.md, "Limits on
    /// outside input: decoders"): 4096 x 4096, 64 MB as RGBA, past a 12-megapixel camera photo and
    /// over four times the largest iPhone screen at 3x (1320 x 2868). A header that says more is
    /// refused before a pixel is allocated, so a 35-byte GIF cannot ask for 1.6 GB.
    public static let mostPixels = 4096 * 4096
    /// The longest side, so that a 16-megapixel line (16,777,216 x 1) is refused too: cairo stops
    /// at 32,767 and scaling one to a cell would be meaningless.
    public static let longestSide = 16_384

    /// The longest side of a symbol's raster: a 400-point font (the largest a layout takes) at
    /// 3x is 1020 pixels. A larger symbol is drawn at most this big and scaled by its view.
    public static let longestSymbolSide = 1024

    /// Whether a picture of `width` x `height` pixels is within the limits above.
    public static func fits(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= longestSide && height <= longestSide && width * height <= mostPixels
    }

    /// Why a picture of `width` x `height` is not decoded, for the placeholder's reason.
    package static func tooLarge(width: Int, height: Int) -> String {
        "\(width)x\(height) pixels, more than islet decodes (\(mostPixels) pixels, 4096x4096, and \(longestSide) a side)"
    }

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "\(rgba.count) bytes for a \(width)x\(height) image")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The colour of one pixel, its opacity kept.
    public func pixel(x: Int, y: Int) -> Color {
        let at = (y * width + x) * 4
        return Color(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2], opacity: Double(rgba[at + 3]) / 255)
    }

    /// The image as a template (SwiftUI's `.renderingMode(.template)`): every pixel takes
    /// `color`, and keeps its own opacity times the colour's, so only the shape is left.
    public func tinted(_ color: Color) -> PixelImage {
        var bytes = rgba
        for at in stride(from: 0, to: bytes.count, by: 4) {
            bytes[at] = color.red
            bytes[at + 1] = color.green
            bytes[at + 2] = color.blue
            bytes[at + 3] = UInt8((Double(bytes[at + 3]) * color.opacity).rounded())
        }
        return PixelImage(width: width, height: height, rgba: bytes)
    }
}
