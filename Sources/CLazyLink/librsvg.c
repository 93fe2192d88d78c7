// librsvg's functions islet calls, bound on first use (lazy_library.h): one element of a custom
// symbol's SVG drawn on a cairo image.
#include "lazy_library.h"

#include <stdbool.h>

/// Opens glib, cairo and librsvg: everything drawing a custom symbol needs.
bool islet_lazy_link_open_rsvg(char *reason, size_t capacity);

#pragma GCC visibility push(hidden)
#include <librsvg/rsvg.h>

struct islet_lazy_library islet_librsvg = {"librsvg-2.so.2", "librsvg2-2", "drawing custom symbols", NULL};

LAZY(islet_librsvg, RsvgHandle *, rsvg_handle_new_from_data, (const guint8 *data, gsize data_len, GError **error), (data, data_len, error))
LAZY(islet_librsvg, gboolean, rsvg_handle_get_geometry_for_element,
     (RsvgHandle *handle, const char *id, RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error),
     (handle, id, out_ink_rect, out_logical_rect, error))
LAZY(islet_librsvg, gboolean, rsvg_handle_render_element, (RsvgHandle *handle, cairo_t *cr, const char *id, const RsvgRectangle *element_viewport, GError **error),
     (handle, cr, id, element_viewport, error))

#pragma GCC visibility pop

bool islet_lazy_link_open_rsvg(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libglib, reason, capacity) && islet_lazy_open(&islet_libgobject, reason, capacity)
        && islet_lazy_open(&islet_libcairo, reason, capacity) && islet_lazy_open(&islet_librsvg, reason, capacity);
}
