//
//  CoffeeIslandViews.swift
//  CoffeeWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The expanded island's bottom region.
struct CoffeeExpandedBottom: View {
    let attributes: CoffeeOrderAttributes
    let state: CoffeeOrderAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(state.statusText)
                .font(.subheadline)
                .lineLimit(1)
            ProgressView(value: state.progress)
                .tint(state.barTint)
            HStack {
                Text(attributes.storeName)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                DetailsLink(attributes: attributes, color: CoffeeStyle.caramel)
            }
            .font(.footnote)
        }
    }
}

/// The compact trailing side: when to come, or that it is ready.
struct CoffeeCompactTrailing: View {
    let state: CoffeeOrderAttributes.ContentState

    var body: some View {
        switch state.status {
        case .ready:
            Text("Ready")
                .foregroundStyle(CoffeeStyle.ready)
        case .collected:
            Image(systemName: "checkmark")
                .foregroundStyle(CoffeeStyle.ready)
        default:
            Text(state.readyClock)
                .foregroundStyle(CoffeeStyle.caramel)
                .monospacedDigit()
        }
    }
}
