//
//  DownloadStyle.swift
//  DownloadWidget
//

import SwiftUI

/// The download's colours and type.
enum DownloadStyle {
    static let active = Color.blue
    static let complete = Color.green
    static let percentFont = Font.system(size: 20, weight: .semibold)
    static let waitingText = "Preparing download…"
}

extension DownloadAttributes.ContentState {
    /// Blue while it runs, green once it is all there.
    var tint: Color { isComplete ? DownloadStyle.complete : DownloadStyle.active }
}

/// The share downloaded, its digits rolling as pushes raise it.
struct PercentText: View {
    let state: DownloadAttributes.ContentState
    let fraction: Double

    var body: some View {
        Text(DownloadAttributes.ContentState.percentText(fraction))
            .foregroundStyle(state.tint)
            .contentTransition(.numericText())
            .monospacedDigit()
    }
}

/// The bar while the size is known.
struct DownloadBar: View {
    let state: DownloadAttributes.ContentState
    let fraction: Double

    var body: some View {
        ProgressView(value: fraction)
            .tint(state.tint)
    }
}
