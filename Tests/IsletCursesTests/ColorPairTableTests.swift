import IsletCells
import Testing

@testable import IsletCurses

/// Records what would be sent to ncurses.
private struct RecordingDevice: ColorDevice {
    var pairs: [Int32: (Int32, Int32)] = [:]
    var colors: [Int32: Color] = [:]
    var pairDefinitions = 0

    mutating func definePair(_ number: Int32, foreground: Int32, background: Int32) {
        pairs[number] = (foreground, background)
        pairDefinitions += 1
    }

    mutating func defineColor(_ number: Int32, as color: Color) {
        colors[number] = color
    }
}

extension ColorPairTable {
    /// The pair for true colours, mapped as the backend maps them (without the text rule).
    mutating func pair(_ foreground: Color?, _ background: Color?, device: inout some ColorDevice) -> Int32 {
        pair(foreground: foreground.map(depth.palette.standIn), background: background.map(depth.palette.standIn), device: &device)
    }
}

@Suite("Colour pairs: made on demand, cached, recycled once off screen")
struct ColorPairTableTests {
    let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), green = Color(hex: 0x00FF00)

    @Test("a pair is defined once and cached; the terminal's own colours are pair 0")
    func cachesPairs() {
        var table = ColorPairTable(depth: .indexed256, pairLimit: 256, defaultColors: true)
        var device = RecordingDevice()
        let first = table.pair(.white, red, device: &device)
        #expect(table.pair(.white, red, device: &device) == first)
        #expect(device.pairDefinitions == 1)
        #expect(device.pairs[first]! == (231, 196))
        #expect(table.pair(nil, nil, device: &device) == 0)
        let onDefault = table.pair(red, nil, device: &device)
        #expect(device.pairs[onDefault]! == (196, -1))
    }

    @Test("without default colours, nil means white on black")
    func noDefaultColors() {
        var table = ColorPairTable(depth: .ansi8, pairLimit: 64, defaultColors: false)
        var device = RecordingDevice()
        let pair = table.pair(nil, nil, device: &device)
        #expect(pair != 0)
        #expect(device.pairs[pair]! == (Int32(ANSIColors.white), Int32(ANSIColors.black)))
    }

    @Test("a pair no cell uses is freed after the frame and its number reused for new colours")
    func recyclesPairs() {
        var table = ColorPairTable(depth: .ansi8, pairLimit: 3, defaultColors: true)
        var device = RecordingDevice()
        let a = table.pair(red, nil, device: &device)
        table.retain(a)
        let b = table.pair(blue, nil, device: &device)
        table.retain(b)
        #expect(Set([a, b]) == [1, 2])
        table.release(a)
        table.collect()
        #expect(table.definedPairs == 1)
        let c = table.pair(green, nil, device: &device)
        #expect(c == a, "the freed number is reused")
        #expect(device.pairs[c]! == (Int32(ANSIColors.green), -1))
    }

    @Test("a pair still on screen is never redefined, even at zero uses before the frame is flushed")
    func keepsPairsInUse() {
        var table = ColorPairTable(depth: .ansi8, pairLimit: 3, defaultColors: true)
        var device = RecordingDevice()
        let a = table.pair(red, nil, device: &device)
        table.retain(a)
        table.release(a)
        table.retain(a)
        table.collect()
        #expect(table.pair(red, nil, device: &device) == a)
        #expect(device.pairDefinitions == 1)
    }

    @Test("when every pair is on screen, the nearest one is shared, backgrounds first")
    func sharesNearestWhenFull() {
        var table = ColorPairTable(depth: .indexed256, pairLimit: 3, defaultColors: true)
        var device = RecordingDevice()
        let onRed = table.pair(.white, red, device: &device)
        let onBlue = table.pair(.white, blue, device: &device)
        table.retain(onRed)
        table.retain(onBlue)
        #expect(table.pair(.black, Color(hex: 0x0000EE), device: &device) == onBlue)
        #expect(device.pairDefinitions == 2)
    }

    @Test("palette model: exact colours go into slots from 16 up, freed with the last pair using them")
    func paletteSlots() {
        var table = ColorPairTable(depth: .palette(16..<18), pairLimit: 100, defaultColors: true)
        var device = RecordingDevice()
        let wallpaper = Color(hex: 0x27325A)
        let pair = table.pair(.white, wallpaper, device: &device)
        table.retain(pair)
        #expect(device.colors == [16: wallpaper, 17: .white])
        #expect(device.pairs[pair]! == (17, 16))
        // Slots are full: a third colour shares the nearest slot.
        let nearWhite = table.pair(Color(hex: 0xFAFAFA), nil, device: &device)
        #expect(device.pairs[nearWhite]! == (17, -1))
        table.release(pair)
        table.collect()
        let fresh = table.pair(red, nil, device: &device)
        #expect(device.colors[17] == red || device.colors[16] == red, "a freed slot takes the new colour")
        #expect(device.pairs[fresh]!.1 == -1)
    }

    @Test("monochrome has no pairs at all")
    func monochrome() {
        var table = ColorPairTable(depth: .monochrome, pairLimit: 0, defaultColors: false)
        var device = RecordingDevice()
        #expect(table.pair(red, .black, device: &device) == 0)
        #expect(device.pairDefinitions == 0)
    }
}
