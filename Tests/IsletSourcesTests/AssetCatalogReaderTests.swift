import Foundation
import IsletCells
import IsletScript
import IsletSources
import Testing

/// Colour sets read as Xcode writes them, from a catalog written for each test.
@Suite struct AssetCatalogReaderTests {
    /// A colour set's `Contents.json` with these entries.
    static func colorSet(_ entries: String...) -> String {
        "{ \"colors\" : [ \(entries.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"
    }

    /// One entry: components in a colour space, with optional appearances and idiom.
    static func entry(_ space: String, _ components: String, appearance: String? = nil, idiom: String = "universal") -> String {
        let appearances = appearance.map { ", \"appearances\" : [ { \"appearance\" : \"\($0 == "high" ? "contrast" : "luminosity")\", \"value\" : \"\($0)\" } ]" } ?? ""
        return "{ \"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } }, \"idiom\" : \"\(idiom)\"\(appearances) }"
    }

    static func read(_ files: [String: String]) throws -> AssetCatalogReader.Result {
        let folder = try AssetCatalogFolder(texts: files.merging(["Widget.swift": "struct W {}\n"]) { first, _ in first })
        defer { folder.remove() }
        var result = AssetCatalogReader.read([folder.path])
        result.problems = result.problems.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        result.assets.catalogs = result.assets.catalogs.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        return result
    }

