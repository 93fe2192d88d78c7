// chafa's functions islet calls, bound on first use (lazy_library.h): an image drawn in terminal
// cells. IsletPixels asks islet_lazy_link_open_chafa first, so a missing libchafa is reported
// as a placeholder rather than through the stubs' exit.
#include "lazy_library.h"

#include <stdbool.h>

bool islet_lazy_link_open_chafa(char *reason, size_t capacity);

#pragma GCC visibility push(hidden)
#include <chafa.h>

struct islet_lazy_library islet_libchafa = {"libchafa.so.0", "libchafa0", "drawing images in the terminal", NULL};

LAZY(islet_libchafa, ChafaSymbolMap *, chafa_symbol_map_new, (void), ())
LAZY_VOID(islet_libchafa, chafa_symbol_map_add_by_tags, (ChafaSymbolMap *symbol_map, ChafaSymbolTags tags), (symbol_map, tags))
LAZY_VOID(islet_libchafa, chafa_symbol_map_unref, (ChafaSymbolMap *symbol_map), (symbol_map))
LAZY(islet_libchafa, ChafaCanvasConfig *, chafa_canvas_config_new, (void), ())
LAZY_VOID(islet_libchafa, chafa_canvas_config_set_geometry, (ChafaCanvasConfig *config, gint width, gint height), (config, width, height))
LAZY_VOID(islet_libchafa, chafa_canvas_config_set_canvas_mode, (ChafaCanvasConfig *config, ChafaCanvasMode mode), (config, mode))
LAZY_VOID(islet_libchafa, chafa_canvas_config_set_symbol_map, (ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map), (config, symbol_map))
LAZY_VOID(islet_libchafa, chafa_canvas_config_set_fg_color, (ChafaCanvasConfig *config, guint32 fg_color_packed_rgb), (config, fg_color_packed_rgb))
LAZY_VOID(islet_libchafa, chafa_canvas_config_set_bg_color, (ChafaCanvasConfig *config, guint32 bg_color_packed_rgb), (config, bg_color_packed_rgb))
LAZY_VOID(islet_libchafa, chafa_canvas_config_unref, (ChafaCanvasConfig *config), (config))
LAZY(islet_libchafa, ChafaCanvas *, chafa_canvas_new, (const ChafaCanvasConfig *config), (config))
LAZY_VOID(islet_libchafa, chafa_canvas_draw_all_pixels,
          (ChafaCanvas *canvas, ChafaPixelType src_pixel_type, const guint8 *src_pixels, gint src_width, gint src_height, gint src_rowstride),
          (canvas, src_pixel_type, src_pixels, src_width, src_height, src_rowstride))
LAZY(islet_libchafa, gunichar, chafa_canvas_get_char_at, (ChafaCanvas *canvas, gint x, gint y), (canvas, x, y))
LAZY_VOID(islet_libchafa, chafa_canvas_get_colors_at, (ChafaCanvas *canvas, gint x, gint y, gint *fg_out, gint *bg_out), (canvas, x, y, fg_out, bg_out))
LAZY_VOID(islet_libchafa, chafa_canvas_get_raw_colors_at, (ChafaCanvas *canvas, gint x, gint y, gint *fg_out, gint *bg_out), (canvas, x, y, fg_out, bg_out))
LAZY_VOID(islet_libchafa, chafa_canvas_unref, (ChafaCanvas *canvas), (canvas))

#pragma GCC visibility pop

bool islet_lazy_link_open_chafa(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libchafa, reason, capacity) != NULL;
}
