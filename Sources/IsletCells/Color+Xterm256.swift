extension Color {
    /// The xterm 256-colour entry that best stands in for this colour, among 16-255 (the 6x6x6
    /// cube and the 24-step grey ramp; 0-15 follow the terminal's theme). Chosen by
    /// `OKLab.standInDistance`, which keeps hue: the dark wallpaper #27325A becomes slate blue
    /// (#5f5f87), not the grey that plain RGB distance picks.
    public var xterm256Index: Int {
        let target = OKLab(self)
        var best = 16, bestDistance = Double.infinity
        for index in 16...255 {
            let distance = target.standInDistance(to: Self.xterm256Lab[index - 16])
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The colour xterm draws for entry `index` (16-255 are the same in every xterm-like
    /// terminal; 0-15 are xterm's defaults, which themes change).
    public static func xterm256(_ index: Int) -> Color {
        if index < 16 { return ANSIColors.xtermDefaults[index] }
        if index >= 232 { return Color(hex: UInt32(8 + 10 * (index - 232)) * 0x01_01_01) }
        let levels: [UInt32] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return Color(hex: levels[cube / 36] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6])
    }

    private static let xterm256Lab: [OKLab] = (16...255).map { OKLab(xterm256($0)) }
}
