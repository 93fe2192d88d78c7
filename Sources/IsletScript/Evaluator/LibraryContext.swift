import FoundationEssentials
import IsletModel
import IsletProgram

/// What a library (SwiftUI, Foundation, Codable, Charts) may ask of the evaluator: run code it
/// was handed (an expression, a closure, a member), report what it could not draw with its
/// site, spend the budget, and read the environment the render was given. Libraries are
/// extensions of this protocol, so they reach the evaluator only through what it lists here;
/// `Interpreter` is the one type that provides it and dispatches calls to the libraries.
protocol LibraryContext: AnyObject, SendableMetatype {
    /// The program being run, for the types and functions a library looks up by name.
    var index: ProgramIndex { get }
    /// The injected clock, locale, appearance, App Group and string tables.
    var environment: ScriptEnvironment { get }
    /// The widget's asset catalogs.
    var assets: ScriptAssets { get }

    /// Records that `name` at `spot` could not be evaluated, and returns the opaque value
    /// that stands for it.
    func opaque(_ name: String, _ reason: String, at spot: ScriptSpot) -> ScriptValue
    /// Records a place islet could not evaluate, once.
    func note(_ name: String, _ reason: String, at spot: ScriptSpot)
    /// Records that the modifier `name` at `spot` was left off, as `what`, and why.
    func leaveOff(_ name: String, _ what: String, _ reason: String, at spot: ScriptSpot)
    /// Records that the modifier `name` at `spot` was accepted and not drawn.
    func ignore(_ name: String, at spot: ScriptSpot)

    /// Counts one step of the budget.
    func step(_ spot: ScriptSpot) throws(ScriptStop)
    /// Counts the work of reading or making `bytes` against the budget.
    func charge(_ bytes: Int)
    /// Whether a value of `bytes` may be made, its making charged; past the largest value, no.
    func admits(_ bytes: Int, _ kind: String) -> Bool
    /// Refuses to make a value of `kind` past the largest value; nil stands in.
    func refuse(_ kind: String) -> ScriptValue

    /// A fresh run over the same program, for code layout runs later at a size it then knows
    /// (`GeometryReader`'s content, a custom `Shape`'s `path(in:)`), sharing no state with this one.
    init(index: ProgramIndex, environment: ScriptEnvironment, assets: ScriptAssets, budget: ScriptBudget?)

