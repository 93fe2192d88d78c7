import ActivityKit
import SwiftUI
import WidgetKit

struct CourierLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            CourierCard(restaurant: context.attributes.restaurant, state: context.state)
                .activityBackgroundTint(Color.black.opacity(0.85))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.restaurant, systemImage: "bag.fill")
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("#\(context.attributes.orderNumber)")
                        .font(.caption.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    StageLine(stage: context.state.stage)
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol)
            } compactTrailing: {
                Text(context.state.stage.shortText)
                    .font(.caption2)
            } minimal: {
                Image(systemName: context.state.stage.symbol)
            }
        }
    }
}

extension CourierAttributes.ContentState.Stage {
    var symbol: String {
        switch self {
        case .preparing: return "frying.pan"
        case .pickedUp: return "bicycle"
        case .arriving: return "figure.walk"
        case .delivered: return "checkmark.circle.fill"
        }
    }

    var shortText: String {
        switch self {
        case .preparing: return "Cooking"
        case .pickedUp: return "On way"
        case .arriving(_, let minutes): return "\(minutes) min"
        case .delivered: return "Here"
        }
    }
}
