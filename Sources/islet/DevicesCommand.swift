import IsletLayout

/// `islet devices`: the device profiles and their geometry in points.
enum DevicesCommand: Command {
    static let name = "devices"
    static let summary = "list the device profiles and their island geometry"
    static let about = """
    Lists every device profile islet draws, with the Dynamic Island's sizes in points, as
    Apple's Human Interface Guidelines (Live Activities) give them. Values Apple does not
    publish are marked.
    """
    static let asJSON = Flag("json", help: "one JSON array of the profiles, for tools")
    static let options: [OptionUse] = [.one(asJSON)]

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        if arguments[Self.asJSON] {
            Output.standard.write("[\n" + DeviceCatalog.all.map(json).joined(separator: ",\n") + "\n]\n")
            return 0
        }
        var text = ""
        for device in DeviceCatalog.all {
            let marker = device.id == DeviceCatalog.defaultID ? " (default)" : ""
            text += "\(device.id)\(marker)  \(device.name): \(format(device.screen)) pt screen; \(device.models.joined(separator: ", "))\n"
            if device.hasIsland {
                text += "  compact \(n(device.compactWidth)) pt wide: leading \(format(device.compactLeading)), trailing \(format(device.compactTrailing))\n"
                text += "  minimal \(format(device.minimal)) (up to \(n(device.minimalMaximumWidth)) wide); expanded \(n(device.expandedWidth)) x \(n(device.expandedHeights.lowerBound))...\(n(device.expandedHeights.upperBound))\n"
            } else {
                text += "  no Dynamic Island\n"
            }
            text += "  lock screen card \(n(device.lockScreenWidth)) x \(n(device.lockScreenHeights.lowerBound))...\(n(device.lockScreenHeights.upperBound))\n"
            for note in device.notes { text += "  note: \(note)\n" }
            text += "\n"
        }
        Output.standard.write(text)
        return 0
    }

    private static func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func format(_ size: Size) -> String { "\(n(size.width)) x \(n(size.height))" }

    private static func json(_ device: DeviceProfile) -> String {
        func size(_ s: Size) -> String { "{\"width\": \(n(s.width)), \"height\": \(n(s.height))}" }
        let notes = device.notes.map { "\"\($0.replacing("\"", with: "\\\""))\"" }.joined(separator: ", ")
        return """
          {"id": "\(device.id)", "name": "\(device.name)", "screen": \(size(device.screen)), "hasIsland": \(device.hasIsland), \
        "compactWidth": \(n(device.compactWidth)), "compactLeading": \(size(device.compactLeading)), "compactTrailing": \(size(device.compactTrailing)), \
        "minimal": \(size(device.minimal)), "expandedWidth": \(n(device.expandedWidth)), \
        "expandedHeight": [\(n(device.expandedHeights.lowerBound)), \(n(device.expandedHeights.upperBound))], \
        "lockScreenWidth": \(n(device.lockScreenWidth)), "notes": [\(notes)]}
        """
    }
}
