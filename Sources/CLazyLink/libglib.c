// glib's and gobject's functions islet calls, bound on first use (lazy_library.h): the objects
// and errors pango, gdk-pixbuf and librsvg hand back, and a loader's signal.
#include "lazy_library.h"

#pragma GCC visibility push(hidden)
#include <glib-object.h>

struct islet_lazy_library islet_libglib = {"libglib-2.0.so.0", "libglib2.0-0", "decoding images and drawing a PNG", NULL};
struct islet_lazy_library islet_libgobject = {"libgobject-2.0.so.0", "libglib2.0-0", "decoding images and drawing a PNG", NULL};

LAZY_VOID(islet_libglib, g_free, (gpointer mem), (mem))
LAZY_VOID(islet_libglib, g_error_free, (GError *error), (error))
LAZY_VOID(islet_libgobject, g_object_unref, (gpointer object), (object))
LAZY(islet_libgobject, gulong, g_signal_connect_data,
     (gpointer instance, const gchar *detailed_signal, GCallback c_handler, gpointer data, GClosureNotify destroy_data, GConnectFlags connect_flags),
     (instance, detailed_signal, c_handler, data, destroy_data, connect_flags))

#pragma GCC visibility pop
