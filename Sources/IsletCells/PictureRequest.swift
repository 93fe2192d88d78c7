/// A picture as it is decoded: an image file, a custom symbol's SVG drawn some pixels tall (the
/// height follows the font the tree gives the symbol), or bytes the widget read at run time.
public enum PictureRequest: Hashable, Sendable {
    case file(String)
    case symbol(String, height: Int)
    case bytes([UInt8], named: String)
}

/// What became of a requested picture: its pixels, or why it is not shown.
public enum PictureOutcome: Equatable, Sendable {
    case decoded(PixelImage)
    case unshown(String)
}
