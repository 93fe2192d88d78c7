import IsletCells

/// An image ready to lay out and draw: its pixels decoded from the theme's file (a template
/// already in the view's colour), how many pixels make a point, and how it takes its room.
public struct ResolvedPicture: Equatable, Sendable {
    public var name: String
    /// The file the pixels came from, for the report and the SVG's reader.
    public var file: String
    public var pixels: PixelImage
    public var scale: Double
    public var sizing: PictureSizing

    public init(name: String, file: String, pixels: PixelImage, scale: Double, sizing: PictureSizing) {
        self.name = name
        self.file = file
        self.pixels = pixels
        self.scale = scale
        self.sizing = sizing
    }

    /// How the reason of a placeholder standing for an image that could not be shown begins, so
    /// the report can list those apart from what a widget's code could not draw.
    public static let unshown = "the image "

    /// The image's own size in points: its pixels over its scale, as the phone draws it.
    public var naturalWidth: Double { Double(pixels.width) / scale }
    public var naturalHeight: Double { Double(pixels.height) / scale }
}
