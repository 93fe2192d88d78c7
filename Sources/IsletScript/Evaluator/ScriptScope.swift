import IsletProgram

/// The names visible at one point of the widget's code: a body's `let`s and `var`s, a
/// function's parameters, `self`, and through `parent` everything the enclosing code sees. A
/// closure keeps the scope it was written in, as Swift's closures capture theirs.
/// Only the interpreter's single thread touches a scope while a region is resolved.
public final class ScriptScope: @unchecked Sendable {
    let parent: ScriptScope?
    private var values: [String: ScriptValue] = [:]
    /// The types written for names declared here (`let x: Double? = nil`, a parameter's), so
    /// a call is resolved by what the code states and a literal typed by what it is given to.
    private var types: [String: ScriptTypeRepr] = [:]

    init(parent: ScriptScope?) {
        self.parent = parent
    }

    /// The value of `name` here or in an enclosing scope.
    func lookUp(_ name: String) -> ScriptValue? {
        var scope: ScriptScope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Declares `name` in this scope, hiding any outer one; `type` is its written type, if any.
    func define(_ name: String, _ value: ScriptValue, type: ScriptTypeRepr? = nil) {
        values[name] = value
        if let type {
            types[name] = type
        } else if !types.isEmpty {
            types[name] = nil
        }
    }

    /// The type written for the nearest `name` declared, nil when it has none or none is declared.
    func declaredType(_ name: String) -> ScriptTypeRepr? {
        var scope: ScriptScope? = self
        while let current = scope {
            if current.values[name] != nil { return current.types[name] }
            scope = current.parent
        }
        return nil
    }

    /// Sets the nearest `name` already declared; false when none is.
    @discardableResult
    func assign(_ name: String, _ value: ScriptValue) -> Bool {
        var scope: ScriptScope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }

    /// A scope inside this one, for a block, a call or a closure's body.
    func child() -> ScriptScope {
        ScriptScope(parent: self)
    }
}
