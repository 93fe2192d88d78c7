import Foundation
import IsletTestSupport
import Testing

/// A payload array longer than a surface shows is said, not dropped without a word.
@Suite("islet render warns when a payload's array is cut at the view limit")
struct RenderViewLimitTests {
    /// `islet render` of the lock screen with a payload holding `count` items.
    private func render(items count: Int) throws -> IsletProcess.Result {
        let payload = try IsletProcess.temporaryFile(ListLayout.payload(items: count))
        return try IsletProcess.run(["render", try IsletProcess.temporaryFile(ListLayout.json), "--payload", payload, "--presentation", "lock"])
    }

    @Test("1,500 elements: the warning names the surface, the loop's path, and 1000 shown of 1500")
    func fifteenHundredWarns() throws {
        let result = try render(items: 1500)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Views: 1 forEach cut short"), "\(result.standardOutput.suffix(400))")
        #expect(result.standardOutput.contains("  ! lockScreen: lockScreen: " + ListLayout.warning(items: 1500)))
    }

    @Test("999 elements fit: no warning")
    func nineHundredNinetyNineDoNot() throws {
        let result = try render(items: 999)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Fit on"))
        #expect(!result.standardOutput.contains("forEach"), "\(result.standardOutput.suffix(400))")
    }
}
