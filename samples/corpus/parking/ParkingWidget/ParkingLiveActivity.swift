//
//  ParkingLiveActivity.swift
//  KerbsideWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingSessionAttributes.self) { context in
            ParkingLockScreen(context: context)
                .activityBackgroundTint(Color.black.opacity(0.6))
                .activitySystemActionForegroundColor(.white)
                .widgetURL(context.attributes.extendURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ZoneSign(code: context.attributes.zone.code)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TimeLeft(state: context.state)
                        .font(.title3.bold())
                        .foregroundStyle(context.state.tint())
                        .frame(width: 72, alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.zone.street)
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ZStack(alignment: .trailing) {
                        Color.clear.frame(height: 1)
                        if context.state.isNearlyOut() {
                            Text("Less than \(context.state.minutesLeft() + 1) min left")
                                .font(.caption.bold())
                                .foregroundStyle(.orange)
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                        if context.state.canExtend, let url = context.attributes.extendURL {
                            Link("Add 30 min", destination: url)
                                .font(.caption.bold())
                                .padding(.horizontal, 10)
                                .padding(.vertical, 5)
                                .background(.blue, in: Capsule())
                        }
                    }
                }
            } compactLeading: {
                Text(context.attributes.zone.code)
                    .font(.caption.weight(.black))
                    .foregroundStyle(.blue)
            } compactTrailing: {
                TimeLeft(state: context.state)
                    .frame(width: 44)
                    .foregroundStyle(context.state.tint())
            } minimal: {
                Image(systemName: context.state.standing == .expired ? "exclamationmark.circle.fill" : "parkingsign.circle.fill")
                    .foregroundStyle(context.state.tint())
            }
            .keylineTint(.blue)
        }
    }
}

#Preview("Parking", as: .content, using: ParkingSessionAttributes(
    sessionNumber: "K-77120",
    zone: .init(code: "4107", street: "Oak Lane (north side)", hourlyRateCents: 320, maxStayMinutes: 180),
    vehicle: .car(plate: "KD 71 XRA"),
    currencyCode: "GBP"
)) {
    ParkingLiveActivity()
} contentStates: {
    ParkingSessionAttributes.ContentState(standing: .active, startedAtUnix: Int(Date.now.timeIntervalSince1970) - 1_800, expiresAtUnix: Int(Date.now.timeIntervalSince1970) + 3_600, paidCents: 480, extensions: [], canExtend: true, reminderMinutes: 15)
    ParkingSessionAttributes.ContentState(standing: .expiringSoon, startedAtUnix: Int(Date.now.timeIntervalSince1970) - 5_400, expiresAtUnix: Int(Date.now.timeIntervalSince1970) + 420, paidCents: 640, extensions: [30], canExtend: true, reminderMinutes: nil)
    ParkingSessionAttributes.ContentState(standing: .expired, startedAtUnix: Int(Date.now.timeIntervalSince1970) - 10_800, expiresAtUnix: Int(Date.now.timeIntervalSince1970) - 60, paidCents: 960, extensions: [30, 30], canExtend: false, reminderMinutes: nil)
}
