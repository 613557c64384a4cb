// The raw result files between the GPU driver (double_sample.cu) and the
// MPFR checker (mpfr_check.cpp): a header (magic, count, the hash of the
// inputs the results belong to) and count doubles. Inputs are not stored:
// the checker regenerates them (sample_inputs.h) and compares the hash.
#ifndef CLB_ACCURACY_RESULT_FILE_H
#define CLB_ACCURACY_RESULT_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

// The implementations of the GPU run, in the checker's column order.
static const char *const kClbImplNames[3] = {"clb", "libclc", "cuda"};

struct ClbResultHeader {
  char magic[8];  // "clbres1"
  uint64_t count, hash;
};

// FNV-1a over the inputs' bytes (x, then y or n where the function has them).
inline uint64_t clb_inputs_hash(const double *x, const double *y, const int *n, size_t count) {
  uint64_t h = 14695981039346656037ull;
  auto add = [&](const void *p, size_t bytes) {
    const unsigned char *c = static_cast<const unsigned char *>(p);
    for (size_t i = 0; i < bytes; ++i)
      h = (h ^ c[i]) * 1099511628211ull;
  };
  add(x, count * 8);
  if (y)
    add(y, count * 8);
  if (n)
    add(n, count * 4);
  return h;
}

inline bool writeResultFile(const char *path, uint64_t hash, const double *r, size_t count) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return false;
  ClbResultHeader h;
  memcpy(h.magic, "clbres1", 8);
  h.count = count;
  h.hash = hash;
  bool ok = fwrite(&h, sizeof h, 1, f) == 1 && fwrite(r, 8, count, f) == count;
  return fclose(f) == 0 && ok;
}

// 1: read; 0: no such file; -1: a file that is not count results for these
// inputs (*why says which).
inline int readResultFile(const char *path, uint64_t hash, double *r, size_t count,
                          const char **why) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0;
  ClbResultHeader h;
  int status = 1;
  if (fread(&h, sizeof h, 1, f) != 1 || memcmp(h.magic, "clbres1", 8) != 0) {
    *why = "not a result file";
    status = -1;
  } else if (h.count != count) {
    *why = "a different input count";
    status = -1;
  } else if (h.hash != hash) {
    *why = "results of other inputs (the input hash differs)";
    status = -1;
  } else if (fread(r, 8, count, f) != count) {
    *why = "truncated";
    status = -1;
  }
  fclose(f);
  return status;
}

#endif
