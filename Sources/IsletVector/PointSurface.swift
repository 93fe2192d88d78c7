import IsletCells
import IsletLayout
import IsletViews

/// One presentation drawn at the phone's point geometry (REFERENCE.md §1), origin at its top
/// left: the island as a true capsule or a rounded rectangle of the device's corner radius, the
/// card with its own, and each region's views laid out again with `PhoneMetrics` in the
/// region's published size, which is where the fit report measures them.
struct PointSurface {
    let size: Size
    let items: [VectorItem]

    /// Space between an attached island and a detached minimal circle.
    static let detachedGap = 8.0
    /// The expanded island's content margins: clear of its 44 pt corners.
    static let expandedInsets = (top: 14.0, side: 14.0, bottom: 14.0, rowGap: 6.0)
    /// The lock screen's standard margin.
    static let cardMargin = 14.0
    /// The lock-screen card's corner radius (iOS draws notifications and activities at about 22 pt).
    static let cardRadius = 22.0

    init(_ surface: LaidOutSurface, device: DeviceProfile, pictograms: PictogramFont?) {
        let engine = LayoutEngine(metrics: PhoneMetrics())
        var builder = Builder(engine: engine, surface: surface, pictograms: pictograms)
        switch surface.presentation {
        case .compact: builder.compact(device)
        case .minimal: builder.minimal(device)
        case .expanded: builder.expanded(device)
        case .lock: builder.lock(device)
        case .small: builder.small()
        }
        size = builder.size
        items = builder.items
    }

    /// Collects the marks of one presentation.
    private struct Builder {
        let engine: LayoutEngine<PhoneMetrics>
        let surface: LaidOutSurface
        let pictograms: PictogramFont?
        var size = Size.zero
        var items: [VectorItem] = []

        private var fill: Color { surface.shapes.first?.fill ?? .black }
        private var rim: Color? { surface.shapes.first?.rim }

        private func region(_ name: RegionName) -> LaidOutRegion? {
            surface.regions.first { $0.name == name }
        }

        /// A shape of `role` and the regions' content inside it, clipped to it.
        private mutating func add(_ role: VectorShape.Role, _ box: RoundedBox, content: [(LaidOutRegion, Rect, Alignment)]) {
            items.append(.shape(VectorShape(role: role, box: box, fill: fill, stroke: rim, strokeWidth: 1)))
            let marks = content.flatMap { region, rect, alignment in
                VectorContent(pictograms: pictograms).items(
                    engine.place(region.placed.view, in: rect, alignment: alignment), region: rect, background: region.background,
                    container: ShapeContainer(outline: box.rect, cornerRadius: box.radius)
                )
            }
            if !marks.isEmpty { items.append(.clipped(box, marks)) }
        }

        /// A compact side or a minimal circle with the presentation's `.contentMargins`: each
        /// named edge keeps the content that far inside; the others keep the whole region.
        private func inset(_ rect: Rect, _ margins: ContentMargins) -> Rect {
            let leading = margins.leading ?? 0, top = margins.top ?? 0
            return Rect(
                x: rect.x + leading, y: rect.y + top,
                width: max(0, rect.width - leading - (margins.trailing ?? 0)), height: max(0, rect.height - top - (margins.bottom ?? 0))
            )
        }

        private func capsule(x: Double, width: Double, height: Double) -> RoundedBox {
            RoundedBox(Rect(x: x, y: 0, width: width, height: height), radius: height / 2)
        }

        /// The capsule as wide as the camera and two sides of the regions' phone width, which
        /// widen with their content (`CompactWidening`).
        mutating func compact(_ device: DeviceProfile) {
            let height = device.compactLeading.height
            let side = region(.compactLeading)?.phoneSize.width ?? region(.compactTrailing)?.phoneSize.width ?? device.compactLeading.width
            let width = device.cameraWidth + 2 * side
            var content: [(LaidOutRegion, Rect, Alignment)] = []
            if let leading = region(.compactLeading) {
                content.append((leading, inset(Rect(x: 0, y: 0, width: side, height: height), leading.margins), .center))
            }
            if let trailing = region(.compactTrailing) {
                content.append((trailing, inset(Rect(x: width - side, y: 0, width: side, height: height), trailing.margins), .center))
            }
            add(.island, capsule(x: 0, width: width, height: height), content: content)
            size = Size(width: width, height: height)
        }

