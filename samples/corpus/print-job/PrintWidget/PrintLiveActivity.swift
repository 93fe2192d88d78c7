//
//  PrintLiveActivity.swift
//  LayerCakeWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct PrintLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PrintJobAttributes.self) { context in
            PrintJobLockScreen(context: context)
                .activityBackgroundTint(Color(red: 0.11, green: 0.11, blue: 0.13))
                .activitySystemActionForegroundColor(.orange)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label {
                        Text(context.attributes.printer.nickname)
                            .lineLimit(1)
                    } icon: {
                        Image(systemName: context.state.stageSymbol)
                            .foregroundStyle(context.state.tint)
                    }
                    .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(PrintFormat.remaining(context.state.remainingSeconds))
                        .font(.caption.bold())
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.jobName)
                        .font(.caption)
                        .lineLimit(1)
                        .truncationMode(.middle)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 4) {
                        ProgressView(value: context.state.fraction)
                            .tint(context.state.tint)
                        HStack {
                            Text(context.state.stageTitle)
                            Spacer()
                            Text("\(context.state.layer)/\(context.state.totalLayers)")
                                .monospacedDigit()
                        }
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stageSymbol)
                    .foregroundStyle(context.state.tint)
            } compactTrailing: {
                Text("\(Int(context.state.percent))%")
                    .monospacedDigit()
                    .font(.caption)
            } minimal: {
                ProgressView(value: context.state.fraction)
                    .progressViewStyle(.circular)
                    .tint(context.state.tint)
            }
            .keylineTint(context.state.tint)
        }
    }
}
