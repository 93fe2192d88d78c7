import IsletProgram

/// The views and modifiers written in the code an `ActivityConfiguration` can reach, found by
/// reading the program rather than running it: its closures, then transitively every function,
/// computed property, custom view's `body`, `ViewModifier`'s `body(content:)`, `Shape`'s
/// `path(in:)` and builder helper they name. `islet import --coverage` counts these beside what
/// the runs met, so a region whose code never ran is counted as unreached, not as nothing
/// (STYLE.md: a coverage that counts only what ran praises the code it never reached).
///
/// Names are resolved without types, so the walk errs towards reaching more: a member call
/// reaches every program member of that name. A site the runs evaluated but did not count
/// (`.opacity` on a colour, not a view) is dropped by `CoverageReport`, so only sites in code
/// that never ran can be over-counted.
public struct ReachableSites: Sendable {
    /// Framework views a widget writes as `Name(…)`: what islet draws, and the SwiftUI views it
    /// does not, which a run shows as placeholders.
    static let frameworkViews: Set<String> = [
        "Text", "Image", "Label", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "AnyView",
        "ViewThatFits", "Circle", "Ellipse", "Capsule", "Rectangle", "RoundedRectangle", "ContainerRelativeShape",
        "UnevenRoundedRectangle", "Divider", "Path", "Chart", "LineMark", "PointMark", "RuleMark", "BarMark", "AreaMark",
        "GeometryReader", "EmptyView", "Spacer", "ProgressView", "Gauge", "Link", "Button", "Toggle", "Canvas", "TimelineView",
        "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ScrollView", "List", "Section", "Picker", "Slider", "Stepper", "Menu",
        "ShareLink", "TextField", "DatePicker", "AsyncImage", "LabeledContent", "GroupBox", "ControlGroup",
        "ContentUnavailableView", "SectorMark", "RectangleMark",
    ]
    /// Framework values that take modifiers but are not views: the configuration and the island.
    static let modifiedValues: Set<String> = ["ActivityConfiguration", "DynamicIsland", "DynamicIslandExpandedRegion"]

    /// View call sites, with the name written.
    public private(set) var views: [ScriptSpot: String] = [:]
    public private(set) var modifiers: Set<ScriptSites.ModifierSite> = []

    public init() {}

    /// Everything `configuration` can reach in `program`.
    public init(_ configuration: ScriptConfiguration, in program: ScriptProgram) {
        self.init(configuration, index: ProgramIndex(program))
    }

    init(_ configuration: ScriptConfiguration, index: ProgramIndex) {
        var walk = CallGraphWalk(index: index)
        walk.visit(configuration.expression, in: CallGraphWalk.Context(owner: configuration.widget))
        walk.drain()
        self = walk.found
    }

    /// Both sets, for several configurations measured together.
    public mutating func merge(_ other: ReachableSites) {
        views.merge(other.views) { first, _ in first }
        modifiers.formUnion(other.modifiers)
    }

    mutating func view(_ name: String, at spot: ScriptSpot) {
        views[spot] = views[spot] ?? name
    }

    mutating func modifier(_ name: String, at spot: ScriptSpot) {
        modifiers.insert(ScriptSites.ModifierSite(spot: spot, name: name))
    }
}

/// One walk of the call graph: a worklist of declarations reached, each visited once.
struct CallGraphWalk {
    /// A declaration's body, with the type it belongs to (`self` inside it).
    struct Member {
        let owner: String?
        let isStatic: Bool
        let name: String
        let function: ScriptFunction?
        let variable: ScriptVariable?

        var spot: ScriptSpot { function?.spot ?? variable?.spot ?? ScriptSpot(file: -1, line: 0, column: 0) }
        /// The written type of what it gives: a function's result, a property's type.
        var written: ScriptTypeRepr? { function?.returnType ?? variable?.type }
    }

    /// Where an expression is: the type whose members a bare name reaches, and the names known
    /// to hold views (parameters typed `some View`, a modifier's `content`).
    struct Context {
        var owner: String?
        var viewNames: Set<String> = []
    }

    let index: ProgramIndex
    /// Every member of every program type and foreign extension, by name.
    private let members: [String: [Member]]
    var found = ReachableSites()
    private var visited: Set<ScriptSpot> = []
    private var pending: [Member] = []

    init(index: ProgramIndex) {
        self.index = index
        var members: [String: [Member]] = [:]
        for type in index.program.types + index.program.foreignExtensions {
            for function in type.methods {
                members[function.name, default: []].append(Member(owner: type.name, isStatic: function.isStatic, name: function.name, function: function, variable: nil))
            }
            for variable in type.properties {
                members[variable.name, default: []].append(Member(owner: type.name, isStatic: variable.isStatic, name: variable.name, function: nil, variable: variable))
            }
        }
        self.members = members
    }

