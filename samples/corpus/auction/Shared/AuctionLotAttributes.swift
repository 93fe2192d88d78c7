//
//  AuctionLotAttributes.swift
//  Gavel (shared)
//

import ActivityKit
import Foundation

/// A lot the user is bidding on or watching in a timed online auction.
struct AuctionLotAttributes: ActivityAttributes {
    enum Category: String, Codable, Hashable {
        case watches, art, cameras, furniture, vinyl
    }

    public struct ContentState: Codable, Hashable {
        enum Standing: Codable, Hashable {
            case watching
            case leading(maxBidCents: Int)
            case outbid(byCents: Int)
            case won(priceCents: Int)
            case lost(priceCents: Int)
            case reserveNotMet
        }

        struct Bid: Codable, Hashable {
            var bidder: String
            var amountCents: Int
            var placedAt: Date
            var isMine: Bool
        }

        var standing: Standing
        var currentBidCents: Int
        var nextMinimumCents: Int
        var bidCount: Int
        var watchers: Int
        var closesAt: Date
        /// Late bids push the close back; the app shows how often it happened.
        var extensions: Int
        var recentBids: [Bid]
        var reserveMet: Bool
    }

    var lotNumber: Int
    var title: String
    var auctionHouse: String
    var category: Category
    var estimateLowCents: Int
    var estimateHighCents: Int
    var currencyCode: String
}

extension AuctionLotAttributes.ContentState {
    var isOpen: Bool {
        switch standing {
        case .won, .lost: false
        default: closesAt > .now
        }
    }

    var isLeading: Bool {
        if case .leading = standing { return true }
        return false
    }

    /// Under two minutes to go: the island turns urgent.
    func isClosing(now: Date = .now) -> Bool {
        isOpen && closesAt.timeIntervalSince(now) < 120
    }

    var lastBid: Bid? { recentBids.max { $0.placedAt < $1.placedAt } }

    var myBidCount: Int { recentBids.filter(\.isMine).count }
}

extension AuctionLotAttributes {
    func money(_ cents: Int) -> String {
        let amount = Double(cents) / 100
        return amount.formatted(.currency(code: currencyCode).precision(.fractionLength(0)))
    }

    var estimate: String { "Est. \(money(estimateLowCents))–\(money(estimateHighCents))" }

    /// Where the current bid sits inside the estimate, 0 at the low end, 1 at the high end.
    func estimatePosition(of cents: Int) -> Double {
        let span = Double(estimateHighCents - estimateLowCents)
        guard span > 0 else { return 0.5 }
        return min(max(Double(cents - estimateLowCents) / span, 0), 1)
    }
}
