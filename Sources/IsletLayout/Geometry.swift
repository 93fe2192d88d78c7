import IsletViews

/// A size in points (or, after projection, in cells).
public struct Size: Equatable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(saturating: value)) : String((value * 100).rounded() / 100)
    }
}

/// A rectangle in points, origin at the top left, y growing down as on screen.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin x: Double, _ y: Double, size: Size) {
        self.init(x: x, y: y, width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// True when `other` lies inside this rectangle (edges included), within `tolerance`.
    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public func inset(by insets: (top: Double, leading: Double, bottom: Double, trailing: Double)) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String {
        "(\(Size.format(x)), \(Size.format(y)), \(Size.format(width))x\(Size.format(height)))"
    }
}

/// What a parent offers a child: a width and height, either of which may be unspecified
/// (SwiftUI's `nil`: "what would you like?").
public struct ProposedSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// What a view with `.fixedSize` on `fixed`'s axes answers to: nothing offered there, so it
    /// takes its ideal length.
    func fixing(_ fixed: FixedSize?) -> ProposedSize {
        guard let fixed else { return self }
        return ProposedSize(width: fixed.horizontal ? nil : width, height: fixed.vertical ? nil : height)
    }
}
