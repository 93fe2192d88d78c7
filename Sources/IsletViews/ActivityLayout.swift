import FoundationEssentials
import IsletModel

/// A layout file read and checked: the activity's declared types and one view tree per
/// region, the counterpart of a widget's `ActivityConfiguration`.
public struct ActivityLayout: Equatable, Sendable {
    /// The `ActivityAttributes` type name; a push's `attributes-type` must equal it.
    public let activity: String
    /// The app's bundle id; `apns-topic` must be it followed by `.push-type.liveactivity`.
    public let bundleId: String
    public let attributes: StructSchema
    public let contentState: StructSchema
    /// Sample data for rendering without a payload, decoded as a phone would decode it.
    public let preview: ActivityData?
    /// The moment the preview depicts (`preview.at`, a `Date` as Swift encodes it), so timers
    /// in the preview show sensible values whenever it is rendered.
    public let previewMoment: Date?
    /// `.keylineTint(...)`: the thin border around the expanded island.
    public let keylineTint: ColorName?
    /// `.activityBackgroundTint(...)`: the lock-screen card's background.
    public let backgroundTint: ColorName?
    /// `.contentMargins(_:_:for:)`: each island presentation's margins, by `DynamicIslandMode` name.
    public let contentMargins: [String: ContentMargins]
    public let lockScreen: ViewNode
    public let dynamicIsland: DynamicIslandRegions
    /// The `small` view: the Apple Watch Smart Stack's, as `.supplementalActivityFamilies([.small])`
    /// gives it; nil shows the compact views there, as watchOS does.
    public let small: ViewNode?
    /// The widget's SwiftUI when it draws the activity instead of the view trees above.
    public let widget: WidgetDrawing?

    public init(
        activity: String, bundleId: String, attributes: StructSchema, contentState: StructSchema,
        preview: ActivityData?, previewMoment: Date?, keylineTint: ColorName?, backgroundTint: ColorName?,
        lockScreen: ViewNode, dynamicIsland: DynamicIslandRegions, small: ViewNode? = nil, widget: WidgetDrawing? = nil,
        contentMargins: [String: ContentMargins] = [:]
    ) {
        self.contentMargins = contentMargins
        self.activity = activity
        self.bundleId = bundleId
        self.attributes = attributes
        self.contentState = contentState
        self.preview = preview
        self.previewMoment = previewMoment
        self.keylineTint = keylineTint
        self.backgroundTint = backgroundTint
        self.lockScreen = lockScreen
        self.dynamicIsland = dynamicIsland
        self.small = small
        self.widget = widget
    }

    /// The same activity drawn by `widget`, showing `preview` (its first preview state when
    /// the widget has previews, else the layout's own preview).
    public func drawn(by widget: WidgetDrawing?, bundleId: String? = nil, preview: ActivityData? = nil) -> ActivityLayout {
        ActivityLayout(
            activity: activity, bundleId: bundleId ?? self.bundleId, attributes: attributes, contentState: contentState,
            preview: preview ?? widget?.previews.first?.data ?? self.preview, previewMoment: previewMoment, keylineTint: keylineTint,
            backgroundTint: backgroundTint, lockScreen: lockScreen, dynamicIsland: dynamicIsland, small: small, widget: widget,
            contentMargins: contentMargins
        )
    }
}

/// The island's regions, as `DynamicIsland { DynamicIslandExpandedRegion(...) } compactLeading: ...`.
public struct DynamicIslandRegions: Equatable, Sendable {
    public let expandedLeading: ViewNode?
    public let expandedTrailing: ViewNode?
    public let expandedCenter: ViewNode?
    public let expandedBottom: ViewNode?
    public let compactLeading: ViewNode
    public let compactTrailing: ViewNode
    public let minimal: ViewNode

    public init(
        expandedLeading: ViewNode?, expandedTrailing: ViewNode?, expandedCenter: ViewNode?, expandedBottom: ViewNode?,
        compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode
    ) {
        self.expandedLeading = expandedLeading
        self.expandedTrailing = expandedTrailing
        self.expandedCenter = expandedCenter
        self.expandedBottom = expandedBottom
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
    }
}

/// An activity's static attributes and its current content state, both decoded.
public struct ActivityData: Equatable, Sendable {
    public let attributes: StateValue
    public let contentState: StateValue

    public init(attributes: StateValue, contentState: StateValue) {
        self.attributes = attributes
        self.contentState = contentState
    }
}

extension ActivityLayout {
    /// The types the layout declares, as the engine and the decoder take them, with the app's
    /// own decoding code when the widget's Swift draws the activity and has some.
    public var declaration: ActivityDeclaration {
        ActivityDeclaration(name: activity, attributes: attributes, contentState: contentState, appDecoding: widget?.appDecoding)
    }
}
