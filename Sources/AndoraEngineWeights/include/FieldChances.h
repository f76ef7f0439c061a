#pragma once

#include <stddef.h>

/// The bytes of FieldChances.bin, the expert's learned field chances (their format is in docs/ENGINE.md).
const unsigned char *andora_field_chances_bytes(void);

/// How many bytes `andora_field_chances_bytes` points at.
size_t andora_field_chances_count(void);
