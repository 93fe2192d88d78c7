//
//  CrossingProgressBar.swift
//  TidewaterWidget
//

import SwiftUI

/// The line between the quays with the ship on it.
struct CrossingProgressBar: View {
    let progress: Double
    let tint: Color
    var height: CGFloat = 6

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(FerryStyle.track)
                .frame(height: height)
            ProgressView(value: progress)
                .tint(tint)
        }
    }
}
