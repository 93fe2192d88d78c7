import Foundation
import IsletModel
import Testing

extension ActivityEngine {
    /// Applies a push that sets up a test, and stops the test at the caller's line unless the
    /// phone applied it: a setup the engine ignored would leave what follows testing a different
    /// phone than the test describes.
    public mutating func applySetup(_ push: PushDelivery, at date: Date, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let outcome = apply(push, at: date)
        try #require(outcome.isApplied, "the setup push was ignored: \(outcome.reasons.map(\.description))", sourceLocation: sourceLocation)
    }
}
