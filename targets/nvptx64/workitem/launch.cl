// The definition the host runtime finds by name (cuModuleGetGlobal); clb-link
// keeps it external so the optimizer cannot treat its zero initializer as known.
#include "launch.h"

global __clb_nvptx_launch_t __clb_nvptx_launch;
