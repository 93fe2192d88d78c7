//
//  TeaTimerLiveActivity.swift
//  TeaTimerWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TeaTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TeaTimerAttributes.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.tea).font(.headline)
                    Text("Steep \(context.state.steep) · \(context.attributes.temperature)°C")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if context.state.isPaused {
                    Image(systemName: "pause.circle.fill")
                } else {
                    Text(timerInterval: context.state.interval, countsDown: true)
                        .monospacedDigit()
                        .font(.title2)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.tea, systemImage: "cup.and.saucer.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.interval, countsDown: true)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.interval, countsDown: false)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.interval, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "timer")
            }
            .keylineTint(.green)
        }
    }
}
