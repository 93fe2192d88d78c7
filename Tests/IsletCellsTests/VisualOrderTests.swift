import IsletCells
import Testing

/// Right-to-left text becomes cells in the order a reader sees it, since the terminals islet
/// draws in (xterm, tmux) put cells left to right and reorder nothing.
@Suite struct VisualOrderTests {
    @Test("text without a right-to-left letter is written as it is", arguments: ["Order #4127", "", "١١:٠٠", "12:30 · 5 km", "Größe 3,5 %"])
    func leftToRightUnchanged(text: String) {
        #expect(VisualOrder.line(text) == text)
    }

    @Test func hebrewRunsRightToLeftWithItsNumbersLeftToRight() {
        #expect(VisualOrder.line("שלום") == "םולש")
        #expect(VisualOrder.line("שלום 123") == "123 םולש")
        #expect(VisualOrder.line("שלום world") == "world םולש")
        #expect(VisualOrder.line("Order #4127 הוזמן") == "Order #4127 ןמזוה")
    }

    @Test func arabicDateKeepsItsArabicIndicNumberInReadingOrder() {
        #expect(VisualOrder.line("الجمعة، ٢٨ نوفمبر") == "ربمفون ٢٨ ،ةعمجلا")
        #expect(VisualOrder.line("الطلب 4127 - 12.5 كم") == "مك 12.5 - 4127 بلطلا")
    }

    @Test func bracketsInARightToLeftRunFaceTheirText() {
        #expect(VisualOrder.line("(שלום)") == "(םולש)")
    }

    @Test func aCellBufferHoldsTheVisualOrder() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("שלום 12", column: 0, row: 0, clip: CellRect(column: 0, row: 0, width: 10, height: 1))
        #expect(buffer.textLines == ["12 םולש   "])
    }
}
