// The shipped shape model, compiled in from ShapeModel.bin (written by `andora ink train`), so that
// the program needs no bundle and no file at run time: Embedded Swift for WebAssembly has neither.
// `#embed` keeps the raw bytes: a Swift `[UInt8]` literal of this size takes a minute and 0.9 GB to
// compile, and a Base64 string literal is a third larger.
#include "ShapeModel.h"

// `#embed` is C23; clang offers it in every C mode, with this warning outside C23.
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char shapeModel[] = {
#embed "ShapeModel.bin"
};

const unsigned char *andora_shape_model_bytes(void) { return shapeModel; }

size_t andora_shape_model_count(void) { return sizeof shapeModel; }
