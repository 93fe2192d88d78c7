import Testing
@testable import IsletViews

/// Where every terminal checked (glibc `wcswidth`, tmux, xterm) draws a single scalar 2 cells
/// wide: the Basic Multilingual Plane's Emoji_Presentation code points, listed exactly, and the
/// pictograph blocks above it, listed coarsely. Those blocks also hold text-default pictographs
/// (🌡 🗺 🛍) that are 1 cell; `wideGlyphsArePresentationEmoji` keeps them out of the table, so
/// the coarse ranges stay exact for every glyph it holds. Kept apart from the table on purpose:
/// a width typed wrongly there cannot also be typed wrongly here.
private let wideRanges: [ClosedRange<UInt32>] = [
    0x231A...0x231B, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE,
    0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4,
    0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD,
    0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E,
    0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
    0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
]

private func independentWidth(of text: String) -> Int {
    guard let first = text.unicodeScalars.first else { return 0 }
    return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
}

/// Names Live Activities use that the table must know exactly, not through a fallback.
private let requiredNames = [
    "box.truck.fill", "box.truck", "shippingbox.fill", "bag.fill", "cart.fill", "car.fill",
    "car.side.fill", "bus.fill", "tram.fill", "bicycle", "scooter", "airplane",
    "airplane.departure", "airplane.arrival", "ferry.fill", "fuelpump.fill", "ev.charger",
    "location.fill", "mappin", "mappin.and.ellipse", "map.fill", "house.fill", "building.2.fill",
    "fork.knife", "takeoutbag.and.cup.and.straw.fill", "cup.and.saucer.fill", "flame.fill",
    "figure.run", "figure.walk", "person.fill", "person.2.fill", "sportscourt.fill", "soccerball",
    "basketball.fill", "football.fill", "baseball.fill", "tennis.racket", "trophy.fill",
    "flag.checkered", "timer", "clock", "clock.fill", "alarm.fill", "stopwatch", "hourglass",
    "calendar", "bell.fill", "music.note", "music.note.list", "play.fill", "pause.fill",
    "forward.fill", "backward.fill", "headphones", "speaker.wave.2.fill", "mic.fill", "airpods",
    "tv.fill", "checkmark", "checkmark.circle", "checkmark.circle.fill", "xmark",
    "xmark.circle.fill", "exclamationmark.triangle.fill", "info.circle", "questionmark.circle",
    "star.fill", "heart.fill", "bolt.fill", "battery.100", "battery.25", "wifi",
    "antenna.radiowaves.left.and.right", "arrow.down.circle.fill", "arrow.up", "arrow.down",
    "arrow.right", "arrow.left", "arrow.clockwise", "circle", "circle.fill",
    "square.and.arrow.down", "icloud.and.arrow.down", "doc.fill", "lock.fill", "creditcard.fill",
    "dollarsign.circle.fill", "gift.fill", "sparkles", "sun.max.fill", "moon.fill",
    "cloud.rain.fill", "snowflake", "thermometer", "drop.fill", "leaf.fill", "pawprint.fill",
    "gamecontroller.fill", "phone.fill", "message.fill", "envelope.fill", "ellipsis",
    "chevron.right", "plus", "minus",
]

private func glyph(_ name: String) throws -> SymbolGlyph {
    try #require(SymbolGlyphs.glyph(named: name), "\(name) is not in the table")
}

