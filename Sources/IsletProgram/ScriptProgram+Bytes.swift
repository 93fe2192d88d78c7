/// The program and its declarations as bytes (`ScriptBytesCoding` says how they are laid out).
extension ScriptProgram: ScriptBytesCoding {
    /// The first bytes of every program: a name and the layout's version, so an answer from a
    /// helper of another version is refused with a reason rather than misread.
    static let header = Array("islet-program 3\n".utf8)

    /// The program as `islet-swift` sends it to `islet`.
    public var bytes: [UInt8] {
        var writer = ScriptBytesWriter(header: Self.header)
        write(to: &writer)
        return writer.bytes
    }

    /// Reads a program `bytes` made, from `bytes[offset...]` to the end.
    /// - Throws: `ScriptBytesError` with the byte where the bytes stop being a program.
    public init(bytes: [UInt8], from offset: Int = 0) throws(ScriptBytesError) {
        let header = Self.header
        guard bytes.count - offset >= header.count, bytes[offset..<offset + header.count].elementsEqual(header) else {
            throw ScriptBytesError(offset: offset, reason: "not a lowered program of this version of islet")
        }
        var reader = ScriptBytesReader(bytes, from: offset + header.count)
        try self.init(from: &reader)
        guard reader.isAtEnd else { throw reader.failure("more bytes after the program") }
    }

    func write(to writer: inout ScriptBytesWriter) {
        writer.array(files)
        writer.array(types)
        writer.array(functions)
        writer.array(globals)
        writer.array(foreignExtensions)
        writer.array(configurations)
        writer.array(previews)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(
            files: try reader.array(), types: try reader.array(), functions: try reader.array(), globals: try reader.array(),
            foreignExtensions: try reader.array(), configurations: try reader.array(), previews: try reader.array()
        )
    }
}

extension ScriptSpot: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.int(file)
        writer.int(line)
        writer.int(column)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(file: try reader.int(), line: try reader.int(), column: try reader.int())
    }
}

extension ScriptConfiguration: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(widget)
        writer.string(attributesType)
        writer.value(expression)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(widget: try reader.string(), attributesType: try reader.string(), expression: try reader.value(), spot: try reader.value())
    }
}

extension ScriptPreview: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.array(arguments)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(arguments: try reader.array(), spot: try reader.value())
    }
}

extension ScriptType: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(name)
        writer.string(kind.rawValue)
        writer.array(conformances)
        writer.array(requirements)
        writer.array(properties)
        writer.array(methods)
        writer.array(cases)
        // Sorted, so the same program is always the same bytes.
        let aliases = aliases.sorted { $0.key < $1.key }
        writer.count(aliases.count)
        for (name, aliased) in aliases {
            writer.string(name)
            writer.value(aliased)
        }
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        let name = try reader.string()
        let kindName = try reader.string()
        guard let kind = Kind(rawValue: kindName) else { throw reader.failure("\"\(kindName)\" is not a kind of type") }
        let conformances: [ScriptTypeRepr] = try reader.array()
        let requirements: [ScriptRequirement] = try reader.array()
        let properties: [ScriptVariable] = try reader.array()
        let methods: [ScriptFunction] = try reader.array()
        let cases: [ScriptEnumCase] = try reader.array()
        var aliases: [String: ScriptTypeRepr] = [:]
        for _ in 0..<(try reader.length()) {
            let alias = try reader.string()
            aliases[alias] = try reader.value()
        }
        self.init(name: name, kind: kind, conformances: conformances, requirements: requirements, properties: properties, methods: methods, cases: cases, aliases: aliases, spot: try reader.value())
    }
}

extension ScriptAttribute: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(name)
        writer.array(arguments)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(name: try reader.string(), arguments: try reader.array())
    }
}

extension ScriptVariable: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(name)
        writer.bool(isStatic)
        writer.bool(isMutable)
        writer.optional(type)
        writer.optional(initial)
        writer.optional(getter)
        writer.array(attributes)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(
            name: try reader.string(), isStatic: try reader.bool(), isMutable: try reader.bool(), type: try reader.optional(), initial: try reader.optional(),
            getter: try reader.optional(), attributes: try reader.array(), spot: try reader.value()
        )
    }
}

extension ScriptFunction: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(name)
        writer.array(parameters)
        writer.bool(isStatic)
        writer.bool(isMutating)
        writer.bool(isFailable)
        writer.optional(returnType)
        writer.array(attributes)
        writer.array(body)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(
            name: try reader.string(), parameters: try reader.array(), isStatic: try reader.bool(), isMutating: try reader.bool(), isFailable: try reader.bool(),
            returnType: try reader.optional(), attributes: try reader.array(), body: try reader.array(), spot: try reader.value()
        )
    }
}

extension ScriptParameter: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.optional(label)
        writer.string(name)
        writer.value(type)
        writer.optional(defaultValue)
        writer.array(attributes)
        writer.bool(isVariadic)
        writer.bool(isInout)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(
            label: try reader.optional(), name: try reader.string(), type: try reader.value(), defaultValue: try reader.optional(),
            attributes: try reader.array(), isVariadic: try reader.bool(), isInout: try reader.bool()
        )
    }
}

extension ScriptEnumCase: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(name)
        writer.optional(rawValue)
        writer.array(associated)
        writer.value(spot)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self.init(name: try reader.string(), rawValue: try reader.optional(), associated: try reader.array(), spot: try reader.value())
    }
}

extension ScriptRequirement: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        switch self {
        case .sameType(let left, let right): writer.tag(0); writer.value(left); writer.value(right)
        case .conformance(let left, let right): writer.tag(1); writer.value(left); writer.value(right)
        }
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        switch try reader.tag(below: 2, of: "a requirement") {
        case 0: self = .sameType(try reader.value(), try reader.value())
        default: self = .conformance(try reader.value(), try reader.value())
        }
    }
}
