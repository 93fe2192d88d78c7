import Foundation
import Testing
@testable import IsletViews

/// The table's names grouped by what they mean. Names that share a glyph must share a family:
/// a glyph stands for one meaning, so a reader never takes a car for a truck.
private let families: [String: [String]] = [
    "truck": ["box.truck.fill", "box.truck"],
    "parcel": ["shippingbox.fill", "shippingbox"],
    "shopping": ["bag.fill", "bag", "cart.fill", "cart", "takeoutbag.and.cup.and.straw.fill", "takeoutbag.and.cup.and.straw"],
    "car": ["car.fill", "car", "car.side.fill"],
    "bus": ["bus.fill", "bus"],
    "rail": ["tram.fill", "train.side.front.car"],
    "bicycle": ["bicycle", "figure.outdoor.cycle"],
    "scooter or motorcycle": ["scooter", "motorcycle"],
    "boat": ["ferry.fill", "ferry", "sailboat.fill"],
    "flight": ["airplane", "airplane.departure"],
    "fuel": ["fuelpump.fill", "fuelpump"],
    "battery": ["battery.100", "battery.75", "battery.50", "battery.25", "battery.0"],
    "electricity": ["ev.charger.fill", "ev.charger", "bolt.car.fill", "bolt.car", "powerplug.fill", "bolt.fill", "bolt"],
    "location": ["location.fill", "location"],
    "map pin": ["mappin", "mappin.and.ellipse"],
    "microphone": ["music.mic", "mic.fill", "mic"],
    "map": ["map.fill", "map"],
    "house": ["house.fill", "house"],
    "building": ["building.2.fill", "building.fill", "storefront.fill"],
    "cup": ["cup.and.saucer.fill", "cup.and.saucer", "mug.fill"],
    "celebration": ["birthday.cake.fill", "party.popper.fill", "balloon.fill"],
    "pawprint": ["pawprint.fill", "pawprint"],
    "flame": ["flame.fill", "flame"],
    "person": ["figure.run", "figure.walk", "person.fill", "person", "person.crop.circle.fill", "person.crop.circle", "person.2.fill", "person.2", "person.3.fill"],
    "done": ["checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.seal.fill"],
    "hand": ["hand.wave.fill", "hand.raised.fill"],
    "court": ["sportscourt.fill", "sportscourt"],
    "soccer ball": ["soccerball", "soccerball.inverse"],
    "ball": ["basketball.fill", "basketball", "tennisball.fill", "volleyball.fill"],
    "american football": ["football.fill", "football"],
    "baseball": ["baseball.fill", "baseball"],
    "trophy": ["trophy.fill", "trophy"],
    "flag": ["flag.checkered", "flag.fill"],
    "timer": ["timer", "stopwatch", "stopwatch.fill"],
    "hourglass": ["hourglass", "hourglass.tophalf.filled", "hourglass.bottomhalf.filled"],
    "clock": ["clock", "clock.fill"],
    "alarm": ["alarm.fill", "alarm"],
    "calendar": ["calendar", "calendar.badge.clock"],
    "bell": ["bell.fill", "bell", "bell.badge.fill"],
    "silenced": ["bell.slash.fill", "speaker.slash.fill"],
    "headphones": [
        "headphones", "airpods", "airpods.gen3", "airpods.gen4", "airpodspro", "airpodsmax", "airpods.chargingcase", "airpods.chargingcase.fill",
        "airpodspro.chargingcase.wireless", "airpodspro.chargingcase.wireless.fill", "airpods.gen3.chargingcase.wireless",
        "airpods.gen3.chargingcase.wireless.fill", "earbuds", "beats.headphones", "beats.earphones",
    ],
    // SF Symbols draws both as the same filled square.
    "filled square": ["stop.fill", "square.fill"],
    "again": ["repeat", "arrow.clockwise"],
    "swap": ["arrow.left.arrow.right", "arrow.triangle.swap"],
    "sound": ["speaker.fill", "speaker.wave.2.fill", "speaker.wave.3.fill"],
    "television": ["tv.fill", "tv"],
    "video": ["film.fill", "video.fill"],
    "game": ["gamecontroller.fill", "gamecontroller"],
    "payment card": ["creditcard.fill", "creditcard"],
    "cancel": ["xmark", "xmark.circle"],
    "warning": ["exclamationmark.triangle.fill", "exclamationmark.triangle"],
    "question": ["questionmark", "questionmark.circle"],
    "tools": ["wrench.fill", "wrench.and.screwdriver.fill", "hammer.fill"],
    "cube": ["cube", "cube.transparent"],
    "layers": ["square.3.layers.3d", "square.3.layers.3d.bottom.filled"],
    "mind": ["brain", "brain.head.profile"],
    "up": ["arrow.up.circle.fill", "square.and.arrow.up"],
    "down": ["arrow.down.circle.fill", "square.and.arrow.down", "icloud.and.arrow.down"],
    "cloud": ["icloud.fill", "cloud.fill"],
    "document": ["doc.fill", "doc", "doc.text.fill"],
    "lock": ["lock.fill", "lock"],
    "dollar": ["dollarsign.circle.fill", "dollarsign"],
    "gift": ["gift.fill", "gift"],
    "phone": ["phone.fill", "phone"],
    "message": ["message.fill", "message", "bubble.left.fill"],
    "envelope": ["envelope.fill", "envelope"],
    "sun": ["sun.max.fill", "sun.max", "cloud.sun.fill"],
    "moon": ["moon.fill", "moon", "moon.stars.fill"],
    "cold": ["snowflake", "thermometer.snowflake"],
    "temperature": ["thermometer", "thermometer.sun.fill"],
    "water": ["drop.fill", "drop", "drop.triangle", "drop.triangle.fill"],
    "leaf": ["leaf.fill", "leaf"],
    "broadcast": ["antenna.radiowaves.left.and.right", "dot.radiowaves.left.and.right"],
    "washing machine": ["washer.fill", "washer"],
    "bitcoin": ["bitcoinsign.circle.fill", "bitcoinsign"],
    "skip ahead": ["goforward.30", "goforward.15", "goforward.10", "goforward"],
    "skip back": ["gobackward.30", "gobackward.15", "gobackward.10", "gobackward"],
    "door": ["door.left.hand.open", "door.left.hand.closed"],
    "car seat": ["carseat.right", "carseat.left"],
]

