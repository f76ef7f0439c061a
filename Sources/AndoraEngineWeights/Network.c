// The expert's network, compiled in from Network.bin (written by `andora tune --network`), as the
// field chances are (FieldChances.c).
#include "Network.h"

#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char network[] = {
#embed "Network.bin"
};

const unsigned char *andora_network_bytes(void) { return network; }

size_t andora_network_count(void) { return sizeof network; }
