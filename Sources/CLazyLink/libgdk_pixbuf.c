// gdk-pixbuf's functions islet calls, bound on first use (lazy_library.h): a picture's file
// decoded, scaled over what is behind it, and encoded.
#include "lazy_library.h"

#include <stdbool.h>

/// Opens glib and gdk-pixbuf: everything decoding a picture needs.
bool islet_lazy_link_open_pixbuf(char *reason, size_t capacity);

#pragma GCC visibility push(hidden)
#include <gdk-pixbuf/gdk-pixbuf.h>

struct islet_lazy_library islet_libgdk_pixbuf = {"libgdk_pixbuf-2.0.so.0", "libgdk-pixbuf-2.0-0", "decoding images", NULL};

LAZY(islet_libgdk_pixbuf, GdkPixbufLoader *, gdk_pixbuf_loader_new, (void), ())
LAZY(islet_libgdk_pixbuf, gboolean, gdk_pixbuf_loader_write, (GdkPixbufLoader *loader, const guchar *buf, gsize count, GError **error),
     (loader, buf, count, error))
LAZY(islet_libgdk_pixbuf, gboolean, gdk_pixbuf_loader_close, (GdkPixbufLoader *loader, GError **error), (loader, error))
LAZY(islet_libgdk_pixbuf, GdkPixbuf *, gdk_pixbuf_loader_get_pixbuf, (GdkPixbufLoader *loader), (loader))
LAZY_VOID(islet_libgdk_pixbuf, gdk_pixbuf_loader_set_size, (GdkPixbufLoader *loader, int width, int height), (loader, width, height))
LAZY(islet_libgdk_pixbuf, GdkPixbuf *, gdk_pixbuf_apply_embedded_orientation, (GdkPixbuf *src), (src))
LAZY(islet_libgdk_pixbuf, int, gdk_pixbuf_get_width, (const GdkPixbuf *pixbuf), (pixbuf))
LAZY(islet_libgdk_pixbuf, int, gdk_pixbuf_get_height, (const GdkPixbuf *pixbuf), (pixbuf))
LAZY(islet_libgdk_pixbuf, int, gdk_pixbuf_get_rowstride, (const GdkPixbuf *pixbuf), (pixbuf))
LAZY(islet_libgdk_pixbuf, int, gdk_pixbuf_get_n_channels, (const GdkPixbuf *pixbuf), (pixbuf))
LAZY(islet_libgdk_pixbuf, int, gdk_pixbuf_get_bits_per_sample, (const GdkPixbuf *pixbuf), (pixbuf))
LAZY(islet_libgdk_pixbuf, const guint8 *, gdk_pixbuf_read_pixels, (const GdkPixbuf *pixbuf), (pixbuf))
LAZY(islet_libgdk_pixbuf, GdkPixbuf *, gdk_pixbuf_new_from_data,
     (const guchar *data, GdkColorspace colorspace, gboolean has_alpha, int bits_per_sample, int width, int height, int rowstride,
      GdkPixbufDestroyNotify destroy_fn, gpointer destroy_fn_data),
     (data, colorspace, has_alpha, bits_per_sample, width, height, rowstride, destroy_fn, destroy_fn_data))
LAZY_VOID(islet_libgdk_pixbuf, gdk_pixbuf_composite,
          (const GdkPixbuf *src, GdkPixbuf *dest, int dest_x, int dest_y, int dest_width, int dest_height, double offset_x, double offset_y,
           double scale_x, double scale_y, GdkInterpType interp_type, int overall_alpha),
          (src, dest, dest_x, dest_y, dest_width, dest_height, offset_x, offset_y, scale_x, scale_y, interp_type, overall_alpha))
LAZY(islet_libgdk_pixbuf, gboolean, gdk_pixbuf_save_to_bufferv,
     (GdkPixbuf *pixbuf, gchar **buffer, gsize *buffer_size, const char *type, char **option_keys, char **option_values, GError **error),
     (pixbuf, buffer, buffer_size, type, option_keys, option_values, error))

#pragma GCC visibility pop

bool islet_lazy_link_open_pixbuf(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libglib, reason, capacity) && islet_lazy_open(&islet_libgobject, reason, capacity)
        && islet_lazy_open(&islet_libgdk_pixbuf, reason, capacity);
}
