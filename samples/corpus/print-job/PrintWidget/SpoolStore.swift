//
//  SpoolStore.swift
//  LayerCakeWidget
//

import Foundation

/// A spool of filament as the app's inventory screen saves it, after the user weighs it.
struct Spool: Codable, Hashable {
    let material: String
    let remainingGrams: Double
    var colorName: String?

    enum CodingKeys: String, CodingKey {
        case material
        case remainingGrams = "remaining_g"
        case colorName = "color"
    }
}

/// The app writes the spool inventory to the shared container; the widget only reads it.
enum SpoolStore {
    static let groupID = "group.com.example.layercake"

    static var inventoryURL: URL? {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: groupID)?
            .appendingPathComponent("Inventory", isDirectory: true)
            .appendingPathComponent("spools.json")
    }

    /// The loaded spool of `material`, or nil until the app has written an inventory.
    static func spool(of material: PrintJobAttributes.Material) -> Spool? {
        guard let url = inventoryURL,
              let data = try? Data(contentsOf: url),
              let spools = try? JSONDecoder().decode([Spool].self, from: data)
        else { return nil }
        return spools.first { $0.material == material.rawValue }
    }

    /// "38 g", or "38 g · 412 g left" once the inventory knows the spool.
    static func filamentLine(used grams: Double, material: PrintJobAttributes.Material) -> String {
        guard let spool = spool(of: material) else { return String(format: "%.0f g", grams) }
        return String(format: "%.0f g · %.0f g left", grams, max(0, spool.remainingGrams - grams))
    }
}
