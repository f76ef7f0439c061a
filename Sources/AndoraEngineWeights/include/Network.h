#pragma once

#include <stddef.h>

/// The bytes of Network.bin, the expert's network (their format is in docs/ENGINE.md).
const unsigned char *andora_network_bytes(void);

/// How many bytes `andora_network_bytes` points at.
size_t andora_network_count(void);
