//
//  StepTrack.swift
//  DeliveryWidget
//

import SwiftUI

/// One dot per step of the order, lit up to the current one.
struct StepTrack: View {
    let current: DeliveryAttributes.ContentState.Step

    var body: some View {
        HStack(spacing: DeliveryStyle.stopSpacing) {
            ForEach(DeliveryAttributes.ContentState.Step.allCases, id: \.self) { stop in
                Image(systemName: "circle.fill")
                    .foregroundStyle(stop.dotColor(current: current))
            }
        }
    }
}
