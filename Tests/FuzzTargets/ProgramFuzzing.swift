import IsletProgram
import IsletScript
import IsletSwift

/// A widget's Swift files as `islet-swift program` lowers them: parsed, operators folded,
/// `#if` chosen, every declaration, statement and expression lowered, and the program written
/// as its bytes. The input is split into files at each line `---`. Whatever the text, the lowering
/// answers (what has no shape is `.unsupported`, never a trap), parsing only the files the
/// configurations reach gives the same configurations, and the program islet reads from the
/// bytes is the one the helper lowered. An input went all the way when it declared
/// something: a type, a function, a configuration or a preview.
enum ProgramFuzzing {
    static func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        let texts = String(decoding: input, as: UTF8.self).components(separatedBy: "\n---\n")
        let sources = texts.enumerated().map { (path: "Widget/Fuzz\($0.offset).swift", text: $0.element) }
        let program = ScriptProgramReader.read(sources: sources).program
        let reached = ScriptProgramReader.read(sources: sources, onlyReachable: true).program
        let configurations = { (program: ScriptProgram) in program.configurations.map { ScriptOutline.text($0.expression) } }
        guard configurations(reached) == configurations(program) else {
            throw FuzzFinding(description: "parsing only the files reached \(reached.files) changed the configurations")
        }
        let bytes = program.bytes
        let decoded: ScriptProgram
        do {
            decoded = try ScriptProgram(bytes: bytes)
        } catch {
            throw FuzzFinding(description: "the program's bytes do not read back: \(error)")
        }
        guard decoded == program else { throw FuzzFinding(description: "the program read back from its \(bytes.count) bytes differs") }
        return !(program.types.isEmpty && program.functions.isEmpty && program.configurations.isEmpty && program.previews.isEmpty)
    }

    /// Widget code touching each shape the lowering knows, spread over files as widgets are.
    static let seeds: [[UInt8]] = [
        #"""
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct PizzaLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: PizzaAttributes.self) { context in
                    VStack(alignment: .leading, spacing: 4) {
                        Text("\(context.attributes.name) · \(context.state.minutes, specifier: "%.0f") min")
                            .font(.system(size: 15, weight: .semibold))
                        if let driver = context.state.driver, !driver.isEmpty {
                            Label(driver, systemImage: "car")
                        } else {
                            ProgressView(value: context.state.progress ?? 0)
                        }
                        ForEach(context.state.steps.indices, id: \.self) { index in
                            StepDot(done: index < context.state.done)
                        }
                    }
                    .padding(.horizontal, 12)
                    #if os(iOS)
                    .activityBackgroundTint(Color.black.opacity(0.8))
                    #endif
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Image(systemName: context.state.phase.symbol) }
                    } compactLeading: {
                        Text(context.state.phase == .late ? "!" : "")
                    } compactTrailing: {
                        Text(timerInterval: context.state.eta, countsDown: true)
                    } minimal: {
                        Image(systemName: "fork.knife")
                    }
                }
            }
        }
        """#,
        #"""
        struct PizzaAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var minutes: Double
                var driver: String?
                var progress: Double?
                var steps: [String]
                var done: Int
                var phase: Phase
                var eta: ClosedRange<Date>
            }
            enum Phase: String, Codable { case baking = "oven", late, delivered }
            var name: String
        }
        ---
        extension PizzaAttributes.Phase {
            var symbol: String {
                switch self {
                case .baking: "flame"
                case .late where Int.random(in: 0...1) == 0, .delivered: "checkmark"
                default: "clock"
                }
            }
        }
        struct StepDot: View {
            let done: Bool
            @Environment(\.colorScheme) private var scheme
            var body: some View {
                Circle().fill(done ? Color.green : .gray).frame(width: 6, height: 6)
            }
        }
        func total(_ values: [Int]) -> Int { values.reduce(0) { $0 + $1 } }
        let limit = 1_000
        #Preview("Card", as: .content, using: PizzaAttributes(name: "Luigi's")) {
            PizzaLiveActivity()
        } contentStates: {
            PizzaAttributes.ContentState(minutes: 12, driver: nil, progress: 0.4, steps: [], done: 0, phase: .baking, eta: .now ... .now)
        }
        """#,
        ##"""
        enum Event { case moved(from: Int, to: Int), note(String) }
        func describe(_ event: Event?) -> String {
            guard let event else { return "" }
            var text = """
                Event:
                  \(String(describing: event)) \
                done
                """
            for case let .moved(from, to) in [event] where from != to { text += #"raw \#(from)"# }
            if case .note(let words) = event { return words }
            repeat { text = String(text.dropLast()) } while text.count > 40
            do { try check(text) } catch { return "\(error)" }
            return text.isEmpty ? "-" : (text as String?) ?? ""
        }
        """##,
    ].map { Array($0.utf8) }
}
