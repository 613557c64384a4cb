// add_sat on NVIDIA GPUs: int components use PTX's add.sat.s32 (one
// instruction; the portable form compiles to seven), the other types keep
// the portable bodies of <clb/integer.h>.
#include <clb/integer.h>

static CLB_OVLD CLB_CONST int clb_nv_add_sat(int x, int y) {
  int r;
  __asm__("add.sat.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(y));
  return r;
}

#define CLB_NV_ADD_SAT_32(T) \
  CLB_OVLD CLB_CONST T __clb_add_sat(T x, T y) { return CLB_MAP2(T, clb_nv_add_sat, x, y); }
#define CLB_NV_ADD_SAT_8 CLB_ADD_SAT_SIGNED
#define CLB_NV_ADD_SAT_16 CLB_ADD_SAT_SIGNED
#define CLB_NV_ADD_SAT_64 CLB_ADD_SAT_SIGNED
#define CLB_NV_ADD_SAT(T, ...) __CLB_INT_CAT(CLB_NV_ADD_SAT_, CLB_BITS(T))(T)

CLB_FOR_EACH_UNSIGNED_INTEGER(CLB_ADD_SAT_UNSIGNED)
CLB_FOR_EACH_SIGNED_INTEGER(CLB_NV_ADD_SAT)
