import IsletModel
import IsletViews

/// Where text would be cut on the phone, measured in points with `PhoneMetrics` in the
/// regions' published sizes, even where the terminal shows all of it (DESIGN.md, "Drawing").
public struct FitReport: Equatable, Sendable {
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        public let region: RegionName
        public let path: String
        public let text: String
        public let neededWidth: Double
        /// What the phone offers the text: its share of the region, inside its frame and padding.
        public let availableWidth: Double
        public let fontSize: Double

        public var description: String {
            "\(region.rawValue): \(path): \(JSONWriter.quoted(text)) needs about \(Size.format(neededWidth.rounded())) pt at \(Size.format(fontSize)) pt, "
                + "the region gives \(Size.format(availableWidth.rounded())) pt: a phone cuts it"
        }
    }

    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Checks every region of the surfaces against the phone's region sizes.
    public static func check(_ surfaces: [LaidOutSurface]) -> FitReport {
        let engine = LayoutEngine(metrics: PhoneMetrics())
        var entries: [Entry] = []
        var seen = Set<String>()
        for surface in surfaces {
            for region in surface.regions {
                let placed = engine.place(region.placed.view, in: Rect(x: 0, y: 0, width: region.phoneSize.width, height: region.phoneSize.height))
                let offers = engine.textOffers(region.placed.view, in: region.phoneSize)
                let texts = placed.flattened.filter { if case .text = $0.view.content { true } else { false } }
                for (view, offer) in zip(texts, offers) where view.isTruncated {
                    guard case .text(let text) = view.view.content else { continue }
                    let offered = offer.map { min($0, region.phoneSize.width) } ?? view.contentFrame.width
                    let entry = Entry(
                        region: region.name, path: view.view.path.description, text: text, neededWidth: view.naturalWidth,
                        availableWidth: offered, fontSize: view.view.style.font.size
                    )
                    if seen.insert(entry.description).inserted { entries.append(entry) }
                }
            }
        }
        return FitReport(entries: entries)
    }
}
