//
//  PrintPreviews.swift
//  LayerCakeWidget
//

import SwiftUI
import WidgetKit

struct PrintLiveActivity_Previews: PreviewProvider {
    static let attributes = PrintJobAttributes(
        jobName: "gearbox_housing_v14_final_FINAL.gcode",
        fileBytes: 18_734_112,
        material: .petg,
        printer: .init(nickname: "Voron", model: "Voron 2.4 R2", nozzleDiameter: 0.4)
    )

    static let printing = PrintJobAttributes.ContentState(
        stage: .printing,
        layer: 212, totalLayers: 540, percent: 38.6,
        temperatures: .init(nozzle: 239.6, nozzleTarget: 240, bed: 80.1, bedTarget: 80),
        startedAt: .now.addingTimeInterval(-3 * 3600),
        remainingSeconds: 4 * 3600 + 25 * 60,
        filamentUsedGrams: 61.2
    )

    static let runout = PrintJobAttributes.ContentState(
        stage: .paused(reason: .filamentRunout),
        layer: 390, totalLayers: 540, percent: 71.0,
        temperatures: .init(nozzle: 180, nozzleTarget: 240, bed: 80, bedTarget: 80),
        startedAt: .now.addingTimeInterval(-5 * 3600),
        remainingSeconds: nil,
        filamentUsedGrams: 112.9
    )

    static let jammed = PrintJobAttributes.ContentState(
        stage: .failed(code: "E-217", message: "Nozzle clog detected: extruder skipped 40 steps"),
        layer: 118, totalLayers: 540, percent: 21.9,
        temperatures: .init(nozzle: 236.0, nozzleTarget: 240, bed: 79.8, bedTarget: 80),
        startedAt: .now.addingTimeInterval(-2 * 3600),
        remainingSeconds: nil,
        filamentUsedGrams: 34.5
    )

    static let finished = PrintJobAttributes.ContentState(
        stage: .done,
        layer: 540, totalLayers: 540, percent: 100,
        temperatures: .init(nozzle: 41.3, nozzleTarget: 0, bed: 38.0, bedTarget: 0),
        startedAt: .now.addingTimeInterval(-7 * 3600),
        remainingSeconds: 0,
        filamentUsedGrams: 158.4
    )

    static var previews: some View {
        attributes
            .previewContext(printing, viewKind: .dynamicIsland(.expanded))
            .previewDisplayName("Island expanded")
        attributes
            .previewContext(runout, viewKind: .content)
            .previewDisplayName("Out of filament")
    }
}

#Preview("Job", as: .content, using: PrintLiveActivity_Previews.attributes) {
    PrintLiveActivity()
} contentStates: {
    PrintLiveActivity_Previews.printing
    PrintLiveActivity_Previews.runout
    PrintLiveActivity_Previews.jammed
    PrintLiveActivity_Previews.finished
}
