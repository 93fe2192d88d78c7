//
//  MusicStyle.swift
//  NowPlayingWidget
//

import SwiftUI

/// The player's colours.
enum MusicStyle {
    /// The player's pink from the asset catalog: deeper on a light card, lighter in the dark.
    static let accent = Color("PlayerAccent")
    static let pausedBarOpacity = 0.5
}

/// The volume as a ring that fills clockwise.
struct VolumeGauge: View {
    let volume: Double

    var body: some View {
        Gauge(value: volume, in: 0...1) {
            EmptyView()
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(MusicStyle.accent)
    }
}

/// "-2:04": the time left in the track, counting down.
struct RemainingTime: View {
    let track: ClosedRange<Date>

    var body: some View {
        HStack(spacing: 0) {
            Text("-")
            Text(timerInterval: track, countsDown: true)
        }
    }
}
