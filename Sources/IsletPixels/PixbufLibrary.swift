/// gdk-pixbuf, loaded the first time a picture is decoded rather than linked, as cairo is
/// (docs/DECISIONS.md, "Asset images"): it brings glib, which a text render must not start.
/// It is Debian's decoder for PNG and JPEG (both built into 2.42) and scales and encodes too,
/// so islet reads no image format itself. Signatures are gdk-pixbuf 2.42's.
struct PixbufLibrary: Sendable {
    typealias Pixbuf = OpaquePointer
    /// `GError*`: a quark, a code, then the message.
    typealias ErrorPointer = UnsafeMutablePointer<UnsafeMutableRawPointer?>

    /// `GDK_COLORSPACE_RGB` and `GDK_INTERP_BILINEAR`.
    static let rgb: Int32 = 0, bilinear: Int32 = 2

    let loaderNew: @convention(c) () -> OpaquePointer?
    let loaderWrite: @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int, ErrorPointer?) -> Int32
    let loaderClose: @convention(c) (OpaquePointer?, ErrorPointer?) -> Int32
    let loaderGetPixbuf: @convention(c) (OpaquePointer?) -> Pixbuf?
    let applyEmbeddedOrientation: @convention(c) (Pixbuf?) -> Pixbuf?
    let getWidth: @convention(c) (Pixbuf?) -> Int32
    let getHeight: @convention(c) (Pixbuf?) -> Int32
    let getRowstride: @convention(c) (Pixbuf?) -> Int32
    let getChannels: @convention(c) (Pixbuf?) -> Int32
    let getBitsPerSample: @convention(c) (Pixbuf?) -> Int32
    let readPixels: @convention(c) (Pixbuf?) -> UnsafePointer<UInt8>?
    let newFromData: @convention(c) (UnsafePointer<UInt8>?, Int32, Int32, Int32, Int32, Int32, Int32, UnsafeRawPointer?, UnsafeRawPointer?) -> Pixbuf?
    let composite: @convention(c) (Pixbuf?, Pixbuf?, Int32, Int32, Int32, Int32, Double, Double, Double, Double, Int32, Int32) -> Void
    let saveToBuffer: @convention(c) (
        Pixbuf?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<Int>?, UnsafePointer<CChar>?,
        UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, ErrorPointer?
    ) -> Int32
    /// `gdk_pixbuf_loader_set_size`: called with 0 x 0 from `size-prepared`, it makes the
    /// loader stop before it allocates (what `gdk_pixbuf_get_file_info` does).
    let loaderSetSize: @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    /// `g_signal_connect_data`, for the loader's `size-prepared` signal; the handler is a `GCallback`.
    let signalConnectData: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> UInt
    let objectUnref: @convention(c) (OpaquePointer?) -> Void
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let errorFree: @convention(c) (UnsafeMutableRawPointer?) -> Void

    typealias Unavailable = SharedLibrary.Unavailable

    /// The library, loaded once; an error names the Debian package that has it.
    static let shared = Result<PixbufLibrary, Unavailable>(catching: { () throws(Unavailable) -> PixbufLibrary in try PixbufLibrary() })

    private init() throws(Unavailable) {
        let library = try SharedLibrary("libgdk_pixbuf-2.0.so.0", for: "decoding images", debian: "libgdk-pixbuf-2.0-0")
        func symbol<Function>(_ name: String) throws(Unavailable) -> Function { try library.symbol(name) }
        loaderNew = try symbol("gdk_pixbuf_loader_new")
        loaderWrite = try symbol("gdk_pixbuf_loader_write")
        loaderClose = try symbol("gdk_pixbuf_loader_close")
        loaderGetPixbuf = try symbol("gdk_pixbuf_loader_get_pixbuf")
        applyEmbeddedOrientation = try symbol("gdk_pixbuf_apply_embedded_orientation")
        getWidth = try symbol("gdk_pixbuf_get_width")
        getHeight = try symbol("gdk_pixbuf_get_height")
        getRowstride = try symbol("gdk_pixbuf_get_rowstride")
        getChannels = try symbol("gdk_pixbuf_get_n_channels")
        getBitsPerSample = try symbol("gdk_pixbuf_get_bits_per_sample")
        readPixels = try symbol("gdk_pixbuf_read_pixels")
        newFromData = try symbol("gdk_pixbuf_new_from_data")
        composite = try symbol("gdk_pixbuf_composite")
        saveToBuffer = try symbol("gdk_pixbuf_save_to_bufferv")
        loaderSetSize = try symbol("gdk_pixbuf_loader_set_size")
        signalConnectData = try symbol("g_signal_connect_data")
        objectUnref = try symbol("g_object_unref")
        free = try symbol("g_free")
        errorFree = try symbol("g_error_free")
    }

    /// A `GError`'s message, and the error freed; `fallback` when there is none.
    func message(_ error: UnsafeMutableRawPointer?, fallback: String) -> String {
        SharedLibrary.message(of: error, freedBy: errorFree, fallback: fallback)
    }
}
