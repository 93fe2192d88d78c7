//
//  StopStrip.swift
//  PlatformWidget
//

import SwiftUI

/// A straight line from the first stop to the rider's stop, with the train's position on it.
struct StopStrip: View {
    let progress: Double
    let color: Color
    var height: CGFloat = 6

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.secondary.opacity(0.3))
                Capsule()
                    .fill(color)
                    .frame(width: max(height, width * progress))
                Image(systemName: "tram.fill")
                    .font(.system(size: height * 1.8))
                    .foregroundStyle(.white)
                    .offset(x: max(0, width * progress - height * 2))
            }
        }
        .frame(height: height)
    }
}

/// The rider's next few stops, each with its scheduled time; the last is theirs.
struct UpcomingStops: View {
    let stops: [TrainTripAttributes.Station]
    let delay: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            ForEach(stops.prefix(3), id: \.code) { stop in
                HStack {
                    Circle()
                        .stroke(stop == stops.last ? Color.primary : Color.secondary, lineWidth: 2)
                        .frame(width: 7, height: 7)
                    Text(stop.name)
                        .font(.caption)
                        .lineLimit(1)
                    Spacer()
                    if delay > 0 {
                        Text(stop.scheduledArrival.boardTime)
                            .strikethrough()
                            .foregroundStyle(.secondary)
                        Text(stop.scheduledArrival.addingTimeInterval(Double(delay) * 60).boardTime)
                            .foregroundStyle(.orange)
                    } else {
                        Text(stop.scheduledArrival.boardTime)
                    }
                }
                .font(.caption2.monospacedDigit())
            }
        }
    }
}
