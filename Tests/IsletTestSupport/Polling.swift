import Foundation

/// Waits on an event another process makes (a pane's text, a file written, a process gone), which
/// no descriptor of the test's announces: it looks again every 50 ms until the event is seen or
/// `timeout` passes. A test waits on this, never on a fixed sleep, so a slow machine only waits
/// longer and a fast one does not wait at all.
public enum Polling {
    /// True as soon as `seen` answers true, false once `timeout` has passed without it.
    public static func until(timeout: Duration = .seconds(10), _ seen: () throws -> Bool) rethrows -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            if try seen() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try seen()
    }
}
