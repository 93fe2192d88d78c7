import IsletFeed
import IsletViews

extension HeldActivity {
    /// The activity a phone holds for `layout`: its preview, or sample values when it has none.
    public init(layout: ActivityLayout) {
        self.init(declaration: layout.declaration, preview: layout.preview.map { ($0.attributes, $0.contentState) })
    }
}
