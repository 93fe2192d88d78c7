/// Types as bytes: the form's case number, then its parts. A form added to `ScriptTypeRepr`
/// takes the next number here, in both directions.
extension ScriptTypeRepr: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .nominal(let nominal): writer.tag(0); writer.array(nominal.components)
        case .optional(let wrapped): writer.tag(1); writer.value(wrapped)
        case .implicitlyUnwrapped(let wrapped): writer.tag(2); writer.value(wrapped)
        case .array(let element): writer.tag(3); writer.value(element)
        case .dictionary(let key, let value): writer.tag(4); writer.value(key); writer.value(value)
        case .tuple(let elements): writer.tag(5); writer.array(elements)
        case .function(let function):
            writer.tag(6)
            writer.array(function.parameters)
            writer.bool(function.isAsync)
            writer.bool(function.isThrowing)
            writer.value(function.result)
        case .opaque(let constraint): writer.tag(7); writer.value(constraint)
        case .existential(let constraint): writer.tag(8); writer.value(constraint)
        case .metatype(let instance): writer.tag(9); writer.value(instance)
        case .composition(let parts): writer.tag(10); writer.array(parts)
        case .unreadable(let written): writer.tag(11); writer.string(written)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        try reader.enter()
        defer { reader.leave() }
        switch try reader.tag(below: 12, of: "a type") {
        case 0:
            let components: [ScriptNominalType.Component] = try reader.array()
            guard !components.isEmpty else { throw reader.failure("a type named by no name") }
            self = .nominal(ScriptNominalType(components))
        case 1: self = .optional(try reader.value())
        case 2: self = .implicitlyUnwrapped(try reader.value())
        case 3: self = .array(try reader.value())
        case 4: self = .dictionary(key: try reader.value(), value: try reader.value())
        case 5: self = .tuple(try reader.array())
        case 6:
            self = .function(ScriptFunctionType(
                parameters: try reader.array(), isAsync: try reader.bool(), isThrowing: try reader.bool(), result: try reader.value()
            ))
        case 7: self = .opaque(try reader.value())
        case 8: self = .existential(try reader.value())
        case 9: self = .metatype(try reader.value())
        case 10: self = .composition(try reader.array())
        default: self = .unreadable(try reader.string())
        }
    }
}

extension ScriptNominalType.Component: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(name)
        writer.array(arguments)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(name: try reader.string(), arguments: try reader.array())
    }
}

extension ScriptTupleTypeElement: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.optional(label)
        writer.value(type)
        writer.bool(isVariadic)
        writer.bool(isInout)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(label: try reader.optional(), type: try reader.value(), isVariadic: try reader.bool(), isInout: try reader.bool())
    }
}
