import IsletTestSupport
import Testing

/// What a phone shows for the issue-28 corpus widgets, one test per domain, drawn by the real
/// `islet render` from each widget's own preview states. Only what islet draws as the Swift says
/// is asserted here; what it draws wrongly is listed in samples/corpus/FINDINGS.md, and the
/// phone's picture of the widgets islet cannot open yet is held as a known issue.
@Suite struct CorpusContentTests {
    /// The board of one presentation (`compact`, `minimal`, `expanded`, `lock`) of `widget`,
    /// drawn from its `preview`th preview state: the lines above the fit report.
    /// Every board is drawn at one fixed moment, so a widget that asks for `Date()` (a cycle ending
    /// "today", a countdown) draws the same text whatever the machine's clock says.
    static func board(_ widget: String, preview: Int, _ presentation: String) throws -> [String] {
        let result = try IsletProcess.run(["render", "samples/corpus/\(widget)", "--preview", "\(preview)", "--presentation", presentation, "--format", "text", "--at", "2026-11-28T10:00:00Z"])
        #expect(result.status == 0, "\(result.standardError)")
        return Array(result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix { !$0.hasPrefix("Fit on") })
    }

    /// Whether one line of `board` shows every text of `texts`, in that order from left to right:
    /// for an island, the leading region's text before the trailing region's.
    static func row(_ board: [String], _ texts: String...) -> Bool {
        board.contains { line in
            var rest = Substring(line)
            for text in texts {
                guard let found = rest.range(of: text) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
    }

    /// Sports: a scoreline from an enum with associated values (`.secondHalf(minute:)`, `.goal`).
    @Test func footballMatchShowsTheScoreTheClockAndTheLastEvent() throws {
        #expect(Self.row(try Self.board("football-match", preview: 2, "compact"), "ars 2", "1 tot"))
        #expect(Self.row(try Self.board("football-match", preview: 2, "minimal"), "2-1"))
        let live = try Self.board("football-match", preview: 2, "lock")
        #expect(Self.row(live, "2 – 1") && Self.row(live, "63'") && Self.row(live, "Goal — Saka 63'"), "\(live)")
        let before = try Self.board("football-match", preview: 1, "lock")
        #expect(Self.row(before, "0 – 0") && Self.row(before, "Emirates Stadium"), "no event yet: the venue instead")
        let final = try Self.board("football-match", preview: 3, "lock")
        #expect(Self.row(final, "FT") && Self.row(final, "Red card — Romero"), "\(final)")
        // The badges come through the app's `subscript(side:)`; the competition is upper-cased
        // and set at the leading edge by `Alignment(horizontal: .leading, vertical: .center)`.
        #expect(Self.row(before, "ARS", "TOT") && before.contains { $0.hasPrefix("      PREMIER LEAGUE") }, "\(before)")
    }

    /// Travel: a flight's phase, gate and delay from a state built with a defaulted init.
    @Test func flightStatusShowsTheRouteTheGateAndTheDelay() throws {
        #expect(Self.row(try Self.board("flight-status", preview: 2, "compact"), "B32"))
        let boarding = try Self.board("flight-status", preview: 2, "lock")
        #expect(Self.row(boarding, "Northwind NW 418", "+25"), "a 25-minute delay beside the flight")
        #expect(Self.row(boarding, "LHR", "JFK") && Self.row(boarding, "18:25"), "\(boarding)")
        let expanded = try Self.board("flight-status", preview: 2, "expanded")
        #expect(Self.row(expanded, "LHR", "JFK") && Self.row(expanded, "14C"), "\(expanded)")
        #expect(!Self.row(try Self.board("flight-status", preview: 1, "lock"), "+"), "on time: no delay is shown")
        // Arrivals in New York's time (`TimeZone(identifier:)`), 14:35 and, overnight, 02:40.
        #expect(Self.row(try Self.board("flight-status", preview: 1, "lock"), "18:00", "14:35"))
        #expect(Self.row(try Self.board("flight-status", preview: 3, "lock"), "23:40", "02:40"))
        #expect(Self.row(try Self.board("flight-status", preview: 3, "expanded"), "B32", "14C"), "`gate.map` on a String? maps the optional")
        // The card's rows need more than its room: the stack overflows evenly, as SwiftUI's
        // does, and the values under "Gate" and "Seat" (a local func's two-`Text` `VStack`)
        // stay on the card rather than being cut at the stack's edge.
        #expect(Self.row(boarding, "Gate", "Seat") && Self.row(boarding, "B32", "14C"), "\(boarding)")
        #expect(Self.row(try Self.board("flight-status", preview: 1, "lock"), "—", "—"), "no gate yet, and the seat's default")
    }

    /// Fitness: trainer figures through `Int`/`UInt32` overloads and a clamping property wrapper.
    @Test func cyclingWorkoutShowsPowerHeartRateAndTime() throws {
        #expect(Self.row(try Self.board("cycling-workout", preview: 2, "compact"), "Z4", "232 W"))
        let expanded = try Self.board("cycling-workout", preview: 2, "expanded")
        #expect(Self.row(expanded, "232 W", "158") && Self.row(expanded, "power", "40:10", "bpm"), "\(expanded)")
        let threshold = try Self.board("cycling-workout", preview: 2, "lock")
        #expect(Self.row(threshold, "Sweet Spot 3×12", "Z4") && Self.row(threshold, "232 W", "158", "92", "40:10"), "\(threshold)")
        // The custom `EnvironmentKey` is false on the lock screen, so the `$share` projection shows
        // after the bar (which, in text, ends in its own percentage).
        #expect(Self.row(threshold, "░ 62%", "62%"), "\(threshold)")
        #expect(Self.row(expanded, "░ 62%") && !Self.row(expanded, "░ 62%", "62%"), "the island sets `.environment(\\.compactMetrics, true)`: \(expanded)")
        let paused = try Self.board("cycling-workout", preview: 3, "lock")
        #expect(Self.row(paused, "Paused") && Self.row(paused, "1:05:09"), "\(paused)")
        #expect(Self.row(try Self.board("cycling-workout", preview: 3, "minimal"), "‖"), "paused: the pause symbol")
    }

    /// Finance: a coin's price, its change and a market status `switch` with a `default`.
    @Test func cryptoPriceShowsThePriceTheChangeAndTheMarket() throws {
        let up = try Self.board("crypto-price", preview: 1, "expanded")
        #expect(Self.row(up, "+2.40%") && Self.row(up, "$96,412.18") && Self.row(up, "Live"), "\(up)")
        let alert = try Self.board("crypto-price", preview: 2, "lock")
        #expect(Self.row(alert, "Alert $97,000.00") && Self.row(alert, "+3.04%"), "\(alert)")
        let down = try Self.board("crypto-price", preview: 3, "expanded")
        #expect(Self.row(down, "-2.41%") && Self.row(down, "$91,880.00"), "\(down)")
        #expect(Self.row(down, "Updates paused"), "an unknown market status takes the switch's default")
    }

    /// Smart home: a washer's cycle from an enum with associated values and a countdown.
    @Test func laundryCycleShowsTheStepAndTheTimeLeft() throws {
        let washing = try Self.board("laundry-cycle", preview: 1, "expanded")
        #expect(Self.row(washing, "52:00") && Self.row(washing, "Washing at 40°"), "\(washing)")
        #expect(Self.row(washing, "Done at"), "the cycle ends today: `Calendar.isDate(_:inSameDayAs:)`")
        #expect(Self.row(try Self.board("laundry-cycle", preview: 1, "lock"), "Homely"), "no vendor in the bundle: the app's own name")
        #expect(Self.row(try Self.board("laundry-cycle", preview: 2, "compact"), "18:00"))
        #expect(Self.row(try Self.board("laundry-cycle", preview: 2, "expanded"), "Rinse 2 of 3"))
        let done = try Self.board("laundry-cycle", preview: 3, "lock")
        #expect(Self.row(done, "✓ Ready to unload") && Self.row(done, "Cottons 40° · Eco"), "\(done)")
        #expect(Self.row(try Self.board("laundry-cycle", preview: 3, "compact"), "✓", "✓"), "finished: a check on both sides")
        let fault = try Self.board("laundry-cycle", preview: 4, "expanded")
        #expect(Self.row(fault, "Error E21") && Self.row(fault, "Washer"), "\(fault)")
    }

    /// Media: a podcast episode and the play/pause state.
    @Test func podcastPlayerShowsTheEpisodeAndPlayback() throws {
        #expect(Self.row(try Self.board("podcast-player", preview: 1, "compact"), "‖"), "playing: pause")
        #expect(Self.row(try Self.board("podcast-player", preview: 2, "compact"), "►"), "paused: play")
        let lock = try Self.board("podcast-player", preview: 1, "lock")
        #expect(Self.row(lock, "Ep. 212: The quiet web") && Self.row(lock, "Signal & Noise"), "\(lock)")
        #expect(Self.row(lock, "Why pages got heavy"), "the chapter through `subscript(chapter:)`")
    }

    /// Delivery: the app's own preview states (a convenience init calling the memberwise one);
    /// the phone shows the stage, the ETA and the courier.
    @Test func mealCourierShowsTheStageAndTheETA() throws {
        let lock = try Self.board("meal-courier", preview: 2, "lock")
        #expect(Self.row(lock, "Nonna's Kitchen") && Self.row(lock, "On the way", "14 min") && Self.row(lock, "with Amira"), "\(lock)")
        #expect(Self.row(try Self.board("meal-courier", preview: 4, "compact"), "0 min"))
    }

    /// Ride hailing: an enum `ContentState`, drawn by a `switch` over it; the state built with
    /// `vehicle: .init(…)` among a case's values makes the case's `Vehicle`, and the plate keeps
    /// its letters inside its stroked box.
    @Test func rideHailShowsEachStageOfTheRide() throws {
        let searching = try Self.board("ride-hail", preview: 1, "lock")
        #expect(Self.row(searching, "Finding your driver", "1:35") && Self.row(searching, "12 Harbour St → Central St"), "\(searching)")
        #expect(Self.row(try Self.board("ride-hail", preview: 1, "expanded"), "Central Station"), "no car yet: the destination")
        let assigned = try Self.board("ride-hail", preview: 2, "lock")
        #expect(Self.row(assigned, "Priya is 4 min away", "4 min") && Self.row(assigned, "Toyota Prius", "7KQ 204"), "\(assigned)")
    }

    /// The lines under a board's "Not drawn" heading: the places islet says it did not draw.
    static func notDrawn(_ widget: String, preview: Int, _ presentation: String) throws -> [String] {
        let result = try IsletProcess.run(["render", "samples/corpus/\(widget)", "--preview", "\(preview)", "--presentation", presentation, "--format", "text"])
        return Array(result.standardOutput.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("Not drawn") }.dropFirst())
    }

    /// Sports with a period clock: a running `Text(timerInterval:)`, a clock stopped at a
    /// stoppage through an `extension TimeInterval`, penalties in a `ForEach` over the state.
    @Test func hockeyGameShowsTheScoreThePeriodClockAndThePenaltyBox() throws {
        let pregame = try Self.board("hockey-game", preview: 1, "lock")
        #expect(Self.row(pregame, "MTL", "TOR") && Self.row(pregame, "Faceoff") && Self.row(pregame, "SOG 0–0", "Scotiabank Arena"), "a state from the defaulted init: \(pregame)")
        #expect(Self.row(try Self.board("hockey-game", preview: 1, "compact"), "0 tor"), "no clock runs before faceoff: the home score")
        let live = try Self.board("hockey-game", preview: 2, "lock")
        #expect(Self.row(live, "2nd") && Self.row(live, "8:12") && Self.row(live, "Suzuki · 2 min", "1:35"), "\(live)")
        #expect(Self.row(live, "SOG 17–21", "Matthews (Marner) 14:03"), "away shots first, then the last goal: \(live)")
        #expect(Self.row(try Self.board("hockey-game", preview: 2, "compact"), "8:12"), "the period clock runs down")
        #expect(Self.row(try Self.board("hockey-game", preview: 2, "minimal"), "1-2"))
        let intermission = try Self.board("hockey-game", preview: 3, "expanded")
        #expect(Self.row(intermission, "End 2nd") && Self.row(intermission, "17:30"), "\(intermission)")
        let stoppage = try Self.board("hockey-game", preview: 4, "lock")
        #expect(Self.row(stoppage, "3rd") && Self.row(stoppage, "0:47"), "47 s left, through `remaining.rinkClock`: \(stoppage)")
        let final = try Self.board("hockey-game", preview: 5, "expanded")
        #expect(Self.row(final, "Final/OT") && Self.row(final, "Nylander 2:41 OT"), "\(final)")
    }

    /// Weather: a `Gauge` with its current value in the ring, a gradient band, a stale state
    /// `redacted(reason: .placeholder)`, and a `brightness` listed as not drawn.
    @Test func stormAlertShowsTheLevelTheGustsAndAStaleReading() throws {
        let warning = try Self.board("storm-alert", preview: 1, "lock")
        #expect(Self.row(warning, "WARNING · BRIGHTON") && Self.row(warning, "Damaging winds"), "a state from `init(windWarning:)`: \(warning)")
        #expect(Self.row(warning, "96 km/h", "0 mm") && Self.row(warning, "Met Office", "Until"), "\(warning)")
        let emergency = try Self.board("storm-alert", preview: 2, "lock")
        #expect(Self.row(emergency, "131", "Gusts", "Lightning"), "the gauge's current value in its ring: \(emergency)")
        #expect(Self.row(emergency, "131 km/h", "42 mm", "6 km"), "\(emergency)")
        #expect(Self.row(try Self.board("storm-alert", preview: 2, "compact"), "131"))
        let stale = try Self.board("storm-alert", preview: 3, "lock")
        #expect(Self.row(stale, "ADVISORY · BRIGHTON") && !Self.row(stale, "Heavy rain") && Self.row(stale, "███"), "stale figures are redacted: \(stale)")
        #expect(try Self.notDrawn("storm-alert", preview: 3, "expanded").contains { $0.contains("StormLiveActivity.swift:31:21: .brightness") })
        #expect(try Self.notDrawn("storm-alert", preview: 1, "expanded").isEmpty, "brightness(0) changes nothing")
    }

    /// Smart home: devices from a `ForEach` over an array in the state, `if let` on a property,
    /// a `Button(intent:)` keeping its `Label`'s title, hidden by `.opacity(0)` when all is shut.
    @Test func homeStatusShowsEveryDeviceAndTheLockButtonWhenNeeded() throws {
        let secure = try Self.board("home-status", preview: 1, "lock")
        #expect(Self.row(secure, "Lakeside", "Armed") && Self.row(secure, "Front door", "Locked"), "\(secure)")
        #expect(Self.row(secure, "Wallbox", "7.4 kW"), "a device's own reading, through `if let reading`: \(secure)")
        #expect(Self.row(try Self.board("home-status", preview: 1, "compact"), "OK"))
        #expect(!Self.row(try Self.board("home-status", preview: 1, "expanded"), "Lock all"), "nothing open: the button is `.opacity(0)`")
        let open = try Self.board("home-status", preview: 2, "lock")
        #expect(Self.row(open, "Lakeside", "Disarmed") && Self.row(open, "Back door", "Unlocked") && Self.row(open, "Hallway", "19.5°"), "\(open)")
        #expect(Self.row(open, "Car 46%"), "\(open)")
        let expanded = try Self.board("home-status", preview: 2, "expanded")
        #expect(Self.row(expanded, "Lock all") && Self.row(expanded, "Garage", "Open") && !Self.row(expanded, "Hallway"), "two devices and the button: \(expanded)")
    }

    /// Transit: `ViewThatFits` choosing the wide header, departures counting down, a cancelled
    /// one struck through and skipped by the compact view, and the stop's pin placed by `.position`.
    @Test func busStopShowsTheNextDeparturesAndCancellations() throws {
        let next = try Self.board("bus-stop", preview: 1, "lock")
        #expect(Self.row(next, "Market St & 5th", "Stop 15421"), "the first view that fits: \(next)")
        #expect(Self.row(next, "14", "Mission", "4:00") && Self.row(next, "14R", "Daly City", "11:00"), "\(next)")
        let cancelled = try Self.board("bus-stop", preview: 2, "lock")
        #expect(Self.row(cancelled, "49", "City College", "Cancelled") && Self.row(cancelled, "Detour at 7th St"), "\(cancelled)")
        #expect(Self.row(try Self.board("bus-stop", preview: 2, "compact"), "14", "9:00"), "the compact view skips the cancelled 49")
        #expect(Self.row(try Self.board("bus-stop", preview: 3, "compact"), "–"), "no bus running: a dash")
        // The pin is `.position(x: 200, y: 9)` in the 206 pt strip: at its far end, past the bus.
        let strip = try Self.board("bus-stop", preview: 1, "expanded")
        #expect(Self.row(strip, "⌸", "⍜"), "the bus, then the stop's pin at the strip's end: \(strip)")
        #expect(try Self.notDrawn("bus-stop", preview: 1, "expanded").isEmpty)
    }
}
