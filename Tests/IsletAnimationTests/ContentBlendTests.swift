import IsletAnimation
import IsletCells
import IsletInput
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// A content update (same presentation, new state) as a person sees it, frame by frame.
@Suite struct ContentBlendTests {
    static let cardBackground = Color(hex: 0x1C1C1E)

    /// A lock-screen card: a title that never changes, an ETA with `numericText`, a status, a bar.
    func card(eta: String, status: String, tint: Color = .white, progress: Double = 0.2, stops: [String] = ["A", "B"]) -> LaidOutSurface {
        func view(_ content: ResolvedView.Content, _ path: String, _ style: ResolvedStyle = ResolvedStyle()) -> ResolvedView {
            ResolvedView(content: content, style: style, path: JSONPath([.key(path)]))
        }
        let views = [
            view(.text("Pizza"), "title"),
            view(.text(eta), "eta", ResolvedStyle(numericTransition: true)),
            view(.text(status), "status", ResolvedStyle(foreground: tint)),
            view(.bar(fraction: progress), "progress"),
        ] + stops.map { view(.text($0), "stop") }
        let root = ResolvedView(content: .stack(.vertical, views, spacing: 0, alignment: .leading), style: ResolvedStyle(), path: .root)
        return SurfaceLayout(geometry: geometry, cache: RenderCache().layout).lockScreen(root, background: Self.cardBackground)
    }

    func update(_ from: LaidOutSurface, _ to: LaidOutSurface) -> SurfaceTransition {
        SurfaceTransition(from: from, to: to, start: start, kind: .contentUpdate)
    }

    /// Every frame at 60 fps, painted.
    func frames(_ transition: SurfaceTransition) -> [CellBuffer] {
        stride(from: 0.0, through: transition.duration + 1.0 / 60, by: 1.0 / 60).map { paint(transition.frame(at: at($0), geometry: geometry)) }
    }

    /// Every frame at 60 fps shows the old minute, it leaving (raised), the new one arriving
    /// (lowered), or the new minute: never one in between, and "12:" never moves.
    @Test func numericTextSlidesOnlyTheChangedDigit() {
        let transition = update(card(eta: "12:05", status: "On the way"), card(eta: "12:09", status: "On the way"))
        var seen: [String] = []
        for buffer in frames(transition) {
            let line = buffer.textLines.first { $0.contains("12:") } ?? ""
            let value = line.firstRange(of: "12:").map { String(line[$0.lowerBound...].prefix(5)) }
            if let value, value != seen.last { seen.append(value) }
        }
        #expect(seen == ["12:05", "12:0⁵", "12:0₉", "12:09"])
    }

    /// A cell shows one glyph and a colour emoji keeps its own colours: it cannot fade, so it
    /// is drawn whole and switches at half time with the text around it.
    @Test func anEmojiSwitchesWholeAtHalfTime() throws {
        let transition = update(card(eta: "1", status: "🚗 Near"), card(eta: "1", status: "🏠 Here"))
        let shown = [0.1, 0.45, 0.55, 0.9].map { text(transition.frame(at: at($0, of: transition), geometry: geometry)) }
        #expect(shown.map { $0.contains("🚗") } == [true, true, false, false])
        #expect(shown.map { $0.contains("🏠") } == [false, false, true, true])
    }

    @Test func changedTextCrossFadesThroughTheBackground() throws {
        let transition = update(card(eta: "12:05", status: "On the way"), card(eta: "12:05", status: "Arriving"))
        let early = paint(transition.frame(at: at(0.25, of: transition), geometry: geometry))
        let middle = paint(transition.frame(at: at(0.55, of: transition), geometry: geometry))
        let end = paint(transition.frame(at: at(1, of: transition), geometry: geometry))
        let old = try #require(cell(showing: "On the way", in: early)?.foreground)
        let new = try #require(cell(showing: "Arriving", in: middle)?.foreground)
        #expect(cell(showing: "Arriving", in: early) == nil, "one value at a time: a cell shows one glyph")
        #expect(cell(showing: "On the way", in: middle) == nil)
        for colour in [old, new] {
            #expect(colour.luminance < Color.white.luminance && colour.luminance > Self.cardBackground.luminance, "\(colour.hexString) is between")
        }
        #expect(new.luminance < old.luminance, "just after half-way is fainter than a quarter of the way")
        #expect(cell(showing: "Arriving", in: end)?.foreground == .white)
    }

    @Test func unchangedViewsStayStill() throws {
        let transition = update(card(eta: "12:05", status: "On the way"), card(eta: "12:09", status: "Arriving", progress: 0.8))
        let all = frames(transition)
        let last = try #require(all.last)
        let row = try #require(last.textLines.firstIndex { $0.contains("Pizza") })
        for buffer in all {
            #expect((0..<buffer.width).allSatisfy { buffer[$0, row] == last[$0, row] })
        }
    }

    @Test func aChangedColourBlendsAndABarSlides() throws {
        let green = Color(hex: 0x30D158)
        let transition = update(card(eta: "12:05", status: "Ready", progress: 0.2), card(eta: "12:05", status: "Ready", tint: green, progress: 0.8))
        let middle = transition.frame(at: at(0.5, of: transition), geometry: geometry)
        let colour = try #require(cell(showing: "Ready", in: paint(middle))?.foreground)
        #expect(colour != .white && colour != green)
        #expect(colour.red < 255 && colour.red > green.red)
        let bar = try #require(middle.regions.first?.placed.flattened.first { $0.view.path == JSONPath([.key("progress")]) })
        guard case .bar(let fraction) = bar.view.content else { Issue.record("not a bar"); return }
        #expect(abs(fraction - 0.5) < 0.01, "half-way from 0.2 to 0.8")
    }

    /// Views a `forEach` repeats share a path; they are matched in order.
    @Test func repeatedViewsMatchInOrder() throws {
        let transition = update(card(eta: "1", status: "x", stops: ["A", "B"]), card(eta: "1", status: "x", stops: ["A", "C"]))
        let middle = transition.frame(at: at(0.6, of: transition), geometry: geometry)
        let stops = try #require(middle.regions.first).placed.flattened.filter { $0.view.path == JSONPath([.key("stop")]) }
        #expect(stops.map(\.lines) == [["A"], ["C"]])
        #expect(stops.map { $0.view.style.opacity < 1 } == [false, true])
    }

    /// A goal in a bundled layout: the score slides 1 → 3, never showing 2, while the rest stays.
    @Test func aBundledScoreSlides() throws {
        let sports = try Bundled("sports")
        let before = try sports.surface(.lock, changing: ["awayScore": .int(1)])
        let after = try sports.surface(.lock, changing: ["awayScore": .int(3)])
        let transition = update(before, after)
        let rows = [0.2, 0.4, 0.6, 0.9].map { fraction in
            text(transition.frame(at: at(fraction, of: transition), geometry: geometry)).split(separator: "\n")
                .first { $0.contains("Manchester City") }.map { String($0.split(separator: " ").last ?? "") }
        }
        #expect(rows == ["1", "¹", "₃", "3"])
    }

    /// The first cell of the first place `needle` is written in `buffer`.
    func cell(showing needle: String, in buffer: CellBuffer) -> Cell? {
        let glyphs = needle.map(String.init)
        for row in 0..<buffer.height {
            for column in 0...max(0, buffer.width - glyphs.count)
            where glyphs.indices.allSatisfy({ buffer[column + $0, row].text == glyphs[$0] }) {
                return buffer[column, row]
            }
        }
        return nil
    }
}
