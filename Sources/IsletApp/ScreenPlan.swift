import IsletCells
import IsletLayout

/// Where the phones and the panels go on a terminal: the home screen and the lock screen side
/// by side when both fit beside panels at least `panelMinimum` columns wide, else the one the
/// person chose. Each phone is as wide as the widest presentation with a margin each side, and
/// as tall as the terminal allows up to its screen's height at the projection.
struct ScreenPlan: Sendable {
    /// Columns between two phones, and between a phone and the panels.
    static let gap = 2
    /// The narrowest panels worth keeping beside two phones.
    static let panelMinimum = 40

    let phoneColumns: Int
    let phoneRows: Int
    /// The places shown, left to right, and the column each starts at.
    let places: [(place: PhonePlace, column: Int)]

    init(size: GridSize, geometry: SurfaceGeometry, preferred: PhonePlace) {
        phoneColumns = Self.phoneColumns(geometry)
        phoneRows = max(0, min(size.rows - 1, geometry.projection.rows(geometry.device.screen.height)))
        let both = 2 * phoneColumns + 2 * Self.gap + Self.panelMinimum <= size.columns
        places = both ? [(.home, 0), (.lock, phoneColumns + Self.gap)] : [(preferred, 0)]
    }

    /// Columns of a phone: the widest presentation and a margin each side.
    static func phoneColumns(_ geometry: SurfaceGeometry) -> Int { max(geometry.expandedColumns, geometry.lockColumns) + 4 }

    /// True when both places are on screen.
    var showsBoth: Bool { places.count == 2 }

    /// The first column of `place`'s phone, nil when it is not shown.
    func column(of place: PhonePlace) -> Int? { places.first { $0.place == place }?.column }

    /// The cells of `place`'s phone, nil when it is not shown.
    func area(of place: PhonePlace) -> CellRect? {
        column(of: place).map { CellRect(column: $0, row: 0, width: phoneColumns, height: phoneRows) }
    }

    /// Where the panels start: past the last phone and a gap.
    var panelColumn: Int { (places.last?.column ?? 0) + phoneColumns + Self.gap }
}
