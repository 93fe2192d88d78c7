import Foundation
import IsletTestSupport
import Testing

/// The corpus's `auction` widget keeps its gold in an asset catalog (`Brand/GavelGold`, in a
/// namespace folder, with a brighter dark variant): `islet render` finds the catalog beside the
/// sources and paints the theme's variant, and `islet import --coverage` counts the colour drawn.
@Suite struct AssetCatalogRenderTests {
    static func render(light: Bool) throws -> IsletProcess.Result {
        try IsletProcess.run(["render", "samples/corpus/auction", "--presentation", "lock", "--format", "ansi", "--color", "truecolor"] + (light ? ["--light"] : []))
    }

    @Test func theCatalogsGoldFollowsTheTheme() throws {
        let dark = try Self.render(light: false)
        #expect(dark.status == 0 && dark.standardError.isEmpty, "\(dark.standardError)")
        #expect(dark.standardOutput.contains("48;2;224;184;58"), "the dark entry (0xE0, 0xB8, 0x3A) behind the bid button")
        #expect(!dark.standardOutput.contains("Brand/GavelGold"), "the name resolved: no placeholder")
        let light = try Self.render(light: true)
        #expect(light.standardOutput.contains("48;2;201;162;39"), "the light entry (201, 162, 39)")
        #expect(!light.standardOutput.contains("48;2;224;184;58"))
    }

    @Test func coverageCountsTheCatalogsColourAsDrawn() throws {
        let result = try IsletProcess.run(["import", "samples/corpus/auction", "--coverage"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("Brand/GavelGold"), "the colour set resolved, so it is no placeholder: \(result.standardOutput)")
    }
}
