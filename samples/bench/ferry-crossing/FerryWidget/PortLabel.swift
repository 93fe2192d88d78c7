//
//  PortLabel.swift
//  TidewaterWidget
//

import SwiftUI

/// A port's code over the time the ship leaves or reaches it.
struct PortLabel: View {
    let port: Port
    let time: Date
    var alignment: HorizontalAlignment = .leading
    var late = false

    var body: some View {
        VStack(alignment: alignment, spacing: 1) {
            Text(port.code)
                .font(FerryStyle.figure)
                .monospaced()
            Text(FerryFormat.clock(time))
                .font(FerryStyle.detail)
                .foregroundStyle(late ? FerryStyle.buoy : .secondary)
                .monospacedDigit()
        }
    }
}
