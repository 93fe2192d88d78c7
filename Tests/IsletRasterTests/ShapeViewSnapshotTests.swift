import IsletLayout
import IsletRaster
import IsletTestSupport
import Testing

/// A layout made of shape views in every presentation, as text and as a colour mask (STYLE.md,
/// "Snapshots as text, recorded on purpose"): rings, a capsule track, a colour stripe, a
/// stroked border, a container-relative background and dividers, at quadrants and sextants.
@Suite struct ShapeViewSnapshotTests {
    static let layout = #"""
    {
      "activity": "WorkoutAttributes", "bundleId": "com.example.workout",
      "attributes": { "name": "String" },
      "contentState": { "progress": "Double", "late": "Bool", "minutes": "Int" },
      "preview": { "at": 786020400, "attributes": { "name": "Morning run" }, "contentState": { "progress": 0.7, "late": false, "minutes": 24 } },
      "lockScreen": { "zstack": [
        { "shape": "containerRelative", "fill": "#2C2C2E" },
        { "hstack": [
          { "color": "state.late ? red : green", "frame": { "width": 4, "height": 54 } },
          { "zstack": [
            { "shape": "circle", "stroke": "gray", "lineWidth": 6 },
            { "shape": "circle", "trim": [0, "state.progress"], "stroke": "green", "lineWidth": 6, "rotation": -90 },
            { "text": "{state.progress|percent}", "font": "caption" }
          ], "frame": { "width": 54, "height": 54 } },
          { "vstack": [
            { "text": "{attributes.name}", "font": "headline" },
            { "divider": {} },
            { "zstack": [
              { "shape": "capsule", "fill": "gray", "opacity": 0.3 },
              { "shape": "capsule", "fill": "orange", "frame": { "width": 120 } }
            ], "frame": { "height": 9 }, "alignment": "leading" }
          ], "alignment": "leading", "spacing": 4 },
          { "shape": "roundedRectangle", "cornerRadius": 8, "stroke": "blue", "lineWidth": 2, "strokeBorder": true, "frame": { "width": 40, "height": 36 } }
        ], "spacing": 8, "padding": 8 }
      ] },
      "dynamicIsland": {
        "expanded": {
          "leading": { "shape": "circle", "trim": [0, "state.progress"], "stroke": "green", "lineWidth": 4, "rotation": -90, "frame": { "width": 36, "height": 36 } },
          "trailing": { "text": "{state.minutes} min" },
          "bottom": { "hstack": [{ "text": "Pace" }, { "divider": {} }, { "text": "5:12 /km" }], "frame": { "height": 18 } }
        },
        "compactLeading": { "shape": "circle", "trim": [0, "state.progress"], "stroke": "green", "lineWidth": 3, "rotation": -90, "frame": { "width": 20, "height": 20 } },
        "compactTrailing": { "text": "{state.minutes}m" },
        "minimal": { "shape": "circle", "trim": [0, 0.25], "stroke": "orange", "lineWidth": 3, "frame": { "width": 24, "height": 24 } }
      }
    }
    """#

    @Test(arguments: Presentation.allCases)
    func drawsAsRecorded(_ presentation: Presentation) {
        guard let rendered = renderPreview(layoutJSON: Self.layout, file: "workout.json", presentation: presentation, deviceID: "iphone-16-pro") else { return }
        let name = "shape-views.\(presentation.rawValue).iphone-16-pro"
        assertSnapshot(TextExporter.export(rendered.buffer), named: name)
        assertSnapshot(styleMask(rendered.buffer), named: name + ".style")
    }

    @Test func drawsWithSextantsAsRecorded() {
        let projection = CellProjection(shapes: .sextant)
        guard let rendered = renderPreview(layoutJSON: Self.layout, file: "workout.json", presentation: .lock, deviceID: "iphone-16-pro", projection: projection) else { return }
        assertSnapshot(TextExporter.export(rendered.buffer), named: "shape-views.lock.iphone-16-pro.sextant")
        assertSnapshot(styleMask(rendered.buffer), named: "shape-views.lock.iphone-16-pro.sextant.style")
    }
}
