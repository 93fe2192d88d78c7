import IsletCells

/// Where `ColorPairTable` sends its definitions: ncurses in `CursesBackend`, a recorder in tests.
protocol ColorDevice {
    /// `init_extended_pair`.
    mutating func definePair(_ number: Int32, foreground: Int32, background: Int32)
    /// `init_extended_color`, for the palette model only.
    mutating func defineColor(_ number: Int32, as color: Color)
}

/// Colour pairs (and, in the palette model, palette slots) allocated as cells need them and
/// recycled once no cell on screen uses them.
///
/// A terminal has few pairs (64 on an 8-colour `xterm`) and few palette slots (240 beside the
/// theme's 16), while cross-fades make new colours every frame. So the backend counts, per
/// pair, the cells on screen that use it (`retain`/`release`), and after each frame is on
/// the terminal (`collect`) a pair no cell uses goes back to the free list, and with it any slot
/// no pair uses. Only then may it be redefined, so nothing already drawn changes colour. When
/// everything is in use at once, the nearest pair already defined is shared.
struct ColorPairTable {
    struct Pair: Hashable {
        var foreground: Int32
        var background: Int32
    }

    let depth: ColorDepth
    /// Pair numbers run 1..<pairLimit; 0 is the terminal's default colours and never changes.
    let pairLimit: Int32
    let defaultColors: Bool

    private var numbers: [Pair: Int32] = [:]
    private var definitions: [Int32: (pair: Pair, foreground: TerminalColor?, background: TerminalColor?)] = [:]
    private var uses: [Int32: Int] = [:]
    private var freeNumbers: [Int32] = []
    private var nextNumber: Int32 = 1
    /// Pairs whose use count fell to zero (or that were made and never used) since `collect`.
    private var idle: Set<Int32> = []

    private var slots: [Color: Int32] = [:]
    private var slotColors: [Int32: Color] = [:]
    private var slotUses: [Int32: Int] = [:]
    private var freeSlots: [Int32] = []
    private var nextSlot: Int32
    private var idleSlots: Set<Int32> = []

    init(depth: ColorDepth, pairLimit: Int, defaultColors: Bool) {
        self.depth = depth
        self.pairLimit = Int32(clamping: max(1, pairLimit))
        self.defaultColors = defaultColors
        if case .palette(let range) = depth { nextSlot = range.lowerBound } else { nextSlot = 0 }
    }

    /// Pairs defined now, for tests and diagnostics.
    var definedPairs: Int { numbers.count }

    /// The pair for these colours (already mapped by `depth.palette`), defined on `device` if it
    /// is new. 0 in the monochrome model and for the terminal's own colours. The caller
    /// `retain`s it for each cell drawn with it.
    mutating func pair(foreground: TerminalColor?, background: TerminalColor?, device: inout some ColorDevice) -> Int32 {
        if depth == .monochrome || (foreground == nil && background == nil && defaultColors) { return 0 }
        let back = number(for: background, defaultNumber: Int32(ANSIColors.black), device: &device)
        let fore = number(for: foreground, defaultNumber: Int32(ANSIColors.white), device: &device)
        let key = Pair(foreground: fore, background: back)
        if let existing = numbers[key] { return existing }
        guard let number = freeNumbers.popLast() ?? takeNextNumber() else {
            releaseIfUnused(slots: key)
            return nearestDefined(foreground: foreground, background: background)
        }
        numbers[key] = number
        definitions[number] = (key, foreground, background)
        uses[number] = 0
        idle.insert(number)
        for slot in slotsOf(key) { slotUses[slot, default: 0] += 1 }
        device.definePair(number, foreground: fore, background: back)
        return number
    }

    /// One more cell on screen uses `number`.
    mutating func retain(_ number: Int32) {
        guard number != 0 else { return }
        uses[number, default: 0] += 1
    }

    /// One cell on screen no longer uses `number`.
    mutating func release(_ number: Int32) {
        guard number != 0, let count = uses[number] else { return }
        uses[number] = count - 1
        if count == 1 { idle.insert(number) }
    }

    /// Frees what no cell uses. Call after the frame has reached the terminal.
    mutating func collect() {
        for number in idle where uses[number] == 0 {
            guard let definition = definitions.removeValue(forKey: number) else { continue }
            numbers[definition.pair] = nil
            uses[number] = nil
            freeNumbers.append(number)
            for slot in slotsOf(definition.pair) {
                slotUses[slot, default: 1] -= 1
                if slotUses[slot] == 0 { idleSlots.insert(slot) }
            }
        }
        idle.removeAll(keepingCapacity: true)
        for slot in idleSlots where slotUses[slot, default: 0] == 0 {
            if let color = slotColors.removeValue(forKey: slot) { slots[color] = nil }
            slotUses[slot] = nil
            freeSlots.append(slot)
        }
        idleSlots.removeAll(keepingCapacity: true)
    }

    private mutating func takeNextNumber() -> Int32? {
        guard nextNumber < pairLimit else { return nil }
        defer { nextNumber += 1 }
        return nextNumber
    }

    private mutating func number(for color: TerminalColor?, defaultNumber: Int32, device: inout some ColorDevice) -> Int32 {
        guard let color else { return defaultColors ? -1 : defaultNumber }
        if let fixed = depth.fixedNumber(for: color) { return fixed }
        return slot(for: depth.palette.appearance(of: color), device: &device)
    }

    private mutating func slot(for color: Color, device: inout some ColorDevice) -> Int32 {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue)
        if let slot = slots[opaque] { return slot }
        guard case .palette(let range) = depth else { return 0 }
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
        } else if nextSlot < range.upperBound {
            slot = nextSlot
            nextSlot += 1
        } else {
            return slotColors.min { distance($0.value, opaque) < distance($1.value, opaque) }?.key ?? range.lowerBound
        }
        slots[opaque] = slot
        slotColors[slot] = opaque
        slotUses[slot] = 0
        idleSlots.insert(slot)
        device.defineColor(slot, as: opaque)
        return slot
    }

    private func slotsOf(_ pair: Pair) -> [Int32] {
        guard case .palette(let range) = depth else { return [] }
        let both = [pair.foreground, pair.background].filter { range.contains($0) }
        return both.count == 2 && both[0] == both[1] ? [both[0]] : both
    }

    /// A slot allocated for a pair that could not be made is freed at the next `collect`.
    private mutating func releaseIfUnused(slots pair: Pair) {
        for slot in slotsOf(pair) where slotUses[slot, default: 0] == 0 { idleSlots.insert(slot) }
    }

    /// The defined pair closest to the colours asked for, backgrounds weighing double since they
    /// carry the shapes.
    private func nearestDefined(foreground: TerminalColor?, background: TerminalColor?) -> Int32 {
        func cost(_ a: TerminalColor?, _ b: TerminalColor?) -> Int {
            switch (a, b) {
            case (nil, nil): 0
            case let (a?, b?): distance(depth.palette.appearance(of: a), depth.palette.appearance(of: b))
            default: 3 * 255 * 255
            }
        }
        return definitions.min {
            cost($0.value.foreground, foreground) + 2 * cost($0.value.background, background)
                < cost($1.value.foreground, foreground) + 2 * cost($1.value.background, background)
        }?.key ?? 0
    }

    private func distance(_ a: Color, _ b: Color) -> Int {
        let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
