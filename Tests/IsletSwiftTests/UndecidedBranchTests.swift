import Testing

private typealias W = WidgetRendering

/// A branch islet cannot choose is never chosen (issue 28: laundry-cycle drew "Done tomorrow"
/// while its condition had failed). An `if`, `guard`, ternary or `switch` whose condition or
/// subject islet could not evaluate, and a `??` whose left side failed, make the smallest
/// enclosing view a hatched placeholder listed with the construct, the reason and its place;
/// the views around it still draw. `Sensor` is a type no framework has, so its members never
/// evaluate.
@Suite struct UndecidedBranchTests {
    /// The lines of a lock screen holding `views` in a `VStack` beside "Always", with `helpers`.
    private func lock(_ views: String, helpers: String = "", state: String = #"{"eta": 12}"#, fields: String = "var eta: Int") -> W {
        W(W.lockScreen("VStack {\nText(\"Always\")\n\(views)\n}", state: fields, helpers: helpers), state: state)
    }

    private func expectUndecided(_ widget: W, _ construct: String, at place: String, hidden: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(widget.lines.contains { $0.contains("Always") }, "the views around it still draw: \(widget.lines)", sourceLocation: sourceLocation)
        #expect(widget.lines.contains { $0.contains("╱") }, "a hatched placeholder: \(widget.lines)", sourceLocation: sourceLocation)
        // A placeholder's label names what failed (`isHot`), which may share words with a branch.
        let unhatched = widget.lines.map { $0.replacing(/╱+[^╱]*╱+/, with: " ") }
        for text in hidden {
            #expect(!unhatched.contains { $0.contains(text) }, "no branch drawn, yet \"\(text)\" is: \(widget.lines)", sourceLocation: sourceLocation)
        }
        #expect(
            widget.placeholders.contains { $0.hasPrefix("Widget/Widget.swift:\(place): ") && $0.contains(": \(construct): islet could not evaluate") && $0.hasSuffix("so it draws neither branch") },
            "\(widget.placeholders)", sourceLocation: sourceLocation
        )
    }

    @Test func anIfInAViewBuilderIsAPlaceholderNotTheElseBranch() {
        let widget = lock("""
            if Sensor.shared.isHot { Text("Hot") } else { Text("Cold") }
            Text("After")
            """)
        expectUndecided(widget, "if", at: "17:4", hidden: ["Hot", "Cold"])
        #expect(widget.lines.contains { $0.contains("After") }, "\(widget.lines)")
    }

    /// laundry-cycle's shape: a helper returns one of two texts by a condition islet cannot
    /// evaluate; the `Text` showing it is the placeholder.
    @Test func aTernaryInAHelperMakesTheTextShowingItAPlaceholder() {
        let widget = lock("Text(doneText())", helpers: """
            func doneText() -> String {
                Sensor.shared.isToday ? "Done at 16:20" : "Done tomorrow"
            }
            """)
        expectUndecided(widget, "?:", at: "28:5", hidden: ["Done"])
    }

    @Test func aGuardWhoseConditionFailedTakesNeitherWay() {
        let widget = lock("Text(status())", helpers: """
            func status() -> String {
                guard Sensor.shared.isReady else { return "Waiting" }
                return "Ready"
            }
            """)
        expectUndecided(widget, "guard", at: "28:11", hidden: ["Waiting", "Ready"])
    }

    /// A `default:` catches values islet read, never one it could not.
    @Test func aSwitchOnAValueIsletCouldNotReadTakesNoCaseNotEvenDefault() {
        let widget = lock("""
            switch Sensor.shared.mode {
            case .on: Text("On")
            default: Text("Off")
            }
            """)
        expectUndecided(widget, "switch", at: "17:8", hidden: ["On", "Off"])
    }

    /// `&&` with a side islet could not evaluate is not false: the `if` still chooses nothing.
    @Test func aConditionJoinedByAndWithAFailedSideIsUndecided() {
        let widget = lock(#"if context.state.eta > 5 && Sensor.shared.isHot { Text("Hot") } else { Text("Cold") }"#)
        expectUndecided(widget, "if", at: "17:4", hidden: ["Hot", "Cold"])
    }

    /// `??` takes its default for nil, and nothing for a left side islet could not evaluate.
    @Test func nilCoalescingTakesTheDefaultForNilButNotForAFailure() {
        let failed = lock(#"Text(Sensor.shared.owner ?? "Nobody")"#)
        expectUndecided(failed, "??", at: "17:6", hidden: ["Nobody"])
        let missing = lock(#"Text(context.state.note ?? "No note")"#, state: #"{"eta": 12}"#, fields: "var eta: Int\nvar note: String?")
        #expect(missing.lines.contains { $0.contains("No note") }, "\(missing.lines)")
        #expect(missing.placeholders.isEmpty, "\(missing.placeholders)")
    }

    /// `if let` over a value islet could not evaluate binds nothing and skips nothing.
    @Test func anIfLetOverAFailedValueIsUndecided() {
        let widget = lock(#"if let owner = Sensor.shared.owner { Text(owner) } else { Text("Unowned") }"#)
        expectUndecided(widget, "if", at: "17:16", hidden: ["Unowned"])
    }

    /// Conditions islet evaluates choose as before.
    @Test func conditionsIsletEvaluatesStillChoose() {
        let widget = lock(#"if context.state.eta > 5 { Text(context.state.eta > 100 ? "Late" : "Soon") } else { Text("Now") }"#)
        #expect(widget.lines.contains { $0.contains("Soon") }, "\(widget.lines)")
        #expect(!widget.lines.contains { $0.contains("Now") || $0.contains("Late") }, "\(widget.lines)")
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
    }
    /// podcast-player's shape: an initializer of a colour whose `guard` islet cannot evaluate
    /// makes an unknown colour, listed; the text it tints and the card around it still draw.
    @Test func aColourHelperThatCannotDecideFailsOnlyTheColour() {
        let widget = lock(#"Text("Tinted").foregroundStyle(Color(sensor: "hall"))"#, helpers: """
            extension Color {
                init(sensor name: String) {
                    guard Sensor.shared.isReady else {
                        self = .purple
                        return
                    }
                    self = .orange
                }
            }
            """)
        #expect(widget.lines.contains { $0.contains("Tinted") }, "\(widget.lines)")
        #expect(widget.placeholders.contains { $0.contains("guard: islet could not evaluate") }, "\(widget.placeholders)")
    }

    /// The placeholder standing for an undecided text is as wide as its label, not the room:
    /// the text beside it in an `HStack` keeps its place on the same line.
    @Test func anUndecidedTextsPlaceholderIsTheSizeOfItsLabel() {
        let widget = lock(#"HStack { Text(Sensor.shared.owner ?? "Nobody"); Text("Beside") }"#)
        let row = widget.lines.first { $0.contains("╱") }
        #expect(row?.contains("Beside") == true, "\(widget.lines)")
        #expect(widget.lines.filter { $0.contains("╱") }.count == 1, "one line tall: \(widget.lines)")
    }
}
