import IsletCells
import Testing

@testable import IsletCurses

/// Reading the terminal's answers to `CSI 16 t` and `CSI c`: the cell size wherever it stands
/// among other bytes, nothing from a malformed or absurd reply, and the wait closed by the
/// device attributes answer alone.
@Suite("the terminal's cell size reply")
struct CellSizeQueryTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func theCellSizeIsReadWhereverItStands() {
        #expect(CellSizeQuery.cellSize(in: bytes("\u{1B}[6;22;11t\u{1B}[?64;1c")) == PixelSize(width: 11, height: 22))
        #expect(CellSizeQuery.cellSize(in: bytes("x\u{1B}[6;14;10t")) == PixelSize(width: 10, height: 14))
    }

    @Test(arguments: ["", "\u{1B}[?62c", "\u{1B}[6;22t", "\u{1B}[6;22;11", "\u{1B}[6;0;11t", "\u{1B}[6;22;99999t", "\u{1B}[6;2a;11t", "\u{1B}[4;440;880t"])
    func noCellSizeFromAReplyWithoutOne(_ reply: String) {
        #expect(CellSizeQuery.cellSize(in: bytes(reply)) == nil)
    }

    @Test func theWaitEndsWithTheDeviceAttributes() {
        #expect(!CellSizeQuery.answered(bytes("\u{1B}[6;22;11t")))
        #expect(!CellSizeQuery.answered(bytes("\u{1B}[?62;2")))
        #expect(CellSizeQuery.answered(bytes("\u{1B}[6;22;11t\u{1B}[?62;22c")))
    }
}
