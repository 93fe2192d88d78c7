//
//  SeaStateGauge.swift
//  TidewaterWidget
//

import SwiftUI

/// Five wave marks, lit up to the sea state, with its name.
struct SeaStateGauge: View {
    let sea: SeaState
    var showsLabel = true

    var body: some View {
        HStack(spacing: 3) {
            ForEach(SeaState.allCases, id: \.self) { level in
                Image(systemName: "drop.fill")
                    .font(.caption2)
                    .foregroundStyle(level.rawValue < sea.marks ? FerryStyle.seaColor(sea) : FerryStyle.track)
            }
            if showsLabel {
                Text(sea.label)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
