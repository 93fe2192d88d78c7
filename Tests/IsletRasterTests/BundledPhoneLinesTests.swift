import IsletLayout
import Testing

/// Every bundled layout shows each text in the terminal in as many lines as the phone, wherever
/// the fit report says the phone shows all of it: the same breaks, never one more because a
/// cell is wider than a small letter (issue 12). A line wider in cells than its region is the
/// phone's line cut short with "…", never a line of its own.
@Suite struct BundledPhoneLinesTests {
    @Test(arguments: BundledRenderCase.all(devices: DeviceCatalog.all.map(\.id)))
    func theTerminalShowsThePhonesLines(_ testCase: BundledRenderCase) {
        guard let rendered = renderBundled(testCase, dark: false) else { return }
        let surface = rendered.surface
        let cut = Set(FitReport.check([surface]).entries.map { "\($0.region.rawValue) \($0.path)" })
        let phone = LayoutEngine(metrics: PhoneMetrics())
        for region in surface.regions {
            let size = region.phoneSize
            let onPhone = texts(phone.place(region.placed.view, in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
            let inTerminal = texts(region.placed)
            #expect(onPhone.count == inTerminal.count)
            for (shown, whole) in zip(inTerminal, onPhone) where !cut.contains("\(region.name.rawValue) \(whole.view.path)") {
                #expect(shown.lines.count == whole.lines.count, "\(region.name): \(whole.view.path): phone \(whole.lines), terminal \(shown.lines)")
                for (line, phoneLine) in zip(shown.lines, whole.lines) {
                    #expect(line == phoneLine || (line.hasSuffix("…") && phoneLine.hasPrefix(line.dropLast())), "\(region.name): \(line) is not \(phoneLine)")
                }
            }
        }
    }

    private func texts(_ placed: PlacedView) -> [PlacedView] {
        placed.flattened.filter { if case .text = $0.view.content { true } else { false } }
    }
}
