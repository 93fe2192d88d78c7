import IsletViews

extension LayoutEngine {
    /// An image's answer to an offer, as SwiftUI's `Image` gives it: its own size (pixels over
    /// scale) unless `resizable`; resizable, the whole offer, or with an aspect ratio the largest
    /// size of that ratio inside the offer (`fit`) or the smallest covering it (`fill`, which
    /// reaches past the offer and is cut at the view's frame when drawn).
    func pictureSize(_ picture: ResolvedPicture, _ proposal: ProposedSize) -> Size {
        let natural = Size(width: picture.naturalWidth, height: picture.naturalHeight)
        return resized(natural, ratio: natural.width / natural.height, picture.sizing, proposal)
    }

    /// The size an image of `natural` size and `ratio` (width over height) takes of `proposal`
    /// as `sizing` says: its own without `resizable`, the offer stretched without an aspect, and
    /// with one the largest size inside the offer (fit) or the smallest covering it (fill).
    func resized(_ natural: Size, ratio own: Double, _ sizing: PictureSizing, _ proposal: ProposedSize) -> Size {
        guard sizing.resizable else { return natural }
        guard let mode = sizing.mode else { return flexible(proposal, ideal: natural) }
        let ratio = sizing.aspectRatio ?? own
        switch (finite(proposal.width), finite(proposal.height)) {
        case (nil, nil):
            return Size(width: natural.width, height: natural.width / ratio)
        case (let width?, nil):
            return Size(width: width, height: width / ratio)
        case (nil, let height?):
            return Size(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = Size(width: width, height: width / ratio), byHeight = Size(width: height * ratio, height: height)
            let widthBound = byWidth.height <= height
            return mode == .fit ? (widthBound ? byWidth : byHeight) : (widthBound ? byHeight : byWidth)
        }
    }

    /// Where an image is placed in `room`: aligned as its frame says, and where it is larger
    /// than the room, reaching past the room's far side, both sides or near side as the
    /// alignment is leading, centred or trailing (top, centred or bottom).
    func pictureRect(_ picture: ResolvedPicture, in room: Rect, alignment: Alignment) -> Rect {
        let size = pictureSize(picture, ProposedSize(room.size))
        let within = aligned(Size(width: min(size.width, room.width), height: min(size.height, room.height)), in: room, alignment)
        let overX = max(0, size.width - room.width), overY = max(0, size.height - room.height)
        let leading: Set<Alignment> = [.leading, .topLeading, .bottomLeading], trailing: Set<Alignment> = [.trailing, .topTrailing, .bottomTrailing]
        let top: Set<Alignment> = [.top, .topLeading, .topTrailing], bottom: Set<Alignment> = [.bottom, .bottomLeading, .bottomTrailing]
        let dx = leading.contains(alignment) ? 0 : trailing.contains(alignment) ? overX : overX / 2
        let dy = top.contains(alignment) ? 0 : bottom.contains(alignment) ? overY : overY / 2
        return Rect(x: within.x - dx, y: within.y - dy, width: size.width, height: size.height)
    }
}
