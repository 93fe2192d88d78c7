//
//  DownloadLiveActivity.swift
//  DownloadWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DownloadLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DownloadAttributes.self) { context in
            HStack(spacing: 12) {
                Text(context.state.emoji).font(.largeTitle)
                VStack(alignment: .leading) {
                    Text(context.state.title).font(.headline).lineLimit(1)
                    Text(context.state.body).font(.caption)
                    if let progress = context.state.progress {
                        ProgressView(value: progress)
                            .tint(context.state.isComplete ? .green : .blue)
                    }
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.title).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.body).font(.caption)
                }
            } compactLeading: {
                Text(context.state.emoji)
            } compactTrailing: {
                if let progress = context.state.progress {
                    Text(progress, format: .percent.precision(.fractionLength(0)))
                }
            } minimal: {
                Text(context.state.emoji)
            }
        }
    }
}
