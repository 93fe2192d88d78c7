import CLibFuzzer
import FoundationEssentials
import Glibc
import IsletFuzzTargets

/// `islet-fuzz`: built by `make fuzz` with `-sanitize=fuzzer,address -DISLET_FUZZ`, it hands its
/// arguments to libFuzzer, which calls `fuzzOneInput` with every input it tries on the target
/// that `ISLET_FUZZ_TARGET` names. In the normal build it writes a target's seed corpus, or runs
/// files through a target the way the fuzzer did, to reproduce a finding without the sanitizers.
@main enum FuzzTool {
    static func main() throws {
        #if ISLET_FUZZ
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        try runTool(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// The target a fuzzing process runs, named by `ISLET_FUZZ_TARGET` (`make fuzz` sets it).
    static let chosenTarget: FuzzTarget = {
        let name = getenv("ISLET_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("ISLET_FUZZ_TARGET must be one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        }
        return target
    }()

    /// `seeds TARGET DIRECTORY` (and DIRECTORY.dict, libFuzzer's dictionary) or `run TARGET FILE...`.
    static func runTool(_ arguments: [String]) throws {
        guard arguments.count >= 3, let target = FuzzTarget(rawValue: arguments[1]) else {
            let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            print("usage: islet-fuzz seeds \(targets) DIRECTORY    (and DIRECTORY.dict)\n       islet-fuzz run \(targets) FILE...")
            exit(2)
        }
        switch arguments[0] {
        case "seeds":
            let directory = URL(fileURLWithPath: arguments[2], isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (index, seed) in target.seeds.enumerated() {
                try Data(seed).write(to: directory.appendingPathComponent("seed-\(index)"))
            }
            try Data(target.dictionary.utf8).write(to: URL(fileURLWithPath: arguments[2] + ".dict"))
        case "run":
            for path in arguments.dropFirst(2) {
                let through = try target.run(Array(Data(contentsOf: URL(fileURLWithPath: path))))
                print("\(path): \(through ? "went all the way" : "refused on the way")")
            }
        default:
            exit(2)
        }
    }
}

/// One input from libFuzzer through the chosen target. A broken promise traps, so libFuzzer
/// keeps the input as it keeps a crash. Exported under libFuzzer's name as well: the `main` in
/// libFuzzer's archive refers to it, though SwiftPM makes `FuzzTool.main` the one that runs.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try FuzzTool.chosenTarget.run(input)
    } catch {
        fatalError("\(FuzzTool.chosenTarget.rawValue): \(error.description)")
    }
    return 0
}
