//
//  TrainLiveActivity.swift
//  PlatformWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TrainLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TrainTripAttributes.self) { context in
            TrainLockScreen(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(Color(white: 0.1))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            let state = context.state
            let attributes = context.attributes
            return DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(attributes.line.rawValue)
                        .lineBadge(attributes.line)
                        .padding(.top, 4)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(state.statusText)
                        .font(.caption.bold())
                        .foregroundStyle(state.punctuality.tint)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("to \(attributes.destination)")
                        .font(.subheadline)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        StopStrip(progress: attributes.overallProgress(state), color: attributes.line.color)
                        HStack {
                            Text(attributes.stops.first?.name ?? "")
                            Spacer()
                            Text(attributes.alightStop?.name ?? attributes.destination)
                                .fontWeight(.semibold)
                        }
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    }
                    .padding(.horizontal, 4)
                }
            } compactLeading: {
                Text(attributes.line.rawValue)
                    .font(.caption2.weight(.heavy))
                    .foregroundStyle(attributes.line.color)
            } compactTrailing: {
                if let platform = state.platform {
                    Text("Pl. \(platform)")
                        .font(.caption2)
                        .foregroundStyle(state.platformChanged ? .yellow : .primary)
                } else {
                    Text("\(state.minutesToNextStop())m")
                        .monospacedDigit()
                }
            } minimal: {
                Image(systemName: state.isDisrupted ? "exclamationmark.triangle.fill" : "tram.fill")
                    .foregroundStyle(state.punctuality.tint)
            }
            .keylineTint(attributes.line.color)
            .widgetURL(URL(string: "platform://trip/\(attributes.tripID)"))
        }
    }
}

/// The lock screen banner: where the train is, the rider's next stops and any disruption.
struct TrainLockScreen: View {
    let attributes: TrainTripAttributes
    let state: TrainTripAttributes.ContentState
    /// The rider's choice in the app's settings, shared through the App Group.
    @AppStorage("showsTrainNumber", store: .platformGroup) private var showsTrainNumber = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Text(attributes.line.rawValue).lineBadge(attributes.line)
                Text(showsTrainNumber ? "\(attributes.trainNumber) → \(attributes.destination)" : "→ \(attributes.destination)")
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text(state.statusText)
                    .font(.subheadline.bold())
                    .foregroundStyle(state.punctuality.tint)
            }
            if case .cancelled(let reason) = state.punctuality {
                Text(reason)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .lineLimit(2)
            } else {
                StopStrip(progress: attributes.overallProgress(state), color: attributes.line.color, height: 8)
                UpcomingStops(stops: attributes.upcoming(after: state.lastStopIndex), delay: state.delayMinutes)
            }
            if state.platformChanged, let platform = state.platform {
                Label("Now platform \(platform) (was \(state.previousPlatform ?? "?"))", systemImage: "arrow.triangle.swap")
                    .font(.caption.bold())
                    .foregroundStyle(.yellow)
            } else if let message = state.message {
                Text(message)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .padding(14)
    }
}

extension UserDefaults {
    /// The suite the app and its widget share.
    static var platformGroup: UserDefaults { UserDefaults(suiteName: "group.com.example.platform")! }
}
