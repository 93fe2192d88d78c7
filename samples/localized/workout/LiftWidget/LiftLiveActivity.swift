//
//  LiftLiveActivity.swift
//  LiftWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct LiftLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LiftAttributes.self) { context in
            LiftCard(attributes: context.attributes, state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.exercise, systemImage: "bolt.fill")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Set \(context.state.set) of \(context.state.sets)")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Text(LiftText.mode(context.state.mode))
                        Spacer()
                        Text(LiftText.reps(context.state.reps))
                    }
                    .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "bolt.fill")
            } compactTrailing: {
                Text("\(context.state.set)/\(context.state.sets)")
            } minimal: {
                Image(systemName: "bolt.fill")
            }
        }
    }
}

/// The lock screen's card: the app's name, the exercise, the set and what comes next.
struct LiftCard: View {
    let attributes: LiftAttributes
    let state: LiftAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(LiftText.appName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(String(localized: "Load: \(state.load) kg", table: "Workout"))
                    .font(.caption)
            }
            Text(attributes.exercise)
                .font(.headline)
            HStack {
                Text("Set \(state.set) of \(state.sets)")
                Spacer()
                if state.mode == .resting {
                    Text(timerInterval: Date.now...state.restEnds, countsDown: true)
                        .monospacedDigit()
                }
            }
            Text(LiftText.reps(state.reps))
                .foregroundStyle(.secondary)
            Button("Skip rest", systemImage: "forward.fill") {}
        }
        .padding()
    }
}

#Preview("Resting", as: .content, using: LiftAttributes(exercise: "Back squat")) {
    LiftLiveActivity()
} contentStates: {
    LiftAttributes.ContentState(mode: .resting, set: 5, sets: 5, reps: 1, restEnds: .now.addingTimeInterval(75), load: 82)
    LiftAttributes.ContentState(mode: .lifting, set: 2, sets: 5, reps: 8, restEnds: .now, load: 80)
}
