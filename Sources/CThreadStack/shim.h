// The running thread's stack floor, for the interpreter's stack check (StackRoom). glibc
// declares pthread_getattr_np only under _GNU_SOURCE, which Swift's Glibc module is not built
// with; the function itself is in every glibc.
#include <pthread.h>
#include <stdint.h>

int pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);

// The lowest address evaluation may reach on the calling thread: a quarter of its stack above
// the stack's end, 0 when the bounds are unknown. Measured once per thread, because on the main
// thread glibc reads /proc/self/maps to answer (about 34 us), and an interpreter is made for
// every region and every custom shape.
static inline uintptr_t islet_stack_floor(void) {
    static __thread uintptr_t floor;
    static __thread int measured;
    if (!measured) {
        measured = 1;
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
            void *base = 0;
            size_t size = 0;
            if (pthread_attr_getstack(&attributes, &base, &size) == 0 && base) {
                floor = (uintptr_t)base + size / 4;
            }
            pthread_attr_destroy(&attributes);
        }
    }
    return floor;
}
