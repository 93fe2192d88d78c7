/// cairo and pango, loaded the first time a PNG or a custom symbol is drawn rather than linked:
/// linking them made every `islet render`, text included, load dozens more shared libraries and
/// run glib's constructors before its first line (docs/DECISIONS.md, "Vector pictures"). Each
/// function is looked up once by name with the C signature of cairo 1.16 and pango 1.50. The one
/// loader of cairo: the vector painter and `SVGLibrary`'s images both draw through it.
package struct CairoLibrary: Sendable {
    package typealias Context = OpaquePointer
    package typealias Object = OpaquePointer
    package typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    package typealias ReadFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32

    /// cairo's status and enum values used here (cairo.h).
    package static let success: Int32 = 0, readError: Int32 = 10, formatARGB32: Int32 = 0, lineCapButt: Int32 = 0, lineCapRound: Int32 = 1, lineCapSquare: Int32 = 2
    /// pango's fixed-point unit (pango-types.h).
    package static let pangoScale = 1024.0

    package let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> Object?
    package let imageSurfaceCreateFromPNGStream: @convention(c) (ReadFunction?, UnsafeMutableRawPointer?) -> Object?
    package let imageSurfaceGetWidth: @convention(c) (Object?) -> Int32
    package let imageSurfaceGetHeight: @convention(c) (Object?) -> Int32
    package let imageSurfaceGetStride: @convention(c) (Object?) -> Int32
    package let imageSurfaceGetData: @convention(c) (Object?) -> UnsafeMutablePointer<UInt8>?
    package let surfaceWriteToPNGStream: @convention(c) (Object?, WriteFunction?, UnsafeMutableRawPointer?) -> Int32
    package let surfaceStatus: @convention(c) (Object?) -> Int32
    package let surfaceFlush: @convention(c) (Object?) -> Void
    package let surfaceDestroy: @convention(c) (Object?) -> Void
    package let surfaceMarkDirty: @convention(c) (Object?) -> Void
    package let setSourceSurface: @convention(c) (Context?, Object?, Double, Double) -> Void
    package let translate: @convention(c) (Context?, Double, Double) -> Void
    package let create: @convention(c) (Object?) -> Context?
    package let destroy: @convention(c) (Context?) -> Void
    package let scale: @convention(c) (Context?, Double, Double) -> Void
    package let rotate: @convention(c) (Context?, Double) -> Void
    package let save: @convention(c) (Context?) -> Void
    package let restore: @convention(c) (Context?) -> Void
    package let setSourceRGBA: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    package let paint: @convention(c) (Context?) -> Void
    package let newPath: @convention(c) (Context?) -> Void
    package let closePath: @convention(c) (Context?) -> Void
    package let rectangle: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    package let arc: @convention(c) (Context?, Double, Double, Double, Double, Double) -> Void
    package let moveTo: @convention(c) (Context?, Double, Double) -> Void
    package let lineTo: @convention(c) (Context?, Double, Double) -> Void
    package let curveTo: @convention(c) (Context?, Double, Double, Double, Double, Double, Double) -> Void
    package let setLineJoin: @convention(c) (Context?, Int32) -> Void
    package let setDash: @convention(c) (Context?, UnsafePointer<Double>?, Int32, Double) -> Void
    package let fill: @convention(c) (Context?) -> Void
    package let stroke: @convention(c) (Context?) -> Void
    package let clip: @convention(c) (Context?) -> Void
    package let setLineWidth: @convention(c) (Context?, Double) -> Void
    package let setLineCap: @convention(c) (Context?, Int32) -> Void
    package let pushGroup: @convention(c) (Context?) -> Void
    package let popGroup: @convention(c) (Context?) -> Object?
    package let mask: @convention(c) (Context?, Object?) -> Void
    package let patternDestroy: @convention(c) (Object?) -> Void
    package let setSource: @convention(c) (Context?, Object?) -> Void
    package let patternCreateLinear: @convention(c) (Double, Double, Double, Double) -> Object?
    package let patternCreateRadial: @convention(c) (Double, Double, Double, Double, Double, Double) -> Object?
    package let patternAddColorStopRGBA: @convention(c) (Object?, Double, Double, Double, Double, Double) -> Void
    package let patternCreateMesh: @convention(c) () -> Object?
    package let meshPatternBeginPatch: @convention(c) (Object?) -> Void
    package let meshPatternEndPatch: @convention(c) (Object?) -> Void
    package let meshPatternMoveTo: @convention(c) (Object?, Double, Double) -> Void
    package let meshPatternLineTo: @convention(c) (Object?, Double, Double) -> Void
    package let meshPatternSetCornerColorRGBA: @convention(c) (Object?, UInt32, Double, Double, Double, Double) -> Void
    package let createLayout: @convention(c) (Context?) -> Object?
    package let showLayout: @convention(c) (Context?, Object?) -> Void
    package let objectUnref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    package let fontDescriptionFromString: @convention(c) (UnsafePointer<CChar>?) -> Object?
    package let fontDescriptionFree: @convention(c) (Object?) -> Void
    package let fontDescriptionSetWeight: @convention(c) (Object?, Int32) -> Void
    package let fontDescriptionSetAbsoluteSize: @convention(c) (Object?, Double) -> Void
    package let layoutSetFontDescription: @convention(c) (Object?, Object?) -> Void
    package let layoutSetText: @convention(c) (Object?, UnsafePointer<CChar>?, Int32) -> Void
    package let layoutSetAttributes: @convention(c) (Object?, Object?) -> Void
    /// `pango_layout_get_extents(layout, ink, logical)`: each a PangoRectangle of four ints.
    package let layoutGetExtents: @convention(c) (Object?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    package let layoutGetBaseline: @convention(c) (Object?) -> Int32
    package let attributeListNew: @convention(c) () -> Object?
    package let attributeListInsert: @convention(c) (Object?, Object?) -> Void
    package let attributeListUnref: @convention(c) (Object?) -> Void
    package let attributeFontFeaturesNew: @convention(c) (UnsafePointer<CChar>?) -> Object?

    package typealias Unavailable = SharedLibrary.Unavailable

    /// The libraries, loaded once; an error names what is missing and the Debian package that has it.
    package static let shared = Result<CairoLibrary, Unavailable>(catching: { () throws(Unavailable) -> CairoLibrary in try CairoLibrary() })

    private init() throws(Unavailable) {
        // pangocairo depends on pango, cairo and gobject, so its handle finds all of their symbols.
        let library = try SharedLibrary("libpangocairo-1.0.so.0", for: "drawing a PNG or a custom symbol", debian: "libpangocairo-1.0-0")
        func symbol<Function>(_ name: String) throws(Unavailable) -> Function { try library.symbol(name) }
        imageSurfaceCreate = try symbol("cairo_image_surface_create")
        imageSurfaceCreateFromPNGStream = try symbol("cairo_image_surface_create_from_png_stream")
        imageSurfaceGetWidth = try symbol("cairo_image_surface_get_width")
        imageSurfaceGetHeight = try symbol("cairo_image_surface_get_height")
        imageSurfaceGetStride = try symbol("cairo_image_surface_get_stride")
        imageSurfaceGetData = try symbol("cairo_image_surface_get_data")
        surfaceWriteToPNGStream = try symbol("cairo_surface_write_to_png_stream")
        surfaceStatus = try symbol("cairo_surface_status")
        surfaceFlush = try symbol("cairo_surface_flush")
        surfaceDestroy = try symbol("cairo_surface_destroy")
        surfaceMarkDirty = try symbol("cairo_surface_mark_dirty")
        setSourceSurface = try symbol("cairo_set_source_surface")
        translate = try symbol("cairo_translate")
        create = try symbol("cairo_create")
        destroy = try symbol("cairo_destroy")
        scale = try symbol("cairo_scale")
        rotate = try symbol("cairo_rotate")
        save = try symbol("cairo_save")
        restore = try symbol("cairo_restore")
        setSourceRGBA = try symbol("cairo_set_source_rgba")
        paint = try symbol("cairo_paint")
        newPath = try symbol("cairo_new_path")
        closePath = try symbol("cairo_close_path")
        rectangle = try symbol("cairo_rectangle")
        arc = try symbol("cairo_arc")
        moveTo = try symbol("cairo_move_to")
        lineTo = try symbol("cairo_line_to")
        curveTo = try symbol("cairo_curve_to")
        setLineJoin = try symbol("cairo_set_line_join")
        setDash = try symbol("cairo_set_dash")
        fill = try symbol("cairo_fill")
        stroke = try symbol("cairo_stroke")
        clip = try symbol("cairo_clip")
        setLineWidth = try symbol("cairo_set_line_width")
        setLineCap = try symbol("cairo_set_line_cap")
        pushGroup = try symbol("cairo_push_group")
        popGroup = try symbol("cairo_pop_group")
        mask = try symbol("cairo_mask")
        patternDestroy = try symbol("cairo_pattern_destroy")
        setSource = try symbol("cairo_set_source")
        patternCreateLinear = try symbol("cairo_pattern_create_linear")
        patternCreateRadial = try symbol("cairo_pattern_create_radial")
        patternAddColorStopRGBA = try symbol("cairo_pattern_add_color_stop_rgba")
        patternCreateMesh = try symbol("cairo_pattern_create_mesh")
        meshPatternBeginPatch = try symbol("cairo_mesh_pattern_begin_patch")
        meshPatternEndPatch = try symbol("cairo_mesh_pattern_end_patch")
        meshPatternMoveTo = try symbol("cairo_mesh_pattern_move_to")
        meshPatternLineTo = try symbol("cairo_mesh_pattern_line_to")
        meshPatternSetCornerColorRGBA = try symbol("cairo_mesh_pattern_set_corner_color_rgba")
        createLayout = try symbol("pango_cairo_create_layout")
        showLayout = try symbol("pango_cairo_show_layout")
        objectUnref = try symbol("g_object_unref")
        fontDescriptionFromString = try symbol("pango_font_description_from_string")
        fontDescriptionFree = try symbol("pango_font_description_free")
        fontDescriptionSetWeight = try symbol("pango_font_description_set_weight")
        fontDescriptionSetAbsoluteSize = try symbol("pango_font_description_set_absolute_size")
        layoutSetFontDescription = try symbol("pango_layout_set_font_description")
        layoutSetText = try symbol("pango_layout_set_text")
        layoutSetAttributes = try symbol("pango_layout_set_attributes")
        layoutGetExtents = try symbol("pango_layout_get_extents")
        layoutGetBaseline = try symbol("pango_layout_get_baseline")
        attributeListNew = try symbol("pango_attr_list_new")
        attributeListInsert = try symbol("pango_attr_list_insert")
        attributeListUnref = try symbol("pango_attr_list_unref")
        attributeFontFeaturesNew = try symbol("pango_attr_font_features_new")
    }
}
