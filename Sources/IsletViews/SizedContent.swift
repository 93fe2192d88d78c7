import IsletModel

/// `GeometryReader`'s content, which only layout can make because it depends on the size layout
/// proposes (`proxy.size`). The Swift reader keeps the widget's closure behind `make`; the view
/// tree stays a value, and two of these are equal only when they are the same one (each
/// evaluation of the widget's code makes a new one). Not generic: a generic class holding the
/// tree it sits in makes a cycle of type metadata that the Swift runtime waits on forever.
public final class SizedContent: Equatable, Sendable {
    /// The views for a proposed width and height in points, and the values their expressions
    /// read (as a region's `RegionContent` carries its scope's locals).
    public let make: @Sendable (_ width: Double, _ height: Double) -> (node: ViewNode, locals: [String: StateValue])

    public init(_ make: @escaping @Sendable (_ width: Double, _ height: Double) -> (node: ViewNode, locals: [String: StateValue])) {
        self.make = make
    }

    public static func == (lhs: SizedContent, rhs: SizedContent) -> Bool {
        lhs === rhs
    }
}

/// A `GeometryReader` resolved at one moment: layout calls `view` with the size it proposes.
public final class ResolvedGeometry: Equatable, Sendable {
    public let view: @Sendable (_ width: Double, _ height: Double) -> ResolvedView

    public init(_ view: @escaping @Sendable (_ width: Double, _ height: Double) -> ResolvedView) {
        self.view = view
    }

    public static func == (lhs: ResolvedGeometry, rhs: ResolvedGeometry) -> Bool {
        lhs === rhs
    }
}
