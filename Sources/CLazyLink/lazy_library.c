#include "lazy_library.h"

#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

#include "islet_lazy_link.h"

void *islet_lazy_open(struct islet_lazy_library *library, char *reason, size_t capacity) {
    void *handle = atomic_load_explicit(&library->handle, memory_order_acquire);
    if (handle) return handle;
    // Two threads may both open it: dlopen counts references and gives both the same handle.
    handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(reason, capacity, "cannot load %s for %s (Debian package %s): %s", library->soname, library->purpose, library->package, dlerror());
        return NULL;
    }
    atomic_store_explicit(&library->handle, handle, memory_order_release);
    return handle;
}

void *islet_lazy_symbol(struct islet_lazy_library *library, const char *name) {
    char reason[512];
    void *handle = islet_lazy_open(library, reason, sizeof reason);
    if (handle) {
        void *function = dlsym(handle, name);
        if (function) return function;
        snprintf(reason, sizeof reason, "%s has no %s: islet needs a newer %s", library->soname, name, library->package);
    }
    dprintf(STDERR_FILENO, "islet: %s\n", reason);
    _exit(2);
}

bool islet_lazy_link_open_endpoint_libraries(char *reason, size_t capacity) {
    return islet_lazy_open(&islet_libssl, reason, capacity) && islet_lazy_open(&islet_libcrypto, reason, capacity)
        && islet_lazy_open(&islet_libnghttp2, reason, capacity);
}
