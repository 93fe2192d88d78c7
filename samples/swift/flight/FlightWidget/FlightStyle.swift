//
//  FlightStyle.swift
//  FlightWidget
//

import SwiftUI

/// The flight's colours and type.
enum FlightStyle {
    static let route = Color.blue
    static let codeFont = Font.system(size: 22, weight: .bold)
    static let statusFont = Font.system(size: 15, weight: .semibold)
}

extension FlightStatus {
    /// Orange when late, blue in the air, green otherwise.
    var tint: Color {
        switch self {
        case .delayed: .orange
        case .departed: .blue
        default: .green
        }
    }
}

extension FlightAttributes.ContentState {
    /// The status word greys out once the data is stale.
    func statusColor(isStale: Bool) -> Color {
        isStale ? .secondary : status.tint
    }
}

/// An airport's three letters, large.
struct AirportCode: View {
    let airport: Airport

    var body: some View {
        Text(airport.code)
            .font(FlightStyle.codeFont)
    }
}

/// How far along the route the plane is.
struct RouteBar: View {
    let progress: Double

    var body: some View {
        ProgressView(value: progress)
            .tint(FlightStyle.route)
    }
}
