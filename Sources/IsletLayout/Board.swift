import IsletViews

/// Several presentations of one activity side by side, each labelled on its own patch of
/// wallpaper, like Xcode's preview canvas: what `islet render`, `islet demo` and the
/// previewer's `b` show. IsletRaster paints it; items flow left to right and wrap at `maxWidth`
/// columns.
public struct Board: Sendable {
    public struct Item: Sendable {
        public let title: String
        public let surface: LaidOutSurface
    }

    public let header: String
    /// What the items are drawn at, for the header and the fit report: the watch
    /// (`Apple Watch 45 mm`) when the board holds the Smart Stack alone, else the phone.
    public let place: String
    public let items: [Item]
    public let maxWidth: Int
    /// The columns a board fills when nothing says otherwise: a file, a pipe or a CI log, whose
    /// boards then come out the same whoever made them.
    public static let standardWidth = 100
    /// What the items were laid out with; the board is painted with the same.
    public let settings: RenderSettings

    /// Each of `presentations` resolved and laid out once with `settings` and the caller's `cache`, under a header naming
    /// the layout, the device, its size in points and the appearance. A phone without an island
    /// has no island presentations: an alert shows the lock-screen view as a banner, so there the
    /// board holds that one view (and the watch's Smart Stack, when asked for), whichever
    /// presentations were asked for.
    public init(
        activity layout: ActivityLayout, data: ActivityData, settings: RenderSettings, cache: LayoutCache,
        presentations: [Presentation] = Presentation.allCases, maxWidth: Int = standardWidth
    ) {
        let renderer = ActivityRenderer(layout: layout, settings: settings, cache: cache)
        let device = settings.device
        // The watch's Smart Stack does not depend on the phone's island.
        let watch = presentations.filter { $0 == .small }
        let shown: [Presentation] = device.hasIsland || presentations.count == watch.count ? presentations : [.lock] + watch
        items = zip(shown, renderer.surfaces(shown, data: data)).map { presentation, surface in
            Item(
                title: device.hasIsland || presentation == .small ? presentation.title : "Lock Screen and alert banner (no Dynamic Island)",
                surface: surface
            )
        }
        let watchAlone = !shown.isEmpty && shown.allSatisfy { $0 == .small }
        place = watchAlone ? SmartStack.standard.title : device.name
        let size = watchAlone ? SmartStack.standard.size : device.screen
        header = "\(layout.activity) · \(place) · \(Self.points(size.width))×\(Self.points(size.height)) pt · \(settings.dark ? "dark" : "light")"
        self.maxWidth = maxWidth
        self.settings = settings
    }

    /// A length in points as Apple publishes it: whole (402) or with its half (80.5).
    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(saturating: value)) : String(value)
    }
}
