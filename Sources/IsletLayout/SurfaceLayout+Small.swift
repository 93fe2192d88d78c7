import IsletCells
import IsletViews

extension SurfaceLayout {
    /// The Smart Stack's platter in cells: as wide as the watch's Live Activity, as many content
    /// rows as its height less the margins holds, with the sub-cell padding of the card.
    private var smartStack: (columns: Int, contentRows: Int, inset: Int) {
        let stack = SmartStack.standard
        return (geometry.projection.columns(stack.size.width), geometry.contentRows(forHeight: stack.content.height), max(1, geometry.projection.columns(SmartStack.margin)))
    }

    private func platter(_ regions: [LaidOutRegion], background: Color) -> LaidOutSurface {
        let (columns, contentRows, _) = smartStack
        let cells = CellRect(column: 0, row: 0, width: columns, height: contentRows + 2)
        let outline = geometry.paddedOutline(width: SmartStack.standard.size.width, around: cells)
        let shape = SurfaceShape(kind: .card, cells: cells, frame: outline, cornerRadius: SmartStack.cornerRadius, fill: background)
        return LaidOutSurface(presentation: .small, columns: columns, rows: contentRows + 2, shapes: [shape], regions: regions)
    }

    /// The `.small` family's own view (the activity's content run with `activityFamily ==
    /// .small`), centred in the Smart Stack's platter inside its margins.
    public func small(_ root: ResolvedView, background: Color) -> LaidOutSurface {
        let (columns, contentRows, inset) = smartStack
        let phone = SmartStack.standard.content
        let cells = CellRect(column: inset, row: 1, width: columns - 2 * inset, height: contentRows)
        return platter([region(.small, regionContent(root, phone: phone), cells, alignment: .center, phone: phone, background: background)], background: background)
    }

    /// What watchOS shows for an activity without a `.small` view: its compact leading and
    /// trailing views, at their size on the phone (widened with their content as there, at most
    /// half the platter), at the platter's two ends. A phone without an island has no compact
    /// regions of its own, so the watch's come from the 393 pt class (`SmartStack.compactSizes`),
    /// never 0 pt.
    public func smallFromCompact(leading: ResolvedView, trailing: ResolvedView, background: Color) -> LaidOutSurface {
        let (columns, contentRows, inset) = smartStack
        let device = geometry.device.hasIsland ? geometry.device : SmartStack.compactSizes
        let widened = CompactWidening(device: device).phoneSide(leading: leading, trailing: trailing, margins: (ContentMargins(), ContentMargins()))
        let phone = Size(width: min(widened.width, SmartStack.standard.content.width / 2), height: widened.height)
        let side = min(max(3, geometry.projection.columns(phone.width)), (columns - 2 * inset) / 2)
        return platter([
            region(.compactLeading, regionContent(leading, phone: phone), CellRect(column: inset, row: 1, width: side, height: contentRows), alignment: .leading, phone: phone, background: background),
            region(.compactTrailing, regionContent(trailing, phone: phone), CellRect(column: columns - inset - side, row: 1, width: side, height: contentRows), alignment: .trailing, phone: phone, background: background),
        ], background: background)
    }
}
