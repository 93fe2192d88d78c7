import IsletCells

/// The widget's asset catalogs as plain values: islet reads the `*.xcassets` beside the sources
/// and injects this into the interpreter, which never reads files, so a render stays a pure
/// function of the program, the data and these values.
public struct ScriptAssets: Sendable, Equatable {
    /// The catalogs read, as the paths a person gave, so a missing name says where islet looked.
    public var catalogs: [String]
    /// Colour sets by the name `Color("…")` uses: namespaced ones as `Folder/name`.
    public var colors: [String: AssetColor]

    public init(catalogs: [String] = [], colors: [String: AssetColor] = [:]) {
        self.catalogs = catalogs
        self.colors = colors
    }

    /// Where islet looked, for a placeholder: the catalogs, or that there were none.
    var searched: String {
        catalogs.isEmpty ? "no asset catalog (*.xcassets) was found beside the sources" : "not in \(catalogs.joined(separator: ", "))"
    }
}

/// One colour set as the phone resolves it: a value for the light appearance and one for the
/// dark, each either a fixed sRGB colour or a system colour the set refers to.
public struct AssetColor: Sendable, Equatable {
    /// What one appearance shows.
    public enum Value: Sendable, Equatable {
        case fixed(Color)
        /// UIKit's name without `Color` (`systemBlue` for Xcode's `systemBlueColor`), which
        /// follows the appearance itself.
        case system(String)
    }

    public var light: Value
    public var dark: Value

    public init(light: Value, dark: Value) {
        self.light = light
        self.dark = dark
    }

    /// The value the theme picks.
    public func value(dark isDark: Bool) -> Value { isDark ? dark : light }
}