    /// Visits every declaration reached until none is left.
    mutating func drain() {
        while let member = pending.popLast() {
            var context = Context(owner: member.owner)
            if let function = member.function {
                for parameter in function.parameters {
                    if Self.holdsViews(parameter.type) || (function.name == "body" && parameter.label == "content") { context.viewNames.insert(parameter.name) }
                    if let value = parameter.defaultValue { visit(value, in: context) }
                }
                visit(function.body, in: context)
            }
            if let variable = member.variable {
                if let initial = variable.initial { visit(initial, in: context) }
                if let getter = variable.getter { visit(getter, in: context) }
            }
        }
    }

    private mutating func reach(_ member: Member) {
        if visited.insert(member.spot).inserted { pending.append(member) }
    }

    /// Whether a written type holds views: `some View`, `AnyView`, a generic `Content`.
    static func holdsViews(_ written: ScriptTypeRepr?) -> Bool {
        guard let spelling = written?.spelling else { return false }
        return ["View", "Content", "Shape", "Text", "Image"].contains { spelling.contains($0) }
    }

    // MARK: Names

    /// A bare name: a member of the enclosing type (or of a type it is nested in), a free
    /// function, a global, or a type (its initializers and what draws it).
    private mutating func reachName(_ name: String, in context: Context) {
        if let owner = context.owner {
            var prefix = owner
            while !prefix.isEmpty {
                for member in members[name] ?? [] where member.owner == prefix { reach(member) }
                guard let dot = prefix.lastIndex(of: ".") else { break }
                prefix = String(prefix[..<dot])
            }
        }
        for function in index.functions(named: name) { reach(Member(owner: nil, isStatic: true, name: name, function: function, variable: nil)) }
        if let global = index.global(named: name) { reach(Member(owner: nil, isStatic: true, name: name, function: nil, variable: global)) }
    }

    /// A program type used as a value: its initializers, stored values, and what draws it.
    private mutating func reachType(_ type: ScriptType) {
        for function in type.methods where function.name == "init" || (!function.isStatic && ["body", "path"].contains(function.name)) {
            reach(Member(owner: type.name, isStatic: function.isStatic, name: function.name, function: function, variable: nil))
        }
        for variable in type.properties where !variable.isStatic && (variable.getter == nil || variable.name == "body") {
            reach(Member(owner: type.name, isStatic: false, name: variable.name, function: nil, variable: variable))
        }
    }

    /// `base.name` where `base` is not a type: every instance member of that name, any type.
    private mutating func reachMember(_ name: String, isStatic: Bool, of owner: String? = nil) {
        for member in members[name] ?? [] where member.isStatic == isStatic && (owner == nil || member.owner == owner) { reach(member) }
    }

    private func programType(_ expression: ScriptExpression, in context: Context) -> ScriptType? {
        switch expression.node {
        case .identifier(let name): index.type(named: name, from: context.owner)
        case .type(let written): index.type(written, from: context.owner)
        default: nil
        }
    }

    /// Whether the program declares a method or property of this name (a helper, not a modifier).
    private func declares(_ name: String) -> Bool {
        members[name] != nil || !index.functions(named: name).isEmpty
    }
}

extension CallGraphWalk {
    // MARK: Expressions

    mutating func visit(_ expression: ScriptExpression, in context: Context) {
        switch expression.node {
        case .identifier(let name):
            reachName(name, in: context)
        case .member(let base, let name):
            visit(base, in: context)
            if let type = programType(base, in: context) {
                if name == "init" { reachType(type) } else { reachMember(name, isStatic: true, of: type.name) }
            } else {
                reachMember(name, isStatic: false)
            }
        case .implicitMember(let name):
            reachMember(name, isStatic: true)
        case .call(let callee, let arguments):
            call(callee, arguments, at: expression.spot, in: context)
        case .subscript(let base, let arguments):
            visit(base, in: context)
            reachMember("subscript", isStatic: false)
            for argument in arguments { visit(argument.value, in: context) }
        case .closure(let closure):
            visit(closure.body, in: context)
        case .string(let parts):
            for case .interpolation(let arguments) in parts { for argument in arguments { visit(argument.value, in: context) } }
        case .array(let items):
            for item in items { visit(item, in: context) }
        case .dictionary(let entries):
            for entry in entries {
                visit(entry.key, in: context)
                visit(entry.value, in: context)
            }
        case .infix(_, let left, let right):
            visit(left, in: context)
            visit(right, in: context)
        case .prefix(_, let inner), .postfix(_, let inner), .optionalChain(let inner), .forceUnwrap(let inner), .optionalTry(let inner),
            .cast(let inner, _, _), .isType(let inner, _):
            visit(inner, in: context)
        case .ternary(let condition, let then, let otherwise):
            for part in [condition, then, otherwise] { visit(part, in: context) }
        case .tuple(let arguments), .macro(_, let arguments):
            for argument in arguments { visit(argument.value, in: context) }
        case .ifExpression(let branch):
            visit(branch, in: context)
        case .switchExpression(let choice):
            visit(choice, in: context)
        case .integer, .float, .boolean, .nil, .keyPath, .type, .unsupported:
            break
        }
    }

