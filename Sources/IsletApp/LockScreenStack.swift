/// The lock screen's column of cards, as iOS stacks Live Activities: the newest on top, the
/// others below it a row apart, as many as fit between the clock and the foot of the phone, and a line under
/// them saying how many more are hidden. The clock keeps its place near the top while it and
/// the newest card both fit; on a shorter terminal the cards come first.
struct LockScreenStack: Equatable, Sendable {
    /// Rows between two cards: iOS lists stacked Live Activities apart, like notifications
    /// (REFERENCE.md gives no figure; a row at the phone's scale is about 18 pt).
    static let gap = 1

    /// One card shown, by its activity, and the row its top is drawn at.
    struct Entry: Equatable, Sendable {
        let id: Int
        let row: Int
    }

    /// The first row of the clock (its date line), nil when there is no room for it.
    let clockRow: Int?
    /// The cards shown, newest first, top to bottom.
    let cards: [Entry]
    /// How many cards did not fit, and the row that says so.
    let hidden: Int
    let noteRow: Int?

    /// Stacks `cards` (activity and rows, newest first) in the rows from `top` up to `bottom`.
    init(cards: [(id: Int, rows: Int)], top: Int, bottom: Int) {
        let clockRows = 1 + LockScreenClock.height + 1
        let clockFits = bottom - top >= clockRows + (cards.first?.rows ?? 0)
        clockRow = clockFits ? top + 1 : nil
        let first = clockFits ? top + clockRows : top
        let room = bottom - first
        var shown = 0, used = 0
        for (index, card) in cards.enumerated() {
            let note = index + 1 < cards.count ? 1 : 0, gap = shown == 0 ? 0 : Self.gap
            guard shown == 0 || used + gap + card.rows + note <= room else { break }
            shown += 1
            used += gap + card.rows
        }
        hidden = cards.count - shown
        noteRow = hidden > 0 ? bottom - 1 : nil
        var row = max(first, (noteRow ?? bottom) - used)
        var entries: [Entry] = []
        for card in cards.prefix(shown) {
            entries.append(Entry(id: card.id, row: row))
            row += card.rows + Self.gap
        }
        self.cards = entries
    }

    /// What the note under the stack says.
    var note: String { hidden == 1 ? "1 more activity" : "\(hidden) more activities" }
}
