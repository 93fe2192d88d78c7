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

extension Interpreter {
    /// `Image("name")`, `UIImage(named:)`: a placeholder in any case, since islet does not draw
    /// an image's pixels yet, but one that says which file of the set the phone would show (the
    /// theme's, at the best scale), or that no catalog holds the name and where islet looked.
    func assetImage(_ name: String, as written: String, at spot: ScriptSpot) -> ScriptValue {
        guard let set = assets.images[name] else {
            return opaque(written, "no image set named \"\(name)\": \(assets.searched)", at: spot)
        }
        let file = environment.dark ? set.dark : set.light
        let rendering = set.template == true ? ", a template" : ""
        return opaque(written, "islet does not draw an image's pixels yet (\(file.path), \(file.scale)x\(rendering))", at: spot)
    }
}
