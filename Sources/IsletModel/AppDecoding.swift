import IsletInput

/// The app's own decoding code for an activity whose attributes or content state hold a type
/// that decodes itself (`init(from:)`), or that is an enum: what the engine, `check` and
/// `serve` run instead of the synthesized rules, so such a payload gets the phone's verdict.
/// islet's interpreter provides it; this module only calls it.
public protocol AppDecoding: Sendable {
    /// `json` decoded as the app decodes the attributes (`contentState` false) or the content
    /// state: the value as drawing takes it, or the `DecodingError` the app's `JSONDecoder`
    /// would throw, with its coding path.
    func decode(_ json: JSONValue, contentState: Bool) throws(DecodingFailure) -> StateValue
}
