extension Interpreter {
    /// `Color("name")`, `UIColor(named:)`: the injected catalogs' colour set of that name in the
    /// environment's appearance, or a placeholder naming the name and where islet looked.
    func assetColor(_ name: String, as written: String, at spot: ScriptSpot) -> ScriptValue {
        guard let set = assets.colors[name] else {
            return opaque(written, "no colour set named \"\(name)\": \(assets.searched)", at: spot)
        }
        switch set.value(dark: environment.dark) {
        case .fixed(let color):
            return .color(color)
        case .system(let system):
            return color(symbol: system, []) ?? opaque(written, "the colour set refers to \(system), which islet does not know", at: spot)
        }
    }
}
