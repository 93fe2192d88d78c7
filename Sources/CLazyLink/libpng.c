// libpng's functions islet calls, bound on first use (lazy_library.h), and the one function that
// writes a PNG board's file with them. libpng reports an error by longjmp to a setjmp its caller
// made; that setjmp stays in this file, so Swift only sees a function that returns false.
#include "lazy_library.h"

#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/// Opens libpng: writing a PNG board's file.
bool islet_lazy_link_open_png(char *reason, size_t capacity);
/// Writes `height` rows of `width` pixels, straight (not premultiplied) RGB, or RGBA when
/// `alpha`, `stride` bytes apart, as a PNG file in memory: rows unfiltered, zlib's fastest level,
/// and a white bKGD chunk, as cairo's writer adds. On success `*file` is a malloc'd buffer of
/// `*count` bytes for the caller to free; on failure false, with libpng's message in `reason`.
bool islet_png_write(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, bool alpha,
                     uint8_t **file, size_t *count, char *reason, size_t capacity);

// The C library's headers png.h includes come first, so its functions are not declared hidden.
#pragma GCC visibility push(hidden)
#include <png.h>

struct islet_lazy_library islet_libpng = {"libpng16.so.16", "libpng16-16", "writing a PNG", NULL};

LAZY(islet_libpng, png_structp, png_create_write_struct,
     (png_const_charp user_png_ver, png_voidp error_ptr, png_error_ptr error_fn, png_error_ptr warn_fn),
     (user_png_ver, error_ptr, error_fn, warn_fn))
LAZY(islet_libpng, png_infop, png_create_info_struct, (png_const_structrp png_ptr), (png_ptr))
LAZY_VOID(islet_libpng, png_destroy_write_struct, (png_structpp png_ptr_ptr, png_infopp info_ptr_ptr), (png_ptr_ptr, info_ptr_ptr))
LAZY(islet_libpng, jmp_buf *, png_set_longjmp_fn, (png_structrp png_ptr, png_longjmp_ptr longjmp_fn, size_t jmp_buf_size),
     (png_ptr, longjmp_fn, jmp_buf_size))
LAZY_VOID(islet_libpng, png_longjmp, (png_const_structrp png_ptr, int val), (png_ptr, val))
LAZY_VOID(islet_libpng, png_error, (png_const_structrp png_ptr, png_const_charp error_message), (png_ptr, error_message))
LAZY(islet_libpng, png_voidp, png_get_error_ptr, (png_const_structrp png_ptr), (png_ptr))
LAZY(islet_libpng, png_voidp, png_get_io_ptr, (png_const_structrp png_ptr), (png_ptr))
LAZY_VOID(islet_libpng, png_set_write_fn, (png_structrp png_ptr, png_voidp io_ptr, png_rw_ptr write_data_fn, png_flush_ptr output_flush_fn),
          (png_ptr, io_ptr, write_data_fn, output_flush_fn))
LAZY_VOID(islet_libpng, png_set_filter, (png_structrp png_ptr, int method, int filters), (png_ptr, method, filters))
LAZY_VOID(islet_libpng, png_set_compression_level, (png_structrp png_ptr, int level), (png_ptr, level))
LAZY_VOID(islet_libpng, png_set_IHDR,
          (png_const_structrp png_ptr, png_inforp info_ptr, png_uint_32 width, png_uint_32 height, int bit_depth, int color_type,
           int interlace_method, int compression_method, int filter_method),
          (png_ptr, info_ptr, width, height, bit_depth, color_type, interlace_method, compression_method, filter_method))
LAZY_VOID(islet_libpng, png_set_bKGD, (png_const_structrp png_ptr, png_inforp info_ptr, png_const_color_16p background),
          (png_ptr, info_ptr, background))
LAZY_VOID(islet_libpng, png_write_info, (png_structrp png_ptr, png_const_inforp info_ptr), (png_ptr, info_ptr))
LAZY_VOID(islet_libpng, png_write_row, (png_structrp png_ptr, png_const_bytep row), (png_ptr, row))
LAZY_VOID(islet_libpng, png_write_end, (png_structrp png_ptr, png_inforp info_ptr), (png_ptr, info_ptr))

#pragma GCC visibility pop

bool islet_lazy_link_open_png(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libpng, reason, capacity) != NULL;
}

/// The file libpng writes, growing as it writes, and its error message if it fails.
struct islet_png_file {
    uint8_t *bytes;
    size_t count, capacity;
    char message[200];
};

/// libpng's write function: appends `length` bytes to the file, doubling its room when it is full.
static void islet_png_append(png_structp png, png_bytep data, size_t length) {
    struct islet_png_file *file = png_get_io_ptr(png);
    if (length > file->capacity - file->count) {
        size_t capacity = file->capacity ? file->capacity : 65536;
        while (length > capacity - file->count) capacity *= 2;
        uint8_t *grown = realloc(file->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        file->bytes = grown;
        file->capacity = capacity;
    }
    memcpy(file->bytes + file->count, data, length);
    file->count += length;
}

/// libpng's flush function: nothing to flush in memory.
static void islet_png_flush(png_structp png) { (void)png; }

/// libpng's error function: keeps the message and jumps back to `islet_png_encode`'s setjmp,
/// rather than letting libpng print it on standard error as its own handler does.
static void islet_png_fail(png_structp png, png_const_charp message) {
    struct islet_png_file *file = png_get_error_ptr(png);
    snprintf(file->message, sizeof file->message, "%s", message);
    png_longjmp(png, 1);
}

/// libpng's warning function: a warning does not stop the file, and must not reach the terminal.
static void islet_png_warn(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// The writing itself, with the setjmp libpng jumps back to: nothing here is changed after the
/// setjmp and read after the jump, so no local needs to be volatile.
static bool islet_png_encode(png_structp png, png_infop info, const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, bool alpha) {
    if (setjmp(png_jmpbuf(png))) return false;
    png_set_write_fn(png, png_get_error_ptr(png), islet_png_append, islet_png_flush);
    // A board is flat colours: unfiltered rows deflated fast cost a fifth more bytes and save
    // most of the encoding time libpng's defaults (every filter on every row, level 6) take.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, 1);
    png_set_IHDR(png, info, width, height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_color_16 white = {.red = 0xFF, .green = 0xFF, .blue = 0xFF};
    png_set_bKGD(png, info, &white);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + y * stride);
    png_write_end(png, NULL);
    return true;
}

bool islet_png_write(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, bool alpha,
                     uint8_t **file, size_t *count, char *reason, size_t capacity) {
    struct islet_png_file written = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &written, islet_png_fail, islet_png_warn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    bool encoded = info && islet_png_encode(png, info, pixels, width, height, stride, alpha);
    png_destroy_write_struct(&png, &info);
    if (!encoded) {
        snprintf(reason, capacity, "%s", written.message[0] ? written.message : "libpng could not start a file");
        free(written.bytes);
        return false;
    }
    *file = written.bytes;
    *count = written.count;
    return true;
}
