//
//  BusLiveActivity.swift
//  StopwatchWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct BusLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BusStopAttributes.self) { context in
            BusLockScreen(context: context)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(context.attributes.boardURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.stopName)
                        .font(.caption.bold())
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Link(destination: context.attributes.boardURL) {
                        Image(systemName: "list.bullet")
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        ForEach(context.state.departures.prefix(2), id: \.self) { departure in
                            DepartureRow(departure: departure, tint: context.attributes.tint)
                        }
                        ApproachStrip(progress: context.state.busPosition, tint: context.attributes.tint)
                    }
                }
            } compactLeading: {
                Text(context.state.next?.route ?? "–")
                    .font(.caption.bold())
                    .foregroundStyle(context.attributes.tint)
            } compactTrailing: {
                if let next = context.state.next {
                    Text(timerInterval: Date.now...max(next.due, Date.now), countsDown: true)
                        .font(.caption.monospacedDigit())
                        .frame(width: 42)
                } else {
                    Image(systemName: "bus")
                }
            } minimal: {
                Image(systemName: "bus.fill")
                    .foregroundStyle(context.attributes.tint)
            }
            .contentMargins(.horizontal, 14, for: .expanded)
            .widgetURL(context.attributes.boardURL)
        }
    }
}

/// The lock screen: the stop, its next departures, and a notice if the operator sent one.
struct BusLockScreen: View {
    let context: ActivityViewContext<BusStopAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text(context.attributes.stopName)
                        .font(.headline)
                    Text("Stop \(context.attributes.stopCode)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(context.attributes.stopName)
                    .font(.headline)
            }
            ForEach(context.state.departures, id: \.self) { departure in
                DepartureRow(departure: departure, tint: context.attributes.tint)
            }
            if let notice = context.state.notice {
                Label(notice, systemImage: "exclamationmark.bubble")
                    .font(.caption)
                    .foregroundStyle(.orange)
            }
        }
        .padding()
    }
}

#Preview("Stop", as: .content, using: BusStopAttributes(stopName: "Market St & 5th", stopCode: "15421", routeColor: "red")) {
    BusLiveActivity()
} contentStates: {
    BusStopAttributes.ContentState(
        departures: [
            .init(route: "14", headsign: "Mission", due: .now.addingTimeInterval(240)),
            .init(route: "14R", headsign: "Daly City", due: .now.addingTimeInterval(660), realtime: false),
        ],
        busPosition: 0.6,
        notice: nil
    )
    BusStopAttributes.ContentState(
        departures: [
            .init(route: "49", headsign: "City College", due: .now.addingTimeInterval(120), cancelled: true),
            .init(route: "14", headsign: "Mission", due: .now.addingTimeInterval(540)),
        ],
        busPosition: 0.2,
        notice: "Detour at 7th St"
    )
    BusStopAttributes.ContentState(
        departures: [.init(route: "49", headsign: "City College", due: .now.addingTimeInterval(300), realtime: false, cancelled: true)],
        busPosition: 0,
        notice: "Service suspended"
    )
}
