import Testing

/// islet runs the app's own `init(from:)`s, containers, `DecodingError`s and synthesized enum
/// `Codable` as `swiftc` and Foundation's `JSONDecoder` do: on every input of every corpus
/// program, the decoded values `show(_:)` prints, or the error's case, coding path and missing
/// key, are the compiled program's.
@Suite struct CodableOracleTests {
    @Test func theInterpreterDecodesAsTheCompiledProgramDoes() throws {
        let programs = try CodableOracle.corpus()
        #expect(programs.count >= 12)
        let expected = try CodableOracle.compiled(programs)
        var position = 0
        for program in programs {
            let answers = CodableOracle.interpreted(program)
            for (input, answer) in zip(program.inputs, answers) {
                #expect(answer == expected[position], "\(program.name) on \(input)")
                position += 1
            }
        }
        #expect(position == expected.count)
    }
}
