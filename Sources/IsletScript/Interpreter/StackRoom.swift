import CThreadStack
import Glibc

/// How far the running thread's stack may still grow while the interpreter evaluates. The call
/// limit alone does not bound it: 48 nested calls through expressions and statements nested a few
/// hundred deep need thousands of host frames, and a debug build's frames are several times a
/// release build's. So the room is measured from the thread's own stack bounds, keeping a quarter
/// of the stack for the frames between two checks and what runs after evaluation stops.
struct StackRoom {
    /// The lowest address evaluation may reach; 0 when the thread's bounds are unknown.
    let floor: UInt

    /// The room on the calling thread, the one the interpreter runs on.
    static func current() -> StackRoom {
        var attributes = pthread_attr_t()
        guard pthread_getattr_np(pthread_self(), &attributes) == 0 else { return StackRoom(floor: 0) }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return StackRoom(floor: 0) }
        return StackRoom(floor: UInt(bitPattern: base) + UInt(size) / 4)
    }

    /// Whether the caller's frame is still above the floor.
    func holds() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > floor
    }
}
