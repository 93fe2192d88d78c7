/// Where a path view's outline comes from, which decides how it meets the frame layout gives it.
public enum PathSource: Equatable, Sendable {
    /// `Path { … }` or `Path(…)`: drawn at its own coordinates from the frame's top left, as
    /// SwiftUI draws a path view.
    case points(ShapePath)
    /// A layout file's `"path"`: (0, 0) is the frame's top left and (1, 1) its bottom right, so
    /// the outline stretches with the frame.
    case fractions(ShapePath)
    /// A custom `Shape`'s `path(in:)`, run with the frame's size when layout knows it.
    case sized(SizedPath)

    /// The outline in the frame at (`x`, `y`), `width` by `height` points.
    public func path(x: Double, y: Double, width: Double, height: Double) -> ShapePath {
        switch self {
        case .points(let path): path.applying { ShapePath.Point(x: x + $0.x, y: y + $0.y) }
        case .fractions(let path): path.applying { ShapePath.Point(x: x + $0.x * width, y: y + $0.y * height) }
        case .sized(let sized): sized.make(width, height).applying { ShapePath.Point(x: x + $0.x, y: y + $0.y) }
        }
    }
}

/// A custom `Shape`'s `path(in:)`, kept as the Swift reader's closure because only layout knows
/// the rectangle. Two are equal only when they are the same one, as `ResolvedGeometry`.
public final class SizedPath: Equatable, Sendable {
    /// The path for a frame of `width` by `height` points with its origin at (0, 0).
    public let make: @Sendable (_ width: Double, _ height: Double) -> ShapePath

    public init(_ make: @escaping @Sendable (_ width: Double, _ height: Double) -> ShapePath) {
        self.make = make
    }

    public static func == (lhs: SizedPath, rhs: SizedPath) -> Bool {
        lhs === rhs
    }
}
