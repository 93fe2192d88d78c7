import CThreadStack

/// How far the running thread's stack may still grow while the interpreter evaluates. The call
/// limit alone does not bound it: 48 nested calls through expressions and statements nested a few
/// hundred deep need thousands of host frames, and a debug build's frames are several times a
/// release build's. So the room is measured from the thread's own stack bounds, keeping a quarter
/// of the stack for the frames between two checks and what runs after evaluation stops.
struct StackRoom {
    /// The lowest address evaluation may reach; 0 when the thread's bounds are unknown.
    let floor: UInt

    /// The room on the calling thread, the one the interpreter runs on; the thread's bounds are
    /// measured once per thread (by the shim), since every region and custom shape makes an
    /// interpreter and reading them costs a file read on the main thread.
    static func current() -> StackRoom {
        StackRoom(floor: UInt(islet_stack_floor()))
    }

    /// Whether the caller's frame is still above the floor.
    func holds() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > floor
    }
}
