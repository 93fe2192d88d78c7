//
//  OrderActivityStore.swift
//  Coffee (app target)
//

import ActivityKit
import Foundation

/// Starts one activity per order and ends it when the drink is collected.
final class OrderActivityStore {
    private var activities: [String: Activity<CoffeeOrderAttributes>] = [:]

    func begin(store: String, order: String, readyAt: Date) throws {
        let state = CoffeeOrderAttributes.ContentState(status: .received, statusText: "Order received", progress: 0, readyAt: readyAt)
        activities[order] = try Activity.request(
            attributes: CoffeeOrderAttributes(storeName: store, orderNumber: order),
            content: .init(state: state, staleDate: readyAt.addingTimeInterval(15 * 60)),
            pushType: .token
        )
    }

    func collected(order: String) async {
        guard let activity = activities.removeValue(forKey: order) else { return }
        var state = activity.content.state
        state.status = .collected
        state.statusText = "Enjoy!"
        state.progress = 1
        await activity.end(.init(state: state, staleDate: nil), dismissalPolicy: .after(.now + 60))
    }
}
