import Foundation
import IsletBundle
import IsletCells
import IsletLayout
import IsletRaster
import IsletVector
import IsletViews
import Testing

/// Boards of bundled layouts drawn at point geometry, as `islet render --format svg` draws them.
enum VectorFixture {
    static let device = DeviceCatalog.defaultDevice

    /// The board of `presentations` of bundled layout `name` at its preview moment.
    static func board(_ name: String, _ presentations: [Presentation], dark: Bool = true) throws -> VectorDrawing {
        let json = try #require(BundledLayouts.layouts.first { $0.name == name }?.json)
        let layout = try LayoutReader.read(json, file: "layouts/\(name).json")
        let preview = try #require(layout.preview)
        let settings = RenderSettings(device: device, now: layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0), dark: dark)
        return VectorBoard(board: Board(activity: layout, data: preview, settings: settings, cache: RenderCache().layout, presentations: presentations)).drawing()
    }

    /// WCAG 2 contrast ratio of two opaque colours.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ color: Color) -> Double {
            0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
        }
        let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (high + 0.05) / (low + 0.05)
    }

    /// The picture's SVG turned into pixels by rsvg-convert at `zoom`, read back through cairo.
    static func rsvg(_ svg: String, zoom: Double) throws -> RasterImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("board.svg"), output = folder.appendingPathComponent("board.png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = ["--zoom", String(zoom), "--output", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rsvg-convert failed")
        let bytes = try [UInt8](Data(contentsOf: output))
        return try #require(RasterImage(png: bytes), "rsvg-convert wrote no PNG that cairo reads")
    }
}
