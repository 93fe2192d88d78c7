import IsletViews

/// How far the compact island widens for its content. On the phone the compact sides are at
/// least their published width (52.33 pt on 393 pt screens) and grow with what they hold, both
/// sides alike since the island stays centred on the camera, until the island is as wide as the
/// expanded one; only then is text cut (DECISIONS.md, "Compact sides widen with their content").
struct CompactWidening {
    let device: DeviceProfile

    /// The widest a compact side gets: half of the expanded island beside the camera.
    var maximumSide: Double { max(device.compactLeading.width, (device.expandedWidth - device.cameraWidth) / 2) }

    /// The phone's width of each compact side for `leading` and `trailing`: the published width,
    /// or the wider side's ideal width inside its `.contentMargins`, at most `maximumSide`.
    func phoneSide(leading: ResolvedView, trailing: ResolvedView, margins: (leading: ContentMargins, trailing: ContentMargins)) -> Size {
        let engine = LayoutEngine(metrics: PhoneMetrics())
        let height = device.compactLeading.height
        let needs = [(leading, margins.leading), (trailing, margins.trailing)].map { view, margins in
            let top = margins.top ?? 0, bottom = margins.bottom ?? 0
            let ideal = engine.sizeThatFits(view, ProposedSize(width: nil, height: max(0, height - top - bottom)))
            return ideal.width + (margins.leading ?? 0) + (margins.trailing ?? 0)
        }
        let width = min(maximumSide, max(device.compactLeading.width, needs.max() ?? 0))
        return Size(width: width, height: height)
    }
}