    /// Evaluates an expression the library was handed.
    func evaluate(_ expression: ScriptExpression, in scope: ScriptScope) throws(ScriptStop) -> ScriptValue
    /// Evaluates the arguments of a call the library was handed.
    func evaluate(_ arguments: [ScriptArgument], in scope: ScriptScope) throws(ScriptStop) -> [ScriptElement]
    /// Runs statements (a builder's or a closure's body), collecting what they build.
    func execute(_ statements: [ScriptStatement], in scope: ScriptScope, into built: inout [ScriptValue]?) throws(ScriptStop) -> Flow
    /// A string literal's text with its interpolations filled in.
    func interpolate(_ parts: [ScriptStringPart], in scope: ScriptScope) throws(ScriptStop) -> ScriptValue
    /// Calls a closure, function or type the library was handed.
    func callValue(_ callee: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue
    /// Runs a closure with its parameters bound; a builder closure builds its views.
    func callClosure(_ closure: ScriptClosure, captured: ScriptScope, _ arguments: [ScriptValue], at spot: ScriptSpot, builder: Bool) throws(ScriptStop) -> ScriptValue
    /// Runs one of the program's functions (a `ViewModifier`'s `body`, a decoder's `init(from:)`).
    func invoke(_ function: ScriptFunction, owner: String?, receiver: ScriptValue?, captured: ScriptScope?, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue
    /// Counts a call the library makes on the evaluator's behalf, for the depth limit.
    func enterCall(_ spot: ScriptSpot) throws(ScriptStop) -> ScriptSpot?
    /// Ends a call begun with `enterCall`.
    func leaveCall(_ outer: ScriptSpot?)
    /// `value.name`, as the evaluator reads any member.
    func member(_ name: String, of value: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue
    /// A property's value, a computed one's getter run.
    func propertyValue(_ property: ScriptVariable, of receiver: ScriptValue?, owner: String?) throws(ScriptStop) -> ScriptValue

    /// Makes a value of a type by its initializer, as a call `T(…)` would.
    func construct(_ typeName: String, _ arguments: [ScriptElement], at spot: ScriptSpot, typed: [CallArgument]?) throws(ScriptStop) -> ScriptValue
    /// Runs one of a program type's initializers from `start`.
    func runInitializer(_ initializer: ScriptFunction, of type: ScriptType, _ arguments: [ScriptElement], at spot: ScriptSpot, start: ScriptValue) throws(ScriptStop) -> ScriptValue
    /// A program type's stored properties, in declaration order.
    func storedProperties(of type: ScriptType) -> [ScriptVariable]
    /// A program type's stored properties with their initial values.
    func initialFields(of type: ScriptType) throws(ScriptStop) -> [String: ScriptValue]
    /// A value of a program type from its fields.
    func makeValue(_ type: ScriptType, _ fields: [String: ScriptValue]) -> ScriptValue
    /// A value as the written type takes it (`Double` from an integer literal, a wrapped optional).
    func coerce(_ value: ScriptValue, to written: ScriptTypeRepr?, owner: String?, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue
    /// A content state's value as the program's value of its schema.
    func scriptValue(_ value: StateValue, schema: SchemaType, owner: String?) -> ScriptValue
    /// An enum case's raw value.
    func rawValue(of value: ScriptCase) -> ScriptValue
    /// The elements a `for` loop visits in a sequence.
    func elements(of sequence: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> [ScriptValue]
    /// Whether a value counts as true in a condition.
    func truth(_ value: ScriptValue) -> Bool
    /// Whether an integer fits in an integer type of that name.
    func fits(_ value: Int, _ type: String) -> Bool

    /// A value as `String(describing:)` writes it, its length charged.
    func describe(_ value: ScriptValue) -> String
    /// A value about to be shown as text, a function or `()` noted as a placeholder.
    func shownValue(_ value: ScriptValue, at spot: ScriptSpot) -> ScriptValue
    /// `String(format:)` over the widget's values.
    func printf(_ format: String, _ values: [ScriptValue]) -> String
    /// The placeholder `name` at `spot` would be, without recording it.
    func placeholder(_ name: String, _ reason: String, at spot: ScriptSpot) -> ScriptPlaceholder

    /// Stops evaluation when a value was refused, or work spent the budget.
    func settle(at spot: ScriptSpot) throws(ScriptStop)
    /// The message for a run cut off for running too long or making too large a value.
    func budgetMessage() -> String

    /// Evaluation steps a run is given.
    static var stepBudget: Int { get }
    /// How many times dearer a byte is to search than to copy.
    static var scanWeight: Int { get }

    // What the libraries keep during one run, held by the evaluator so a run starts clean.
    /// The views and modifiers met so far and whether they were drawn, for `--coverage`.
    var sites: ScriptSites { get set }
    /// `.environment(\.locale, …)` around the code running.
    var localeOverride: PhoneLocale? { get set }
    /// Formats `NSLocalizedString` returned for values that vary with a number, by their text.
    var localizedFormats: [String: LocalizedText] { get set }
    /// The seeded generator behind `random`, `shuffled` and `UUID()`.
    var random: SplitMix64 { get set }
    /// The JSON the app's own `init(from:)` is reading.
    var coding: CodingTable { get set }
    /// `UserDefaults` registered, set and removed during this render.
    var defaults: DefaultsOverlay { get set }
    /// Time zones read by `TimeZone(identifier:)` in this run.
    var zones: [String: ZoneInfo?] { get set }
    /// `.activityBackgroundTint(_)` and `.activitySystemActionForegroundColor(_)` seen so far.
    var backgroundTint: ScriptValue? { get set }
}

/// The fixed names and tables the libraries read, each declared beside the code that reads it.
enum LibraryTables {}

extension Interpreter: LibraryContext {}
