#ifndef ISLET_LAZY_LIBRARY_H
#define ISLET_LAZY_LIBRARY_H

/*
 * Functions of a shared library bound on their first call, as implib.so's stubs are: each one
 * named here is defined with the library's own name and prototype (the compiler checks it
 * against the library's header), so Swift calls `SSL_new` as it would the library's; the first
 * call `dlopen`s the library and looks the function up, later calls jump through the pointer.
 * The dynamic loader then resolves none of the library's symbols at start, so a command that
 * never calls the library never loads it (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on
 * first use").
 *
 * A file of stubs turns on `#pragma GCC visibility push(hidden)` before it includes the library's
 * header: the executable exports its symbols, and an exported `EVP_sha256` would stand between
 * libssl and libcrypto's own. Nothing else may come after the pragma: a hidden declaration of a
 * function defined elsewhere is called as if it were in the executable, and does not link.
 */

#include <stdatomic.h>
#include <stddef.h>

/// A library opened with `dlopen` the first time one of its functions is called, and never closed.
struct islet_lazy_library {
    const char *soname;
    /// The Debian package that has it, for the error.
    const char *package;
    /// What islet needs it for, for the error.
    const char *purpose;
    _Atomic(void *) handle;
};

extern struct islet_lazy_library islet_libssl, islet_libcrypto, islet_libnghttp2, islet_libmd;
extern struct islet_lazy_library islet_libglib, islet_libgobject, islet_libcairo, islet_libpango, islet_libpangocairo, islet_libgdk_pixbuf,
    islet_librsvg, islet_libchafa, islet_libpng;

/// The library's handle, opening it if need be; NULL with a line naming the library and its
/// package in `reason` when it cannot be opened.
void *islet_lazy_open(struct islet_lazy_library *library, char *reason, size_t capacity);

/// `name` in `library`. A stub has no way to report an error to its caller, so when the library
/// cannot be opened or lacks the function, islet prints why on standard error and exits with
/// status 2, as for any other error it cannot go on from (not a crash, and not reached by the
/// endpoint, which opens its libraries at its start).
void *islet_lazy_symbol(struct islet_lazy_library *library, const char *name);

/// The body shared by both stubs: `function` is `name` in `library`, looked up on the first call.
#define ISLET_LAZY_BIND(library, name)                                                       \
    static _Atomic(__typeof__(&name)) bound;                                                 \
    __typeof__(&name) function = atomic_load_explicit(&bound, memory_order_acquire);         \
    if (!function) {                                                                         \
        function = (__typeof__(&name))islet_lazy_symbol(&library, #name);                    \
        atomic_store_explicit(&bound, function, memory_order_release);                       \
    }

/// A stub for a function that returns a value.
#define LAZY(library, result, name, parameters, arguments)                                   \
    result name parameters {                                                                 \
        ISLET_LAZY_BIND(library, name)                                                       \
        return function arguments;                                                           \
    }

/// A stub for a function that returns nothing.
#define LAZY_VOID(library, name, parameters, arguments)                                      \
    void name parameters {                                                                   \
        ISLET_LAZY_BIND(library, name)                                                       \
        function arguments;                                                                  \
    }

#endif
