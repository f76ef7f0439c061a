// The expert's learned field chances, compiled in from FieldChances.bin (written by `andora tune`),
// so that the program needs no bundle and no file at run time: Embedded Swift for WebAssembly has
// neither. `#embed` keeps the raw bytes, as for the shape model (Sources/AndoraInkWeights).
#include "FieldChances.h"

// `#embed` is C23; clang offers it in every C mode, with this warning outside C23.
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char fieldChances[] = {
#embed "FieldChances.bin"
};

const unsigned char *andora_field_chances_bytes(void) { return fieldChances; }

size_t andora_field_chances_count(void) { return sizeof fieldChances; }
