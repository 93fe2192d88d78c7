/// Expressions as bytes: the node's case number, its fields, then the spot. A case added to
/// `ScriptExpression.Node` takes the next number here, in both directions.
extension ScriptExpression: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        node.write(to: &writer)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        try reader.enter()
        defer { reader.leave() }
        self.init(try Node(from: &reader), at: try reader.value())
    }
}

extension ScriptExpression.Node: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .identifier(let name): writer.tag(0); writer.string(name)
        case .member(let base, let name): writer.tag(1); writer.value(base); writer.string(name)
        case .implicitMember(let name): writer.tag(2); writer.string(name)
        case .optionalChain(let base): writer.tag(3); writer.value(base)
        case .forceUnwrap(let base): writer.tag(4); writer.value(base)
        case .call(let callee, let arguments): writer.tag(5); writer.value(callee); writer.array(arguments)
        case .subscript(let base, let arguments): writer.tag(6); writer.value(base); writer.array(arguments)
        case .closure(let closure): writer.tag(7); writer.value(closure)
        case .integer(let value): writer.tag(8); writer.int(value)
        case .float(let value): writer.tag(9); writer.double(value)
        case .string(let parts): writer.tag(10); writer.array(parts)
        case .boolean(let value): writer.tag(11); writer.bool(value)
        case .nil: writer.tag(12)
        case .array(let items): writer.tag(13); writer.array(items)
        case .dictionary(let entries): writer.tag(14); writer.array(entries)
        case .infix(let name, let left, let right): writer.tag(15); writer.string(name); writer.value(left); writer.value(right)
        case .prefix(let name, let operand): writer.tag(16); writer.string(name); writer.value(operand)
        case .postfix(let name, let operand): writer.tag(17); writer.string(name); writer.value(operand)
        case .ternary(let condition, let then, let otherwise): writer.tag(18); writer.value(condition); writer.value(then); writer.value(otherwise)
        case .cast(let value, let kind, let type): writer.tag(19); writer.value(value); writer.string(kind); writer.value(type)
        case .isType(let value, let type): writer.tag(20); writer.value(value); writer.value(type)
        case .tuple(let elements): writer.tag(21); writer.array(elements)
        case .keyPath(let root, let components): writer.tag(22); writer.optional(root); writer.array(components)
        case .ifExpression(let branch): writer.tag(23); writer.value(branch)
        case .switchExpression(let choice): writer.tag(24); writer.value(choice)
        case .macro(let name, let arguments): writer.tag(25); writer.string(name); writer.array(arguments)
        case .type(let type): writer.tag(26); writer.value(type)
        case .unsupported(let text): writer.tag(27); writer.string(text)
        case .optionalTry(let value): writer.tag(28); writer.value(value)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        switch try reader.tag(below: 29, of: "an expression") {
        case 0: self = .identifier(try reader.string())
        case 1: self = .member(try reader.value(), try reader.string())
        case 2: self = .implicitMember(try reader.string())
        case 3: self = .optionalChain(try reader.value())
        case 4: self = .forceUnwrap(try reader.value())
        case 5: self = .call(try reader.value(), try reader.array())
        case 6: self = .subscript(try reader.value(), try reader.array())
        case 7: self = .closure(try reader.value())
        case 8: self = .integer(try reader.int())
        case 9: self = .float(try reader.double())
        case 10: self = .string(try reader.array())
        case 11: self = .boolean(try reader.bool())
        case 12: self = .nil
        case 13: self = .array(try reader.array())
        case 14: self = .dictionary(try reader.array())
        case 15: self = .infix(try reader.string(), try reader.value(), try reader.value())
        case 16: self = .prefix(try reader.string(), try reader.value())
        case 17: self = .postfix(try reader.string(), try reader.value())
        case 18: self = .ternary(try reader.value(), try reader.value(), try reader.value())
        case 19: self = .cast(try reader.value(), try reader.string(), type: try reader.value())
        case 20: self = .isType(try reader.value(), type: try reader.value())
        case 21: self = .tuple(try reader.array())
        case 22: self = .keyPath(root: try reader.optional(), try reader.array())
        case 23: self = .ifExpression(try reader.value())
        case 24: self = .switchExpression(try reader.value())
        case 25: self = .macro(try reader.string(), try reader.array())
        case 26: self = .type(try reader.value())
        case 27: self = .unsupported(try reader.string())
        default: self = .optionalTry(try reader.value())
        }
    }
}

extension ScriptArgument: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.optional(label)
        writer.value(value)
        writer.bool(isTrailing)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(label: try reader.optional(), value: try reader.value(), isTrailing: try reader.bool())
    }
}

extension ScriptClosure: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.array(parameters)
        writer.array(body)
        writer.count(shorthandArity)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(parameters: try reader.array(), body: try reader.array(), shorthandArity: try reader.count())
    }
}

extension ScriptStringPart: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .text(let text): writer.tag(0); writer.string(text)
        case .interpolation(let arguments): writer.tag(1); writer.array(arguments)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        switch try reader.tag(below: 2, of: "a string part") {
        case 0: self = .text(try reader.string())
        default: self = .interpolation(try reader.array())
        }
    }
}

extension ScriptDictionaryEntry: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.value(key)
        writer.value(value)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(key: try reader.value(), value: try reader.value())
    }
}
