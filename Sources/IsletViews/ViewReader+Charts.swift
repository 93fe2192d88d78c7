import IsletInput

/// Swift Charts in a layout file: `{"chart": [MARKS], "xAxis": false, "yDomain": [0, 100]}` with
/// marks `{"mark": "line", "x": "point.minute", "y": "point.value", "foregroundStyle": "green"}`, made by
/// `forEach`, `if` and `switch` as views are.
extension ViewReader {
    func readChart(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let valuePath = path.appending("chart")
        guard let items = value.arrayValue else { throw InputError(path: valuePath, "expected an array of marks, such as [{\"mark\": \"line\", \"x\": 1, \"y\": 2}]") }
        var marks: [ViewNode] = []
        for (index, item) in items.enumerated() {
            marks.append(try nestedView(item, at: valuePath.appending(index: index)))
        }
        var spec = ChartSpec(marks: marks)
        spec.axes.xAxis = try Self.flag(object["xAxis"], default: true, at: path.appending("xAxis"))
        spec.axes.yAxis = try Self.flag(object["yAxis"], default: true, at: path.appending("yAxis"))
        spec.axes.xDomain = try domain(object["xDomain"], at: path.appending("xDomain"))
        spec.axes.yDomain = try domain(object["yDomain"], at: path.appending("yDomain"))
        spec.legend = try Self.flag(object["legend"], default: true, at: path.appending("legend"))
        if let colours = object["seriesColors"] {
            let scalePath = path.appending("seriesColors")
            guard let members = colours.objectValue?.members else { throw InputError(path: scalePath, "expected an object of series names and colours, such as {\"Home\": \"blue\"}") }
            for member in members {
                spec.seriesColors.append(ChartSeriesColor(name: member.key, color: try ModifierReader(views: self).color(member.value, at: scalePath.appending(member.key))))
            }
        }
        return .chart(spec)
    }

    /// `[low, high]`, as `chartYScale(domain: low...high)`.
    private func domain(_ value: JSONValue?, at path: JSONPath) throws(InputError) -> ClosedRange<Double>? {
        guard let value else { return nil }
        guard let ends = value.arrayValue, ends.count == 2 else { throw InputError(path: path, "expected [low, high], such as [0, 100]") }
        let low = try LayoutNumber.dataValue.read(ends[0], at: path.appending(index: 0)), high = try LayoutNumber.dataValue.read(ends[1], at: path.appending(index: 1))
        guard high > low else { throw InputError(path: path, "a domain's high end must be greater than its low end") }
        return low...high
    }

    func readMark(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let kind: ChartMark.Kind = try Self.named(value, "mark", at: path.appending("mark")) ?? .line
        let name = kind.rawValue
        var spec = MarkSpec(kind: kind)
        spec.x = try object["x"].map { value throws(InputError) in try plotted(value, at: path.appending("x")) }
        spec.y = try object["y"].map { value throws(InputError) in try plotted(value, at: path.appending("y")) }
        spec.yStart = try object["yStart"].map { value throws(InputError) in try plotted(value, at: path.appending("yStart")) }
        spec.series = try object["series"].map { value throws(InputError) in try plotted(value, at: path.appending("series")) }
        if kind != .rule, spec.x == nil || spec.y == nil {
            throw InputError(path: path, "a \(name) mark needs an \"x\" and a \"y\"")
        }
        if kind == .rule, spec.x == nil, spec.y == nil { throw InputError(path: path, "a rule mark needs an \"x\" (a vertical rule) or a \"y\" (a horizontal one)") }
        spec.color = try object["foregroundStyle"].map { value throws(InputError) in try ModifierReader(views: self).color(value, at: path.appending("foregroundStyle")) }
        spec.lineWidth = try object["lineWidth"].map { value throws(InputError) in try LayoutNumber.length.read(value, at: path.appending("lineWidth")) }
        spec.symbolSize = try object["symbolSize"].map { value throws(InputError) in try LayoutNumber.length.read(value, at: path.appending("symbolSize")) }
        spec.interpolation = try Self.named(object["interpolation"], "interpolation", at: path.appending("interpolation")) ?? .linear
        return .mark(spec)
    }

    /// A mark's value: a number, or an expression giving a number, a date or a string.
    private func plotted(_ json: JSONValue, at path: JSONPath) throws(InputError) -> Expression {
        if case .number = json { return .number(try LayoutNumber.dataValue.read(json, at: path)) }
        let (checked, type) = try expression(json, at: path)
        let plottable: Bool = switch type.schemaType?.unwrapped {
        case .string?, .date?, .enumeration?: true
        default: type.isNumeric || type == .string
        }
        guard plottable else {
            throw InputError(path: path, "\(checked) is \(type); a mark's value is a number, a date or a string")
        }
        return checked
    }
}