    /// Floats, 0–255 integers and hex give the same colour; alpha is kept; the dark entry is
    /// the dark theme's and the plain one the light's.
    @Test func everyComponentFormAndTheDarkVariant() throws {
        let result = try Self.read([
            "Assets.xcassets/Float.colorset/Contents.json": Self.colorSet(Self.entry("srgb", #""red" : "0.250", "green" : "0.500", "blue" : "1.000", "alpha" : "0.500""#)),
            "Assets.xcassets/Integer.colorset/Contents.json": Self.colorSet(Self.entry("srgb", #""red" : "64", "green" : "128", "blue" : "255", "alpha" : "1.000""#)),
            "Assets.xcassets/Hex.colorset/Contents.json": Self.colorSet(
                Self.entry("srgb", #""red" : "0x40", "green" : "0x80", "blue" : "0xFF""#),
                Self.entry("srgb", #""red" : "0xFF", "green" : "0xFF", "blue" : "0xFF""#, appearance: "dark"),
                Self.entry("srgb", #""red" : "0x00", "green" : "0x00", "blue" : "0x00""#, appearance: "high")
            ),
        ])
        #expect(result.problems.isEmpty)
        #expect(result.assets.catalogs == ["Assets.xcassets"])
        let blue = Color(red: 64, green: 128, blue: 255)
        #expect(result.assets.colors["Float"] == AssetColor(light: .fixed(blue.withOpacity(0.5)), dark: .fixed(blue.withOpacity(0.5))))
        #expect(result.assets.colors["Integer"] == AssetColor(light: .fixed(blue), dark: .fixed(blue)))
        #expect(result.assets.colors["Hex"] == AssetColor(light: .fixed(blue), dark: .fixed(.white)))
    }

    /// Display P3, linear and extended sRGB and the two greys are converted to sRGB and clamped;
    /// an iPhone entry wins over a universal one; an iPad-only entry is not the phone's.
    @Test func colourSpacesAndIdioms() throws {
        let result = try Self.read([
            "A.xcassets/P3.colorset/Contents.json": Self.colorSet(Self.entry("display-p3", #""red" : "1.000", "green" : "0.500", "blue" : "0.000""#)),
            "A.xcassets/Linear.colorset/Contents.json": Self.colorSet(Self.entry("extended-linear-srgb", #""red" : "0.500", "green" : "0.200", "blue" : "0.000""#)),
            "A.xcassets/Extended.colorset/Contents.json": Self.colorSet(Self.entry("extended-srgb", #""red" : "1.200", "green" : "-0.100", "blue" : "0.500""#)),
            "A.xcassets/Gray.colorset/Contents.json": Self.colorSet(Self.entry("gray-gamma-22", #""white" : "0.500", "alpha" : "1.000""#)),
            "A.xcassets/WideGray.colorset/Contents.json": Self.colorSet(Self.entry("extended-gray", #""white" : "1.500""#)),
            "A.xcassets/Phone.colorset/Contents.json": Self.colorSet(
                Self.entry("srgb", #""red" : "255", "green" : "0", "blue" : "0""#, idiom: "iphone"),
                Self.entry("srgb", #""red" : "0", "green" : "0", "blue" : "255""#)
            ),
            "A.xcassets/Pad.colorset/Contents.json": Self.colorSet(Self.entry("srgb", #""red" : "0", "green" : "0", "blue" : "255""#, idiom: "ipad")),
        ])
        let fixed = { (name: String) -> Color? in if case .fixed(let color)? = result.assets.colors[name]?.light { color } else { nil } }
        #expect(fixed("P3") == Color(red: 255, green: 118, blue: 0))
        #expect(fixed("Linear") == Color(red: 188, green: 124, blue: 0))
        #expect(fixed("Extended") == Color(red: 255, green: 0, blue: 128))
        #expect(fixed("Gray") == Color(red: 128, green: 128, blue: 128))
        #expect(fixed("WideGray") == .white)
        #expect(fixed("Phone") == Color(red: 255, green: 0, blue: 0))
        #expect(result.assets.colors["Pad"] == nil)
        #expect(result.problems == ["A.xcassets/Pad.colorset/Contents.json: the colour set Pad has nothing for the iPhone (universal or iphone idiom)"])
    }

    /// A folder that provides a namespace prefixes its sets' names; one that does not, does not;
    /// a system colour reference is kept by its UIKit name.
    @Test func namespacesAndSystemReferences() throws {
        let result = try Self.read([
            "Assets.xcassets/Brand/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
            "Assets.xcassets/Brand/Accent.colorset/Contents.json": Self.colorSet(Self.entry("srgb", #""red" : "1", "green" : "2", "blue" : "3""#)),
            "Assets.xcassets/Plain/Ink.colorset/Contents.json": Self.colorSet(#"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#),
        ])
        #expect(Set(result.assets.colors.keys) == ["Brand/Accent", "Ink"])
        #expect(result.assets.colors["Ink"] == AssetColor(light: .system("systemBlue"), dark: .system("systemBlue")))
    }

    /// Bad JSON and a value Xcode would not write name the file, line and JSON path; the other
    /// sets still load.
    @Test func aBadSetIsAProblemAndTheRestLoad() throws {
        let result = try Self.read([
            "Assets.xcassets/Broken.colorset/Contents.json": "{ \"colors\" : [ ",
            "Assets.xcassets/Odd.colorset/Contents.json": Self.colorSet(Self.entry("srgb", #""red" : "lots", "green" : "0", "blue" : "0""#)),
            "Assets.xcassets/Space.colorset/Contents.json": Self.colorSet(Self.entry("cmyk", #""red" : "0", "green" : "0", "blue" : "0""#)),
            "Assets.xcassets/Good.colorset/Contents.json": Self.colorSet(Self.entry("srgb", #""red" : "0", "green" : "0", "blue" : "0""#)),
        ])
        #expect(result.assets.colors.keys.sorted() == ["Good"])
        #expect(result.problems.count == 3)
        #expect(result.problems[0].hasPrefix("Assets.xcassets/Broken.colorset/Contents.json:1:"))
        #expect(result.problems[1].hasPrefix("Assets.xcassets/Odd.colorset/Contents.json:1:"))
        #expect(result.problems[1].hasSuffix("colors[0].color.components.red: expected a float (\"0.250\"), an integer from 0 to 255 (\"64\") or hex (\"0x40\")"))
        #expect(result.problems[2].contains("colors[0].color.color-space: islet does not know the colour space \"cmyk\""))
    }
}

/// Image sets: the file the phone would pick in each theme, and the rendering intent.
@Suite struct ImageSetReaderTests {
    /// An image set's `Contents.json` with these entries and properties.
    static func imageSet(_ entries: [String], properties: String = "") -> String {
        "{ \"images\" : [ \(entries.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\(properties) }"
    }

    /// 3x over 2x and 1x and a slot with no file; the dark entry for the dark theme; a
    /// single-scale set; the template intent.
    @Test func theBestScaleInEachThemeAndTheTemplateIntent() throws {
        let dark = #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#
        let result = try AssetCatalogReaderTests.read([
            "Assets.xcassets/Cup.imageset/Contents.json": Self.imageSet([
                #"{ "filename" : "cup.png", "idiom" : "universal", "scale" : "1x" }"#,
                #"{ "filename" : "cup@3x.png", "idiom" : "universal", "scale" : "3x" }"#,
                #"{ "filename" : "cup@2x.png", "idiom" : "universal", "scale" : "2x" }"#,
                #"{ "filename" : "cup-dark@2x.png", "idiom" : "universal", "scale" : "2x""# + dark + " }",
                #"{ "idiom" : "universal", "scale" : "3x""# + dark + " }",
            ], properties: #", "properties" : { "template-rendering-intent" : "template" }"#),
            "Assets.xcassets/Photo.imageset/Contents.json": Self.imageSet([#"{ "filename" : "photo.jpg", "idiom" : "universal" }"#]),
            "Assets.xcassets/Bad.imageset/Contents.json": Self.imageSet([#"{ "filename" : "b.png", "idiom" : "universal", "scale" : "4x" }"#]),
        ])
        let cup = try #require(result.assets.images["Cup"])
        #expect(cup.light.path.hasSuffix("Assets.xcassets/Cup.imageset/cup@3x.png") && cup.light.scale == 3)
        #expect(cup.dark.path.hasSuffix("Assets.xcassets/Cup.imageset/cup-dark@2x.png") && cup.dark.scale == 2)
        #expect(cup.template == true)
        let photo = try #require(result.assets.images["Photo"])
        #expect(photo.light.path.hasSuffix("photo.jpg") && photo.light.scale == 1 && photo.template == nil)
        #expect(result.assets.images["Bad"] == nil)
        #expect(result.problems == [#"Assets.xcassets/Bad.imageset/Contents.json:1:73: images[0].scale: expected "1x", "2x" or "3x""#])
    }

    /// A custom symbol set is read for its SVG, under its group's namespace like any set.
    @Test func aSymbolSetNamesItsSVG() throws {
        let result = try AssetCatalogReaderTests.read([
            "Assets.xcassets/Icons/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
            "Assets.xcassets/Icons/bolt.custom.symbolset/Contents.json": #"{ "symbols" : [ { "filename" : "bolt.custom.svg", "idiom" : "universal" } ] }"#,
        ])
        #expect(result.assets.symbols["Icons/bolt.custom"]?.hasSuffix("Assets.xcassets/Icons/bolt.custom.symbolset/bolt.custom.svg") == true)
        #expect(result.problems == [])
    }
}
