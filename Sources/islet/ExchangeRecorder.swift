import FoundationEssentials
import Glibc
import IsletAPNs
import IsletModel

/// Where `islet serve` writes what happened besides the screen: the NDJSON record of each
/// exchange on stdout (`--headless`), the replayable envelope log (`--log FILE`) and the
/// current tokens (`--tokens FILE`, rewritten whenever they change).
final class ExchangeRecorder {
    private let records: Output?
    private let log: Output?
    private let tokensPath: String?
    private var lastTokens = ""
    private let bundleID: String

    init(bundleID: String, printsRecords: Bool, logPath: String?, tokensPath: String?) throws {
        self.bundleID = bundleID
        records = printsRecords ? .standard : nil
        if let logPath {
            let descriptor = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw InputError(file: logPath, "cannot open the log: \(String(cString: strerror(errno)))") }
            log = Output(descriptor: descriptor)
        } else {
            log = nil
        }
        self.tokensPath = tokensPath
    }

    deinit {
        if let log { close(log.descriptor) }
    }

    func record(_ exchange: EndpointExchange, engine: ActivityEngine) {
        records?.write(JSONWriter.compact(exchange.recordJSON) + "\n")
        if let envelope = exchange.envelopeJSON { log?.write(JSONWriter.compact(envelope) + "\n") }
        writeTokens(engine)
    }

    /// Writes the tokens file when the tokens differ from what it holds; a reader never sees half a file.
    func writeTokens(_ engine: ActivityEngine) {
        guard let tokensPath else { return }
        let text = JSONWriter.pretty(TokenDirectory.json(engine, bundleID: bundleID)) + "\n"
        guard text != lastTokens else { return }
        lastTokens = text
        let temporary = tokensPath + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else { return }
        rename(temporary, tokensPath)
    }
}
