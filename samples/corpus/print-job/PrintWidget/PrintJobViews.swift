//
//  PrintJobViews.swift
//  LayerCakeWidget
//

import SwiftUI
import WidgetKit

/// "215° / 220°", greyed until the heater reaches its target.
struct TemperatureChip: View {
    let symbol: String
    let value: Double
    let target: Double
    let ready: Bool

    var body: some View {
        HStack(spacing: 3) {
            Image(systemName: symbol)
            Text(PrintFormat.temperature(value))
                .monospacedDigit()
            if !ready {
                Text("/ \(PrintFormat.temperature(target))")
                    .foregroundStyle(.secondary)
            }
        }
        .font(.caption2)
        .padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
        .background(Color.white.opacity(ready ? 0.08 : 0.16), in: Capsule())
    }
}

/// The layer counter with a thin bar under it.
struct LayerMeter: View {
    let layer: Int
    let total: Int
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text("Layer \(layer) of \(total)")
                .font(.caption)
                .monospacedDigit()
            ProgressView(value: Double(layer), total: Double(max(total, 1)))
                .progressViewStyle(.linear)
                .tint(tint)
        }
    }
}

/// The lock screen banner.
struct PrintJobLockScreen: View {
    let context: ActivityViewContext<PrintJobAttributes>

    var body: some View {
        let state = context.state
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top) {
                Image(systemName: state.stageSymbol)
                    .font(.title2)
                    .foregroundStyle(state.tint)
                    .frame(width: 30)
                VStack(alignment: .leading, spacing: 1) {
                    Text(verbatim: context.attributes.jobName)
                        .font(.headline)
                        .lineLimit(1)
                        .truncationMode(.middle)
                    Text("\(context.attributes.printer.nickname) · \(context.attributes.material.rawValue) · \(PrintFormat.fileSize(context.attributes.fileBytes))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(state.percent, specifier: "%.0f")%")
                    .font(.title2.weight(.bold))
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            detail(for: state)
            HStack(spacing: 6) {
                TemperatureChip(symbol: "flame", value: state.temperatures.nozzle, target: state.temperatures.nozzleTarget, ready: state.temperatures.nozzleReady)
                TemperatureChip(symbol: "square.3.layers.3d.bottom.filled", value: state.temperatures.bed, target: state.temperatures.bedTarget, ready: state.temperatures.bedReady)
                Spacer()
                Circle()
                    .fill(context.attributes.material.swatch)
                    .frame(width: 8, height: 8)
                Text(SpoolStore.filamentLine(used: state.filamentUsedGrams, material: context.attributes.material))
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(14)
    }

    /// The middle row changes shape with the stage; kept type-erased so each branch can differ.
    private func detail(for state: PrintJobAttributes.ContentState) -> AnyView {
        switch state.stage {
        case .failed(_, let message):
            return AnyView(
                Text(message)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .lineLimit(2)
            )
        case .printing, .paused:
            return AnyView(
                HStack(alignment: .bottom) {
                    LayerMeter(layer: state.layer, total: state.totalLayers, tint: state.tint)
                    Spacer(minLength: 16)
                    VStack(alignment: .trailing, spacing: 0) {
                        Text(PrintFormat.remaining(state.remainingSeconds))
                            .font(.subheadline.bold())
                        if let finish = state.finishDate {
                            Text("done \(finish.formatted(date: .omitted, time: .shortened))")
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            )
        default:
            return AnyView(
                Text(state.stageTitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            )
        }
    }
}
