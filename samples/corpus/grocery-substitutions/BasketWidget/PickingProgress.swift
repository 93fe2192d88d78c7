//
//  PickingProgress.swift
//  BasketWidget
//

import SwiftUI

/// Pantry's green, and the amber used when a decision is waiting.
enum Basket {
    static let green = Color(red: 0.13, green: 0.60, blue: 0.33)
    static let amber = Color.orange
    static let hairline = Color.primary.opacity(0.12)
}

/// Stage steps as short segments, the picking one filling as items are picked.
struct StageTrack: View {
    let state: GroceryOrderAttributes.ContentState

    var body: some View {
        HStack(spacing: 3) {
            ForEach(GroceryOrderAttributes.ContentState.Stage.allCases, id: \.self) { stage in
                let index = GroceryOrderAttributes.ContentState.Stage.allCases.firstIndex(of: stage) ?? 0
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Rectangle().fill(Basket.hairline)
                        Rectangle()
                            .fill(Basket.green)
                            .frame(width: proxy.size.width * fill(for: index))
                    }
                }
                .frame(height: 4)
                .clipShape(Capsule())
            }
        }
    }

    private func fill(for index: Int) -> Double {
        if index < state.stageIndex { return 1 }
        if index > state.stageIndex { return 0 }
        return state.stage == .picking ? state.pickedFraction : 1
    }
}

/// "23 of 31 items", or the window once shopping is done.
struct PickedCounter: View {
    let state: GroceryOrderAttributes.ContentState

    var body: some View {
        if state.stage == .picking || state.stage == .queued {
            Text("\(state.pickedCount) of \(state.itemCount) items")
                .monospacedDigit()
                .contentTransition(.numericText())
        } else {
            Text("\(state.deliveryWindow.lowerBound.formatted(date: .omitted, time: .shortened))–\(state.deliveryWindow.upperBound.formatted(date: .omitted, time: .shortened))")
        }
    }
}
