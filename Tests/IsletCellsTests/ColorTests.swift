import IsletCells
import Testing

/// The colour arithmetic every backend and exporter shares.
struct ColorTests {
    @Test(arguments: [
        (0xFF0000, 196), (0x00FF00, 46), (0x0000FF, 21), (0xFFFFFF, 231), (0x000000, 16),
        (0x808080, 244), (0x303030, 236), (0xFF9F0A, 214), (0x27325A, 237),
    ])
    func xterm256IndexIsTheNearestCubeOrGreyEntry(hex: Int, index: Int) {
        #expect(Color(hex: UInt32(hex)).xterm256Index == index)
    }
}
