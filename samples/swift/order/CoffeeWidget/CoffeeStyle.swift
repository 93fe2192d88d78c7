//
//  CoffeeStyle.swift
//  CoffeeWidget
//

import SwiftUI

/// The café's colours and type.
enum CoffeeStyle {
    /// The brand's caramel, #D9A066.
    static let caramel = Color(red: 217 / 255, green: 160 / 255, blue: 102 / 255)
    static let ready = Color.green
    static let ticketFont = Font.system(size: 15, weight: .semibold)
}

extension CoffeeOrderAttributes.ContentState {
    /// The bar turns green once the drink is on the counter.
    var barTint: Color { isReadyOrLater ? CoffeeStyle.ready : CoffeeStyle.caramel }

    /// The island's status word: green when ready, grey once collected.
    var wordColor: Color {
        switch status {
        case .ready: CoffeeStyle.ready
        case .collected: .secondary
        default: CoffeeStyle.caramel
        }
    }
}

/// "Details ›", opening the order in the app.
struct DetailsLink: View {
    let attributes: CoffeeOrderAttributes
    let color: Color

    var body: some View {
        Link(destination: attributes.orderURL) {
            Text("Details ›")
                .foregroundStyle(color)
        }
    }
}
