// cairo's functions islet calls, bound on first use (lazy_library.h): the PNG board the vector
// painter draws, and the image a custom symbol's SVG is drawn on.
#include "lazy_library.h"

#include <stdbool.h>

/// Opens cairo: everything reading or writing a PNG's pixels needs.
bool islet_lazy_link_open_cairo(char *reason, size_t capacity);

#pragma GCC visibility push(hidden)
#include <cairo.h>

struct islet_lazy_library islet_libcairo = {"libcairo.so.2", "libcairo2", "drawing a PNG or a custom symbol", NULL};

// Images, and reading a PNG file.
LAZY(islet_libcairo, cairo_path_t *, cairo_copy_path, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_path_destroy, (cairo_path_t *path), (path))
LAZY(islet_libcairo, cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height))
LAZY(islet_libcairo, cairo_surface_t *, cairo_image_surface_create_from_png_stream, (cairo_read_func_t read_func, void *closure), (read_func, closure))
LAZY(islet_libcairo, int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface))
LAZY(islet_libcairo, int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface))
LAZY(islet_libcairo, int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))
LAZY(islet_libcairo, unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))
LAZY(islet_libcairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))
LAZY_VOID(islet_libcairo, cairo_surface_flush, (cairo_surface_t *surface), (surface))
LAZY_VOID(islet_libcairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface))
LAZY_VOID(islet_libcairo, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface))

// A context and its state.
LAZY(islet_libcairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target))
LAZY_VOID(islet_libcairo, cairo_destroy, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_save, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_restore, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty))
LAZY_VOID(islet_libcairo, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))
LAZY_VOID(islet_libcairo, cairo_rotate, (cairo_t *cr, double angle), (cr, angle))
LAZY_VOID(islet_libcairo, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha))
LAZY_VOID(islet_libcairo, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y))
LAZY_VOID(islet_libcairo, cairo_set_source, (cairo_t *cr, cairo_pattern_t *source), (cr, source))
LAZY_VOID(islet_libcairo, cairo_set_line_width, (cairo_t *cr, double width), (cr, width))
LAZY_VOID(islet_libcairo, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap))
LAZY_VOID(islet_libcairo, cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join))
LAZY_VOID(islet_libcairo, cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset), (cr, dashes, num_dashes, offset))

// Paths and painting.
LAZY_VOID(islet_libcairo, cairo_new_path, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_close_path, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))
LAZY_VOID(islet_libcairo, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))
LAZY_VOID(islet_libcairo, cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3), (cr, x1, y1, x2, y2, x3, y3))
LAZY_VOID(islet_libcairo, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2))
LAZY_VOID(islet_libcairo, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height))
LAZY_VOID(islet_libcairo, cairo_paint, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_fill, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_stroke, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_clip, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_push_group, (cairo_t *cr), (cr))
LAZY(islet_libcairo, cairo_pattern_t *, cairo_pop_group, (cairo_t *cr), (cr))
LAZY_VOID(islet_libcairo, cairo_mask, (cairo_t *cr, cairo_pattern_t *pattern), (cr, pattern))

// Gradients: linear, radial, and the mesh an angular one is drawn with.
LAZY(islet_libcairo, cairo_pattern_t *, cairo_pattern_create_linear, (double x0, double y0, double x1, double y1), (x0, y0, x1, y1))
LAZY(islet_libcairo, cairo_pattern_t *, cairo_pattern_create_radial, (double cx0, double cy0, double radius0, double cx1, double cy1, double radius1),
     (cx0, cy0, radius0, cx1, cy1, radius1))
LAZY_VOID(islet_libcairo, cairo_pattern_add_color_stop_rgba, (cairo_pattern_t *pattern, double offset, double red, double green, double blue, double alpha),
          (pattern, offset, red, green, blue, alpha))
LAZY_VOID(islet_libcairo, cairo_pattern_destroy, (cairo_pattern_t *pattern), (pattern))
LAZY(islet_libcairo, cairo_pattern_t *, cairo_pattern_create_mesh, (void), ())
LAZY_VOID(islet_libcairo, cairo_mesh_pattern_begin_patch, (cairo_pattern_t *pattern), (pattern))
LAZY_VOID(islet_libcairo, cairo_mesh_pattern_end_patch, (cairo_pattern_t *pattern), (pattern))
LAZY_VOID(islet_libcairo, cairo_mesh_pattern_move_to, (cairo_pattern_t *pattern, double x, double y), (pattern, x, y))
LAZY_VOID(islet_libcairo, cairo_mesh_pattern_line_to, (cairo_pattern_t *pattern, double x, double y), (pattern, x, y))
LAZY_VOID(islet_libcairo, cairo_mesh_pattern_set_corner_color_rgba,
          (cairo_pattern_t *pattern, unsigned int corner_num, double red, double green, double blue, double alpha),
          (pattern, corner_num, red, green, blue, alpha))

#pragma GCC visibility pop

bool islet_lazy_link_open_cairo(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libcairo, reason, capacity) != NULL;
}
