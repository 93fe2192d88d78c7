//
//  BoardingLiveActivity.swift
//  GatekeeperWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct BoardingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BoardingPassAttributes.self) { context in
            BoardingLockScreen(context: context)
                .activityBackgroundTint(GateColors.night)
                .activitySystemActionForegroundColor(GateColors.board)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    RouteLine(attributes: context.attributes)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    GateBlock(state: context.state, size: 26)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    boardingRow(context.state, group: context.attributes.passenger.boardingGroup)
                        .font(.caption)
                }
            } compactLeading: {
                Image(systemName: context.state.gateChange == nil ? "airplane.departure" : "arrow.triangle.swap")
                    .foregroundStyle(context.state.gateChange == nil ? .white : GateColors.board)
            } compactTrailing: {
                Text(context.state.gateText)
                    .font(.caption.weight(.heavy))
                    .foregroundStyle(GateColors.board)
            } minimal: {
                Text(context.state.gateText)
                    .font(.caption2.weight(.heavy))
                    .minimumScaleFactor(0.5)
            }
            .keylineTint(GateColors.board)
            .contentMargins(.all, 10, for: .compactLeading)
            .widgetURL(URL(string: "gatekeeper://pass/\(context.attributes.recordLocator)"))
        }
    }

    @ViewBuilder
    private func boardingRow(_ state: BoardingPassAttributes.ContentState, group: Int) -> some View {
        HStack {
            Text(state.headline)
                .fontWeight(.semibold)
                .foregroundStyle(state.mayBoard(group: group) ? GateColors.board : .primary)
            Spacer()
            if case .finalCall(let closesAt) = state.boarding {
                Text(closesAt, style: .timer)
                    .monospacedDigit()
                    .foregroundStyle(GateColors.alert)
            } else {
                Text("Departs \(state.departure.clock)")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// The lock screen pass.
struct BoardingLockScreen: View {
    let context: ActivityViewContext<BoardingPassAttributes>

    var body: some View {
        let state = context.state
        let passenger = context.attributes.passenger
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .top) {
                RouteLine(attributes: context.attributes)
                Spacer()
                GateBlock(state: state)
            }
            if let change = state.gateChange {
                HStack(spacing: 6) {
                    Image(systemName: "exclamationmark.triangle.fill")
                    Text("Gate changed to \(change.to)") + Text(change.walkMinutes.map { " · \($0) min walk" } ?? "")
                }
                .font(.caption.bold())
                .foregroundStyle(GateColors.board)
            }
            PassStub(passenger: passenger, seatChanged: state.seatChanged)
            Group {
                switch state.boarding {
                case .notYet(let opensAt):
                    Text("Boarding opens \(opensAt.minutesAway()) · departs \(state.departure.clock)")
                case .groups(let upTo) where upTo < passenger.boardingGroup:
                    Text("Groups 1–\(upTo) boarding. Yours is \(passenger.boardingGroup).")
                case .finalCall(let closesAt):
                    Text("Final call — gate closes \(closesAt, style: .relative)")
                        .foregroundStyle(GateColors.alert)
                default:
                    Text(state.headline)
                }
            }
            .font(.footnote)
            .multilineTextAlignment(.leading)
            if state.delayMinutes > 0 {
                Text("Delayed \(state.delayMinutes) min · new time \(state.departure.clock)")
                    .font(.caption)
                    .foregroundStyle(.orange)
            }
        }
        .padding(EdgeInsets(top: 14, leading: 16, bottom: 12, trailing: 16))
    }
}

private let pass = BoardingPassAttributes(
    flightDesignator: "LX 2086", carrier: "Alpine Air", origin: "ZRH", destination: "LIS", destinationCity: "Lisbon",
    passenger: .init(givenName: "Noor", familyName: "Haddad", seat: "14C", cabin: .economy, boardingGroup: 3, sequence: 57),
    recordLocator: "Q7XK2M"
)

#Preview("Pass", as: .content, using: pass) {
    BoardingLiveActivity()
} contentStates: {
    BoardingPassAttributes.ContentState(terminal: "E", gate: "E34", gateChange: nil, boarding: .notYet(opensAt: .now.addingTimeInterval(25 * 60)),
                                        scheduledDeparture: .now.addingTimeInterval(65 * 60), estimatedDeparture: nil, seatChanged: false, note: nil)
    BoardingPassAttributes.ContentState(terminal: "E", gate: "E41", gateChange: .init(from: "E34", to: "E41", walkMinutes: 6), boarding: .groups(upTo: 2),
                                        scheduledDeparture: .now.addingTimeInterval(35 * 60), estimatedDeparture: .now.addingTimeInterval(50 * 60), seatChanged: true, note: nil)
    BoardingPassAttributes.ContentState(terminal: "E", gate: "E41", gateChange: nil, boarding: .finalCall(closesAt: .now.addingTimeInterval(8 * 60)),
                                        scheduledDeparture: .now.addingTimeInterval(20 * 60), estimatedDeparture: nil, seatChanged: false, note: nil)
}
