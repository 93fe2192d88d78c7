import ActivityKit
import Foundation

/// A food order on its way, as the restaurant's server pushes it: snake_case keys, the courier's
/// progress as a stage with associated values, and fields older servers leave out.
struct CourierAttributes: ActivityAttributes {
    let restaurant: String
    let orderNumber: Int

    struct ContentState: Codable, Hashable {
        var stage: Stage
        var itemsReady: Int
        var itemsTotal: Int
        var note: String

        enum Stage: Codable, Hashable {
            case preparing
            case pickedUp(courier: String)
            case arriving(courier: String, minutes: Int)
            case delivered
        }

        enum CodingKeys: String, CodingKey {
            case stage
            case items
            case note = "courier_note"
        }

        enum ItemKeys: String, CodingKey {
            case ready
            case total
        }

        init(stage: Stage, itemsReady: Int, itemsTotal: Int, note: String = "") {
            self.stage = stage
            self.itemsReady = itemsReady
            self.itemsTotal = itemsTotal
            self.note = note
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            stage = try container.decode(Stage.self, forKey: .stage)
            let items = try container.nestedContainer(keyedBy: ItemKeys.self, forKey: .items)
            itemsTotal = try items.decode(Int.self, forKey: .total)
            itemsReady = try items.decodeIfPresent(Int.self, forKey: .ready) ?? 0
            guard itemsReady <= itemsTotal else {
                throw DecodingError.dataCorruptedError(forKey: .ready, in: items, debugDescription: "more items ready than ordered")
            }
            note = try container.decodeIfPresent(String.self, forKey: .note) ?? ""
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(stage, forKey: .stage)
            var items = container.nestedContainer(keyedBy: ItemKeys.self, forKey: .items)
            try items.encode(itemsReady, forKey: .ready)
            try items.encode(itemsTotal, forKey: .total)
            try container.encode(note, forKey: .note)
        }
    }
}
