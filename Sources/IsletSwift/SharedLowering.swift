import IsletProgram

/// The program's files lowered by whichever of `islet-swift read`'s two reader threads is free.
/// The schema's reader finishes first, leaving a core idle while the program's works on, so it
/// then lowers the files the program's
/// reader has not taken yet; each file is lowered once, by one thread, into its own slot, and
/// the program is assembled in the files' order once both threads are done, so it is the same
/// byte for byte (docs/DECISIONS.md, "The helper's start and its two threads").
final class SharedLowering {
    private let lock = Lock()
    private var sources: [ParsedSource] = []
    private var lowered: [(declarations: LoweredFile, configurations: [ScriptConfiguration])?] = []
    private var taken = 0

    init() {}

    /// Hands out the files the program reads, in the program's order. A thread that helps
    /// before this finds nothing to do and leaves it all to the program's reader.
    func start(_ sources: [ParsedSource]) {
        lock.withLock {
            self.sources = sources
            lowered = Array(repeating: nil, count: sources.count)
        }
    }

    /// Lowers files not taken yet until none is left.
    func help() {
        while let (index, source) = next() {
            let result = ScriptProgramReader.lowered(source, file: index)
            lock.withLock { lowered[index] = result }
        }
    }

    /// The program, once every thread that helped has returned.
    func program() -> ScriptProgramReader.Result {
        ScriptProgramReader.assemble(sources, lowered: lowered.map { $0! })
    }

    private func next() -> (Int, ParsedSource)? {
        lock.withLock {
            guard taken < sources.count else { return nil }
            taken += 1
            return (taken - 1, sources[taken - 1])
        }
    }
}
