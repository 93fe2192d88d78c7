import IsletViews

/// The region contents one board's presentations are laid out from, so a view shown in two of
/// them at the same size on the phone is measured for the phone once, and in cells once for
/// each offer: the compact views again in the Smart Stack without a `.small` view, the minimal
/// view again as the detached one when no other activity shows. A view is found by identity
/// (`ResolvedView.isCopy`: the same resolution, never a comparison of fields). Only a view
/// holding text is shared: the phone's placement has then fixed every `ViewThatFits`' choice
/// (`LayoutNode.placedChoice`), so the cell pass answers the same whichever presentation asks
/// first; without it, the first cell pass's choice would stick. One board's, on one thread.
final class RegionContents: @unchecked Sendable {
    private var kept: [(view: ResolvedView, size: Size, content: RegionContent)] = []

    /// `view`'s content for a region of `size` points on the phone, made once.
    func content(_ view: ResolvedView, phone size: Size) -> RegionContent {
        if let found = kept.first(where: { $0.view.isCopy(of: view) && $0.size == size }) { return found.content }
        let content = RegionContent(view, phone: size)
        if content.holdsText { kept.append((view, size, content)) }
        return content
    }
}
