/// `GeometryReader { proxy in … }` resolved at one moment: layout calls `view` with the size
/// it proposes, as only layout knows `proxy.size`. Two are equal only when they are the same
/// one (each run of the widget's code makes a new one). Not generic: a generic class holding
/// the tree it sits in makes a cycle of type metadata that the Swift runtime waits on forever.
public final class ResolvedGeometry: Equatable, Sendable {
    public let view: @Sendable (_ width: Double, _ height: Double) -> ResolvedView

    public init(_ view: @escaping @Sendable (_ width: Double, _ height: Double) -> ResolvedView) {
        self.view = view
    }

    public static func == (lhs: ResolvedGeometry, rhs: ResolvedGeometry) -> Bool {
        lhs === rhs
    }
}
