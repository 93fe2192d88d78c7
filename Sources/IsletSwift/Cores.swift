import Glibc

/// Work spread over the machine's cores with plain POSIX threads. Dispatch's `concurrentPerform`
/// did the same, but linking it loads `libswiftDispatch` and, through it, the string-processing
/// and regex libraries: three more libraries for `ld.so` to relocate at every start of the
/// helper (docs/DECISIONS.md, "The helper's start and its two threads").
enum Cores {
    static let count = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// Calls `body` once for each index below `iterations`, on as many threads as there are cores
    /// (the caller's among them), and returns when every call has. Each thread takes the next
    /// index not yet taken, so one long item does not hold up the rest.
    static func perform(iterations: Int, _ body: (Int) -> Void) {
        let threads = min(count, iterations)
        guard threads > 1 else {
            for index in 0..<iterations { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let queue = IndexQueue(count: iterations)
            let work = { while let index = queue.next() { body(index) } }
            let others = (1..<threads).map { _ in PosixThread(work) }
            work()
            for thread in others { thread.join() }
        }
    }
}

/// The next index to work on, handed out once each.
private final class IndexQueue {
    private let count: Int
    private var taken = 0
    private let lock = Lock()

    init(count: Int) {
        self.count = count
    }

    func next() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }
}

/// A thread running one closure, joined before what the closure uses goes away. Its stack is
/// the 8 MB of the main thread's, which the parser's recursion and `NestingScan`'s limits were
/// measured against (docs/DECISIONS.md, "Fuzzing").
private struct PosixThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private var thread = pthread_t()

    init(_ run: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        let created = pthread_create(&thread, &attributes, { body in
            Unmanaged<Body>.fromOpaque(body!).takeRetainedValue().run()
            return nil
        }, body)
        if created != 0 {
            // No thread to be had: the work is done on the caller's.
            Unmanaged<Body>.fromOpaque(body).takeRetainedValue().run()
            thread = pthread_t()
        }
    }

    func join() {
        if thread != pthread_t() { pthread_join(thread, nil) }
    }
}
