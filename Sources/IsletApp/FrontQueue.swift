/// A first-in, first-out queue whose front is taken in constant time: the pushes of a paced
/// stream wait in one, and a long recording replayed at once is taken from the front one push
/// at a time. An array's `removeFirst` moves every element behind it, which made such a replay
/// grow with the square of its length; here a head index moves instead, and the taken slots
/// are dropped only when they are at least half the storage, so each element is moved at most
/// once on average.
public struct FrontQueue<Element> {
    private var storage: [Element] = []
    /// Where the front is in `storage`; the slots before it were taken.
    private var head = 0

    public init() {}

    /// Elements waiting.
    public var count: Int { storage.count - head }

    public var isEmpty: Bool { head == storage.count }

    /// The element that waited longest, or nil when none waits.
    public var first: Element? { head < storage.count ? storage[head] : nil }

    /// Puts `element` at the back.
    public mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Takes the element that waited longest, or answers nil when none waits.
    public mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= Self.compactionThreshold, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Taken slots below this many are left in place: compacting a short queue saves nothing.
    static var compactionThreshold: Int { 64 }
}

extension FrontQueue: Sendable where Element: Sendable {}
