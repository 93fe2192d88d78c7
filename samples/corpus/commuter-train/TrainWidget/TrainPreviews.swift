//
//  TrainPreviews.swift
//  PlatformWidget
//

import SwiftUI
import WidgetKit

private let morning = Calendar.current.date(bySettingHour: 8, minute: 5, second: 0, of: .now) ?? .now

private let tripAttributes = TrainTripAttributes(
    tripID: "RE7-4412",
    line: .re7,
    trainNumber: 4412,
    destination: "Lakeside Terminal",
    stops: [
        .init(code: "CEN", name: "Central", scheduledArrival: morning),
        .init(code: "MKT", name: "Market Street", scheduledArrival: morning.addingTimeInterval(6 * 60)),
        .init(code: "UNI", name: "University", scheduledArrival: morning.addingTimeInterval(11 * 60)),
        .init(code: "HBR", name: "Harbour Park", scheduledArrival: morning.addingTimeInterval(19 * 60)),
        .init(code: "LKS", name: "Lakeside", scheduledArrival: morning.addingTimeInterval(27 * 60)),
    ],
    alightIndex: 3
)

private let runningLate = TrainTripAttributes.ContentState(
    punctuality: .late(minutes: 7), lastStopIndex: 1, legProgress: 0.4, platform: "4", previousPlatform: "2",
    crowding: .busy, nextArrival: .now.addingTimeInterval(5 * 60), message: nil
)

struct TrainLiveActivity_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            tripAttributes
                .previewContext(runningLate, viewKind: .dynamicIsland(.expanded))
            tripAttributes
                .previewContext(runningLate, viewKind: .content)
        }
    }
}

#Preview("Trip", as: .content, using: tripAttributes) {
    TrainLiveActivity()
} contentStates: {
    TrainTripAttributes.ContentState(punctuality: .onTime, lastStopIndex: 0, legProgress: 0.1, platform: "2", previousPlatform: nil, crowding: .quiet, nextArrival: .now.addingTimeInterval(240), message: "Doors open on the left")
    runningLate
    TrainTripAttributes.ContentState(punctuality: .cancelled(reason: "Signal failure near University. Take the S3 from platform 1."), lastStopIndex: 1, legProgress: 0, platform: nil, previousPlatform: nil, crowding: nil, nextArrival: .now, message: nil)
}
