//
//  DeliveryLiveActivity.swift
//  DeliveryWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(context.attributes.restaurantName).font(.headline)
                    Spacer()
                    Text("#\(context.attributes.orderNumber)").foregroundStyle(.secondary)
                }
                HStack {
                    ForEach(DeliveryAttributes.ContentState.Step.allCases, id: \.self) { step in
                        Image(systemName: step.symbolName)
                            .foregroundStyle(step <= context.state.step ? .orange : .gray)
                    }
                }
                Text("\(context.state.driverName) · \(context.state.step.title)")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.step.symbolName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.eta, countsDown: true)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let progress = context.state.progress {
                        ProgressView(value: progress)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.step.symbolName)
            } compactTrailing: {
                Text(timerInterval: context.state.eta, countsDown: true).frame(width: 44)
            } minimal: {
                Image(systemName: "box.truck.fill")
            }
            .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
        }
    }
}