    /// `callee(arguments)`: a framework view, a program type's initializer, a modifier on a
    /// view, or a function or method of the program.
    private mutating func call(_ callee: ScriptExpression, _ arguments: [ScriptArgument], at spot: ScriptSpot, in context: Context) {
        for argument in arguments { visit(argument.value, in: context) }
        switch callee.node {
        case .identifier(let name):
            if let type = index.type(named: name, from: context.owner) {
                reachType(type)
            } else if ReachableSites.frameworkViews.contains(name) {
                found.view(name, at: spot)
            } else if !declares(name), let owner = context.owner, index.type(named: owner) == nil, Self.holdsViews(.named(owner)), name.first?.isLowercase == true {
                // A bare modifier in `extension View`: `padding()` is `self.padding()`.
                found.modifier(name, at: spot)
            }
            reachName(name, in: context)
        case .member(let base, let name):
            visit(callee, in: context)
            if programType(base, in: context) == nil, !declares(name), holdsViews(base, in: context) { found.modifier(name, at: spot) }
        default:
            visit(callee, in: context)
        }
    }

    /// Whether `expression` makes a view (or a value SwiftUI's modifiers apply to), so a method
    /// called on it that the program does not declare is a modifier.
    private func holdsViews(_ expression: ScriptExpression, in context: Context) -> Bool {
        switch expression.node {
        case .call(let callee, _):
            switch callee.node {
            case .identifier(let name):
                if let type = index.type(named: name, from: context.owner) { return type.inherits("View") || type.inherits("Shape") }
                return ReachableSites.frameworkViews.contains(name) || ReachableSites.modifiedValues.contains(name)
            case .member(let base, let name):
                if let declared = members[name] { return declared.contains { Self.holdsViews($0.written) } }
                return holdsViews(base, in: context)
            default:
                return false
            }
        case .identifier(let name):
            if context.viewNames.contains(name) { return true }
            return (members[name] ?? []).contains { $0.owner == context.owner && Self.holdsViews($0.written) }
        case .member(_, let name):
            return (members[name] ?? []).contains { Self.holdsViews($0.written) }
        case .infix("+", let left, _):
            return holdsViews(left, in: context)
        case .ternary(_, let then, let otherwise):
            return holdsViews(then, in: context) || holdsViews(otherwise, in: context)
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return holdsViews(inner, in: context)
        default:
            return false
        }
    }

    // MARK: Statements

    mutating func visit(_ statements: [ScriptStatement], in context: Context) {
        for statement in statements { visit(statement, in: context) }
    }

    private mutating func visit(_ statement: ScriptStatement, in context: Context) {
        switch statement {
        case .expression(let expression), .throw(let expression, _):
            visit(expression, in: context)
        case .binding(let binding):
            if let initial = binding.initial { visit(initial, in: context) }
        case .if(let branch):
            visit(branch, in: context)
        case .guard(let conditions, let otherwise, _):
            visit(conditions, in: context)
            visit(otherwise, in: context)
        case .switch(let choice):
            visit(choice, in: context)
        case .forIn(_, let sequence, let condition, let body, _):
            visit(sequence, in: context)
            if let condition { visit(condition, in: context) }
            visit(body, in: context)
        case .while(let conditions, let body, _):
            visit(conditions, in: context)
            visit(body, in: context)
        case .repeatWhile(let body, let condition, _):
            visit(body, in: context)
            visit(condition, in: context)
        case .return(let value, _):
            if let value { visit(value, in: context) }
        case .do(let body, let catchBody, _):
            visit(body, in: context)
            visit(catchBody ?? [], in: context)
        case .function(let function):
            reach(Member(owner: context.owner, isStatic: false, name: function.name, function: function, variable: nil))
        case .break, .continue, .unsupported:
            break
        }
    }

    private mutating func visit(_ branch: ScriptIf, in context: Context) {
        visit(branch.conditions, in: context)
        visit(branch.then, in: context)
        visit(branch.otherwise ?? [], in: context)
    }

    private mutating func visit(_ choice: ScriptSwitch, in context: Context) {
        visit(choice.subject, in: context)
        for item in choice.cases {
            if let condition = item.condition { visit(condition, in: context) }
            visit(item.body, in: context)
        }
    }

    private mutating func visit(_ conditions: [ScriptCondition], in context: Context) {
        for condition in conditions {
            switch condition {
            case .expression(let value), .matches(_, let value): visit(value, in: context)
            case .optionalBinding(_, let value, _): if let value { visit(value, in: context) }
            case .available: break
            }
        }
    }
}
