// The running thread's stack bounds, for the interpreter's stack check (StackRoom). glibc
// declares pthread_getattr_np only under _GNU_SOURCE, which Swift's Glibc module is not built
// with; the function itself is in every glibc.
#include <pthread.h>

int pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);
