//
//  GroceryOrderAttributes+Substitutions.swift
//  Pantry
//

import Foundation

extension GroceryOrderAttributes.ContentState {
    var pending: [Substitution] {
        substitutions.filter {
            if case .pending = $0.decision { return true }
            return false
        }
    }

    /// The substitution with the nearest deadline: the one to show first.
    var mostUrgent: Substitution? {
        pending.min { ($0.respondBy ?? .distantFuture) < ($1.respondBy ?? .distantFuture) }
    }

    var refundedCents: Int {
        substitutions.compactMap { sub -> Int? in
            if case .refunded(let cents) = sub.decision { return cents }
            return nil
        }
        .reduce(0, +)
    }

    var pickedFraction: Double {
        itemCount == 0 ? 0 : Double(pickedCount) / Double(itemCount)
    }

    var stageIndex: Int {
        Stage.allCases.firstIndex(of: stage) ?? 0
    }
}

extension GroceryOrderAttributes.ContentState.Stage {
    var title: String {
        switch self {
        case .queued: "Waiting for a shopper"
        case .picking: "Shopping"
        case .checkingOut: "At the till"
        case .onTheWay: "On the way"
        case .delivered: "Delivered"
        }
    }

    var symbol: String {
        switch self {
        case .queued: "clock"
        case .picking: "cart.fill"
        case .checkingOut: "creditcard.fill"
        case .onTheWay: "bicycle"
        case .delivered: "bag.fill"
        }
    }
}

extension NumberFormatter {
    static func money(_ code: String, signed: Bool = false) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        if signed { formatter.positivePrefix = "+" + (formatter.positivePrefix ?? "") }
        return formatter
    }
}

extension GroceryOrderAttributes {
    func money(_ cents: Int, signed: Bool = false) -> String {
        NumberFormatter.money(currencyCode, signed: signed).string(from: NSNumber(value: Double(cents) / 100)) ?? "\(cents)"
    }
}
