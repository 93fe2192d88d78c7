import FoundationEssentials
import IsletModel
import IsletProgram

/// What the widget's code may read besides its data: the injected clock, the viewer's UTC
/// offset, the appearance, the environment values and the App Group's data, so a render never
/// reads the machine's.
public struct ScriptEnvironment: Sendable {
    public var now: Date
    public var utcOffsetSeconds: Int
    public var isStale: Bool
    /// `@Environment(\.colorScheme)` is `.dark`; system colours take their dark variant.
    public var dark: Bool
    /// `@Environment(\.activityFamily)`: `.medium` on the phone, `.small` in the watch's Smart Stack.
    public var activityFamily: String
    /// `@Environment(\.widgetFamily)`.
    public var widgetFamily: String
    /// The App Group's `UserDefaults` and files (`--defaults`, `--files`).
    public var appGroup: ScriptAppGroup
    /// Where `TimeZone(identifier:)` finds its zones.
    public var timeZones: ScriptTimeZones
    /// The phone's language and region (`--locale`): which of the widget's strings it shows.
    public var locale: PhoneLocale
    /// The widget's string tables and `Info.plist`, read by islet beside the sources.
    public var strings: ScriptStrings

    public init(now: Date, utcOffsetSeconds: Int = 0, isStale: Bool = false, dark: Bool = true,
                activityFamily: String = "medium", widgetFamily: String = "systemMedium", appGroup: ScriptAppGroup = ScriptAppGroup(),
                timeZones: ScriptTimeZones = ScriptTimeZones(), locale: PhoneLocale = .standard, strings: ScriptStrings = ScriptStrings()) {
        self.now = now
        self.utcOffsetSeconds = utcOffsetSeconds
        self.isStale = isStale
        self.dark = dark
        self.activityFamily = activityFamily
        self.widgetFamily = widgetFamily
        self.appGroup = appGroup
        self.timeZones = timeZones
        self.locale = locale
        self.strings = strings
    }
}

/// Runs the widget's Swift for one region: evaluates statements and expressions, calls the
/// program's functions and initializers, builds SwiftUI views, and notes every place it
/// could not evaluate. One interpreter serves one resolution on one thread.
final class Interpreter {
    let index: ProgramIndex
    let environment: ScriptEnvironment
    /// The widget's asset catalogs, read by islet and injected: `Color("name")` looks here.
    let assets: ScriptAssets
    /// `.environment(\.locale, …)` around the code running, which outranks the phone's locale.
    var localeOverride: PhoneLocale?
    /// Formats `NSLocalizedString` returned for values that vary with a number, by their text,
    /// so `String(format:)` over one picks the number's form.
    var localizedFormats: [String: LocalizedText] = [:]
    /// Places islet could not evaluate, in the order met, each once.
    private(set) var placeholders: [ScriptPlaceholder] = []
    private var placeholderSet: Set<ScriptPlaceholder> = []
    /// Evaluation steps left: a loop or recursion that does not end is stopped here.
    private(set) var stepsLeft: Int
    /// The steps this run was given: `stepBudget`, or a command's `ScriptBudget.perRun`.
    let allowance: Int
    /// The kind of value refused for its size (`a string`), once one was.
    private var overrun: String?
    /// Calls in progress: deep recursion is stopped before the host's own stack runs out.
    var depth = 0
    /// The thread's stack left for evaluation: what nesting the call count misses stops here.
    private let stack = StackRoom.current()
    /// The innermost loop or call running: where a region cut off for running too long is reported.
    var activeSpot: ScriptSpot?
    /// `static let` and global values already computed, by `Type.name`.
    var statics: [String: ScriptValue] = [:]
    /// Seeded, so `Int.random(in:)` gives the same picture on every render.
    var random = SplitMix64(seed: 0x15E7)
    /// `.activityBackgroundTint(_)` and `.activitySystemActionForegroundColor(_)` seen while
    /// evaluating: they belong to the presentation, not to a view.
    var backgroundTint: ScriptValue?
    /// The views and modifiers met so far and whether they were drawn, for `--coverage`.
    var sites = ScriptSites()
    /// `UserDefaults` registered, set and removed by the widget's code during this render.
    var defaults = DefaultsOverlay()
    /// The JSON the app's own `init(from:)` is reading, behind its decoders and containers.
    var coding = CodingTable()
    /// Time zones read by `TimeZone(identifier:)` in this run, nil for a name the database lacks.
    var zones: [String: ZoneInfo?] = [:]
    /// The program's own environment keys set by an enclosing `.environment(\.key, value)`.
    var environmentOverrides: [String: ScriptValue] = [:]
    let globals: ScriptScope

    /// Enough for any real widget's view code many times over, and a fraction of a second.
    static let stepBudget = 200_000
    /// Nested calls allowed; each takes several host frames.
    static let callDepthLimit = 48

