import FoundationEssentials
import IsletCells
import IsletProgram
import IsletViews

/// A value of the widget's Swift while islet runs it. Swift's static types are not known here,
/// so a value carries what it is: numbers keep Swift's `Int`/`Double` distinction, a struct
/// its type name and fields, an enum case its associated values. `.symbol` is an implicit
/// member (`.leading`, `.red`, `.delivered`) whose type only its use decides, and `.opaque`
/// is whatever islet cannot evaluate, carried along so it is drawn as a placeholder.
public indirect enum ScriptValue: Sendable {
    case void
    /// `nil`. A present optional is its wrapped value itself.
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([ScriptValue])
    /// A dictionary literal or `[K: V]`, in insertion order.
    case dictionary([ScriptEntry])
    case tuple([ScriptElement])
    /// `a...b` or `a..<b`; a one-sided range has `.null` for its missing bound.
    case range(ScriptValue, ScriptValue, closed: Bool)
    case date(Date)
    case url(String)
    /// `Data`: bytes the App Group's files or defaults gave the widget.
    case data(Data)
    /// A struct's value: copied on assignment, as Swift copies structs.
    case instance(ScriptInstance)
    /// A class's value: shared, as Swift shares objects.
    case object(ScriptObject)
    case enumCase(ScriptCase)
    case function(ScriptCallable)
    /// A type named where a value goes: `Color`, `Self`, `Stop.self`.
    case type(String)
    case symbol(String)
    /// `.system(size: 12)` and other implicit-member calls whose type the use decides.
    case symbolCall(String, [ScriptElement])
    case view(ScriptView)
    case color(Color)
    case font(Font)
    case opaque(ScriptOpaque)
}

/// One `key: value` of a dictionary.
public struct ScriptEntry: Sendable {
    public var key: ScriptValue
    public var value: ScriptValue
}

/// One element of a tuple or of an argument list: its label, if any, and its value.
public struct ScriptElement: Sendable {
    public var label: String?
    public var value: ScriptValue

    public init(label: String? = nil, _ value: ScriptValue) {
        self.label = label
        self.value = value
    }
}

/// A struct value: the program type it belongs to and its stored properties.
public struct ScriptInstance: Sendable {
    public var type: String
    public var fields: [String: ScriptValue]
}

/// A class instance: one shared box, so a method that sets a property is seen by every holder.
/// Only the interpreter's single thread touches it while a region is resolved.
public final class ScriptObject: @unchecked Sendable {
    public let type: String
    public var fields: [String: ScriptValue]

    init(type: String, fields: [String: ScriptValue]) {
        self.type = type
        self.fields = fields
    }
}

/// An enum case: its type (nil when only the case name is known) and its associated values.
public struct ScriptCase: Sendable {
    public var type: String?
    public var name: String
    public var associated: [ScriptElement]
}

/// Something that can be called: a closure with the scope it captured, a function of the
/// program (bound to its `self` when it is a method), or a member of a built-in value.
public enum ScriptCallable: Sendable {
    case closure(ScriptClosure, captured: ScriptScope)
    /// `captured` is the scope a local function was declared in; nil for a member or free function.
    case function(ScriptFunction, owner: String?, receiver: ScriptValue?, captured: ScriptScope?)
    /// A method of a value islet knows (`array.map`, `Color.opacity`), called once its
    /// arguments are known.
    case builtin(name: String, receiver: ScriptValue)
}

/// Why a value could not be evaluated, and where: drawn as a placeholder labelled `name`.
public struct ScriptOpaque: Sendable {
    public var name: String
    public var reason: String
    public var spot: ScriptSpot
}

extension ScriptValue {
    /// The value as a `Double`, for arithmetic that mixes literals and numbers.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The value as a whole number: the one checked conversion every count, index and limit
    /// the widget's code hands islet goes through (a `Double` truncated as `Int(_:)` does, but
    /// held within ±10^15 by `Int(saturating:)`, so sums of such numbers cannot overflow).
    var integer: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value.isFinite: Int(saturating: value)
        default: nil
        }
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A short name of what the value is, for messages.
    var kindName: String {
        switch self {
        case .void: "()"
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "tuple"
        case .range: "range"
        case .date: "Date"
        case .url: "URL"
        case .data: "Data"
        case .instance(let instance): instance.type
        case .object(let object): object.type
        case .enumCase(let value): value.type ?? "enum case"
        case .function: "function"
        case .type(let name): "\(name).Type"
        case .symbol(let name), .symbolCall(let name, _): ".\(name)"
        case .view: "view"
        case .color: "Color"
        case .font: "Font"
        case .opaque(let opaque): opaque.name
        }
    }
}
