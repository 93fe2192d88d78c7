/// Every screen class islet knows, from REFERENCE.md §1, and the default one.
public enum DeviceCatalog {
    public static let defaultID = "iphone-16-pro"

    public static let all: [DeviceProfile] = [
        .island(
            id: "iphone-16", name: "iPhone 16", models: ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"],
            screen: Size(width: 393, height: 852), compactWidth: 230, expandedWidth: 371, compactSide: 52.33
        ),
        .island(
            id: "iphone-16-pro", name: "iPhone 16 Pro", models: ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"],
            screen: Size(width: 402, height: 874), compactWidth: 230, expandedWidth: 371, compactSide: 52.33,
            notes: ["compact leading and trailing sizes are not published for 402 pt screens: the 393 pt values are used"]
        ),
        .island(
            id: "iphone-16-plus", name: "iPhone 16 Plus",
            models: ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
            screen: Size(width: 430, height: 932), compactWidth: 250, expandedWidth: 408, compactSide: 62.33
        ),
        .island(
            id: "iphone-16-pro-max", name: "iPhone 16 Pro Max", models: ["iPhone 16 Pro Max", "iPhone 17 Pro Max"],
            screen: Size(width: 440, height: 956), compactWidth: 250, expandedWidth: 408, compactSide: 62.33,
            notes: ["compact leading and trailing sizes are not published for 440 pt screens: the 430 pt values are used"]
        ),
        .island(
            id: "iphone-air", name: "iPhone Air", models: ["iPhone Air"],
            screen: Size(width: 420, height: 912), compactWidth: 250, expandedWidth: 408, compactSide: 62.33,
            notes: ["compact leading and trailing sizes are not published for the iPhone Air: the 430 pt values are used"]
        ),
        DeviceProfile(
            id: "iphone-16e", name: "iPhone 16e", models: ["iPhone 16e", "iPhone 14", "iPhone 13", "older phones"],
            screen: Size(width: 390, height: 844), hasIsland: false, compactWidth: 0,
            compactLeading: .zero, compactTrailing: .zero, minimal: .zero, minimalMaximumWidth: 0,
            expandedWidth: 368, expandedHeights: 84...160, lockScreenWidth: 368, lockScreenHeights: 84...160,
            restingIsland: .zero, islandTop: 0, cornerRadius: 0,
            notes: [
                "no Dynamic Island: an alert shows the lock-screen view as a banner, and the lock screen shows the card",
                "card width is not published for 390 pt screens: the screen width less 11 pt margins is used",
            ]
        ),
    ]

    public static var defaultDevice: DeviceProfile { device(id: defaultID)! }

    public static func device(id: String) -> DeviceProfile? {
        all.first { $0.id == id }
    }
}
