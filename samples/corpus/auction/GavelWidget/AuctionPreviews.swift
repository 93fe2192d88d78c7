//
//  AuctionPreviews.swift
//  GavelWidget
//

import SwiftUI
import WidgetKit

extension AuctionLotAttributes {
    static let chronograph = AuctionLotAttributes(
        lotNumber: 214, title: "1971 steel chronograph, panda dial", auctionHouse: "Marlowe & Finch",
        category: .watches, estimateLowCents: 400_000, estimateHighCents: 650_000, currencyCode: "CHF"
    )
}

extension AuctionLotAttributes.ContentState {
    static let outbid = Self(
        standing: .outbid(byCents: 10_000), currentBidCents: 520_000, nextMinimumCents: 540_000,
        bidCount: 23, watchers: 188, closesAt: .now.addingTimeInterval(95), extensions: 2,
        recentBids: [
            .init(bidder: "k***9", amountCents: 520_000, placedAt: .now.addingTimeInterval(-12), isMine: false),
            .init(bidder: "you", amountCents: 510_000, placedAt: .now.addingTimeInterval(-40), isMine: true),
        ],
        reserveMet: true
    )

    static let leading = Self(
        standing: .leading(maxBidCents: 600_000), currentBidCents: 540_000, nextMinimumCents: 560_000,
        bidCount: 24, watchers: 191, closesAt: .now.addingTimeInterval(14 * 60), extensions: 2,
        recentBids: [], reserveMet: true
    )
}

#Preview("Lot", as: .content, using: AuctionLotAttributes.chronograph) {
    AuctionLiveActivity()
} contentStates: {
    AuctionLotAttributes.ContentState.outbid
    AuctionLotAttributes.ContentState.leading
}
