import IsletProgram

extension LibraryContext {
    /// `GeometryReader { proxy in … }`: kept as its closure, which `ScriptViewResolver` hands to
    /// layout. The closure is run here once at a nominal size, so its placeholders are listed.
    func geometryReader(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        guard let content = arguments.last?.value, case .function = content else { return .view(.empty) }
        _ = try view(of: try callBuilder(content, [geometryProxy(width: LibraryTables.probeSize, height: LibraryTables.probeSize)], at: spot), at: spot)
        return .view(ScriptView(.geometry(content, at: spot)))
    }

    /// The view a `GeometryReader`'s closure builds for a proposed size: run by a fresh
    /// run of the evaluator when layout asks, so it never shares state with the region's run.
    static func sizedView(_ content: ScriptValue, width: Double, height: Double, index: ProgramIndex, environment: ScriptEnvironment, at spot: ScriptSpot) -> ScriptView {
        let interpreter = Self(index: index, environment: environment, assets: ScriptAssets(), budget: nil)
        do {
            let built = try interpreter.callBuilder(content, [interpreter.geometryProxy(width: width, height: height)], at: spot)
            let view = try interpreter.view(of: built, at: spot)
            try interpreter.settle(at: spot)
            return view
        } catch {
            switch error {
            case .budget: return ScriptView(.placeholder(interpreter.placeholder("GeometryReader", interpreter.budgetMessage(), at: spot)))
            case .thrown: return ScriptView(.placeholder(interpreter.placeholder("GeometryReader", "the widget's code threw", at: spot)))
            case .undecided(let why): return ScriptView(.placeholder(interpreter.placeholder(why.name, why.reason, at: why.spot)))
            }
        }
    }

    /// A `GeometryProxy` for a size: `size`, `frame(in:)` (the reader's own frame, at the origin
    /// in any coordinate space, since islet places no view on a screen) and `safeAreaInsets`.
    func geometryProxy(width: Double, height: Double) -> ScriptValue {
        let size = ScriptValue.instance(ScriptInstance(type: "CGSize", fields: ["width": .double(width), "height": .double(height)]))
        let zero = ScriptValue.double(0)
        let insets = ScriptValue.instance(ScriptInstance(type: "EdgeInsets", fields: ["top": zero, "leading": zero, "bottom": zero, "trailing": zero]))
        return .instance(ScriptInstance(type: "GeometryProxy", fields: ["size": size, "safeAreaInsets": insets]))
    }

    /// `proxy.frame(in: .local)` as a `CGRect` with its edges, middle and size.
    func geometryFrame(_ proxy: ScriptInstance) -> ScriptValue {
        guard let size = proxy.fields["size"], case .instance(let sides) = size else { return .null }
        return rectValue(x: 0, y: 0, width: sides.fields["width"]?.number ?? 0, height: sides.fields["height"]?.number ?? 0)
    }
}

extension LibraryTables {
    /// The size `GeometryReader`'s closure is run with once while the region is evaluated, only
    /// so what it cannot draw is listed under the board; layout runs it again with the real size.
    static let probeSize = 100.0
}
