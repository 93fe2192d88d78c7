// pango's and pangocairo's functions islet calls, bound on first use (lazy_library.h): a PNG
// board's text, laid out and shown on cairo.
#include "lazy_library.h"

#include <stdbool.h>

/// Opens glib, cairo, pango and pangocairo: everything a PNG board's text needs.
bool islet_lazy_link_open_pango(char *reason, size_t capacity);

#pragma GCC visibility push(hidden)
#include <pango/pangocairo.h>

struct islet_lazy_library islet_libpango = {"libpango-1.0.so.0", "libpango-1.0-0", "drawing a PNG's text", NULL};
struct islet_lazy_library islet_libpangocairo = {"libpangocairo-1.0.so.0", "libpangocairo-1.0-0", "drawing a PNG's text", NULL};

LAZY(islet_libpangocairo, PangoLayout *, pango_cairo_create_layout, (cairo_t *cr), (cr))
LAZY_VOID(islet_libpangocairo, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout))

LAZY_VOID(islet_libpangocairo, pango_cairo_layout_path, (cairo_t *cr, PangoLayout *layout), (cr, layout))

LAZY(islet_libpango, PangoFontDescription *, pango_font_description_from_string, (const char *str), (str))
LAZY_VOID(islet_libpango, pango_font_description_free, (PangoFontDescription *desc), (desc))
LAZY_VOID(islet_libpango, pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight))
LAZY_VOID(islet_libpango, pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size))
LAZY_VOID(islet_libpango, pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc))
LAZY_VOID(islet_libpango, pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length))
LAZY_VOID(islet_libpango, pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs))
LAZY_VOID(islet_libpango, pango_layout_get_extents, (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (layout, ink_rect, logical_rect))
LAZY(islet_libpango, int, pango_layout_get_baseline, (PangoLayout *layout), (layout))
LAZY(islet_libpango, PangoAttrList *, pango_attr_list_new, (void), ())
LAZY_VOID(islet_libpango, pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr))
LAZY_VOID(islet_libpango, pango_attr_list_unref, (PangoAttrList *list), (list))
LAZY(islet_libpango, int, pango_layout_get_unknown_glyphs_count, (PangoLayout *layout), (layout))
LAZY(islet_libpango, PangoContext *, pango_layout_get_context, (PangoLayout *layout), (layout))
LAZY(islet_libpango, PangoFont *, pango_context_load_font, (PangoContext *context, const PangoFontDescription *desc), (context, desc))
LAZY(islet_libpango, PangoFontDescription *, pango_font_describe, (PangoFont *font), (font))
LAZY(islet_libpango, const char *, pango_font_description_get_family, (const PangoFontDescription *desc), (desc))
LAZY(islet_libpango, PangoAttribute *, pango_attr_font_features_new, (const char *features), (features))

#pragma GCC visibility pop

bool islet_lazy_link_open_pango(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libglib, reason, capacity) && islet_lazy_open(&islet_libgobject, reason, capacity)
        && islet_lazy_open(&islet_libcairo, reason, capacity) && islet_lazy_open(&islet_libpango, reason, capacity)
        && islet_lazy_open(&islet_libpangocairo, reason, capacity);
}
