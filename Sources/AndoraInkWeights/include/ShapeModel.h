#pragma once

#include <stddef.h>

/// The bytes of ShapeModel.bin, the shipped shape model (its format is in docs/INK.md).
const unsigned char *andora_shape_model_bytes(void);

/// How many bytes `andora_shape_model_bytes` points at.
size_t andora_shape_model_count(void);
