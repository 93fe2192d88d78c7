/// The inputs islet takes from outside, one libFuzzer target each. `make fuzz` runs them with
/// AddressSanitizer (`islet-fuzz`), and the regression corpus in `Tests/FuzzCorpus/<name>/`
/// replays every input that ever broke one through the normal build in `make test`, so both go
/// through exactly this entry point.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A layout file: read, then every presentation rendered, painted and fit-checked.
    case layout
    /// One push body or envelope (after a byte that picks a bundled layout): decoded, applied by
    /// the phone's engine, and the resulting activities rendered.
    case payload
    /// A payload stream as `preview -` and `check` read it (after a byte that sets the read size).
    case stream
    /// Raw bytes from an HTTP/1.1 client (after a byte that sets the read size).
    case http1
    /// Raw HTTP/2 frames after the client preface (after a byte that sets the read size).
    case http2
    /// An app's Swift source, read for its Live Activities' types (`islet-swift schema`).
    case swift
    /// A widget's Swift, lowered into the program islet interprets (`islet-swift program`).
    case program
    /// A widget's Swift, lowered and interpreted for every presentation, state and appearance.
    case interpreter
    /// A data line and a lowered program whose free functions are called: the interpreter's
    /// language core without views, thousands of inputs a second.
    case language
    /// Point geometry as numbers (cell size, outlines, corner radii, progress frames and
    /// fractions), drawn by the shape rasterizer and the progress painting.
    case shapes
    /// An asset catalog folder built from the input: read, then its image sets and symbols drawn.
    case assets
    /// A `--defaults` file: JSON or a property list in XML or binary form.
    case plist
    /// An image file (any format gdk-pixbuf reads) or a custom symbol's SVG at some height.
    case image

    /// Runs one input and says whether it went all the way (a layout drawn, a push applied, a
    /// request answered 2xx) rather than being refused on the way. Throws only when an input
    /// broke a promise that is not a crash (a fuzzer then stops on it as on a crash).
    @discardableResult public func run(_ input: [UInt8]) throws(FuzzFinding) -> Bool {
        switch self {
        case .layout: LayoutFuzzing.run(input)
        case .payload: PayloadFuzzing.run(input)
        case .stream: try StreamFuzzing.run(input)
        case .http1: TransportFuzzing.run(input, http2: false)
        case .http2: TransportFuzzing.run(input, http2: true)
        case .swift: try SwiftFuzzing.run(input)
        case .program: try ProgramFuzzing.run(input)
        case .interpreter: InterpreterFuzzing.run(input)
        case .language: LanguageFuzzing.run(input)
        case .shapes: ShapeFuzzing.run(input)
        case .assets: AssetCatalogFuzzing.run(input)
        case .plist: try PropertyListFuzzing.run(input)
        case .image: try ImageFuzzing.run(input)
        }
    }

    /// Inputs to start a fuzzer from, made from the bundled layouts and samples and from the
    /// requests a backend sends (`make fuzz` writes them under .build, nothing is committed).
    public var seeds: [[UInt8]] {
        switch self {
        case .layout: LayoutFuzzing.seeds
        case .payload: PayloadFuzzing.seeds
        case .stream: StreamFuzzing.seeds
        case .http1: TransportFuzzing.http1Seeds
        case .http2: TransportFuzzing.http2Seeds
        case .swift: SwiftFuzzing.seeds
        case .program: ProgramFuzzing.seeds
        case .interpreter: InterpreterFuzzing.seeds
        case .language: LanguageSeeds.all
        case .shapes: ShapeFuzzing.seeds
        case .assets: AssetCatalogFuzzing.seeds
        case .plist: PropertyListFuzzing.seeds
        case .image: ImageFuzzing.seeds
        }
    }
}

extension FuzzTarget {
    /// libFuzzer's `-dict` file for the target, made from its seeds (`FuzzDictionary`), with the
    /// names of the `language` seeds as a lowered program stores them.
    public var dictionary: String {
        var dictionary = FuzzDictionary()
        for seed in seeds { dictionary.add(wordsOf: seed) }
        if self == .language { dictionary.add(LanguageSeeds.storedNames) }
        return dictionary.text
    }
}

/// A broken promise that is not a crash, such as a parser answering differently when the same
/// bytes arrive in other pieces.
public struct FuzzFinding: Error, CustomStringConvertible {
    public let description: String
}
