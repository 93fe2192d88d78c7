//
//  DeliveryPreviews.swift
//  DeliveryWidget
//

import SwiftUI
import WidgetKit

#Preview("Lock screen", as: .content, using: DeliveryAttributes.luigis) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.delivered
    DeliveryAttributes.ContentState.preparing
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes.luigis) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.delivered
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.luigis) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Island minimal", as: .dynamicIsland(.minimal), using: DeliveryAttributes.luigis) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
