import IsletCells

/// The widget's asset catalogs as plain values: islet reads the `*.xcassets` beside the sources
/// and injects this into the interpreter, which never reads files, so a render stays a pure
/// function of the program, the data and these values.
public struct ScriptAssets: Sendable, Equatable {
    /// The catalogs read, as the paths a person gave, so a missing name says where islet looked.
    public var catalogs: [String]
    /// Colour sets by the name `Color("…")` uses: namespaced ones as `Folder/name`.
    public var colors: [String: AssetColor]
    /// Image sets by the name `Image("…")` uses.
    public var images: [String: AssetImage]
    /// Custom symbols (`*.symbolset`) by name: the SVG file each draws from.
    public var symbols: [String: String]

    public init(catalogs: [String] = [], colors: [String: AssetColor] = [:], images: [String: AssetImage] = [:], symbols: [String: String] = [:]) {
        self.catalogs = catalogs
        self.colors = colors
        self.images = images
        self.symbols = symbols
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

/// One image set as the phone picks its file: the best scale in each theme, and whether it is
/// drawn as a template (in the view's foreground colour) or as its own pixels.
public struct AssetImage: Sendable, Equatable {
    /// A file of the set: its path and the scale it was drawn at (1 for a single-scale file).
    public struct File: Sendable, Equatable {
        public var path: String
        public var scale: Int

        public init(path: String, scale: Int) {
            self.path = path
            self.scale = scale
        }
    }

    public var light: File
    public var dark: File
    /// The set's `template-rendering-intent`: true for template, false for original, nil when
    /// the set leaves it to the default (original, for an asset image).
    public var template: Bool?

    public init(light: File, dark: File, template: Bool?) {
        self.light = light
        self.dark = dark
        self.template = template
    }
}
