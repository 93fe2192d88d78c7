import IsletCells
import Synchronization

/// The pictures decoded for the resolver, owned by whoever draws (in `LayoutCache`): the
/// resolver only looks pictures up here, so it never reads or decodes a file. One it looks up
/// and does not find is noted as wanted; the caller decodes those (IsletPixels, in its
/// `RenderCache`) and resolves again, so what is drawn was resolved from decoded pictures only.
public final class PictureShelf: Sendable {
    private let outcomes = Mutex<[PictureRequest: PictureOutcome]>([:])
    private let wanted = Mutex<Set<PictureRequest>>([])

    /// An empty shelf: every picture is wanted the first time it is looked up.
    public init() {}

    /// The picture's outcome, or nil (and the picture noted as wanted) when it is not decoded yet.
    func outcome(of request: PictureRequest) -> PictureOutcome? {
        if let found = outcomes.withLock({ $0[request] }) { return found }
        wanted.withLock { _ = $0.insert(request) }
        return nil
    }

    /// The pictures looked up and not found since the last call, which are then no longer wanted.
    public func takeWanted() -> Set<PictureRequest> {
        wanted.withLock { wanted in
            defer { wanted = [] }
            return wanted
        }
    }

    /// Every picture on the shelf, so the caller can check each against its file again.
    public var requests: [PictureRequest] {
        outcomes.withLock { Array($0.keys) }
    }

    /// Puts decoded pictures on the shelf, replacing what it held for them; bytes read at run
    /// time replace the earlier bytes of the same name, so the shelf does not grow with them.
    public func place(_ decoded: [PictureRequest: PictureOutcome]) {
        guard !decoded.isEmpty else { return }
        let renamed = Set(decoded.keys.compactMap { if case .bytes(_, let name) = $0 { name } else { nil } })
        outcomes.withLock { outcomes in
            if !renamed.isEmpty {
                for request in outcomes.keys where !decoded.keys.contains(request) {
                    if case .bytes(_, let name) = request, renamed.contains(name) { outcomes[request] = nil }
                }
            }
            outcomes.merge(decoded) { _, new in new }
        }
    }
}
