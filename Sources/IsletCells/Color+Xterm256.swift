extension Color {
    /// The nearest xterm-256 colour: the 6x6x6 cube or the 24-step grey ramp, whichever is closer.
    public var xterm256Index: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let r = nearestLevel(red), g = nearestLevel(green), b = nearestLevel(blue)
        let cube = (16 + 36 * r + 6 * g + b, distance(levels[r], levels[g], levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let ramp = (232 + greyStep, distance(grey, grey, grey))
        return ramp.1 < cube.1 ? ramp.0 : cube.0
    }

    private func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(red) - r, dg = Int(green) - g, db = Int(blue) - b
        return dr * dr + dg * dg + db * db
    }
}
