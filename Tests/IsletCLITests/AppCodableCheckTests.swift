import Foundation
import IsletTestSupport
import Testing

/// `samples/corpus/food-courier` decodes its content state with its own `init(from:)` (renamed
/// keys, a nested container, a default for a missing count, a `DecodingError` it throws) around
/// an enum with associated values: its previews draw in every presentation, and `check` gives
/// each push a definite verdict, the one the app's `JSONDecoder` gives, instead of "decodes
/// with the app's own code".
@Suite struct AppCodableCheckTests {
    static let widget = "samples/corpus/food-courier"

    @Test func everyPresentationDrawsTheAppsPreviewState() throws {
        let result = try IsletProcess.run(["render", Self.widget, "--presentation", "all", "--format", "text"])
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        assertSnapshot(result.standardOutput, named: "food-courier-board")
        let second = try IsletProcess.run(["render", Self.widget, "--preview", "2", "--presentation", "lock", "--format", "text"])
        #expect(second.status == 0 && second.standardError.isEmpty, "\(second.standardError)")
        #expect(second.standardOutput.contains("1/3 ready") && second.standardOutput.contains("The kitchen is cooking"), "\(second.standardOutput)")
    }

    @Test func checkJudgesEachPushByTheAppsOwnDecoder() throws {
        let result = try IsletProcess.run(["check", Self.widget, Self.widget + "/pushes.ndjson"])
        #expect(result.status == 1, "one push or more is refused: \(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let output = result.standardOutput
        #expect(!output.contains("app's own code"), "\(output)")
        #expect(output.contains("pushes.ndjson:1: update: applied"), "\(output)")
        #expect(output.contains("pushes.ndjson:2: update: applied"), "a missing ready count is the init's default: \(output)")
        #expect(output.contains("why: aps.content-state.stage.arriving.minutes: keyNotFound"), "\(output)")
        #expect(output.contains("why: aps.content-state.items.ready: dataCorrupted: more items ready than ordered"), "\(output)")
        #expect(output.contains("why: aps.content-state.stage: typeMismatch"), "a case without raw values is an object: \(output)")
        #expect(output.contains("5 payloads: 2 applied, 3 ignored"), "\(output)")
    }
}
