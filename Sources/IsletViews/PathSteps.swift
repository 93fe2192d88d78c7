import IsletInput

/// A layout file's `"path"`: a list of steps, each a name and its numbers, in fractions of the
/// frame ((0, 0) top left, (1, 1) bottom right), the `Path` methods a widget calls:
///
/// ```json
/// [["move", 0, 1], ["line", 0.5, 0], ["quad", 1, 1, 0.9, 0.2], ["close"]]
/// ```
///
/// `move`/`line` x y; `quad` x y cx cy; `curve` x y c1x c1y c2x c2y; `arc` cx cy radius start
/// end (degrees, clockwise on screen; the radius a fraction of the frame's width and height
/// alike, so it stretches with the frame); `rect` and `ellipse` x y width height; `close`.
enum PathSteps {
    /// Each step's name and how many numbers it takes.
    static let steps: [(name: String, count: Int)] = [
        ("move", 2), ("line", 2), ("quad", 4), ("curve", 6), ("arc", 5), ("rect", 4), ("ellipse", 4), ("close", 0),
    ]

    static func read(_ value: JSONValue, at path: JSONPath) throws(InputError) -> ShapePath {
        guard let list = value.arrayValue, !list.isEmpty else {
            throw InputError(path: path, "expected a list of steps, such as [[\"move\", 0, 1], [\"line\", 1, 0]]")
        }
        var shape = ShapePath()
        for (index, step) in list.enumerated() {
            let stepPath = path.appending(index: index)
            guard let parts = step.arrayValue, let name = parts.first?.stringValue else {
                throw InputError(path: stepPath, "expected a step: its name, then its numbers, such as [\"line\", 1, 0]")
            }
            guard let count = steps.first(where: { $0.name == name })?.count else {
                throw InputError(path: stepPath.appending(index: 0), LayoutReader.unknown("path step", name, expected: steps.map(\.name)))
            }
            guard parts.count == count + 1 else { throw InputError(path: stepPath, "\(JSONWriter.quoted(name)) takes \(count) numbers, found \(parts.count - 1)") }
            var n: [Double] = []
            for (position, part) in parts.enumerated().dropFirst() {
                let kind: LayoutNumber = name == "arc" && position >= 4 ? .angle : .pathCoordinate
                n.append(try kind.read(part, at: stepPath.appending(index: position)))
            }
            let p = { (i: Int) in ShapePath.Point(x: n[i], y: n[i + 1]) }
            switch name {
            case "move": shape.move(to: p(0))
            case "line": shape.addLine(to: p(0))
            case "quad": shape.addQuadCurve(to: p(0), control: p(2))
            case "curve": shape.addCurve(to: p(0), control1: p(2), control2: p(4))
            case "arc": shape.addArc(centre: p(0), radius: n[2], start: n[3] * .pi / 180, end: n[4] * .pi / 180, clockwise: false)
            case "rect": shape.addRect(x: n[0], y: n[1], width: n[2], height: n[3])
            case "ellipse": shape.addEllipse(x: n[0], y: n[1], width: n[2], height: n[3])
            default: shape.closeSubpath()
            }
        }
        return shape
    }
}
