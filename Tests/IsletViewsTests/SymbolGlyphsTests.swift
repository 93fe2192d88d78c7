import IsletCells
import Testing
@testable import IsletViews

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

/// Every name `samples/corpus/` draws, written as its widgets write them: each must be drawn
/// as a glyph, exactly or through the fallback, never as the unknown mark.
private let corpusNames = [
    "airplane.departure", "arrow.left.arrow.right", "arrow.triangle.swap", "arrow.turn.down.right", "bag.fill",
    "bolt.car.fill", "bolt.fill", "bolt.horizontal.circle", "box.truck.badge.clock.fill", "box.truck.fill",
    "brain.head.profile", "car.fill", "cart.fill", "checkmark.circle.fill", "cloud.rain.fill", "creditcard.fill",
    "cube.transparent", "cup.and.saucer.fill", "exclamationmark.circle.fill", "exclamationmark.triangle.fill",
    "figure.run", "figure.walk", "forward.end.fill", "hammer.fill", "hand.thumbsup.fill", "heart.fill", "motorcycle",
    "parkingsign.circle.fill", "pause.circle", "pause.fill", "play.fill", "plus.circle.fill",
    "square.3.layers.3d.bottom.filled", "tennisball.fill", "tram.fill", "xmark.octagon.fill",
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
    func everyGlyphIsOneCellByTheWidthTable(_ name: String) throws {
        let glyph = try glyph(name)
        #expect(glyph.width == 1)
        #expect(TerminalText.width(glyph.text) == 1, "\(name) \(glyph.text)")
        #expect(TerminalText.sanitized(glyph.text) == glyph.text, "\(name) \(glyph.text) is rewritten before drawing")
    }

    /// A monochrome mark that takes the view's colour: no scalar with the Emoji property (ASCII
    /// such as "#" aside, whose emoji form needs a keycap), so no terminal or font fallback draws
    /// it as a colour emoji (xterm draws ⏸ ⏮ ⏭ and ✈ from Noto Color Emoji).
    @Test(arguments: SymbolGlyphs.knownNames)
    func noGlyphIsAnEmoji(_ name: String) throws {
        let glyph = try glyph(name)
        let scalar = try #require(glyph.text.unicodeScalars.first)
        #expect(scalar.isASCII || !scalar.properties.isEmoji, "\(name) \(glyph.text) has an emoji form")
        #expect(!scalar.properties.isEmojiPresentation, "\(name) \(glyph.text)")
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
        #expect(unknown.width == 1 && TerminalText.width(unknown.text) == 1)
        #expect(unknown.ascii == "?")
        let used = try Set(SymbolGlyphs.knownNames.map { try glyph($0).text })
        #expect(!used.contains(unknown.text), "a typo must not look like a known symbol")
        #expect(SymbolGlyphs.glyph(named: "box.truk.fill") == nil)
        #expect(SymbolGlyphs.glyph(named: "") == nil)
    }

    @Test func exactNameWinsOverFallback() throws {
        #expect(try glyph("xmark.circle.fill") != glyph("xmark"))
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

    @Test(arguments: corpusNames)
    func drawsEveryNameTheCorpusUses(_ name: String) {
        #expect(SymbolGlyphs.glyph(named: name) != nil)
    }

    @Test func orientationsAndBadgesFallBackToTheSymbolUnderThem() throws {
        #expect(try glyph("bolt.horizontal.circle") == glyph("bolt"))
        #expect(try glyph("play.rectangle.fill") == glyph("play.fill"))
        #expect(try glyph("box.truck.badge.clock.fill") == glyph("box.truck.fill"))
        #expect(try glyph("person.badge.plus") == glyph("person"))
        #expect(SymbolGlyphs.candidateNames(for: "box.truck.badge.clock.fill")
            == ["box.truck.badge.clock.fill", "box.truck.badge.clock", "box.truck.fill", "box.truck"])
    }

    @Test("AirPods of every generation, and headphones, draw as one mark for things worn on the ears", arguments: [
        "airpods", "airpodspro", "airpods.gen3", "airpodsmax", "airpods.chargingcase", "airpodspro.chargingcase.wireless.fill", "earbuds",
    ])
    func airpodsAreHeadphones(_ name: String) throws {
        #expect(SymbolGlyphs.knownNames.contains(name), "\(name) is known, not a fallback or the unknown mark")
        #expect(try glyph(name) == glyph("headphones"))
    }

    /// A cup-shaped set operator reads as mathematics next to a word, not as a bag, a cup or
    /// headphones (a reviewer read ⊎ as a union and ∩ as an intersection).
    @Test(arguments: SymbolGlyphs.knownNames)
    func noGlyphReadsAsSetAlgebra(_ name: String) throws {
        let text = try glyph(name).text
        #expect(!["∩", "∪", "⊎", "⊍"].contains(text), "\(name) \(text)")
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
