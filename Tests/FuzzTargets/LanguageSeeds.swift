import FoundationEssentials
import IsletSwift

/// The `language` target's seeds: small programs of the language widgets' helpers use, each
/// with a data line, lowered as `islet-swift` lowers them; and every program of
/// `Tests/CodableCorpus` with each of its `// json:` inputs as the App Group file it decodes.
enum LanguageSeeds {
    static var all: [[UInt8]] {
        var seeds = programs.map { seed(data: $0.data, sources: [$0.source]) }
        for (source, inputs) in codableCorpus {
            let decoding = source + """

                func report() -> String {
                    let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "\(LanguageFuzzing.group)")!
                        .appendingPathComponent("\(LanguageFuzzing.file)")
                    do {
                        let data = try Data(contentsOf: url)
                        return "ok " + show(try JSONDecoder().decode(Root.self, from: data))
                    } catch {
                        return "failed: \\(error)"
                    }
                }
                """
            seeds += inputs.map { seed(data: $0, sources: [decoding]) }
        }
        return seeds
    }

    /// Every name the seed programs write (`reduce`, `decodeIfPresent`, `Stop`), as a lowered
    /// program stores it: its length in one byte, then its UTF-8. Words for libFuzzer's
    /// dictionary, so a mutation swaps one call or type for another and the program still reads.
    static var storedNames: [[UInt8]] {
        var names: Set<String> = []
        for source in programs.map(\.source) + codableCorpus.map(\.source) {
            var name = ""
            for character in source + " " {
                if character.isLetter || character == "_" || (character.isNumber && !name.isEmpty) {
                    name.append(character)
                    continue
                }
                if (2...40).contains(name.utf8.count) { names.insert(name) }
                name = ""
            }
        }
        return names.map { [UInt8($0.utf8.count)] + Array($0.utf8) }
    }

    /// The data line, a newline, and the program's bytes.
    private static func seed(data: String, sources: [String]) -> [UInt8] {
        let files = sources.enumerated().map { (path: "Fuzz/Seed\($0.offset).swift", text: $0.element) }
        return Array(data.utf8) + [UInt8(ascii: "\n")] + ScriptProgramReader.read(sources: files).program.bytes
    }

