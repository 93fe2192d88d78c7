//
//  CoffeeOrderAttributes+Display.swift
//  CoffeeWidget
//

import Foundation

extension CoffeeOrderAttributes {
    /// "#A47", the code the barista calls out.
    var ticket: String { "#\(orderNumber)" }

    var orderURL: URL { URL(string: "coffee://order/\(orderNumber)")! }

    static var hayesValley: CoffeeOrderAttributes {
        CoffeeOrderAttributes(storeName: "Blue Bottle · Hayes Valley", orderNumber: "A47")
    }
}

extension CoffeeOrderAttributes.ContentState {
    /// Ready and collected come after the waiting, in the order the statuses are declared.
    var isReadyOrLater: Bool {
        switch status {
        case .ready, .collected: true
        case .received, .preparing: false
        }
    }

    /// The island's one word for the status.
    var statusWord: String {
        switch status {
        case .received: "Received"
        case .preparing: "Preparing"
        case .ready: "Ready"
        case .collected: "Picked up"
        }
    }

    /// The time on the 24-hour clock, "11:04", where "AM" does not fit.
    var readyClock: String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: readyAt)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The latte on the bar: ready four minutes later.
    static var preparing: Self {
        Self(status: .preparing, statusText: "Your oat latte is being made", progress: 0.55, readyAt: Date(timeIntervalSinceNow: 240))
    }

    static var ready: Self {
        Self(status: .ready, statusText: "Your oat latte is ready", progress: 1, readyAt: Date(timeIntervalSinceNow: 240))
    }
}
