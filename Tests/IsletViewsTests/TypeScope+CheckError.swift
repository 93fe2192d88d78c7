@testable import IsletViews

extension TypeScope {
    /// The message checking `text` against this scope fails with, or nil when it checks.
    func checkError(_ text: String) -> String? {
        do {
            _ = try ExpressionChecker.check(try ExpressionParser.parse(text), in: self)
            return nil
        } catch {
            return error.message
        }
    }
}
