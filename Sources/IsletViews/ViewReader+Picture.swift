import IsletInput

extension ViewReader {
    /// `{"imageFile": "art/cover@2x.png", "dark": …, "renderingMode": "template", "resizable": true,
    /// "aspectRatio": 1, "contentMode": "fit"}`: a PNG or JPEG beside the layout, drawn as
    /// `Image("name")` draws its asset (docs/LAYOUTS.md, "Images from files").
    func readPicture(_ value: JSONValue, _ object: JSONObject, at path: JSONPath) throws(InputError) -> ViewNode.Content {
        let light = try file(value, at: path.appending("imageFile"))
        let dark = try object["dark"].map { value throws(InputError) in try file(value, at: path.appending("dark")) }
        var scale = PictureSpec.scale(ofFile: light)
        if let given = object["scale"] {
            guard let number = given.numberValue?.double, [1, 2, 3].contains(number) else { throw InputError(path: path.appending("scale"), "expected 1, 2 or 3 (pixels a point)") }
            scale = number
        }
        var template = false
        if let mode = object["renderingMode"] {
            guard let name = mode.stringValue, name == "template" || name == "original" else {
                throw InputError(path: path.appending("renderingMode"), "expected \"template\" or \"original\"")
            }
            template = name == "template"
        }
        let name = String(light.split(separator: "/").last ?? "")
        return .picture(PictureSpec(name: name, light: light, dark: dark, scale: scale, template: template, sizing: try sizing(object, at: path)))
    }

    /// `"resizable": true, "aspectRatio": 1, "contentMode": "fit"` on an `imageFile` or a symbol's
    /// `image`: how it takes the room it is offered, as `resizable()` and `aspectRatio` say.
    func sizing(_ object: JSONObject, at path: JSONPath) throws(InputError) -> PictureSizing {
        var sizing = PictureSizing(resizable: try Self.flag(object["resizable"], default: false, at: path.appending("resizable")))
        if let ratio = object["aspectRatio"] {
            guard let number = ratio.numberValue?.double, number >= 0.01, number <= 100 else { throw InputError(path: path.appending("aspectRatio"), "expected a width over height from 0.01 to 100") }
            sizing.aspectRatio = number
            sizing.mode = .fit
        }
        if let mode = object["contentMode"] {
            guard let name = mode.stringValue, let chosen = PictureSizing.Mode(rawValue: name) else {
                throw InputError(path: path.appending("contentMode"), "expected \"fit\" or \"fill\"")
            }
            sizing.mode = chosen
        }
        return sizing
    }

    /// A file's path as written, joined to the layout's folder when it is relative.
    private func file(_ value: JSONValue, at path: JSONPath) throws(InputError) -> String {
        guard let written = value.stringValue, !written.isEmpty else { throw InputError(path: path, "expected the path of a PNG or JPEG file") }
        guard let folder, !written.hasPrefix("/") else { return written }
        return folder + "/" + written
    }
}
