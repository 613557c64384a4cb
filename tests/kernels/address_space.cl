// to_global, to_local, to_private and get_fence on generic pointers into
// each space (tests/suite/address_space_test.cpp). Work-item i's pointer
// comes from the space space[i] names (0 global, 1 local, 2 private), read
// from memory so nothing is known until run time, and reaches the casts as
// users pass pointers: chosen by a select, carried around a loop, through a
// helper function. On SPIR clb-link answers the casts from the IR
// (tools/clb-link/lib/AddressSpaceQueries.cpp); nvptx64 asks the hardware.

// Bit 0, 1, 2: to_global, to_local, to_private gave a pointer; bit 3 and 4:
// get_fence includes the global and the local fence.
static uint classify(generic int *p) {
  cl_mem_fence_flags fence = get_fence(p);
  return (to_global(p) ? 1u : 0u) | (to_local(p) ? 2u : 0u) | (to_private(p) ? 4u : 0u) |
         ((fence & CLK_GLOBAL_MEM_FENCE) ? 8u : 0u) | ((fence & CLK_LOCAL_MEM_FENCE) ? 16u : 0u);
}

// The value behind p, read through the one cast that answers.
static int readBack(generic int *p) {
  global int *g = to_global(p);
  local int *l = to_local(p);
  private int *q = to_private(p);
  return g ? *g : l ? *l : q ? *q : -1;
}

// Groups of at most 64 work-items.
kernel void spaces(global int *g, global const int *space, global int *out, int rounds) {
  local int l[64];
  int p[2];
  const size_t i = get_global_id(0), li = get_local_id(0);
  g[i] = 3000 + (int)i;
  l[li] = 1000 + (int)i;
  p[0] = 2000 + (int)i;
  p[1] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  const int s = space[i];
  generic int *q = s == 0 ? (generic int *)&g[i] : s == 1 ? (generic int *)&l[li] : (generic int *)p;
  // A pointer carried around a loop: private until the last round.
  generic int *r = p + 1;
  for (int k = 0; k < rounds; ++k)
    r = k == rounds - 1 ? q : r;
  out[4 * i + 0] = (int)classify(q);
  out[4 * i + 1] = (int)classify(r);
  out[4 * i + 2] = readBack(q);
  out[4 * i + 3] = (int)classify(NULL);
}
