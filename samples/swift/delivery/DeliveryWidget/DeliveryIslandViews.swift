//
//  DeliveryIslandViews.swift
//  DeliveryWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The expanded island's leading region: the truck and the driver.
struct DeliveryDriverView: View {
    let driverName: String

    var body: some View {
        HStack {
            Image(systemName: "box.truck.fill")
            Text(driverName)
                .font(.headline)
        }
    }
}

/// The expanded island's bottom region: the stops, and a button to call the driver.
struct DeliveryExpandedBottom: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack {
            StepTrack(current: context.state.step)
            Link(destination: context.attributes.callURL) {
                Text(context.state.callLabel)
                    .foregroundStyle(DeliveryStyle.accent)
            }
        }
    }
}