    init(index: ProgramIndex, environment: ScriptEnvironment, assets: ScriptAssets = ScriptAssets(), budget: ScriptBudget? = nil) {
        allowance = budget?.perRun ?? Self.stepBudget
        stepsLeft = allowance
        self.index = index
        self.environment = environment
        self.assets = assets
        globals = ScriptScope(parent: nil)
    }

    /// Counts one step; past the budget, or with the stack nearly used up, stops evaluation at
    /// `spot`.
    func step(_ spot: ScriptSpot) throws(ScriptStop) {
        stepsLeft -= 1
        if stepsLeft < 0 || !stack.holds() { throw .budget(activeSpot ?? spot) }
    }

    /// The most one value may hold, in bytes: a string's UTF-8, an array's or a dictionary's
    /// elements at their stride. `s += s` sixty times asked for 0.8 GB (issue 29, item 4).
    static let largestValue = 1 << 24
    /// Bytes a string or collection operation may read or make for one step of the budget, so
    /// a loop over long strings stops as soon as a loop of short steps would.
    static let bytesPerStep = 1024
    /// How many times dearer a byte is to search, split or case-map character by character
    /// than to copy: `contains` on 2 MB in a loop ran 36 s of a debug build at one step a KiB.
    static let scanWeight = 16

    /// Counts the work of reading or making `bytes` against the step budget; past it, the next
    /// step stops evaluation. Callers that cannot throw charge here and carry on.
    func charge(_ bytes: Int) {
        stepsLeft = max(-allowance, stepsLeft - bytes / Self.bytesPerStep)
    }

    /// Whether a value of `bytes` may be made, its making charged: a larger one is not made
    /// (see `refuse`).
    func admits(_ bytes: Int, _ kind: String) -> Bool {
        charge(bytes)
        guard bytes > Self.largestValue else { return true }
        _ = refuse(kind)
        return false
    }

    /// Refuses to make a value of `kind` past `largestValue`: the next step stops evaluation
    /// with `budgetMessage` naming it (`settle` when no step follows), and nil stands in.
    func refuse(_ kind: String) -> ScriptValue {
        if overrun == nil { overrun = kind }
        stepsLeft = -1
        return .null
    }

    /// Stops evaluation when a value was refused, or work spent the budget, and no step has
    /// stopped it yet.
    func settle(at spot: ScriptSpot) throws(ScriptStop) {
        if overrun != nil || stepsLeft < 0 { throw .budget(activeSpot ?? spot) }
    }

    /// The bytes of a string, or of a collection of `count` elements, as `admits` weighs them.
    static func bytes(ofElements count: Int) -> Int {
        let stride = MemoryLayout<ScriptValue>.stride
        return count > Int.max / stride ? Int.max : count * stride
    }

    /// Records that `name` at `spot` could not be evaluated, and returns the opaque value
    /// that stands for it.
    func opaque(_ name: String, _ reason: String, at spot: ScriptSpot) -> ScriptValue {
        note(name, reason, at: spot)
        return .opaque(ScriptOpaque(name: name, reason: reason, spot: spot))
    }

    /// Records a place islet could not evaluate, once.
    func note(_ name: String, _ reason: String, at spot: ScriptSpot) {
        let placeholder = placeholder(name, reason, at: spot)
        if placeholderSet.insert(placeholder).inserted {
            placeholders.append(placeholder)
            sites.note(placeholder)
        }
    }

    /// Records that the modifier `name` at `spot` was left off, as `what`, and why; every
    /// modifier islet cannot apply goes through here, so `--coverage` counts it as not applied.
    func leaveOff(_ name: String, _ what: String, _ reason: String, at spot: ScriptSpot) {
        note(what, reason, at: spot)
        sites.leaveOff(name, at: spot)
    }

    /// Records that the modifier `name` at `spot` was accepted and not drawn
    /// (`ModifierTreatment.ignored`): listed under the board, and counted among the ignored.
    func ignore(_ name: String, at spot: ScriptSpot) {
        note("." + name, "islet does not draw this modifier; the view is drawn without it", at: spot)
        sites.ignore(name, at: spot)
    }

    func placeholder(_ name: String, _ reason: String, at spot: ScriptSpot) -> ScriptPlaceholder {
        ScriptPlaceholder(file: index.program.file(of: spot), line: spot.line, column: spot.column, name: name, reason: reason)
    }

    /// The message for a region cut off at `spot` for running too long, or for a value that
    /// grew past `largestValue`.
    func budgetMessage() -> String {
        if let overrun {
            return "stopped making \(overrun) of more than \(Self.largestValue >> 20) MiB, the most islet lets one value hold: a value that grows without end?"
        }
        return "stopped after \(allowance) steps or \(Self.callDepthLimit) nested calls: a loop or recursion that does not end?"
    }
}
