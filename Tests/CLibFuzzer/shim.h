// libFuzzer's driver, for a program with a main of its own (swiftc links it with
// -sanitize=fuzzer). Only declared here: the normal build never calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
