import IsletCells
import IsletLayout
import IsletViews
import Testing

/// How an image answers an offer, as SwiftUI's `Image` does: its own size unless resizable;
/// resizable, the offer, or the largest (`fit`) or smallest covering (`fill`) size of its ratio.
@Suite struct PictureSizeTests {
    /// A 60 x 30 pixel image at 3x: 20 x 10 points of its own.
    private func size(_ sizing: PictureSizing, width: Double?, height: Double?) -> Size {
        let pixels = PixelImage(width: 60, height: 30, rgba: [UInt8](repeating: 255, count: 60 * 30 * 4))
        let view = ResolvedView(content: .picture(ResolvedPicture(name: "p", file: "p@3x.png", pixels: pixels, scale: 3, sizing: sizing)), style: ResolvedStyle())
        return LayoutEngine(metrics: PhoneMetrics()).sizeThatFits(view, ProposedSize(width: width, height: height))
    }

    @Test func anImageKeepsItsOwnSizeUnlessResizable() {
        #expect(size(PictureSizing(), width: 100, height: 40) == Size(width: 20, height: 10))
        #expect(size(PictureSizing(mode: .fill), width: 100, height: 40) == Size(width: 20, height: 10))
        #expect(size(PictureSizing(resizable: true), width: 100, height: 40) == Size(width: 100, height: 40))
        #expect(size(PictureSizing(resizable: true), width: nil, height: nil) == Size(width: 20, height: 10))
    }

    @Test func anAspectRatioFitsOrFillsTheOffer() {
        #expect(size(PictureSizing(resizable: true, mode: .fit), width: 100, height: 40) == Size(width: 80, height: 40))
        #expect(size(PictureSizing(resizable: true, mode: .fill), width: 100, height: 40) == Size(width: 100, height: 50))
        #expect(size(PictureSizing(resizable: true, mode: .fit), width: 100, height: nil) == Size(width: 100, height: 50))
        #expect(size(PictureSizing(resizable: true, aspectRatio: 1, mode: .fit), width: 100, height: 40) == Size(width: 40, height: 40))
        #expect(size(PictureSizing(resizable: true, aspectRatio: 1, mode: .fill), width: 100, height: 40) == Size(width: 100, height: 100))
    }
}
