// PCRE2's 8-bit (UTF-8) interface. Swift calls the `_8` names directly:
// the unsuffixed names are token-pasting macros it cannot import.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
