/// What a command line said, read through the command's own declarations: `arguments[Self.layout]`
/// is a `String`, `arguments[RenderOptions.scale]` a `Double?`, `arguments[CheckCommand.json]` a
/// `Bool`. Every value was checked when the line was parsed, so reading one cannot fail.
struct ParsedArguments {
    /// The names of the options the command declares; reading another is islet's own bug.
    let declared: Set<String>
    var operands: [String: [String]] = [:]
    var values: [String: String] = [:]
    var flags: Set<String> = []

    subscript(flag: Flag) -> Bool {
        assertDeclared(flag.spec)
        return flags.contains(flag.spec.name)
    }

    subscript<Value>(option: Option<Value>) -> Value? {
        assertDeclared(option.spec)
        return values[option.spec.name].flatMap(option.convert)
    }

    subscript<Value>(operand: Operand<Value>) -> Value {
        operand.take(operands[operand.spec.name] ?? [])
    }

    /// Whether the option was on the command line at all.
    func has(_ option: any DeclaredOption) -> Bool {
        assertDeclared(option.spec)
        return values[option.spec.name] != nil || flags.contains(option.spec.name)
    }

    private func assertDeclared(_ spec: OptionSpec) {
        precondition(declared.contains(spec.name), "--\(spec.name) is read but not declared by the command")
    }
}
