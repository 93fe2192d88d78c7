import FoundationEssentials
import IsletCells
import IsletModel

/// Everything besides the layout and the data that decides what a frame looks like. Passing
/// it in (rather than reading a clock or the environment) keeps rendering repeatable.
public struct RenderSettings: Equatable, Sendable {
    public var device: DeviceProfile
    public var projection: CellProjection
    public var now: Date
    public var dark: Bool
    public var utcOffsetSeconds: Int
    public var isStale: Bool
    /// The phone's language and region (`--locale`): the widget's strings are this locale's.
    public var locale: PhoneLocale = .standard
    /// The colour depth the cells are shown at (`--color`): images become cells at this depth,
    /// so a 256-colour terminal gets chafa's best picture in its palette.
    public var palette: TerminalPalette = .trueColor

    public init(
        device: DeviceProfile = DeviceCatalog.defaultDevice, projection: CellProjection = .standard,
        now: Date, dark: Bool = true, utcOffsetSeconds: Int = 0, isStale: Bool = false
    ) {
        self.device = device
        self.projection = projection
        self.now = now
        self.dark = dark
        self.utcOffsetSeconds = utcOffsetSeconds
        self.isStale = isStale
    }

    /// The wallpaper behind the island and the card: never the terminal's own background, so a
    /// black island is visible on a black terminal.
    public var wallpaper: Color { dark ? Color(hex: 0x27325A) : Color(hex: 0xB8CBE8) }

    /// The lock-screen card's default background (REFERENCE.md §2).
    public var cardBackground: Color { dark ? Color(hex: 0x1C1C1E) : .white }
}
