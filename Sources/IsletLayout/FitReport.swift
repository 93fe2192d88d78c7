import IsletInput

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

    /// A text the phone shows whole that the terminal cuts short: its phone line takes more cells
    /// than its region has (small type is narrower than a cell a letter).
    public struct TerminalCut: Equatable, Sendable, CustomStringConvertible {
        public let region: RegionName
        public let path: String
        public let text: String

        public var description: String { "\(region.rawValue): \(path): \(JSONWriter.quoted(text))" }
    }

    public let entries: [Entry]
    /// Texts cut in the terminal alone, so a "…" the report does not explain is explained.
    public let terminalCuts: [TerminalCut]

    public init(entries: [Entry], terminalCuts: [TerminalCut] = []) {
        self.entries = entries
        self.terminalCuts = terminalCuts
    }

    /// Checks every region of the surfaces against the phone's region sizes.
    public static func check(_ surfaces: [LaidOutSurface]) -> FitReport {
        let engine = LayoutEngine(metrics: PhoneMetrics())
        var entries: [Entry] = []
        var terminalCuts: [TerminalCut] = []
        var seen = Set<String>()
        for surface in surfaces {
            for region in surface.regions {
                let placed = engine.placeRegion(region.phoneView ?? region.placed.view, size: region.phoneSize)
                let texts = placed.flattened.compactMap { view -> (view: PlacedView, text: String)? in
                    if case .text(let text) = view.view.content { (view, text) } else { nil }
                }
                let shown = region.placed.flattened.filter { if case .text = $0.view.content { true } else { false } }
                for ((view, text), terminal) in zip(texts, shown) where terminal.isTruncated && !view.isTruncated {
                    let cut = TerminalCut(region: region.name, path: view.view.path.description, text: text)
                    if seen.insert("~" + cut.description).inserted { terminalCuts.append(cut) }
                }
                guard texts.contains(where: { $0.view.isTruncated }) else { continue }
                let offers = engine.textOffers(region.placed.view, in: region.phoneSize)
                assert(texts.count == offers.count, "the offer walk and placement disagree on the texts")
                for ((view, text), offer) in zip(texts, offers) where view.isTruncated {
                    // A text cut although offered all the width it needs was cut by its height, a
                    // frame or a clip: then the room that counts is what it was placed in.
                    let offered = offer.map { min($0, region.phoneSize.width) }.flatMap { $0 < view.naturalWidth ? $0 : nil }
                    let entry = Entry(
                        region: region.name, path: view.view.path.description, text: text, neededWidth: view.naturalWidth,
                        availableWidth: offered ?? view.contentFrame.width, fontSize: view.view.style.font.size
                    )
                    if seen.insert(entry.description).inserted { entries.append(entry) }
                }
            }
        }
        return FitReport(entries: entries, terminalCuts: terminalCuts)
    }
}
