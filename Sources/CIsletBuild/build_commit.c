#include "islet_build.h"

/// Defined only by the object the Makefile links in; otherwise the weak reference is NULL.
extern const char islet_build_commit_text[] __attribute__((weak));

const char *islet_build_commit(void) {
    return islet_build_commit_text;
}
