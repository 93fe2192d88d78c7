//
//  DepartureViews.swift
//  StopwatchWidget
//

import SwiftUI
import WidgetKit

extension BusStopAttributes.ContentState {
    /// The first departure still running, if any.
    var next: Departure? {
        departures.first { !$0.cancelled }
    }
}

extension BusStopAttributes {
    /// Where a tap on the activity opens the app: this stop's board.
    var boardURL: URL {
        URL(string: "stopwatch://stop/\(stopCode)")!
    }

    var tint: Color {
        routeColor == "red" ? .red : .teal
    }
}

/// A departure's line: route badge, where it goes, and its countdown.
struct DepartureRow: View {
    let departure: BusStopAttributes.ContentState.Departure
    let tint: Color

    var body: some View {
        HStack(spacing: 8) {
            Text(departure.route)
                .font(.caption.bold())
                .foregroundStyle(.white)
                .frame(width: 34)
                .padding(.vertical, 2)
                .background(tint, in: RoundedRectangle(cornerRadius: 4))
            Text(departure.headsign)
                .font(.subheadline)
                .strikethrough(departure.cancelled)
                .lineLimit(1)
            Spacer(minLength: 0)
            if departure.cancelled {
                Text("Cancelled")
                    .font(.caption)
                    .foregroundStyle(.red)
            } else {
                Text(timerInterval: Date.now...max(departure.due, Date.now), countsDown: true, showsHours: false)
                    .font(.subheadline.monospacedDigit())
                    .frame(width: 48, alignment: .trailing)
                    .opacity(departure.realtime ? 1 : 0.6)
            }
        }
    }
}

/// The route strip: the stop at the right end, the bus somewhere along it.
struct ApproachStrip: View {
    let progress: Double
    let tint: Color

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(tint.opacity(0.25))
                .frame(height: 4)
            Image(systemName: "bus.fill")
                .font(.caption)
                .foregroundStyle(tint)
                .offset(x: 200 * progress - 6)
            Image(systemName: "mappin.circle.fill")
                .font(.caption)
                .position(x: 200, y: 9)
        }
        .frame(width: 206, height: 18)
    }
}
