//
//  CoffeeOrderLiveActivity.swift
//  CoffeeWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CoffeeOrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CoffeeOrderAttributes.self) { context in
            CoffeeLockScreenView(context: context)
                .widgetURL(context.attributes.orderURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack(spacing: 6) {
                        Image(systemName: "cup.and.saucer.fill")
                        Text(context.attributes.ticket)
                            .font(.headline)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.statusWord)
                        .font(CoffeeStyle.ticketFont)
                        .foregroundStyle(context.state.wordColor)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    CoffeeExpandedBottom(attributes: context.attributes, state: context.state)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                CoffeeCompactTrailing(state: context.state)
            } minimal: {
                if context.state.isReadyOrLater {
                    Image(systemName: "checkmark.circle.fill")
                        .foregroundStyle(CoffeeStyle.ready)
                } else {
                    Image(systemName: "cup.and.saucer.fill")
                }
            }
            .keylineTint(CoffeeStyle.caramel)
        }
    }
}

#Preview("Lock screen", as: .content, using: CoffeeOrderAttributes.hayesValley) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.preparing
    CoffeeOrderAttributes.ContentState.ready
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: CoffeeOrderAttributes.hayesValley) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.preparing
    CoffeeOrderAttributes.ContentState.ready
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: CoffeeOrderAttributes.hayesValley) {
    CoffeeOrderLiveActivity()
} contentStates: {
    CoffeeOrderAttributes.ContentState.preparing
    CoffeeOrderAttributes.ContentState.ready
}
