import IsletModel

/// The widget's own SwiftUI, standing in for a layout's view trees: with Swift sources that
/// hold an `ActivityConfiguration` for the activity, this is what draws it (the Swift is what
/// the app ships), while the layout keeps the types, the bundle id and the preview data.
/// A reference, so layouts compare by which drawing they carry: a re-read program is a change.
public final class WidgetDrawing: Equatable, Sendable {
    public let source: any RegionSource
    /// The app's own preview states (`#Preview … contentStates:`), in source order; empty when
    /// the sources have none and sample values stand in.
    public let previews: [PreviewSample]
    /// The app's own decoding code, where its types decode themselves: what the activity's
    /// pushes are decoded with, so they are judged and drawn as the app's code has them.
    public let appDecoding: (any AppDecoding)?

    public init(source: any RegionSource, previews: [PreviewSample] = [], appDecoding: (any AppDecoding)? = nil) {
        self.source = source
        self.previews = previews
        self.appDecoding = appDecoding
    }

    public static func == (left: WidgetDrawing, right: WidgetDrawing) -> Bool { left === right }
}

/// One state of one of the app's previews, as `render --preview` and the previewer's `n`/`p`
/// pick it: the preview's title and the data it shows.
public struct PreviewSample: Equatable, Sendable {
    /// The `#Preview`'s title, or a name islet gives an untitled one (`Preview 2`).
    public let title: String
    public let data: ActivityData

    public init(title: String, data: ActivityData) {
        self.title = title
        self.data = data
    }
}
