import IsletCells
import IsletViews

extension Interpreter {
    /// A colour from an implicit member (`.red`, `.secondary`, `.brand` from an `extension
    /// Color`), a `Color(...)`-style call, or a value that already is one; nil otherwise.
    func color(of value: ScriptValue) -> Color? {
        switch value {
        case .color(let color): return color
        case .symbol(let name): if case .color(let color)? = color(symbol: name, []) { return color }
        case .symbolCall(let name, let arguments): if case .color(let color)? = color(symbol: name, arguments) { return color }
        case .array(let items): return items.first.flatMap(color(of:))
        default: break
        }
        return nil
    }

    /// UIKit's colour names (`Color(uiColor: .systemBlue)`, `UIColor.label`) as SwiftUI's.
    static let uiColorNames: [String: String] = [
        "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow", "systemGreen": "green", "systemMint": "mint",
        "systemTeal": "teal", "systemCyan": "cyan", "systemBlue": "blue", "systemIndigo": "indigo", "systemPurple": "purple",
        "systemPink": "pink", "systemBrown": "brown", "systemGray": "gray", "label": "primary", "secondaryLabel": "secondary",
        "tertiaryLabel": "tertiary", "systemFill": "tertiary",
    ]

    func color(symbol name: String, _ arguments: [ScriptElement]) -> ScriptValue? {
        if arguments.isEmpty, let system = ColorName.parse(name) { return .color(system.resolved(dark: environment.dark)) }
        if let system = Self.uiColorNames[name] { return color(symbol: system, arguments) }
        switch name {
        case "clear": return .color(Color.black.withOpacity(0))
        case "accentColor", "tint": return .color(ColorName.system("blue").resolved(dark: environment.dark))
        case "quaternary": return .color(ColorName.system("tertiary").resolved(dark: environment.dark).withOpacity(0.6))
        default: break
        }
        for extended in ["Color", "ShapeStyle", "UIColor"] {
            guard let type = index.foreignType(extended), type.properties.contains(where: { $0.name == name && $0.isStatic }) else { continue }
            if let value = try? member(name, of: .type(extended), at: type.spot), case .color = value { return value }
        }
        return nil
    }

    /// A font from `.headline`, `.system(size:weight:design:)`, `.system(.title, design:)`,
    /// `.custom(_, size:)`, or a font value.
    func font(of value: ScriptValue) -> Font? {
        switch value {
        case .font(let font): return font
        case .symbol(let name): return font(symbol: name, [])
        case .symbolCall(let name, let arguments): return font(symbol: name, arguments)
        default: return nil
        }
    }

    func font(symbol name: String, _ arguments: [ScriptElement]) -> Font? {
        if arguments.isEmpty { return Font.textStyles[name] }
        let weight = arguments.first { $0.label == "weight" }.flatMap { weightName($0.value) } ?? .regular
        let design = arguments.first { $0.label == "design" }.flatMap { symbolName($0.value) }.flatMap(Font.Design.init(rawValue:)) ?? .default
        switch name {
        case "system":
            if let size = arguments.first(where: { $0.label == "size" })?.value.number { return Font(size: size, weight: weight, design: design) }
            if let style = arguments.first.flatMap({ symbolName($0.value) }).flatMap({ Font.textStyles[$0] }) {
                let explicit = arguments.contains { $0.label == "weight" }
                return Font(size: style.size, weight: explicit ? weight : style.weight, design: design)
            }
        case "custom":
            // The nearest islet can draw: the system font at the custom font's size.
            if let size = arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" })?.value.number { return Font(size: size) }
        case "monospacedDigit":
            // A font `.monospacedDigit()` was called on (`fontMethod`).
            return arguments.first.flatMap { font(of: $0.value) }
        default: break
        }
        return nil
    }

    func weightName(_ value: ScriptValue) -> Font.Weight? {
        symbolName(value).flatMap(Font.Weight.init(rawValue:))
    }

    /// The name of an implicit member or enum case (`.leading`, `Edge.top`).
    func symbolName(_ value: ScriptValue) -> String? {
        switch value {
        case .symbol(let name): name
        case .enumCase(let value): value.name
        default: nil
        }
    }

    /// `.leading`, `.topTrailing`, `HorizontalAlignment.center`… as islet's alignment.
    func alignment(of value: ScriptValue?) -> Alignment? {
        guard let value, let name = symbolName(value) else { return nil }
        switch name {
        case "firstTextBaseline", "lastTextBaseline": return .center
        default: return Alignment(rawValue: name)
        }
    }

    /// `.top`, `.horizontal`, `[.leading, .bottom]`, `.all`: the edges a padding covers.
    func edges(of value: ScriptValue) -> Set<String> {
        if case .array(let items) = value { return items.reduce(into: []) { $0.formUnion(edges(of: $1)) } }
        switch symbolName(value) {
        case "horizontal": return ["leading", "trailing"]
        case "vertical": return ["top", "bottom"]
        case "all": return ["top", "leading", "bottom", "trailing"]
        case let name?: return [name]
        case nil: return []
        }
    }
}
