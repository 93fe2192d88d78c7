/*
 * The APIs IsletPixels calls (libchafa-dev, libgdk-pixbuf-2.0-dev, librsvg2-dev, which bring
 * cairo's and glib's), with no library to link: CLazyLink defines each function islet calls,
 * checked by the compiler against these same headers, and opens its library the first time it
 * is called (lazy_library.h). Each opener below opens a use's libraries up front, so a missing
 * one is a labelled box or an error naming its Debian package, not the stubs' exit.
 */
#ifndef ISLET_CPIXELS_SHIM_H
#define ISLET_CPIXELS_SHIM_H

#include <stdbool.h>
#include <stddef.h>
#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <librsvg/rsvg.h>

/// Opens libchafa: drawing a picture in cells.
bool islet_lazy_link_open_chafa(char *reason, size_t capacity);
/// Opens glib and gdk-pixbuf: decoding, scaling and encoding a picture.
bool islet_lazy_link_open_pixbuf(char *reason, size_t capacity);
/// Opens glib, cairo and librsvg: drawing a custom symbol's SVG.
bool islet_lazy_link_open_rsvg(char *reason, size_t capacity);

#endif
