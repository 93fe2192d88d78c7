import ActivityKit
import SwiftUI
import WidgetKit

struct CourierCard: View {
    let restaurant: String
    let state: CourierAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(restaurant)
                    .font(.headline)
                Spacer()
                Text("\(state.itemsReady)/\(state.itemsTotal) ready")
                    .font(.subheadline)
            }
            StageLine(stage: state.stage)
            if !state.note.isEmpty {
                Text(state.note)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

struct StageLine: View {
    let stage: CourierAttributes.ContentState.Stage

    var body: some View {
        switch stage {
        case .preparing:
            Text("The kitchen is cooking")
        case .pickedUp(let courier):
            Text("\(courier) picked up your order")
        case .arriving(let courier, let minutes):
            Text("\(courier) arrives in \(minutes) min")
        case .delivered:
            Text("Delivered. Enjoy!")
        }
    }
}

#Preview("Courier", as: .content, using: CourierAttributes(restaurant: "Noodle Bar", orderNumber: 4127)) {
    CourierLiveActivity()
} contentStates: {
    CourierAttributes.ContentState(stage: .arriving(courier: "Ravi", minutes: 6), itemsReady: 3, itemsTotal: 3, note: "Leave at the door")
    CourierAttributes.ContentState(stage: .preparing, itemsReady: 1, itemsTotal: 3)
}
