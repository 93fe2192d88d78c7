import FoundationEssentials
import Glibc
import IsletAPNs
import IsletInput
import IsletModel

/// Where `islet serve` writes what happened besides the screen: the NDJSON record of each
/// exchange on stdout (`--headless`), the replayable envelope log (`--log FILE`) and the
/// current tokens (`--tokens FILE`, rewritten whenever they change).
final class ExchangeRecorder {
    private let records: Output?
    private let log: Output?
    private let tokensPath: String?
    /// What the tokens file lists of one activity.
    private struct ListedActivity: Equatable {
        let id: Int
        let isActive: Bool
        let token: String?
        let channel: String?
    }

    /// What the tokens file last listed, compared in place so an unchanged phone costs no allocation.
    private var listedStartTokens: [String: String]?
    private var listedActivities: [ListedActivity] = []
    private let bundleID: String
    /// Record lines not yet written (see `record`).
    private var pendingRecords = JSONStreamWriter(reservingCapacity: 65_536)

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

    /// Record lines (`--headless`) wait for `flush`, which the endpoint calls before it sends the
    /// answers they record: one write per batch of requests, because under load a write(2) per
    /// record, waking the reader each time, cost more than the push itself. Log lines are
    /// written at once, as the previewer (which never flushes) logs too.
    func record(_ exchange: EndpointExchange, engine: ActivityEngine) {
        if records != nil {
            exchange.writeRecord(to: &pendingRecords)
            pendingRecords.newline()
        }
        if let log, let envelope = exchange.envelopeJSON { log.write(bytes: JSONWriter.compactBytes(envelope) + [0x0A]) }
        writeTokens(engine)
    }

    /// Writes the record lines gathered since the last call.
    func flush() {
        guard let records, !pendingRecords.bytes.isEmpty else { return }
        records.write(bytes: pendingRecords.bytes)
        pendingRecords.removeAll()
    }

    /// Whether the tokens file already lists exactly the engine's tokens.
    private func lists(_ engine: ActivityEngine) -> Bool {
        guard listedStartTokens == engine.pushToStartTokens, listedActivities.count == engine.activities.count else { return false }
        for (listed, activity) in zip(listedActivities, engine.activities) {
            guard listed.id == activity.id, listed.isActive == activity.isActive, listed.token == activity.pushToken,
                  listed.channel == activity.channel else { return false }
        }
        return true
    }

    /// Writes the tokens file when the tokens differ from what it holds; a reader never sees half a file.
    func writeTokens(_ engine: ActivityEngine) {
        guard let tokensPath else { return }
        guard !lists(engine) else { return }
        listedStartTokens = engine.pushToStartTokens
        listedActivities = engine.activities.map { ListedActivity(id: $0.id, isActive: $0.isActive, token: $0.pushToken, channel: $0.channel) }
        let text = JSONWriter.pretty(TokenDirectory.json(engine, bundleID: bundleID)) + "\n"
        try? StateFiles.write(text, to: tokensPath, mode: 0o644)
    }
}
