//
//  HomeLiveActivity.swift
//  HearthWidget
//

import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct HomeLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HomeStatusAttributes.self) { context in
            HomeLockScreen(context: context)
                .activityBackgroundTint(Color(white: 0.1))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.homeName, systemImage: "house.fill")
                        .font(.caption.bold())
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.carPercent)%")
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        ForEach(context.state.devices.prefix(2)) { device in
                            DeviceRow(device: device)
                        }
                        Button(intent: LockAllIntent()) {
                            Label("Lock all", systemImage: "lock.fill")
                                .font(.caption.bold())
                        }
                        .tint(.orange)
                        .opacity(context.state.openCount == 0 ? 0 : 1)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.alarmArmed ? "shield.fill" : "shield.slash")
                    .foregroundStyle(context.state.alarmArmed ? .green : .orange)
            } compactTrailing: {
                Text(context.state.openCount == 0 ? "OK" : "\(context.state.openCount) open")
                    .font(.caption2.bold())
                    .foregroundStyle(context.state.openCount == 0 ? .green : .orange)
            } minimal: {
                Image(systemName: "house.fill")
                    .foregroundStyle(context.state.openCount == 0 ? .green : .orange)
            }
        }
    }
}

/// The lock screen: a header, every device, the car's charge.
struct HomeLockScreen: View {
    let context: ActivityViewContext<HomeStatusAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            HStack {
                Image(systemName: "house.fill")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 22, height: 22)
                Text(context.attributes.homeName)
                    .font(.headline)
                Spacer()
                Text(context.state.alarmArmed ? "Armed" : "Disarmed")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(context.state.alarmArmed ? Color.green.opacity(0.3) : Color.orange.opacity(0.3), in: Capsule())
            }
            ForEach(context.state.devices) { device in
                DeviceRow(device: device, tile: 22)
            }
            HStack {
                Text("Car \(context.state.carPercent)%")
                    .font(.caption)
                CarChargeBar(percent: context.state.carPercent)
                Spacer()
                if let message = context.state.message {
                    Text(message)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension HomeStatusAttributes.Device {
    static let frontDoor = HomeStatusAttributes.Device(id: "front", name: "Front door", kind: .lock, isActive: true)
    static let garage = HomeStatusAttributes.Device(id: "garage", name: "Garage", kind: .garage, isActive: true)
    static let charger = HomeStatusAttributes.Device(id: "wallbox", name: "Wallbox", kind: .charger, isActive: true, reading: "7.4 kW")
    static let hall = HomeStatusAttributes.Device(id: "hall", name: "Hallway", kind: .thermostat, isActive: true, reading: "19.5°")
}

#Preview("Home", as: .content, using: HomeStatusAttributes(homeName: "Lakeside", hubModel: "Hearth Hub 2")) {
    HomeLiveActivity()
} contentStates: {
    HomeStatusAttributes.ContentState(allSecure: [.frontDoor, .garage, .charger])
    HomeStatusAttributes.ContentState(
        devices: [
            HomeStatusAttributes.Device(id: "back", name: "Back door", kind: .lock, isActive: false),
            HomeStatusAttributes.Device(id: "garage", name: "Garage", kind: .garage, isActive: false),
            .hall,
        ],
        alarmArmed: false, carPercent: 46, message: "Garage open 12 min"
    )
}
