// Declarations only (include/FuzzDriver.h): the driver itself is in libFuzzer, linked by -sanitize=fuzzer.
#include "FuzzDriver.h"
