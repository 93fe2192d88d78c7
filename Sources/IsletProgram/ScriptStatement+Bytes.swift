/// Statements, conditions and patterns as bytes: each enum's case number, then its fields in
/// order. A case added to one of them takes the next number here, in both directions.
extension ScriptStatement: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .expression(let expression): writer.tag(0); writer.value(expression)
        case .binding(let binding): writer.tag(1); writer.value(binding)
        case .if(let branch): writer.tag(2); writer.value(branch)
        case .guard(let conditions, let otherwise, let spot): writer.tag(3); writer.array(conditions); writer.array(otherwise); writer.value(spot)
        case .switch(let choice): writer.tag(4); writer.value(choice)
        case .forIn(let pattern, let sequence, let filter, let body, let spot):
            writer.tag(5); writer.value(pattern); writer.value(sequence); writer.optional(filter); writer.array(body); writer.value(spot)
        case .while(let conditions, let body, let spot): writer.tag(6); writer.array(conditions); writer.array(body); writer.value(spot)
        case .repeatWhile(let body, let condition, let spot): writer.tag(7); writer.array(body); writer.value(condition); writer.value(spot)
        case .return(let value, let spot): writer.tag(8); writer.optional(value); writer.value(spot)
        case .break(let spot): writer.tag(9); writer.value(spot)
        case .continue(let spot): writer.tag(10); writer.value(spot)
        case .throw(let value, let spot): writer.tag(11); writer.value(value); writer.value(spot)
        case .do(let body, let catchBody, let spot):
            writer.tag(12); writer.array(body); writer.optional(catchBody); writer.value(spot)
        case .function(let function): writer.tag(13); writer.value(function)
        case .unsupported(let text, let spot): writer.tag(14); writer.string(text); writer.value(spot)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        try reader.enter()
        defer { reader.leave() }
        switch try reader.tag(below: 15, of: "a statement") {
        case 0: self = .expression(try reader.value())
        case 1: self = .binding(try reader.value())
        case 2: self = .if(try reader.value())
        case 3: self = .guard(try reader.array(), else: try reader.array(), spot: try reader.value())
        case 4: self = .switch(try reader.value())
        case 5: self = .forIn(try reader.value(), in: try reader.value(), where: try reader.optional(), body: try reader.array(), spot: try reader.value())
        case 6: self = .while(try reader.array(), body: try reader.array(), spot: try reader.value())
        case 7: self = .repeatWhile(body: try reader.array(), condition: try reader.value(), spot: try reader.value())
        case 8: self = .return(try reader.optional(), spot: try reader.value())
        case 9: self = .break(spot: try reader.value())
        case 10: self = .continue(spot: try reader.value())
        case 11: self = .throw(try reader.value(), spot: try reader.value())
        case 12: self = .do(body: try reader.array(), catchBody: try reader.optional(), spot: try reader.value())
        case 13: self = .function(try reader.value())
        default: self = .unsupported(try reader.string(), spot: try reader.value())
        }
    }
}

extension ScriptBinding: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.bool(isMutable)
        writer.value(pattern)
        writer.optional(type)
        writer.optional(initial)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(isMutable: try reader.bool(), pattern: try reader.value(), type: try reader.optional(), initial: try reader.optional(), spot: try reader.value())
    }
}

extension ScriptIf: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.array(conditions)
        writer.array(then)
        writer.optional(otherwise)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(conditions: try reader.array(), then: try reader.array(), otherwise: try reader.optional(), spot: try reader.value())
    }
}

extension ScriptCondition: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .expression(let expression): writer.tag(0); writer.value(expression)
        case .optionalBinding(let name, let value, let isMutable): writer.tag(1); writer.string(name); writer.optional(value); writer.bool(isMutable)
        case .matches(let pattern, let value): writer.tag(2); writer.value(pattern); writer.value(value)
        case .available(let flag): writer.tag(3); writer.bool(flag)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        switch try reader.tag(below: 4, of: "a condition") {
        case 0: self = .expression(try reader.value())
        case 1: self = .optionalBinding(name: try reader.string(), value: try reader.optional(), isMutable: try reader.bool())
        case 2: self = .matches(try reader.value(), try reader.value())
        default: self = .available(try reader.bool())
        }
    }
}

extension ScriptSwitch: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.value(subject)
        writer.array(cases)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(subject: try reader.value(), cases: try reader.array(), spot: try reader.value())
    }
}

extension ScriptSwitchCase: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.array(patterns)
        writer.optional(condition)
        writer.array(body)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(patterns: try reader.array(), condition: try reader.optional(), body: try reader.array(), spot: try reader.value())
    }
}

extension ScriptPattern: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .wildcard: writer.tag(0)
        case .binding(let name): writer.tag(1); writer.string(name)
        case .value(let expression): writer.tag(2); writer.value(expression)
        case .enumCase(let type, let name, let arguments):
            writer.tag(3); writer.optional(type); writer.string(name); writer.optional(arguments)
        case .tuple(let elements): writer.tag(4); writer.array(elements)
        case .optional(let pattern): writer.tag(5); writer.value(pattern)
        case .isType(let type, let binding): writer.tag(6); writer.value(type); writer.optional(binding)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        try reader.enter()
        defer { reader.leave() }
        switch try reader.tag(below: 7, of: "a pattern") {
        case 0: self = .wildcard
        case 1: self = .binding(try reader.string())
        case 2: self = .value(try reader.value())
        case 3: self = .enumCase(type: try reader.optional(), name: try reader.string(), arguments: try reader.optional())
        case 4: self = .tuple(try reader.array())
        case 5: self = .optional(try reader.value())
        default: self = .isType(try reader.value(), binding: try reader.optional())
        }
    }
}

extension ScriptPatternArgument: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.optional(label)
        writer.value(pattern)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(label: try reader.optional(), pattern: try reader.value())
    }
}
