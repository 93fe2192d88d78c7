//
//  FerryIslandViews.swift
//  TidewaterWidget
//

import SwiftUI
import WidgetKit

/// The compact trailing text: minutes to the quay at sea, the gate while boarding.
struct FerryCompactTrailing: View {
    let state: FerryCrossingAttributes.ContentState

    var body: some View {
        switch state.phase {
        case .boarding(let gate):
            Text(gate).font(.caption.weight(.semibold))
        case .underway, .docking:
            Text("\(state.expectedArrival.minutesLeft())m")
                .monospacedDigit()
                .font(.caption.weight(.semibold))
                .foregroundStyle(FerryStyle.tint(for: state))
        default:
            Image(systemName: state.symbolName)
        }
    }
}

/// The expanded island's bottom row: the bar, then the sea and the lane.
struct FerryExpandedBottom: View {
    let context: ActivityViewContext<FerryCrossingAttributes>

    var body: some View {
        VStack(spacing: 6) {
            CrossingProgressBar(progress: context.state.clampedProgress, tint: FerryStyle.tint(for: context.state), height: 4)
            HStack {
                SeaStateGauge(sea: context.state.seaState, showsLabel: false)
                Spacer()
                Text(context.attributes.drivesOn ? FerryFormat.lane(context.state.deckLane) : context.attributes.travellersLabel)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}
