import Glibc
import IsletInput
import IsletSwift

/// `islet-swift serve`: the previewer's helper kept running, so a save costs neither the start of
/// a process and its libraries nor parsing the files that did not change (docs/DECISIONS.md, "A
/// cache of the Swift reader's answers"). Each request is one line on stdin, a JSON array of the
/// paths `read` would take; each answer is a line `STATUS OUTPUT ERROR` (the status `read` would
/// exit with and two byte counts), then that many bytes of `read`'s stdout and of its stderr.
/// The server ends when stdin does.
enum ReadServer {
    static func run() -> Never {
        let session = SwiftSourceReader.Session()
        while let line = readLine(strippingNewline: true) {
            let paths = (try? JSONParser.parse(line).value.arrayValue?.compactMap(\.stringValue)) ?? nil
            guard let paths, !paths.isEmpty else {
                answer(status: 2, output: [], error: "islet-swift serve: a request is a JSON array of paths")
                continue
            }
            do {
                answer(status: 0, output: readAnswer(try session.read(paths: paths)), error: "")
            } catch {
                answer(status: 2, output: [], error: "islet-swift: \(error.description)")
            }
        }
        exit(0)
    }

    private static func answer(status: Int32, output: [UInt8], error: String) {
        let message = Array(error.utf8)
        writeAll(Array("\(status) \(output.count) \(message.count)\n".utf8) + output + message)
    }
}