@Suite("SymbolGlyphs keep their meaning")
struct SymbolMeaningTests {
    @Test func everyFamilyNameIsKnownExactlyAndInOneFamily() {
        let all = families.values.flatMap { $0 }
        #expect(Set(all).count == all.count, "a name is in two families")
        for name in all { #expect(SymbolGlyphs.table[name] != nil, "\(name) is not in the table") }
    }

    /// The test that fails when a new name borrows another meaning's glyph.
    @Test func noGlyphStandsForTwoMeanings() {
        let family = Dictionary(uniqueKeysWithValues: families.flatMap { meaning, names in names.map { ($0, meaning) } })
        var meanings: [String: Set<String>] = [:]
        for (name, glyph) in SymbolGlyphs.table {
            meanings[glyph.text, default: []].insert(family[name] ?? name)
        }
        for (glyph, shared) in meanings where shared.count > 1 {
            Issue.record("\(glyph) stands for \(shared.sorted().joined(separator: ", "))")
        }
    }

    /// What a reviewer read wrongly in islet's old table: a truck and a car both drawn →, a cup as
    /// Ʊ and a leaf as ❦ (a floral heart).
    @Test func theVehiclesCupAndLeafAreTheirOwn() throws {
        let truck = try #require(SymbolGlyphs.glyph(named: "box.truck.fill")), car = try #require(SymbolGlyphs.glyph(named: "car"))
        #expect(truck.text != car.text)
        #expect(![truck.text, car.text].contains("→") && ![truck.text, car.text].contains("➜"), "a vehicle is not an arrow")
        #expect(SymbolGlyphs.glyph(named: "cup.and.saucer")?.text != "Ʊ")
        #expect(SymbolGlyphs.glyph(named: "leaf")?.text != "❦")
    }

    /// The names FINDINGS.md listed as drawn ⍰ in the corpus and SWIFTUI-USAGE.md.
    @Test(arguments: [
        "washer.fill", "waveform", "bitcoinsign.circle.fill", "goforward.30", "door.left.hand.open", "carseat.right", "rectangle.portrait.fill",
        "arrow.down.right", "drop.triangle", "waveform.circle.fill",
    ])
    func namesOnceUnknownAreDrawn(_ name: String) {
        #expect(SymbolGlyphs.glyph(named: name) != nil)
    }
}

/// The glyphs are DejaVu Sans Mono's own (PLATFORM.md's xterm font), read from the font's
/// character set as fontconfig lists it: a glyph it lacks would come from whatever font the
/// terminal falls back to, or be a box.
@Suite("SymbolGlyphs are in DejaVu Sans Mono")
struct SymbolFontCoverageTests {
    /// The code points of the font file fontconfig picks for DejaVu Sans Mono.
    private func coverage() throws -> Set<UInt32> {
        let file = try run("/usr/bin/fc-match", ["--format=%{file}", "DejaVu Sans Mono"])
        try #require(file.hasSuffix("DejaVuSansMono.ttf"), "fontconfig has no DejaVu Sans Mono: \(file)")
        var points = Set<UInt32>()
        for part in try run("/usr/bin/fc-query", ["--format=%{charset}", file]).split(separator: " ") {
            let bounds = part.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            points.formUnion(low...high)
        }
        return points
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func everyGlyphIsInTheFont() throws {
        let font = try coverage()
        for name in SymbolGlyphs.knownNames {
            let glyph = try #require(SymbolGlyphs.glyph(named: name))
            #expect(glyph.text.unicodeScalars.allSatisfy { font.contains($0.value) }, "\(name): DejaVu Sans Mono has no \(glyph.text)")
        }
        #expect(SymbolGlyphs.unknown.text.unicodeScalars.allSatisfy { font.contains($0.value) })
    }
}
