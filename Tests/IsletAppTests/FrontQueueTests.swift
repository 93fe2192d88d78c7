import IsletApp
import Testing

/// The previewer's queue of waiting pushes gives them back in the order they came, however
/// appends and takes interleave across the points where it compacts its storage.
@Suite struct FrontQueueTests {
    @Test func elementsComeOutInTheOrderTheyWentIn() {
        var queue = FrontQueue<Int>()
        var model: [Int] = []
        var taken: [Int?] = [], expected: [Int?] = []
        var counts: [Int] = [], expectedCounts: [Int] = []
        var next = 0
        // Bursts of appends and takes of changing lengths: the queue empties, grows past the
        // compaction threshold and is taken past half its storage many times.
        for round in 0..<300 {
            for _ in 0..<(round % 7) * 23 {
                queue.append(next)
                model.append(next)
                next += 1
            }
            for _ in 0..<(round % 5) * 31 {
                taken.append(queue.popFirst())
                expected.append(model.isEmpty ? nil : model.removeFirst())
            }
            counts.append(queue.count)
            expectedCounts.append(model.count)
            #expect(queue.first == model.first)
            #expect(queue.isEmpty == model.isEmpty)
        }
        #expect(taken == expected)
        #expect(counts == expectedCounts)
    }

    @Test func anEmptyQueueHasNothingToTake() {
        var queue = FrontQueue<String>()
        #expect(queue.popFirst() == nil)
        queue.append("a")
        #expect(queue.popFirst() == "a")
        #expect(queue.popFirst() == nil)
        #expect(queue.isEmpty && queue.count == 0 && queue.first == nil)
    }
}
