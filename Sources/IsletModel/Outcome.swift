import FoundationEssentials
import IsletInput

/// What became of one input: applied, or ignored with every reason, plus the warnings beside
/// it. The event log shows one per input line, so nothing is dropped without a record.
public struct Outcome: Equatable, Sendable {
    public enum Verdict: Equatable, Sendable {
        case applied(Change)
        case ignored([IgnoreReason])
    }

    public enum Change: String, Equatable, Sendable {
        case started
        case updated
        case ended
    }

    public let verdict: Verdict
    public let event: APNsPayload.Event?
    /// The activities it changed, or would have changed.
    public let activityIDs: [Int]
    public let receivedAt: Date
    /// What APNs answers the server: 200 even for most ignored pushes (the silent failures).
    public let apnsStatus: Int
    public let diagnoses: [Diagnosis]
    /// Changes the passing of time made before this input arrived (stale, 8 h end, removal).
    public let transitions: [Transition]

    public init(
        verdict: Verdict, event: APNsPayload.Event?, activityIDs: [Int], receivedAt: Date,
        apnsStatus: Int = 200, diagnoses: [Diagnosis] = [], transitions: [Transition] = []
    ) {
        self.verdict = verdict
        self.event = event
        self.activityIDs = activityIDs
        self.receivedAt = receivedAt
        self.apnsStatus = apnsStatus
        self.diagnoses = diagnoses
        self.transitions = transitions
    }

    /// The record for an input that never became a push: a stream line that is not JSON.
    public static func unreadable(_ error: InputError, at date: Date) -> Outcome {
        Outcome(verdict: .ignored([IgnoreReason(.notJSON, error.message)]), event: nil, activityIDs: [], receivedAt: date, apnsStatus: 400)
    }

    public var isApplied: Bool {
        if case .applied = verdict { return true }
        return false
    }

    public var reasons: [IgnoreReason] {
        if case .ignored(let reasons) = verdict { return reasons }
        return []
    }

    /// Every reason it was ignored for, then every warning, one line each: what the event log
    /// and the endpoint show beneath it.
    public var explanation: [String] {
        reasons.map(\.description) + diagnoses.map { "warning: \($0)" }
    }
}

/// Why a push did nothing, in words a developer can act on, with the JSON path when one part
/// of the payload is at fault.
public struct IgnoreReason: Equatable, Sendable, CustomStringConvertible {
    public enum Code: String, Equatable, Sendable {
        case notJSON
        /// A logged request APNs refused; it never reached the phone.
        case refusedByAPNs
        case payloadTooLarge
        case invalidPayload
        case missingContentState
        case missingAttributesType
        case unknownAttributesType
        case missingAttributes
        case missingAlert
        case attributesDoNotDecode
        case contentStateDoesNotDecode
        case activityLimit
        case broadcastCannotStart
        case noActivity
        case unknownToken
        case pushToStartTokenForUpdate
        case activityEnded
        case notNewer
        case budgetExhausted
    }

    public let code: Code
    public let path: JSONPath?
    /// `path` as text, made once: a reason is shown in the log, an answer's header and a record.
    public let pathText: String?
    public let message: String
    /// For the decoding codes: Swift's verdict in full.
    public let decodingFailure: DecodingFailure?

    public init(_ code: Code, at path: JSONPath? = nil, decodingFailure: DecodingFailure? = nil, _ message: String) {
        self.code = code
        self.path = path
        pathText = path?.description
        self.message = JSONWriter.neutralized(message)
        self.decodingFailure = decodingFailure
    }

    public var description: String {
        guard let path, let pathText, !path.isRoot else { return message }
        return pathText + ": " + message
    }
}

/// A change the engine made because time passed, not because of an input.
public struct Transition: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// `stale-date` passed: `context.isStale` is true.
        case becameStale
        /// 8 hours after starting, the system ended it.
        case endedByTimeLimit
        /// It left the lock screen (dismissal date, the 4 h after ending, or 12 h in all).
        case removed
    }

    public let kind: Kind
    public let activityID: Int
    public let date: Date

    public init(_ kind: Kind, activityID: Int, at date: Date) {
        self.kind = kind
        self.activityID = activityID
        self.date = date
    }
}
