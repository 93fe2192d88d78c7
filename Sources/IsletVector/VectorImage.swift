import FoundationEssentials
import IsletCells
import IsletLayout
import IsletPixels

/// An image at point geometry: its pixels stretched over `rect`, as layout sized it (a template
/// already in its colour). The SVG embeds it as a PNG; cairo paints the pixels themselves.
public struct VectorImage: Equatable, Sendable {
    public let rect: Rect
    public let pixels: PixelImage

    public init(rect: Rect, pixels: PixelImage) {
        self.rect = rect
        self.pixels = pixels
    }

    /// The image as a `data:` URL of a PNG, for an SVG `<image>`; nil when gdk-pixbuf cannot
    /// encode it (not installed), and the SVG leaves the image out.
    var dataURL: String? {
        guard let png = try? pixels.encoded(as: "png") else { return nil }
        return "data:image/png;base64," + Data(png).base64EncodedString()
    }
}
