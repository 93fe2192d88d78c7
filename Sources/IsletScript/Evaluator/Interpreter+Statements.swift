import IsletProgram

/// How a statement ended: on to the next one, or leaving its body.
enum Flow {
    case next
    case returned(ScriptValue)
    case broke
    case continued
}

extension Interpreter {
    /// Runs a body. With `built` set it is a result builder's body (`@ViewBuilder`, a view's
    /// content closure): each expression statement's value is collected there, and an `if` or
    /// `switch` collects from the branch it takes.
    func execute(_ statements: [ScriptStatement], in scope: ScriptScope, into built: inout [ScriptValue]?) throws(ScriptStop) -> Flow {
        for statement in statements {
            let flow: Flow
            do {
                flow = try execute(statement, in: scope, into: &built)
            } catch {
                // A view of a result builder's body whose branch islet could not choose is the
                // placeholder; the body's other views still draw.
                guard case .undecided(let why) = error, built != nil, statement.isBuiltView else { throw error }
                built?.append(.view(notDrawn(why.name, why.reason, at: why.spot)))
                continue
            }
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// Runs a body for its value: a `return`, or, for a single expression, that expression
    /// (Swift's implicit return). A body that stopped at a branch islet could not choose gives
    /// an opaque value naming why, so only what uses the value (a `Text`, a colour) is a
    /// placeholder, not the whole view around the call.
    func value(of statements: [ScriptStatement], in scope: ScriptScope) throws(ScriptStop) -> ScriptValue {
        try undecidedAsOpaque { () throws(ScriptStop) in try returnedValue(of: statements, in: scope) }
    }

    /// What `run` gives, or, when it stopped at a branch islet could not choose, an opaque
    /// value naming why, noted under the board: a function's, a getter's or an initializer's
    /// caller then fails only what uses the value (a colour helper gives an unknown colour,
    /// listed, rather than blanking the card around it).
    func undecidedAsOpaque(_ run: () throws(ScriptStop) -> ScriptValue) throws(ScriptStop) -> ScriptValue {
        do {
            return try run()
        } catch {
            guard case .undecided(let why) = error else { throw error }
            note(why.name, why.reason, at: why.spot)
            return .opaque(why)
        }
    }

    private func returnedValue(of statements: [ScriptStatement], in scope: ScriptScope) throws(ScriptStop) -> ScriptValue {
        if statements.count == 1 {
            // Swift 5.9: a lone `if` or `switch` is an expression whose branches give the value.
            switch statements[0] {
            case .expression(let expression): return try evaluate(expression, in: scope)
            case .if(let choice): return try evaluate(ScriptExpression(.ifExpression(choice), at: choice.spot), in: scope)
            case .switch(let choice): return try evaluate(ScriptExpression(.switchExpression(choice), at: choice.spot), in: scope)
            default: break
            }
        }
        var built: [ScriptValue]? = nil
        if case .returned(let value) = try execute(statements, in: scope, into: &built) { return value }
        return .void
    }

    /// Runs a result builder's body and makes one view of what it collected.
    func buildView(_ statements: [ScriptStatement], in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        var built: [ScriptValue]? = []
        if case .returned(let value) = try execute(statements, in: scope, into: &built) { built?.append(value) }
        let values = built ?? []
        if values.count == 1 { return values[0] }
        var views: [ScriptView] = []
        for value in values { views.append(try view(of: value, at: spot)) }
        return .view(ScriptView(.group(views)))
    }

    private func execute(_ statement: ScriptStatement, in scope: ScriptScope, into built: inout [ScriptValue]?) throws(ScriptStop) -> Flow {
        switch statement {
        case .expression(let expression):
            let value = try evaluate(expression, in: scope)
            if built != nil, !isAssignment(expression) {
                if case .void = value {} else { built?.append(value) }
            }
            return .next
        case .binding(let binding):
            try step(binding.spot)
            var value = ScriptValue.null
            if let initial = binding.initial { value = try evaluate(initial, typed: binding.type, in: scope, at: binding.spot) }
            if case .binding(let name) = binding.pattern {
                scope.define(name, value, type: binding.type ?? binding.initial.flatMap { inferredType(of: $0, in: scope) })
            } else {
                _ = try bind(binding.pattern, to: value, in: scope)
            }
            return .next
        case .if(let conditional):
            let inner = scope.child()
            if try holds(conditional.conditions, "if", in: inner) {
                return try execute(conditional.then, in: inner, into: &built)
            }
            guard let otherwise = conditional.otherwise else { return .next }
            return try execute(otherwise, in: scope.child(), into: &built)
        case .guard(let conditions, let otherwise, _):
            if try holds(conditions, "guard", in: scope) { return .next }
            return try execute(otherwise, in: scope.child(), into: &built)
        case .switch(let choice):
            return try execute(choice, in: scope, into: &built)
        case .forIn(let pattern, let sequence, let filter, let body, let spot):
            let items = try elements(of: try evaluate(sequence, in: scope), at: spot)
            var position = 0
            return try loop(at: spot, body, into: &built) { () throws(ScriptStop) -> ScriptScope? in
                while position < items.count {
                    let inner = scope.child()
                    position += 1
                    guard try bind(pattern, to: items[position - 1], in: inner) else { continue }
                    if let filter, try !decide(filter, "where", in: inner) { continue }
                    return inner
                }
                return nil
            }
        case .while(let conditions, let body, let spot):
            return try loop(at: spot, body, into: &built) { () throws(ScriptStop) -> ScriptScope? in
                let inner = scope.child()
                return try holds(conditions, "while", in: inner) ? inner : nil
            }
        case .repeatWhile(let body, let condition, let spot):
            var first = true
            return try loop(at: spot, body, into: &built) { () throws(ScriptStop) -> ScriptScope? in
                if !first, try !decide(condition, "repeat-while", in: scope) { return nil }
                first = false
                return scope.child()
            }
        case .return(let expression, _):
            return .returned(try expression.map { (value) throws(ScriptStop) in try evaluate(value, in: scope) } ?? .void)
        case .break:
            return .broke
        case .continue:
            return .continued
        case .throw(let expression, _):
            throw .thrown(try evaluate(expression, in: scope))
        case .do(let body, let catchBody, _):
            do {
                return try execute(body, in: scope.child(), into: &built)
            } catch {
                guard case .thrown(let thrown) = error, let catchBody else { throw error }
                let inner = scope.child()
                inner.define("error", thrown)
                return try execute(catchBody, in: inner, into: &built)
            }
        case .function(let function):
            scope.define(function.name, .function(.function(function, owner: nil, receiver: nil, captured: scope)))
            return .next
        case .unsupported(let text, let spot):
            let value = opaque(text, "islet cannot run this statement", at: spot)
            if built != nil { built?.append(value) }
            return .next
        }
    }

    /// Runs a loop's body in each scope `next` gives until it gives nil, as `break`, `continue`
    /// and `return` direct; the loop is where a region cut off for running too long is reported.
    private func loop(
        at spot: ScriptSpot, _ body: [ScriptStatement], into built: inout [ScriptValue]?, next: () throws(ScriptStop) -> ScriptScope?
    ) throws(ScriptStop) -> Flow {
        let outer = activeSpot
        activeSpot = spot
        defer { activeSpot = outer }
        while let inner = try next() {
            try step(spot)
            switch try execute(body, in: inner, into: &built) {
            case .returned(let value): return .returned(value)
            case .broke: return .next
            case .next, .continued: continue
            }
        }
        return .next
    }

    private func execute(_ choice: ScriptSwitch, in scope: ScriptScope, into built: inout [ScriptValue]?) throws(ScriptStop) -> Flow {
        let subject = try decidable(try evaluate(choice.subject, in: scope), "switch", "the value switched on", at: choice.subject.spot)
        guard let (matched, inner) = try matchingCase(of: choice, subject: subject, in: scope) else { return .next }
        let flow = try execute(matched.body, in: inner, into: &built)
        if case .broke = flow { return .next }
        return flow
    }

    /// The first case whose pattern and `where` clause hold, with the scope its bindings went into.
    /// Swift's switches are exhaustive, so none holding means islet did not know the value: that
    /// is noted at the switch, not passed over in silence.
    func matchingCase(of choice: ScriptSwitch, subject: ScriptValue, in scope: ScriptScope) throws(ScriptStop) -> (ScriptSwitchCase, ScriptScope)? {
        try step(choice.spot)
        for option in choice.cases {
            if option.isDefault { return (option, scope.child()) }
            for pattern in option.patterns {
                let inner = scope.child()
                guard try match(pattern, subject, in: inner) else { continue }
                if let condition = option.condition, try !decide(condition, "case where", in: inner) { continue }
                return (option, inner)
            }
        }
        if case .opaque = subject {} else { note("switch", noCaseReason(subject), at: choice.spot) }
        return nil
    }

    func noCaseReason(_ subject: ScriptValue) -> String {
        "no case matches \(describe(subject)), which a Swift switch never allows: islet does not know this value"
    }

    /// All conditions of an `if`, `guard` or `while` (`construct`), left to right, bindings going
    /// into `scope`. One islet cannot evaluate stops with `undecided`: no branch is taken.
    func holds(_ conditions: [ScriptCondition], _ construct: String, in scope: ScriptScope) throws(ScriptStop) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard try decide(expression, construct, in: scope) else { return false }
            case .optionalBinding(let name, let source, _):
                let value = try source.map { (value) throws(ScriptStop) in try evaluate(value, in: scope) } ?? scope.lookUp(name) ?? .null
                if let source {
                    _ = try decidable(value, construct, "the optional bound to \(name)", at: source.spot)
                } else if case .opaque(let why) = value {
                    throw undecided(value, construct, "the optional bound to \(name)", at: why.spot)
                }
                if case .null = value { return false }
                scope.define(name, value)
            case .matches(let pattern, let expression):
                let value = try decidable(try evaluate(expression, in: scope), construct, "the value matched", at: expression.spot)
                guard try match(pattern, value, in: scope) else { return false }
            case .available(let available):
                guard available else { return false }
            }
        }
        return true
    }

    /// Swift's `Bool`; islet's reading of anything else (an opaque value) is false.
    func truth(_ value: ScriptValue) -> Bool {
        if case .bool(let flag) = value { return flag }
        return false
    }

    /// The `Bool` that chooses a branch of `construct` (`if`, `guard`, a `where`). A condition
    /// islet could not evaluate, or one that is not a `Bool` as islet read it, chooses nothing:
    /// evaluation stops, and the smallest enclosing view is a placeholder naming why, never a
    /// branch the phone might not take (issue 28).
    func decide(_ condition: ScriptExpression, _ construct: String, in scope: ScriptScope) throws(ScriptStop) -> Bool {
        let value = try decidable(try evaluate(condition, in: scope), construct, "the condition", at: condition.spot)
        if case .bool(let flag) = value { return flag }
        throw undecided(value, construct, "the condition", at: condition.spot)
    }

    /// `value`, unless islet could not evaluate it: then `what` cannot choose a branch of
    /// `construct` (a `switch` subject, an optional bound by `if let`, the left side of `??`).
    func decidable(_ value: ScriptValue, _ construct: String, _ what: String, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        guard let failed = unevaluated(value, at: spot) else { return value }
        throw undecided(failed, construct, what, at: spot)
    }

    /// The opaque value standing for `value` when islet could not evaluate it: an opaque value,
    /// or a member islet does not know (which reads as a method of that name, never a value).
    func unevaluated(_ value: ScriptValue, at spot: ScriptSpot) -> ScriptValue? {
        switch value {
        case .opaque: value
        case .function(.builtin): shownValue(value, at: spot)
        default: nil
        }
    }

    /// The stop for a branch of `construct` that `value` cannot choose, placed at `spot` and
    /// named by what failed (`isDate`), as the placeholder standing for the branch is labelled.
    func undecided(_ value: ScriptValue, _ construct: String, _ what: String, at spot: ScriptSpot) -> ScriptStop {
        guard case .opaque(let failed) = value else {
            return .undecided(ScriptOpaque(name: construct, reason: "\(what) is \(value.kindName), not a Bool, as islet read it, so it draws neither branch", spot: spot))
        }
        let reason = "\(construct): islet could not evaluate \(what) (\(failed.reason)), so it draws neither branch"
        return .undecided(ScriptOpaque(name: failed.name, reason: reason, spot: spot))
    }

    private func isAssignment(_ expression: ScriptExpression) -> Bool {
        guard case .infix(let op, _, _) = expression.node else { return false }
        return op == "=" || (op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op))
    }

    /// The elements `for … in` walks: an array, an integer range, a dictionary's pairs, a
    /// string's characters.
    func elements(of sequence: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> [ScriptValue] {
        switch sequence {
        case .array(let items): return items
        case .dictionary(let entries):
            guard admits(Self.bytes(ofElements: entries.count), "an array") else { return [] }
            return entries.map { .tuple([ScriptElement(label: "key", $0.key), ScriptElement(label: "value", $0.value)]) }
        case .string(let text):
            guard admits(Self.bytes(ofElements: text.utf8.count), "an array") else { return [] }
            return text.map { .string(String($0)) }
        case .range(.int(let lower), .int(let upper), let closed):
            let end = closed ? upper : upper - 1
            guard end >= lower else { return [] }
            let (span, overflow) = end.subtractingReportingOverflow(lower)
            guard !overflow, span < Self.stepBudget else { throw .budget(spot) }
            return (lower...end).map { .int($0) }
        default: return []
        }
    }
}

extension ScriptStatement {
    /// Whether, in a result builder's body, the statement gives views (an expression, an `if`,
    /// a `switch`) rather than declaring or directing: the one a placeholder can stand for.
    var isBuiltView: Bool {
        switch self {
        case .expression, .if, .switch: true
        default: false
        }
    }
}
