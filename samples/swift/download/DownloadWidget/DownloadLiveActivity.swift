//
//  DownloadLiveActivity.swift
//  DownloadWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DownloadLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DownloadAttributes.self) { context in
            DownloadLockScreenView(state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.emoji)
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    DownloadPercentOrWaiting(state: context.state, font: DownloadStyle.percentFont)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DownloadExpandedBottom(state: context.state)
                }
            } compactLeading: {
                Text(context.state.emoji)
            } compactTrailing: {
                DownloadPercentOrWaiting(state: context.state)
            } minimal: {
                DownloadMinimalView(state: context.state)
            }
            .keylineTint(DownloadStyle.active)
        }
    }
}

#Preview("Lock screen", as: .content, using: DownloadAttributes()) {
    DownloadLiveActivity()
} contentStates: {
    DownloadAttributes.ContentState.film
    DownloadAttributes.ContentState.waiting
    DownloadAttributes.ContentState.finished
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: DownloadAttributes()) {
    DownloadLiveActivity()
} contentStates: {
    DownloadAttributes.ContentState.film
    DownloadAttributes.ContentState.waiting
}

#Preview("Island minimal", as: .dynamicIsland(.minimal), using: DownloadAttributes()) {
    DownloadLiveActivity()
} contentStates: {
    DownloadAttributes.ContentState.film
    DownloadAttributes.ContentState.waiting
}
