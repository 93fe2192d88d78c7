import IsletCells
import IsletViews

extension LibraryContext {
    /// A colour from an implicit member (`.red`, `.secondary`, `.brand` from an `extension
    /// Color`), a `Color(...)`-style call, or a value that already is one; nil otherwise.
    func color(of value: ScriptValue) -> Color? {
        switch value {
        case .color(let color): return color
        case .symbol(let name): if case .color(let color)? = color(symbol: name, []) { return color }
        case .symbolCall(let name, let arguments):
            if case .color(let color)? = color(symbol: name, arguments) { return color }
            return gradient(of: value)?.lastColor
        case .array(let items): return items.first.flatMap(color(of:))
        case .instance: return gradient(of: value)?.lastColor
        default: break
        }
        return nil
    }




    func color(symbol name: String, _ arguments: [ScriptElement]) -> ScriptValue? {
        if arguments.isEmpty, let system = ColorName.parse(name) { return .color(system.resolved(dark: environment.dark)) }
        if let system = LibraryTables.uiColorNames[name] { return color(symbol: system, arguments) }
        if let pair = LibraryTables.uiBackgroundColors[name] { return .color(Color(hex: environment.dark ? pair.dark : pair.light)) }
        if arguments.isEmpty, let levels = LibraryTables.fillOpacities[name] {
            return .color(Color(red: 120, green: 120, blue: 128).withOpacity(environment.dark ? levels.dark : levels.light))
        }
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

    /// `ViewThatFits(in:)`'s axes: `.horizontal`, `.vertical`, or both (a set of them, or none
    /// given, as SwiftUI's default is).
    func fittingAxes(_ value: ScriptValue?) -> FixedSize {
        let names: [String] = switch value {
        case .array(let items)?: items.compactMap(symbolName)
        case let single?: symbolName(single).map { [$0] } ?? []
        case nil: []
        }
        guard !names.isEmpty else { return FixedSize() }
        return FixedSize(horizontal: names.contains("horizontal"), vertical: names.contains("vertical"))
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

extension LibraryTables {
    /// UIKit's colour names (`Color(uiColor: .systemBlue)`, `UIColor.label`) as SwiftUI's.
    static let uiColorNames: [String: String] = [
        "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow", "systemGreen": "green", "systemMint": "mint",
        "systemTeal": "teal", "systemCyan": "cyan", "systemBlue": "blue", "systemIndigo": "indigo", "systemPurple": "purple",
        "systemPink": "pink", "systemBrown": "brown", "systemGray": "gray", "label": "primary", "secondaryLabel": "secondary",
        "tertiaryLabel": "tertiary",
    ]

    /// SwiftUI's hierarchical fills (`.fill`, `.fill.secondary` …) and UIKit's (`systemFill` …):
    /// one grey at each level's opacity (light, dark), from the Human Interface Guidelines.
    static let fillOpacities: [String: (light: Double, dark: Double)] = [
        "fill": (0.2, 0.36), "fill.secondary": (0.16, 0.32), "fill.tertiary": (0.12, 0.24), "fill.quaternary": (0.08, 0.18),
        "systemFill": (0.2, 0.36), "secondarySystemFill": (0.16, 0.32), "tertiarySystemFill": (0.12, 0.24), "quaternarySystemFill": (0.08, 0.18),
    ]

    /// UIKit's background and grey colours, which SwiftUI has no name for (light, dark), from
    /// the Human Interface Guidelines' colour table.
    static let uiBackgroundColors: [String: (light: UInt32, dark: UInt32)] = [
        "systemBackground": (0xFFFFFF, 0x000000), "secondarySystemBackground": (0xF2F2F7, 0x1C1C1E),
        "tertiarySystemBackground": (0xFFFFFF, 0x2C2C2E), "systemGroupedBackground": (0xF2F2F7, 0x000000),
        "secondarySystemGroupedBackground": (0xFFFFFF, 0x1C1C1E), "tertiarySystemGroupedBackground": (0xF2F2F7, 0x2C2C2E),
        "systemGray2": (0xAEAEB2, 0x636366), "systemGray3": (0xC7C7CC, 0x48484A), "systemGray4": (0xD1D1D6, 0x3A3A3C),
        "systemGray5": (0xE5E5EA, 0x2C2C2E), "systemGray6": (0xF2F2F7, 0x1C1C1E),
    ]
}
