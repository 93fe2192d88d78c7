/// An image drawn from a file: an asset catalog's `Image("name")` as the Swift reader finds it,
/// or a layout file's `imageFile` view. The light and dark files are the set's choice for each
/// theme (docs/DECISIONS.md, "Asset images").
public struct PictureSpec: Equatable, Sendable {
    /// What a person calls it: the asset's name, or the file's for a layout file.
    public var name: String
    public var light: String
    public var dark: String
    /// Pixels a point: the `@3x` of the file chosen.
    public var scale: Double
    /// `.renderingMode(.template)` or the set's template intent: drawn in the foreground colour.
    public var template: Bool
    public var sizing: PictureSizing
    /// A custom symbol (`*.symbolset`): its SVG's `Regular-M` glyph, drawn at the font's size as
    /// SF Symbols are, in the foreground colour.
    public var symbol = false
    /// The file's bytes when the widget read them at run time (`UIImage(contentsOfFile:)` from
    /// the App Group container, `UIImage(data:)`): `light` then only names where they came from.
    public var contents: [UInt8]?

    public init(name: String, light: String, dark: String? = nil, scale: Double = 1, template: Bool = false, sizing: PictureSizing = PictureSizing()) {
        self.name = name
        self.light = light
        self.dark = dark ?? light
        self.scale = scale
        self.template = template
        self.sizing = sizing
    }

    /// A custom symbol from the SVG at `path`.
    public static func symbol(named name: String, at path: String) -> PictureSpec {
        var spec = PictureSpec(name: name, light: path, scale: 3, template: true)
        spec.symbol = true
        return spec
    }

    /// An image from bytes the widget read, named `name`.
    public static func contents(_ bytes: [UInt8], named name: String) -> PictureSpec {
        var spec = PictureSpec(name: name.split(separator: "/").last.map(String.init) ?? name, light: name, scale: scale(ofFile: name))
        spec.contents = bytes
        return spec
    }

    /// The scale a file's name says (`bag@2x.png` is 2), 1 when it says none.
    public static func scale(ofFile path: String) -> Double {
        let stem = path.split(separator: "/").last?.split(separator: ".").first ?? ""
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"), let scale = Double(stem[stem.index(after: at)...].dropLast()), (1...3).contains(scale) else { return 1 }
        return scale
    }
}

/// How an image takes the room it is offered, as SwiftUI's `resizable()`, `aspectRatio(_:contentMode:)`,
/// `scaledToFit()` and `scaledToFill()` say: without `resizable` it keeps its own size.
public struct PictureSizing: Equatable, Sendable {
    public enum Mode: String, Equatable, Sendable {
        case fit, fill
    }

    public var resizable: Bool
    /// Width over height; nil for the image's own when `mode` is set.
    public var aspectRatio: Double?
    /// Set by `aspectRatio`, `scaledToFit` or `scaledToFill`; nil stretches a resizable image to its offer.
    public var mode: Mode?

    public init(resizable: Bool = false, aspectRatio: Double? = nil, mode: Mode? = nil) {
        self.resizable = resizable
        self.aspectRatio = aspectRatio
        self.mode = mode
    }
}