@Suite("SymbolGlyphs")
struct SymbolGlyphsTests {
    @Test func knowsEnoughNamesSortedAndUnique() {
        let names = SymbolGlyphs.knownNames
        #expect(names.count >= 90)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: requiredNames)
    func knowsLiveActivityName(_ name: String) {
        #expect(SymbolGlyphs.knownNames.contains(name))
    }

    @Test(arguments: SymbolGlyphs.knownNames)
    func widthMatchesIndependentRule(_ name: String) throws {
        let glyph = try glyph(name)
        #expect(glyph.width == 1 || glyph.width == 2)
        #expect(glyph.width == independentWidth(of: glyph.text), "\(name) \(glyph.text)")
    }

    @Test(arguments: SymbolGlyphs.knownNames)
    func wideGlyphsArePresentationEmoji(_ name: String) throws {
        let glyph = try glyph(name)
        let scalar = try #require(glyph.text.unicodeScalars.first)
        #expect(scalar.properties.isEmojiPresentation == (glyph.width == 2), "\(name) \(glyph.text)")
    }

    @Test(arguments: SymbolGlyphs.knownNames)
    func textIsOneVisibleScalar(_ name: String) throws {
        try expectDrawable(try glyph(name), name)
    }

    @Test(arguments: SymbolGlyphs.knownNames)
    func asciiFallbackIsPrintableAndSameWidth(_ name: String) throws {
        let glyph = try glyph(name)
        #expect(glyph.ascii.unicodeScalars.count == glyph.width, "\(name) \(glyph.ascii)")
        #expect(glyph.ascii.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }, "\(name)")
    }

    @Test func unknownIsVisibleAndDistinct() throws {
        let unknown = SymbolGlyphs.unknown
        try expectDrawable(unknown, "unknown")
        #expect(unknown.width == independentWidth(of: unknown.text))
        #expect(unknown.ascii == "?")
        let used = try Set(SymbolGlyphs.knownNames.map { try glyph($0).text })
        #expect(!used.contains(unknown.text), "a typo must not look like a known symbol")
        #expect(SymbolGlyphs.glyph(named: "box.truk.fill") == nil)
        #expect(SymbolGlyphs.glyph(named: "") == nil)
    }

    @Test func exactNameWinsOverFallback() throws {
        #expect(try glyph("checkmark.circle.fill") != glyph("checkmark"))
        #expect(try glyph("star") != glyph("star.fill"))
    }

    @Test func fillFallsBackToOutlineAndBack() throws {
        #expect(!SymbolGlyphs.knownNames.contains("bicycle.fill"))
        #expect(try glyph("bicycle.fill") == glyph("bicycle"))
        #expect(!SymbolGlyphs.knownNames.contains("tram"))
        #expect(try glyph("tram") == glyph("tram.fill"))
    }

    @Test func enclosureFallsBackToTheShape() throws {
        #expect(try glyph("fork.knife.circle.fill") == glyph("fork.knife"))
        #expect(try glyph("calendar.circle") == glyph("calendar"))
        #expect(try glyph("play.circle.fill") == glyph("play.fill"))
        #expect(try glyph("xmark.square") == glyph("xmark"))
        #expect(try glyph("info.circle.fill") == glyph("info.circle"))
    }

    @Test func fallbackPrefersTheSameFill() throws {
        #expect(try glyph("star.circle.fill") == glyph("star.fill"))
        #expect(try glyph("star.circle") == glyph("star"))
        #expect(SymbolGlyphs.candidateNames(for: "star.circle.fill")
            == ["star.circle.fill", "star.circle", "star.fill", "star"])
    }

    @Test func meaningChangingSuffixesAreKept() {
        #expect(SymbolGlyphs.glyph(named: "wifi.slash") == nil)
        #expect(SymbolGlyphs.glyph(named: "bell.slash") == SymbolGlyphs.glyph(named: "bell.slash.fill"))
    }
}

/// One scalar, so no variation selector, joiner, skin tone or flag pair can ride along; and a
/// scalar a terminal draws as a visible mark, never a control, format character or space.
private func expectDrawable(_ glyph: SymbolGlyph, _ name: String) throws {
    #expect(glyph.text.count == 1, "\(name) is not one Character")
    let scalar = try #require(glyph.text.unicodeScalars.first)
    #expect(glyph.text.unicodeScalars.count == 1, "\(name) carries extra scalars")
    let properties = scalar.properties
    #expect(!properties.isVariationSelector && !properties.isJoinControl && !properties.isEmojiModifier)
    #expect(!(0x1F1E6...0x1F1FF).contains(scalar.value), "\(name) is a regional indicator")
    #expect(!properties.isWhitespace && !properties.isDefaultIgnorableCodePoint, "\(name)")
    switch properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .nonspacingMark,
         .enclosingMark, .spacingMark, .spaceSeparator, .lineSeparator, .paragraphSeparator:
        Issue.record("\(name) \(glyph.text) is not a visible base character")
    default:
        break
    }
}
