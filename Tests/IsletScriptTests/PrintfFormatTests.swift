import IsletScript
import Testing

/// `String(format:)` and `specifier:` as Apple's Foundation writes them (expected strings from
/// CoreFoundation's formatter, which swift-corelibs-foundation shares).
@Suite struct PrintfFormatTests {
    private func format(_ template: String, _ arguments: PrintfArgument...) -> String {
        PrintfFormat.format(template, arguments)
    }

    @Test func integersTakeFlagsWidthAndPrecision() {
        #expect(format("%d", .int(42)) == "42")
        #expect(format("%5d|", .int(42)) == "   42|")
        #expect(format("%-5d|", .int(42)) == "42   |")
        #expect(format("%05d", .int(-42)) == "-0042", "zeros go after the sign")
        #expect(format("%+d % d", .int(5), .int(5)) == "+5  5")
        #expect(format("%.3d", .int(7)) == "007")
        #expect(format("%8.3d|", .int(-7)) == "    -007|")
        #expect(format("%i", .int(-3)) == "-3")
    }

    @Test func plainIntegerConversionsKeepThirtyTwoBitsLikeC() {
        #expect(format("%d", .int(Int.max)) == "-1")
        #expect(format("%ld", .int(Int.max)) == "9223372036854775807")
        #expect(format("%lld %qd", .int(-5_000_000_000), .int(7)) == "-5000000000 7")
        #expect(format("%u", .int(-1)) == "4294967295")
        #expect(format("%lu", .int(-1)) == "18446744073709551615")
        #expect(format("%hhd %hd", .int(300), .int(70000)) == "44 4464")
    }

    @Test func hexadecimalAndOctal() {
        #expect(format("%x %X %#x %#o %o", .int(255), .int(255), .int(255), .int(8), .int(8)) == "ff FF 0xff 010 10")
        #expect(format("%02X%02X%02X", .int(10), .int(255), .int(0)) == "0AFF00")
    }

    @Test func floatsRoundTheExactBinaryValueHalfToEven() {
        #expect(format("%.1f", .double(0.25)) == "0.2")
        #expect(format("%.1f", .double(0.35)) == "0.3", "0.35 is a hair below in binary")
        #expect(format("%.2f", .double(1.015)) == "1.01")
        #expect(format("%.2f", .double(0.125)) == "0.12")
        #expect(format("%.0f %.0f", .double(2.5), .double(3.5)) == "2 4")
        #expect(format("%f", .double(3.14159)) == "3.141590")
        #expect(format("%.0f", .double(-0.4)) == "-0")
        #expect(format("%5.1f", .double(99.95)) == "100.0")
        #expect(format("%08.2f", .double(-3.14159)) == "-0003.14")
        #expect(format("%+.1f", .double(2)) == "+2.0")
    }

    @Test func exponentAndShortestForms() {
        #expect(format("%e", .double(12345.678)) == "1.234568e+04")
        #expect(format("%g", .double(0.0001234)) == "0.0001234")
        #expect(format("%g", .double(123456789)) == "1.23457e+08")
        #expect(format("%G", .double(1e-10)) == "1E-10")
    }

    @Test func objectsStringsAndCharacters() {
        #expect(format("%@ and %@", .string("tea"), .string("cake")) == "tea and cake")
        #expect(format("%10@|", .string("hi")) == "hi|", "CoreFoundation writes an object whole")
        #expect(format("%5s|%-5s|%.2s", .string("ab"), .string("cd"), .string("efg")) == "   ab|cd   |ef")
        #expect(format("%c%c", .int(65), .string("b")) == "Ab")
        #expect(format("%@", .int(3)) == "3")
    }

    @Test func positionsPercentAndStars() {
        #expect(format("%2$@ %1$@", .string("a"), .string("b")) == "b a")
        #expect(format("%.1f%%", .double(12.34)) == "12.3%")
        #expect(format("%*d|%-*d|", .int(5), .int(42), .int(4), .int(1)) == "   42|1   |")
        #expect(format("%.*f", .int(2), .double(3.14159)) == "3.14")
    }

    @Test func mismatchedArgumentsAreConvertedAndMissingOnesWriteNothing() {
        #expect(format("%d", .double(7.9)) == "7")
        #expect(format("%.1f", .int(3)) == "3.0")
        #expect(format("%d and %d", .int(1)) == "1 and ")
        #expect(format("100%") == "100%")
        #expect(format("%y%k") == "%y%k")
    }
}

/// Formats come from the widget's source, typos and all: none may trap or run away.
@Suite struct PrintfLimitsTests {
    @Test func hugeWidthsAndPrecisionsAreHeld() {
        #expect(PrintfFormat.format("%999999999999d", [.int(1)]).count == 1000)
        #expect(PrintfFormat.format("%.99999f", [.double(1)]).count == 1002)
        #expect(PrintfFormat.format("%*d", [.int(Int(Int32.max)), .int(1)]).count == 1000)
        #expect(PrintfFormat.format("%-*d|", [.int(Int.min), .int(1)]) == "1|", "C reads the star as a 32-bit int")
    }

    @Test func strayAndUnfinishedSpecsAreWrittenAsTheyStand() {
        #expect(PrintfFormat.format("%", []) == "%")
        #expect(PrintfFormat.format("50%-", [.int(1)]) == "50%-")
        #expect(PrintfFormat.format("%0$@ %5$d", [.string("x")]) == "%0$@ ", "position 0 is no position; a missing one writes nothing")
        #expect(PrintfFormat.format("%d %f %@ %c", [.double(.nan), .double(.infinity), .double(.nan), .int(-1)]) == "0 inf nan ")
    }
}
