/// librsvg, loaded the first time a custom symbol is drawn (librsvg brings cairo and glib; the
/// image it draws on comes from `CairoLibrary`). It renders one element of an SVG by its id,
/// which is how a symbol set's file is read: the `Regular-M` glyph among the template's weights,
/// sizes and guides. Signatures are librsvg 2.54's.
struct SVGLibrary: Sendable {
    typealias Object = OpaquePointer
    typealias ErrorPointer = UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// An `RsvgRectangle` is four doubles: x, y, width, height.

    let handleNewFromData: @convention(c) (UnsafePointer<UInt8>?, Int, ErrorPointer?) -> Object?
    let geometryForElement: @convention(c) (Object?, UnsafePointer<CChar>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?, ErrorPointer?) -> Int32
    let renderElement: @convention(c) (Object?, Object?, UnsafePointer<CChar>?, UnsafePointer<Double>?, ErrorPointer?) -> Int32
    let objectUnref: @convention(c) (Object?) -> Void
    let errorFree: @convention(c) (UnsafeMutableRawPointer?) -> Void

    typealias Unavailable = SharedLibrary.Unavailable

    /// The library, loaded once; an error names the Debian package that has it.
    static let shared = Result<SVGLibrary, Unavailable>(catching: { () throws(Unavailable) -> SVGLibrary in try SVGLibrary() })

    private init() throws(Unavailable) {
        // librsvg depends on gobject, so its handle finds glib's symbols too.
        let library = try SharedLibrary("librsvg-2.so.2", for: "drawing custom symbols", debian: "librsvg2-2")
        func symbol<Function>(_ name: String) throws(Unavailable) -> Function { try library.symbol(name) }
        handleNewFromData = try symbol("rsvg_handle_new_from_data")
        geometryForElement = try symbol("rsvg_handle_get_geometry_for_element")
        renderElement = try symbol("rsvg_handle_render_element")
        objectUnref = try symbol("g_object_unref")
        errorFree = try symbol("g_error_free")
    }

    /// A `GError`'s message, and the error freed; `fallback` when there is none.
    func message(_ error: UnsafeMutableRawPointer?, fallback: String) -> String {
        SharedLibrary.message(of: error, freedBy: errorFree, fallback: fallback)
    }
}