    /// Each program of `Tests/CodableCorpus` and the JSON inputs its comments give.
    private static var codableCorpus: [(source: String, inputs: [String])] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CodableCorpus")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return files.compactMap { name in
            guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            let inputs = text.split(separator: "\n").compactMap { line in line.hasPrefix("// json: ") ? String(line.dropFirst(9)) : nil }
            return (text, inputs)
        }
    }

    /// Operators, strings, collections, control flow, types and formatters, one area a program.
    static let programs: [(data: String, source: String)] = [
        (#"{"n": 12, "word": "Tide"}"#, #"""
        func arithmetic(_ count: Int) -> String {
            let a = count * 7 - 3, b = (count + 1) / 2, c = count % 5
            let shifted = (a << 2) >> 1 | 0x0F & ~b ^ c
            let wrapped = Int.max &+ count
            let real = Double(count) / 3.0
            return "\(a) \(b) \(c) \(shifted) \(wrapped) \(real.rounded()) \(min(a, b)) \(max(a, c)) \(abs(-a)) \(a == b || c != 0 && a >= b)"
        }
        func ranges(_ count: Int) -> String {
            var total = 0
            for value in stride(from: 0, through: count, by: 3) { total += value }
            for value in (0..<count).reversed() where value % 2 == 0 { total -= value }
            let clamped = max(0, min(count, 10))
            return "\(total) \((1...4).contains(clamped)) \(Array(0..<clamped).count)"
        }
        """#),
        (#"Tide tables, north quay; 4 ferries"#, #"""
        func words(_ text: String) -> String {
            let parts = text.split(separator: " ").map(String.init)
            let upper = parts.map { $0.uppercased() }.joined(separator: "-")
            let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ";", with: ",")
            let first = text.prefix(4), last = text.suffix(3)
            let hasDigits = text.contains { $0.isNumber }
            return "\(parts.count) \(upper) \(trimmed.lowercased()) \(first)|\(last) \(hasDigits) \(text.hasPrefix("Tide")) \(String(text.reversed()))"
        }
        func padded(_ text: String) -> String {
            let count = text.count
            let formatted = String(format: "%05d|%.2f|%@", count, Double(count) / 7, text)
            return "\(formatted) \(text.firstIndex(of: ",").map { text.distance(from: text.startIndex, to: $0) } ?? -1)"
        }
        """#),
        (#"[3, 1, 4, 1, 5, 9, 2, 6]"#, #"""
        struct Stop: Hashable { let name: String; var minutes: Int }
        func collections(_ count: Int) -> String {
            var stops = (0..<count % 9).map { Stop(name: "S\($0)", minutes: ($0 * 7) % 5) }
            stops.append(Stop(name: "End", minutes: 0))
            stops.sort { $0.minutes < $1.minutes || ($0.minutes == $1.minutes && $0.name < $1.name) }
            let byMinutes = Dictionary(grouping: stops, by: \.minutes)
            let names = Set(stops.map(\.name))
            let total = stops.reduce(0) { $0 + $1.minutes }
            let pairs = zip(stops, stops.dropFirst()).map { "\($0.name)>\($1.name)" }
            let found = stops.first { $0.minutes > 2 }?.name ?? "none"
            var counts: [String: Int] = [:]
            for stop in stops { counts[stop.name.prefix(1).description, default: 0] += 1 }
            let listed = counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "\(byMinutes.keys.sorted()) \(names.count) \(total) \(pairs.prefix(3)) \(found) \(listed) \(stops.enumerated().map { $0.offset }.last ?? 0)"
        }
        func parsed(_ text: String) -> String {
            let numbers = text.filter { $0.isNumber || $0 == "," }.split(separator: ",").compactMap { Int($0) }
            let evens = numbers.filter { $0 % 2 == 0 }, squares = numbers.map { $0 * $0 }
            return "\(numbers.sorted()) \(evens) \(squares.max() ?? 0) \(numbers.compactMap { $0 > 3 ? $0 : nil }) \([numbers, evens].flatMap { $0 }.count)"
        }
        """#),
        (#"moved 3 7"#, #"""
        enum Leg: Equatable {
            case walk(minutes: Int)
            case ride(line: String, stops: Int)
            case wait
            var minutes: Int {
                switch self {
                case .walk(let minutes): minutes
                case .ride(_, let stops) where stops > 10: stops * 2
                case .ride(_, let stops): stops + 1
                case .wait: 5
                }
            }
        }
        enum Trouble: Error { case tooLong(Int) }
        struct Trip {
            var legs: [Leg] = []
            mutating func add(_ leg: Leg) { legs.append(leg) }
            func total() throws -> Int {
                let sum = legs.map(\.minutes).reduce(0, +)
                guard sum < 60 else { throw Trouble.tooLong(sum) }
                return sum
            }
        }
        final class Counter { var value = 0; func bump() -> Int { value += 1; return value } }
        func flow(_ text: String) -> String {
            var trip = Trip()
            let counter = Counter()
            for (index, word) in text.split(separator: " ").enumerated() {
                if let number = Int(word) { trip.add(.ride(line: "L\(index)", stops: number)) } else { trip.add(.walk(minutes: word.count)) }
                _ = counter.bump()
            }
            var guardTotal = 0
            repeat { guardTotal += 7 } while guardTotal < counter.value * 3
            let answer: String
            do { answer = "\(try trip.total())" } catch Trouble.tooLong(let sum) { answer = "long \(sum)" } catch { answer = "\(error)" }
            let first = trip.legs.first.map { leg -> String in
                if case .ride(let line, _) = leg { return line }
                return "walk"
            } ?? "-"
            return "\(answer) \(first) \(guardTotal) \(trip.legs.contains(.wait)) \(fibonacci(counter.value + 5))"
        }
        func fibonacci(_ n: Int) -> Int { n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2) }
        """#),
        (#"2.5"#, #"""
        protocol Priced { var cents: Int { get } }
        extension Priced { var euros: String { String(format: "%.2f €", Double(cents) / 100) } }
        struct Fare: Priced, Comparable {
            let cents: Int
            static func < (left: Fare, right: Fare) -> Bool { left.cents < right.cents }
        }
        extension Int { var doubled: Int { self * 2 } }
        func largest<T: Comparable>(_ values: [T]) -> T? { values.max() }
        func types(_ count: Int) -> String {
            let fares = [Fare(cents: 250 * count), Fare(cents: 120), Fare(cents: count.doubled)]
            let cheapest = fares.min()?.euros ?? "free"
            let optional: Int? = count > 3 ? count : nil
            let chained = optional.map { $0 + 1 }.flatMap { $0 > 5 ? $0 : nil } ?? -1
            let tuple = (name: "fare", count: fares.count)
            let described = fares.sorted().map(\.euros).joined(separator: ", ")
            return "\(cheapest) \(largest([3, count, 8]) ?? 0) \(chained) \(tuple.name)\(tuple.count) \(described)"
        }
        """#),
        (#"0.8431"#, #"""
        func formats(_ ratio: Double) -> String {
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            let later = start.addingTimeInterval(ratio * 3_600)
            let percent = (ratio / 10).formatted(.percent.precision(.fractionLength(1)))
            let number = (ratio * 12_345.678).formatted(.number.precision(.fractionLength(2)))
            let interval = Duration.seconds(Int(ratio * 100)).formatted(.time(pattern: .minuteSecond))
            let dateText = later.formatted(date: .abbreviated, time: .shortened)
            let bytes = ByteCountFormatter.string(fromByteCount: Int64(ratio * 1_000_000), countStyle: .file)
            let components = Calendar.current.dateComponents([.hour, .minute], from: start, to: later)
            return "\(percent) \(number) \(interval) \(dateText) \(bytes) \(components.hour ?? 0):\(components.minute ?? 0) \(String(format: "%.3f", ratio))"
        }
        """#),
    ]
}
