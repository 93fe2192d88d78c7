import IsletProgram
import IsletViews

extension LibraryContext {
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

extension LibraryContext {
    /// `Image("name")`, `UIImage(named:)`: the image set's file for the environment's appearance
    /// at its best scale, drawn as its pixels (in the view's colour when the set says template);
    /// a custom symbol (`*.symbolset`), its SVG's glyph at the font's size; a name no catalog
    /// holds says where islet looked.
    func assetImage(_ name: String, as written: String, at spot: ScriptSpot) -> ScriptValue {
        guard let set = assets.images[name] else {
            if let symbol = assets.symbols[name] { return .view(ScriptView(.picture(.symbol(named: name, at: symbol)))) }
            return opaque(written, "no image set named \"\(name)\": \(assets.searched)", at: spot)
        }
        let file = environment.dark ? set.dark : set.light
        return .view(ScriptView(.picture(PictureSpec(name: name, light: file.path, scale: Double(file.scale), template: set.template == true))))
    }

    /// An image modifier folded into the image: `resizable()`, `renderingMode(_:)`,
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`; nil for any other.
    func pictured(_ spec: PictureSpec, _ name: String, _ arguments: [ScriptElement]) -> PictureSpec? {
        var spec = spec
        switch name {
        case "resizable":
            spec.sizing.resizable = true
        case "renderingMode":
            guard let mode = arguments.first.flatMap({ symbolName($0.value) }) else { return spec }
            spec.template = mode == "template"
        case "scaledToFit", "scaledToFill":
            spec.sizing.mode = name == "scaledToFit" ? .fit : .fill
        case "aspectRatio":
            let ratio = arguments.first { $0.label == nil }?.value
            if case .instance(let size)? = ratio, size.type == "CGSize", let width = size.fields["width"]?.number, let height = size.fields["height"]?.number, height > 0 {
                spec.sizing.aspectRatio = width / height
            } else if let number = ratio?.number, number > 0 {
                spec.sizing.aspectRatio = number
            }
            let mode = arguments.first { $0.label == "contentMode" }.flatMap { symbolName($0.value) }
            spec.sizing.mode = mode == "fill" ? .fill : .fit
        default:
            return nil
        }
        return spec
    }
}
