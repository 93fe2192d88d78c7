import FoundationEssentials
import Glibc

/// The two budgets of a widget read from Swift, over `samples/bench/ferry-crossing` (15 files):
/// `islet render FOLDER --presentation all` cold, from spawn to exit, within 1.5 times what the
/// compiler's own parse of the same files takes (`swiftc -frontend -parse`, timed beside it), and
/// a save in the previewer to the frame that shows it (docs/DECISIONS.md, "Budgets users feel").
extension Bench {
    static let widgetFixture = "samples/bench/ferry-crossing"

    /// The packaged `islet render` over the fixture cold (`ISLET_CACHE=off`: the helper starts,
    /// parses, lowers and answers) beside `swiftc -frontend -parse` of its files, each the best of
    /// 21 at the same priority; then, for information, with the cache warm and the helper's `read`
    /// alone.
    static func swiftWidgetRender(binary: String) {
        let helper = helperPath(beside: binary)
        let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("islet-bench-cache-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: cacheHome) }
        let render = [binary, "render", widgetFixture, "--presentation", "all", "--format", "text"]
        guard let swiftc = onPath("swiftc"), let files = try? FileManager.default.subpathsOfDirectory(atPath: widgetFixture) else {
            return print("no swiftc on PATH, or \(widgetFixture) unreadable: the Swift widget's budget is not measured")
        }
        let parse = [swiftc, "-frontend", "-parse"] + files.filter { $0.hasSuffix(".swift") }.sorted().map { "\(widgetFixture)/\($0)" }
        setenv("ISLET_CACHE", "off", 1)
        let ((coldRuns, parseRuns), realTime) = atRealTimePriority { (timedRuns(render), timedRuns(parse)) }
        guard let cold = coldRuns, let parsed = parseRuns else { return }
        unsetenv("ISLET_CACHE")
        setenv("XDG_CACHE_HOME", cacheHome, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        guard let warm = atRealTimePriority({ timedRuns(render) }).0, let helperAlone = atRealTimePriority({ timedRuns([helper, "read", widgetFixture]) }).0 else { return }
        print(loadNote() + (realTime ? "\n(runs at real-time priority, SCHED_FIFO 10: they do not wait behind other work)" : "\n(normal priority: not allowed real-time here)"))
        // The budget is the wait from the command to its output, against the compiler's own parse
        // of the same files on the same machine at the same moment, so the machine's load is
        // divided out; the helper parses on both cores, so CPU times are shown without a budget.
        let ratio = cold.wall / parsed.wall
        report("Swift widget cold / swiftc -frontend -parse", ratio, unit: "times", budget: "< 1.5", ok: ratio < 1.5)
        report("  render 15-file Swift widget, cold", cold.wall, unit: "ms", budget: "-", ok: true)
        report("  swiftc -frontend -parse, the same files", parsed.wall, unit: "ms", budget: "-", ok: true)
        report("  render's CPU time (two cores)", cold.cpu, unit: "ms", budget: "-", ok: true)
        report("  islet-swift read alone", helperAlone.wall, unit: "ms", budget: "-", ok: true)
        report("  render with the reader's cache warm", warm.wall, unit: "ms", budget: "-", ok: true)
    }

    /// `islet preview` of a copy of the fixture on a pseudo-terminal: a file is rewritten with a
    /// new word in the headline and the time runs until the terminal receives that word, the
    /// frame that shows the save. Best of 15 saves, each a word the cache has not seen; the CPU
    /// time is the previewer's and its helper's over the same spans, the mean of the 15: `/proc`
    /// counts in 10 ms clock ticks, so a single save's count is 0 or 10 ms and only their sum
    /// says how much CPU a save takes.
    static func swiftWidgetSave(binary: String) {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("islet-bench-save-\(getpid())").path
        let cacheHome = copy + "-cache"
        defer {
            try? FileManager.default.removeItem(atPath: copy)
            try? FileManager.default.removeItem(atPath: cacheHome)
        }
        let edited = "Shared/FerryCrossingAttributes+Derived.swift"
        guard copyFolder(widgetFixture, to: copy), let original = FileManager.default.contents(atPath: "\(copy)/\(edited)").map({ String(decoding: $0, as: UTF8.self) }),
              original.contains("\"At sea · ") else {
            return print("could not copy \(widgetFixture) for the save benchmark")
        }
        setenv("XDG_CACHE_HOME", cacheHome, 1)
        defer { unsetenv("XDG_CACHE_HOME") }
        guard let terminal = PseudoTerminal.spawn([binary, "preview", copy], columns: 120, rows: 40) else {
            return print("could not start islet preview on a pseudo-terminal")
        }
        defer { terminal.stop() }
        // The previewer opens on the home screen; `l` shows the lock screen, whose card has the
        // headline. Words are looked for without spaces: a terminal library may move over a blank.
        guard terminal.waitFor("quit", seconds: 10), terminal.type("l"), terminal.waitFor("Moderate", seconds: 5) else {
            return print("the previewer never drew the fixture's lock screen")
        }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        // The headline's "At sea" becomes a word of six capitals, each different from the last
        // save's at its place, so the redraw writes the whole word in one run.
        let words = (0..<15).map { (index: Int) -> String in
            let letters: [UInt8] = (0..<6).map { (place: Int) -> UInt8 in UInt8(ascii: "A") + UInt8((index * 7 + place * 3 + 1) % 26) }
            return String(decoding: letters, as: UTF8.self)
        }
        for (index, word) in words.enumerated() {
            let text = original.replacing("\"At sea · ", with: "\"\(word) · ")
            usleep(150_000)
            terminal.drain()
            let start = seconds(), cpuStart = terminal.cpuSeconds()
            guard FileManager.default.createFile(atPath: "\(copy)/\(edited)", contents: Data(text.utf8)) else { return print("could not save \(edited)") }
            guard terminal.waitFor(word, seconds: 5) else { return print("the previewer did not redraw after save \(index + 1)") }
            times.append((seconds() - start) * 1000)
            cpuTimes.append((terminal.cpuSeconds() - cpuStart) * 1000)
        }
        let best = times.min() ?? 0, cpu = cpuTimes.reduce(0, +) / Double(max(1, cpuTimes.count))
        print(loadNote())
        report("save to redrawn frame, previewer", best, unit: "ms", budget: "< 100", ok: best < 100)
        report("  CPU time a save (islet and helper, mean)", cpu, unit: "ms", budget: "-", ok: true)
        report("  median of 15 saves", times.sorted()[times.count / 2], unit: "ms", budget: "-", ok: true)
    }

    /// Runs `body` at real-time priority (SCHED_FIFO 10, which the runs it starts inherit) when
    /// this process may raise itself: on two cores
    /// shared with builds the runs then do not wait for a core, the nearest to an idle machine
    /// this one gets. Answers whether it could; the priority is normal again afterwards.
    static func atRealTimePriority<Result>(_ body: () -> Result) -> (Result, Bool) {
        var realTime = sched_param()
        realTime.sched_priority = 10
        let raised = sched_setscheduler(0, SCHED_FIFO, &realTime) == 0
        defer {
            var normal = sched_param()
            if raised { sched_setscheduler(0, SCHED_OTHER, &normal) }
        }
        return (body(), raised)
    }

    /// The machine's load beside the two budgets' figures: on two cores shared with builds, a wall
    /// time is mostly the wait for a core, which the CPU time leaves out.
    static func loadNote() -> String {
        let load = FileManager.default.contents(atPath: "/proc/loadavg").map { String(decoding: $0, as: UTF8.self) }?
            .split(separator: " ").first.map(String.init) ?? "unknown"
        return "(load average \(load) on \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores while measuring the Swift widget)"
    }

    /// The first executable `name` in `PATH`, as a shell finds it: `posix_spawn` takes a path.
    static func onPath(_ name: String) -> String? {
        let folders = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return folders.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// The packaged helper, in `lib/islet` beside the unpacked package's `bin`.
    static func helperPath(beside binary: String) -> String {
        URL(fileURLWithPath: binary).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/islet/islet-swift").path
    }

    private static func copyFolder(_ from: String, to: String) -> Bool {
        (try? FileManager.default.copyItem(atPath: from, toPath: to)) != nil
    }
}
