import Foundation
import IsletCells
import IsletPixels

/// Small images drawn for a test and written as real files through gdk-pixbuf, so the tests read
/// them as islet reads a widget's assets. Nothing here is copied art: each is a few rectangles.
public enum TestPictures {
    /// A `width` by `height` image whose pixel at (x, y) is `color(x, y)`.
    public static func image(width: Int, height: Int, _ color: (Int, Int) -> Color) -> PixelImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                bytes += [c.red, c.green, c.blue, UInt8((c.opacity * 255).rounded())]
            }
        }
        return PixelImage(width: width, height: height, rgba: bytes)
    }

    /// Four quarters: red top-left, green top-right, blue bottom-left, white bottom-right.
    public static func quarters(width: Int = 32, height: Int = 36) -> PixelImage {
        image(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): Color(hex: 0xFF0000)
            case (false, true): Color(hex: 0x00FF00)
            case (true, false): Color(hex: 0x0000FF)
            case (false, false): Color(hex: 0xFFFFFF)
            }
        }
    }

    /// A black bar down the left half on transparency: a template icon's shape.
    public static func leftBar(width: Int = 32, height: Int = 36) -> PixelImage {
        image(width: width, height: height) { x, _ in x < width / 2 ? .black : Color(red: 0, green: 0, blue: 0, opacity: 0) }
    }

    /// Writes `image` as `name` (its extension says the format: `.png` or `.jpg`) in `folder`,
    /// made if needed, and answers the file's path.
    @discardableResult
    public static func write(_ image: PixelImage, named name: String, in folder: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        let bytes = try image.encoded(as: name.hasSuffix(".jpg") ? "jpeg" : "png")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A fresh folder under the temporary directory.
    public static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("islet-pictures-\(UUID().uuidString)").path
    }
}
