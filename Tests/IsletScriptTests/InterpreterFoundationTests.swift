import IsletProgram
import IsletTestSupport
import Testing

/// Foundation as widget code calls it: format styles, formatter objects, the calendar, and
/// values built up with mutating methods, each shown by the text it draws.
@Suite struct InterpreterFoundationTests {
    private func shows(_ statements: [ScriptStatement], _ value: ScriptExpression, foreign: [ScriptType] = []) -> [String] {
        ScriptFixture(lockScreen: statements + [expr(view("Text", arg(value)))], foreignExtensions: foreign).cells()
    }

    /// `0.256.formatted(.percent)`, `1234.5.formatted(.number.precision(.fractionLength(1)))`,
    /// `Text(42, format: .currency(code: "EUR"))`.
    @Test func formatStyles() {
        #expect(shows([], double(0.256).modifier("formatted", arg(dot("percent")))) == ["25.6%"])
        let precise = double(1234.56).modifier("formatted", arg(dot("number").modifier("precision", arg(dot("fractionLength").call(arg(int(1)))))))
        #expect(shows([], precise) == ["1,234.6"])
        #expect(ScriptFixture(lockScreen: [expr(view("Text", arg(int(42)), arg("format", dot("currency").call(arg("code", str("EUR"))))))]).cells() == ["€42.00"])
    }

    /// `let f = NumberFormatter(); f.numberStyle = .decimal; f.maximumFractionDigits = 1;
    /// f.string(from: NSNumber(value: 9876.54))`, and a `DateComponentsFormatter` for 3725 s.
    @Test func formatterObjectsReadTheirProperties() {
        let number = [
            bind("f", id("NumberFormatter").call()),
            expr(op("=", id("f").dot("numberStyle"), dot("decimal"))),
            expr(op("=", id("f").dot("maximumFractionDigits"), int(1))),
        ]
        #expect(shows(number, op("??", id("f").modifier("string", arg("from", id("NSNumber").call(arg("value", double(9876.54))))), str("?"))) == ["9,876.5"])
        let duration = [
            bind("d", id("DateComponentsFormatter").call()),
            expr(op("=", id("d").dot("allowedUnits"), ScriptExpression(.array([dot("hour"), dot("minute")]), at: here))),
            expr(op("=", id("d").dot("unitsStyle"), dot("abbreviated"))),
        ]
        #expect(shows(duration, op("??", id("d").modifier("string", arg("from", int(3725))), str("?"))) == ["1h 2m"])
    }

    /// `Calendar.current.component(.hour, from: Date())` on the injected clock (14:40 UTC).
    @Test func calendarReadsTheInjectedClock() {
        let hour = id("Calendar").dot("current").modifier("component", arg(dot("hour")), arg("from", id("Date").call()))
        #expect(shows([], str(interpolated(hour))) == ["14"])
    }

    /// `var parts: [String] = []; parts.append("a"); if true { parts.append("b") }; parts.joined(separator: "+")`
    @Test func mutatingMethodsStoreBack() {
        let body: [ScriptStatement] = [
            bind("parts", ScriptExpression(.array([]), at: here), mutable: true),
            expr(id("parts").modifier("append", arg(str("a")))),
            when(bool(true), then: [expr(id("parts").modifier("append", arg(str("b"))))]),
        ]
        #expect(shows(body, id("parts").modifier("joined", arg("separator", str("+")))) == ["a+b"])
    }

    /// `extension Color { init(hex: Int) { self.init(red: Double(hex >> 16) / 255, green: 0, blue: 0) } }`
    /// drawn through `.foregroundStyle(Color(hex: 0xFF0000))`.
    @Test func foreignInitializersDelegateToSelfInit() {
        let initializer = ScriptFunction(name: "init", parameters: [parameter("hex", "hex", "Int")], body: [
            expr(id("self").modifier("init", arg("red", op("/", id("Double").call(arg(op(">>", id("hex"), int(16)))), int(255))), arg("green", int(0)), arg("blue", int(0)))),
        ], spot: here)
        let color = ScriptType(name: "Color", kind: .extension, methods: [initializer], spot: here)
        let fixture = ScriptFixture(lockScreen: [expr(textView("R").modifier("foregroundStyle", arg(id("Color").call(arg("hex", int(0xFF0000))))))], foreignExtensions: [color])
        let buffer = fixture.paint().buffer
        let cell = buffer.firstCell(showing: "R")
        #expect(cell?.foreground?.red == 255)
        #expect(fixture.region().placeholders.isEmpty)
    }

    /// `ProgressView(value: 0.3).progressViewStyle(.circular)` is a ring, as on the phone.
    @Test func circularProgressIsAGauge() {
        let ring = view("ProgressView", arg("value", double(0.3))).modifier("progressViewStyle", arg(dot("circular")))
        guard case .stack(_, let children, _, _)? = ScriptFixture(lockScreen: [expr(ring)]).resolved()?.content else {
            Issue.record("no lock screen")
            return
        }
        #expect(children.map(\.content) == [.gauge(fraction: 0.3)])
    }

    /// `Measurement(value: 12.5, unit: UnitEnergy.kilowattHours).formatted(.measurement(width:
    /// .abbreviated, usage: .asProvided))`, and 5 km `converted(to: .miles).value` to two places.
    @Test func measurementsConvertAndFormat() {
        let energy = id("Measurement").call(arg("value", double(12.5)), arg("unit", id("UnitEnergy").dot("kilowattHours")))
        let style = dot("measurement").call(arg("width", dot("abbreviated")), arg("usage", dot("asProvided")))
        #expect(shows([], energy.modifier("formatted", arg(style))) == ["12.5 kWh"])
        let run = id("Measurement").call(arg("value", double(5000)), arg("unit", id("UnitLength").dot("meters")))
        let miles = run.modifier("converted", arg("to", dot("miles"))).dot("value")
        #expect(shows([], miles.modifier("formatted", arg(dot("number").modifier("precision", arg(dot("fractionLength").call(arg(int(2)))))))) == ["3.11"])
        #expect(ScriptFixture(lockScreen: [expr(view("Text", arg(energy.modifier("formatted"))))]).region().placeholders.isEmpty)
    }

    /// `(Decimal(1250) / 100).formatted(.currency(code: "EUR"))`: a `Decimal` is a number.
    @Test func decimalsAreNumbersWithTheirFormats() {
        let price = op("/", id("Decimal").call(arg(int(1250))), int(100))
        #expect(shows([], price.modifier("formatted", arg(dot("currency").call(arg("code", str("EUR")))))) == ["€12.50"])
        #expect(shows([], id("Decimal").call(arg("string", str("2.5"))).modifier("formatted")) == ["2.5"])
    }

    /// `Text(Date(timeIntervalSinceNow: 8580), style: .relative)` and `"\(Date(), style: .date)"`
    /// on the injected clock (2025-12-01 14:40 UTC): Apple's documented forms.
    @Test func textDateStylesWriteWhatAppleDocuments() {
        let later = id("Date").call(arg("timeIntervalSinceNow", int(8580)))
        #expect(ScriptFixture(lockScreen: [expr(view("Text", arg(later), arg("style", dot("relative"))))]).cells() == ["2 hours, 23 minutes"])
        #expect(shows([], str(interpolated(id("Date").call(), arg("style", dot("date"))))) == ["December 1, 2025"])
    }
}
