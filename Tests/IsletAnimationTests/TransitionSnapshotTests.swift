import IsletAnimation
import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
import Testing

/// Key frames of bundled layouts' transitions as text, each under its time, so a change in how
/// the island moves reads as a diff of pictures.
@Suite struct TransitionSnapshotTests {
    /// Fractions of a transition: the start, the shape in motion (with the old content fading),
    /// mid-way (shape only; in a content update, changed digits leaving, then arriving), the new
    /// content fading in, and the end.
    static let fractions = [0, 0.06, 0.12, 0.2, 0.3, 0.5, 0.65, 0.8, 0.9, 1]

    func filmstrip(_ transition: SurfaceTransition, wallpaper: Color) -> String {
        Self.fractions.map { fraction in
            let seconds = fraction * transition.duration
            let frame = transition.frame(at: at(seconds), geometry: geometry)
            let time = String(Int((seconds * 1000).rounded()))
            return "--- \(time) ms: \(frame.columns)x\(frame.rows) ---\n" + TextExporter.export(paint(frame, wallpaper: wallpaper))
        }.joined()
    }

    @Test(arguments: [(Presentation.compact, Presentation.expanded), (.expanded, .compact), (.compact, .minimal)])
    func deliveryMorphs(_ from: Presentation, _ to: Presentation) throws {
        let delivery = try Bundled("delivery")
        let transition = SurfaceTransition(from: try delivery.surface(from), to: try delivery.surface(to), start: start, kind: .morph)
        assertSnapshot(filmstrip(transition, wallpaper: delivery.wallpaper), named: "delivery.\(from.rawValue)-to-\(to.rawValue)")
    }

    @Test func deliveryAppearsAndLeaves() throws {
        let delivery = try Bundled("delivery")
        let compact = try delivery.surface(.compact)
        let appearing = SurfaceTransition(from: nil, to: compact, start: start, kind: .appear)
        let leaving = SurfaceTransition(from: compact, to: nil, start: start, kind: .disappear)
        assertSnapshot(filmstrip(appearing, wallpaper: delivery.wallpaper), named: "delivery.appear")
        assertSnapshot(filmstrip(leaving, wallpaper: delivery.wallpaper), named: "delivery.disappear")
    }

    /// A goal: the away score slides 1 → 3 (never 2) and the last event cross-fades; the rest stays still.
    @Test func sportsGoal() throws {
        let sports = try Bundled("sports")
        let before = try sports.surface(.expanded, changing: ["awayScore": .int(1), "lastEvent": .string("Corner · MCI")])
        let after = try sports.surface(.expanded, changing: ["awayScore": .int(3), "lastEvent": .string("Goal · Haaland 71'")])
        let transition = SurfaceTransition(from: before, to: after, start: start, kind: .contentUpdate)
        assertSnapshot(filmstrip(transition, wallpaper: sports.wallpaper), named: "sports.expanded.goal")
    }
}
