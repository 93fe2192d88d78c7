import FoundationEssentials
import IsletModel

/// The activity a phone already shows when a stream begins: the app started it itself
/// (`Activity.request`) with the layout's preview data, or, for a layout without a preview, with
/// sample values of its types (what `islet codegen --sample` writes), so a stream of updates
/// always has an activity to update and the screen never starts empty.
public struct HeldActivity: Sendable {
    public let declaration: ActivityDeclaration
    /// The layout's preview data; nil when the layout has none and sample values stand in.
    public let preview: (attributes: StateValue, contentState: StateValue)?

    public init(declaration: ActivityDeclaration, preview: (attributes: StateValue, contentState: StateValue)?) {
        self.declaration = declaration
        self.preview = preview
    }

    /// Starts the activity on `engine` at `now` (sample dates are written around it).
    /// - Returns: its id; nil only if the engine is full, or sample values that every schema
    ///   has were not to decode (islet's own bug), and the stream's updates then say so.
    @discardableResult
    public func start(in engine: inout ActivityEngine, at now: Date) -> Int? {
        guard let data = preview ?? samples(at: now) else { return nil }
        return engine.request(declaration.name, attributes: data.attributes, contentState: data.contentState, at: now)
    }

    private func samples(at now: Date) -> (attributes: StateValue, contentState: StateValue)? {
        let seconds = now.timeIntervalSince1970
        guard let attributes = try? ContentStateDecoder.decode(SampleValue.make(for: declaration.attributes, now: seconds), as: declaration.attributes),
              let contentState = try? ContentStateDecoder.decode(SampleValue.make(for: declaration.contentState, now: seconds), as: declaration.contentState)
        else { return nil }
        return (attributes, contentState)
    }
}
