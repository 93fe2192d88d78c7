import IsletCells

/// The Apple Watch Smart Stack, where watchOS 11 shows a Live Activity of the `.small` family
/// (docs/SMART-STACK.md has each number's source). The size is Apple's; the corner radius,
/// margins and platter colour are not published and are islet's assumptions.
public struct SmartStack: Equatable, Sendable {
    /// The case size the numbers belong to (`45 mm`).
    public let name: String
    /// The Live Activity's size in the Smart Stack (HIG "Live Activities", watchOS dimensions).
    public let size: Size

    /// Every published case size.
    public static let published: [SmartStack] = [
        SmartStack(name: "40 mm", size: Size(width: 152, height: 69.5)),
        SmartStack(name: "41 mm", size: Size(width: 165, height: 72.5)),
        SmartStack(name: "44 mm", size: Size(width: 173, height: 76.5)),
        SmartStack(name: "45 mm", size: Size(width: 184, height: 80.5)),
        SmartStack(name: "49 mm", size: Size(width: 191, height: 81.5)),
    ]

    /// The watch as a board and its fit report name it (`Apple Watch 45 mm`).
    public var title: String { "Apple Watch \(name)" }

    /// The watch islet draws: 45 mm (Series 7 to 9), in the middle of the published range.
    public static let standard = published[3]

    /// Room between the platter's edge and the views in it, in points (assumed: watchOS
    /// widgets' content margins are not published for Live Activities).
    public static let margin = 8.0

    /// The platter's corner radius in points (assumed, measured by eye on Apple's artwork).
    public static let cornerRadius = 18.0

    /// The platter behind the views when the activity sets no background tint (assumed: the
    /// watch is always dark; the system's secondary background).
    public static let platter = Color(hex: 0x1C1C1E)

    /// The compact regions the watch draws for a phone without a Dynamic Island (iPhone 16e):
    /// the 393 pt class's, the smallest published (REFERENCE.md §1); Apple publishes none for
    /// phones without an island, which still pair with a watch.
    public static var compactSizes: DeviceProfile { DeviceCatalog.device(id: "iphone-16")! }

    /// Where the views go: the platter less its margins.
    public var content: Size { Size(width: size.width - 2 * Self.margin, height: size.height - 2 * Self.margin) }
}
