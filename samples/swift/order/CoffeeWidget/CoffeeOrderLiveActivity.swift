//
//  CoffeeOrderLiveActivity.swift
//  CoffeeWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CoffeeOrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CoffeeOrderAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Text(context.attributes.storeName).font(.headline)
                    Spacer()
                    Text(context.attributes.orderNumber).font(.title3.bold())
                }
                Text(context.state.statusText)
                ProgressView(value: context.state.progress)
                    .tint(context.state.status == .ready ? .green : .brown)
            }
            .padding()
            .widgetURL(URL(string: "coffee://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "cup.and.saucer.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.readyAt, style: .time)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.statusText)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                Text(context.attributes.orderNumber)
            } minimal: {
                Image(systemName: "cup.and.saucer.fill")
            }
        }
    }
}
