// libFuzzer's driver, called from each fuzz target's main.swift.
//
// SwiftPM links an executable target with its own `main` (an alias of the module's entry point), so libFuzzer's
// `main` is never linked in; each target's top-level code hands its test function to this driver instead,
// which parses libFuzzer's usual flags and runs the fuzzing loop. It comes with `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