        mutating func minimal(_ device: DeviceProfile) {
            let circle = device.minimal
            let island = circle.width + device.cameraWidth
            let attached = region(.minimal).map { [($0, inset(Rect(x: 0, y: 0, width: circle.width, height: circle.height), $0.margins), Alignment.center)] } ?? []
            add(.island, capsule(x: 0, width: island, height: circle.height), content: attached)
            size = Size(width: island, height: circle.height)
            if let detached = region(.minimalDetached) {
                let x = island + PointSurface.detachedGap
                add(.island, capsule(x: x, width: circle.width, height: circle.height), content: [(detached, inset(Rect(x: x, y: 0, width: circle.width, height: circle.height), detached.margins), .center)])
                size.width = x + circle.width
            }
        }

        /// The height `region`'s view takes in `width`, at most `limit`.
        private func height(_ region: LaidOutRegion?, width: Double, limit: Double) -> Double {
            guard let region else { return 0 }
            return min(limit, engine.sizeThatFits(region.placed.view, ProposedSize(width: width, height: limit)).height)
        }

        mutating func expanded(_ device: DeviceProfile) {
            let insets = PointSurface.expandedInsets
            let width = device.expandedWidth, camera = device.cameraWidth, cameraHeight = device.compactLeading.height
            let limit = device.expandedHeights.upperBound - insets.top - insets.bottom
            let leading = region(.expandedLeading), trailing = region(.expandedTrailing)
            let center = region(.expandedCenter), bottom = region(.expandedBottom)
            let sideWidth = leading?.phoneSize.width ?? trailing?.phoneSize.width ?? (width - camera) / 2 - insets.side
            let centerY = cameraHeight + insets.rowGap
            let sides = max(height(leading, width: sideWidth, limit: limit), height(trailing, width: sideWidth, limit: limit))
            let centerHeight = height(center, width: camera, limit: limit - centerY + insets.top)
            let top = max(insets.top + sides, center == nil ? 0 : centerY + centerHeight)
            let bottomWidth = width - 2 * insets.side
            let bottomY = top + (bottom == nil ? 0 : insets.rowGap)
            let bottomHeight = height(bottom, width: bottomWidth, limit: max(0, device.expandedHeights.upperBound - insets.bottom - bottomY))
            let total = min(max(bottomY + bottomHeight + insets.bottom, device.expandedHeights.lowerBound), device.expandedHeights.upperBound)

            var content: [(LaidOutRegion, Rect, Alignment)] = []
            if let leading { content.append((leading, Rect(x: (width - camera) / 2 - sideWidth, y: insets.top, width: sideWidth, height: sides), .topLeading)) }
            if let trailing { content.append((trailing, Rect(x: (width + camera) / 2, y: insets.top, width: sideWidth, height: sides), .topTrailing)) }
            if let center { content.append((center, Rect(x: (width - camera) / 2, y: centerY, width: camera, height: centerHeight), .top)) }
            if let bottom { content.append((bottom, Rect(x: insets.side, y: bottomY, width: bottomWidth, height: bottomHeight), .top)) }
            add(.island, RoundedBox(Rect(x: 0, y: 0, width: width, height: total), radius: device.cornerRadius), content: content)
            size = Size(width: width, height: total)
        }

        mutating func lock(_ device: DeviceProfile) {
            let margin = PointSurface.cardMargin, width = device.lockScreenWidth
            let heights = device.lockScreenHeights
            guard let card = region(.lockScreen) else { return }
            let inner = width - 2 * margin
            let needed = height(card, width: inner, limit: heights.upperBound - 2 * margin)
            let total = min(max(needed + 2 * margin, heights.lowerBound), heights.upperBound)
            let content = Rect(x: margin, y: margin, width: inner, height: total - 2 * margin)
            add(.card, RoundedBox(Rect(x: 0, y: 0, width: width, height: total), radius: PointSurface.cardRadius), content: [(card, content, .center)])
            size = Size(width: width, height: total)
        }

        /// The Smart Stack's platter: the `.small` view inside its margins, or the compact views
        /// at its two ends, vertically centred.
        mutating func small() {
            let stack = SmartStack.standard.size, margin = SmartStack.margin
            var content: [(LaidOutRegion, Rect, Alignment)] = []
            if let own = region(.small) {
                content.append((own, Rect(x: margin, y: margin, width: stack.width - 2 * margin, height: stack.height - 2 * margin), .center))
            }
            if let leading = region(.compactLeading) {
                let side = leading.phoneSize
                content.append((leading, Rect(x: margin, y: (stack.height - side.height) / 2, width: side.width, height: side.height), .leading))
            }
            if let trailing = region(.compactTrailing) {
                let side = trailing.phoneSize
                content.append((trailing, Rect(x: stack.width - margin - side.width, y: (stack.height - side.height) / 2, width: side.width, height: side.height), .trailing))
            }
            add(.card, RoundedBox(Rect(x: 0, y: 0, width: stack.width, height: stack.height), radius: SmartStack.cornerRadius), content: content)
            size = stack
        }
    }
}
