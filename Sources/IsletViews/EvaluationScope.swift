import IsletModel

/// What expressions can read while a view is resolved: the activity's data, whether it is
/// stale, and the names bound by enclosing `forEach` views.
public struct EvaluationScope: Sendable {
    public var attributes: StateValue
    public var state: StateValue
    public var isStale: Bool
    public var locals: [String: StateValue]

    public init(attributes: StateValue, state: StateValue, isStale: Bool = false, locals: [String: StateValue] = [:]) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.locals = locals
    }

    public func binding(_ name: String, to value: StateValue) -> EvaluationScope {
        var copy = self
        copy.locals[name] = value
        return copy
    }
}
