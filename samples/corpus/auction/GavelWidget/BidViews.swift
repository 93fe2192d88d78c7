//
//  BidViews.swift
//  GavelWidget
//

import AppIntents
import SwiftUI

/// The closing countdown; red and pulsing in the final two minutes.
struct ClosingClock: View {
    let state: AuctionLotAttributes.ContentState

    var body: some View {
        if state.isOpen {
            Text(timerInterval: Date.now...state.closesAt, countsDown: true)
                .monospacedDigit()
                .foregroundStyle(state.isClosing() ? .red : .primary)
                .scaleEffect(state.isClosing() ? 1.08 : 1)
        } else {
            Text("Closed")
                .foregroundStyle(.secondary)
        }
    }
}

/// A gold dot riding a line between the low and high estimate.
struct EstimateBar: View {
    let position: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(LinearGradient(colors: [.gray.opacity(0.3), .gavelGold.opacity(0.6)], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 3)
                Circle()
                    .fill(Color.gavelGold)
                    .frame(width: 9, height: 9)
                    .shadow(radius: 2)
                    .offset(x: (geometry.size.width - 9) * position)
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: 10)
    }
}

/// The quick bid button: the next minimum, placed through an intent.
struct QuickBidButton: View {
    let lotNumber: Int
    let amount: String
    let cents: Int

    var body: some View {
        Button(intent: PlaceBidIntent(lot: lotNumber, amountCents: cents)) {
            Text("Bid \(amount)")
                .font(.caption.bold())
                .foregroundStyle(Color.gavelInk)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Color.gavelGold, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}

struct PlaceBidIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Place bid"
    @Parameter(title: "Lot") var lot: Int
    @Parameter(title: "Amount") var amountCents: Int

    init() {}
    init(lot: Int, amountCents: Int) {
        self.lot = lot
        self.amountCents = amountCents
    }

    func perform() async throws -> some IntentResult { .result() }
}
