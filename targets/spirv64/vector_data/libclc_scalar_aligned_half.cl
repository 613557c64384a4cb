// vloada_half and vstorea_half[_<mode>] of one element: no OpenCL C
// specification or clang header has them (only the n = 2..16 forms), but
// libclc-15's spirv64-mesa3d-.spv exports them, so Mesa's rusticl may ask the
// drop-in for them. One half's alignment is all an aligned scalar access can
// assume, so each is its unaligned twin; libclc's address spaces exactly
// (no generic: libclc has none for these).
#include <clb/defs.h>
#include <clb/types.h> /* CLB_HAS_FP64 */

#define CLB_VLOADA_HALF(AS)                                                    \
  CLB_OVLD CLB_PURE float vloada_half(size_t offset, const AS half *p) {       \
    return vload_half(offset, p);                                              \
  }
CLB_VLOADA_HALF(__global)
CLB_VLOADA_HALF(__local)
CLB_VLOADA_HALF(__private)
CLB_VLOADA_HALF(__constant)

#define CLB_VSTOREA_HALF(MODE, SRC, AS)                                        \
  CLB_OVLD void vstorea_half##MODE(SRC data, size_t offset, AS half *p) {      \
    vstore_half##MODE(data, offset, p);                                        \
  }
#define CLB_VSTOREA_HALF_SPACES(MODE, SRC)                                     \
  CLB_VSTOREA_HALF(MODE, SRC, __global)                                        \
  CLB_VSTOREA_HALF(MODE, SRC, __local)                                         \
  CLB_VSTOREA_HALF(MODE, SRC, __private)
#define CLB_VSTOREA_HALF_MODES(SRC)                                            \
  CLB_VSTOREA_HALF_SPACES(, SRC)                                               \
  CLB_VSTOREA_HALF_SPACES(_rte, SRC)                                           \
  CLB_VSTOREA_HALF_SPACES(_rtz, SRC)                                           \
  CLB_VSTOREA_HALF_SPACES(_rtp, SRC)                                           \
  CLB_VSTOREA_HALF_SPACES(_rtn, SRC)
CLB_VSTOREA_HALF_MODES(float)
#if CLB_HAS_FP64
CLB_VSTOREA_HALF_MODES(double)
#endif
