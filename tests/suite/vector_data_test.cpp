// vload<n>/vstore<n> for every type, width and address space, and the half
// forms (vload_half[n], vloada_half<n>, vstore[a]_half[n][_mode] from float
// and double) in every address space: at element-aligned offsets (shift 0)
// and off the vector's alignment (odd shifts) where the spec allows it. The
// 3-element forms must touch exactly 3 elements: every element outside the
// written windows must keep its sentinel. Layout: kernels/vector_data.cl.
#include "backend.h"
#include "conversion_reference.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

namespace clbtest {
namespace {

constexpr unsigned WI = 8, REG = WI * 16 + 16, SIZE = 5 * REG;
const unsigned kWidths[] = {2, 3, 4, 8, 16};
// nvptx64's constant space is the GPU's constant bank: a kernel's __constant
// pointer argument cannot point at a buffer a CUDA host allocates, so the
// GPU binary (CLBTEST_BACKEND_CONSTANT_ARGS=0) runs the other four; the
// constant overloads are linked for nvptx64 all the same.
const char *const kSpaces[] = {"global",
#if CLBTEST_BACKEND_CONSTANT_ARGS
                               "constant",
#endif
                               "generic", "local", "private"};

struct Elem {
  const char *name;
  unsigned bytes;
};
const Elem kTypes[] = {{"char", 1},  {"uchar", 1},  {"short", 2}, {"ushort", 2},
                       {"int", 4},   {"uint", 4},   {"long", 8},  {"ulong", 8},
                       {"float", 4}, {"double", 8}, {"half", 2}};

class VectorData : public ::testing::TestWithParam<const char *> {};

TEST_P(VectorData, VloadVstoreEveryTypeWidthAndOffset) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const std::string space = GetParam();
  for (const Elem &t : kTypes) {
    for (unsigned shift : {0u, 1u, 3u}) {
      std::mt19937_64 rng(shift * 31 + t.bytes);
      std::vector<unsigned char> src(SIZE * t.bytes), dst(SIZE * t.bytes, 0xa5);
      for (auto &b : src)
        b = (unsigned char)rng();
      auto dSrc = be->upload(src);
      auto dDst = be->upload(dst);
      be->load("vector_data_" + space + ".cl")
          .run("vdata_" + space + "_" + t.name, NDRange::linear(1, 1), {dSrc, dDst, shift});
      std::vector<unsigned char> got = dDst->read<unsigned char>(dst.size());
      // Expected: the windows copied, everything else untouched.
      std::vector<unsigned char> want = dst;
      for (unsigned r = 0; r < 5; ++r)
        for (unsigned k = 0; k < WI * kWidths[r]; ++k) {
          size_t e = r * REG + shift + k;
          std::memcpy(&want[e * t.bytes], &src[e * t.bytes], t.bytes);
        }
      for (size_t e = 0; e < SIZE; ++e)
        if (std::memcmp(&got[e * t.bytes], &want[e * t.bytes], t.bytes) != 0) {
          ADD_FAILURE() << space << " " << t.name << " shift " << shift << ": element " << e
                        << " (region " << e / REG << ") differs";
          break;
        }
    }
  }
}

float halfToFloat(uint16_t h) {
  const uint32_t b = uint32_t(referenceToFloating(Kind::Float, Kind::Half, h, Round::Rte));
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

TEST_P(VectorData, HalfLoadsAndRoundedStores) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const std::string space = GetParam();
  const unsigned HSIZE = 11 * REG, HOUT = 10 * HSIZE;
  for (unsigned shift : {0u, 1u, 3u}) {
    std::mt19937_64 rng(shift + 17);
    std::vector<uint16_t> hsrc(HSIZE);
    for (auto &h : hsrc)
      h = (uint16_t)rng();
    // Sources: values around half's range and precision, with ties, plus
    // extremes (overflow, subnormals, NaN, infinity).
    std::vector<float> fsrc(HOUT);
    std::vector<double> dsrc(HOUT);
    for (unsigned k = 0; k < HOUT; ++k) {
      double v = std::ldexp((double)(rng() >> 11), int(rng() % 50) - 80);
      if (k % 7 == 0)  // exact halfway between two halves
        v = std::ldexp(2049.0 + 2 * double(rng() % 1000), int(rng() % 40) - 34);
      if (rng() & 1)
        v = -v;
      if (k % 97 == 3)
        v = INFINITY;
      if (k % 97 == 5)
        v = NAN;
      if (k % 97 == 7)
        v = 65520.0;
      if (k % 97 == 9)
        v = -1e-30;
      fsrc[k] = (float)v;
      dsrc[k] = v + std::ldexp(v, -40);  // bits beyond float's precision
      if (k % 97 == 11) {                // NaNs with a sign and a payload, both dropped
        const uint32_t fb = 0xffa12345u;
        const uint64_t db = 0xfff5a5a5a5a5a5a5ull;
        std::memcpy(&fsrc[k], &fb, 4);
        std::memcpy(&dsrc[k], &db, 8);
      }
    }
    std::vector<float> fout(HSIZE, -7.0f);
    std::vector<uint16_t> hout(HOUT, 0xa5a5);
    auto dH = be->upload(hsrc), dF = be->upload(fsrc), dD = be->upload(dsrc);
    auto dFo = be->upload(fout), dHo = be->upload(hout);
    be->load("vector_data_" + space + ".cl")
        .run("vhalf_" + space, NDRange::linear(1, 1), {dH, dF, dD, dFo, dHo, shift});
    std::vector<float> gotF = dFo->read<float>(HSIZE);
    std::vector<uint16_t> gotH = dHo->read<uint16_t>(HOUT);

    std::vector<float> wantF = fout;
    const unsigned widthsAll[] = {1, 2, 3, 4, 8, 16};
    for (unsigned r = 0; r < 6; ++r)  // vload_half[n], shifted
      for (unsigned k = 0; k < WI * widthsAll[r]; ++k)
        wantF[r * REG + shift + k] = halfToFloat(hsrc[r * REG + shift + k]);
    for (unsigned r = 0; r < 5; ++r) {  // vloada_half<n>: aligned, 3 at stride 4
      unsigned n = kWidths[r], stride = n == 3 ? 4 : n;
      for (unsigned i = 0; i < WI; ++i)
        for (unsigned c = 0; c < n; ++c)
          wantF[(6 + r) * REG + i * stride + c] = halfToFloat(hsrc[(6 + r) * REG + i * stride + c]);
    }
    for (unsigned e = 0; e < HSIZE; ++e)
      if (std::memcmp(&gotF[e], &wantF[e], 4) != 0) {  // NaNs too, bit for bit
        ADD_FAILURE() << space << " shift " << shift << ": vload_half region " << e / REG
                      << " element " << e << " = " << gotF[e] << ", want " << wantF[e];
        break;
      }

    std::vector<uint16_t> wantH = hout;
    const Round modes[] = {Round::Rte, Round::Rte, Round::Rtz, Round::Rtp, Round::Rtn};
    for (unsigned part = 0; part < 10; ++part) {
      const bool dbl = part >= 5;
      const Round mode = modes[part % 5];
      auto want = [&](unsigned idx) {
        uint64_t b = 0;
        if (dbl)
          std::memcpy(&b, &dsrc[idx], 8);
        else
          std::memcpy(&b, &fsrc[idx], 4);
        return uint16_t(referenceToFloating(Kind::Half, dbl ? Kind::Double : Kind::Float, b, mode));
      };
      const unsigned base = part * HSIZE;
      for (unsigned r = 0; r < 6; ++r)  // shifted vstore_half[n]
        for (unsigned k = 0; k < WI * widthsAll[r]; ++k)
          wantH[base + r * REG + shift + k] = want(base + r * REG + k);
      for (unsigned r = 0; r < 5; ++r) {  // vstorea_half<n>
        unsigned n = kWidths[r], stride = n == 3 ? 4 : n;
        for (unsigned i = 0; i < WI; ++i)
          for (unsigned c = 0; c < n; ++c)
            wantH[base + (6 + r) * REG + i * stride + c] = want(base + (6 + r) * REG + i * n + c);
      }
    }
    int failures = 0;
    for (unsigned e = 0; e < HOUT && failures < 10; ++e) {
      if (gotH[e] != wantH[e]) {
        ++failures;
        unsigned part = e / HSIZE, r = (e % HSIZE) / REG;
        ADD_FAILURE() << space << " shift " << shift << ": " << (part >= 5 ? "double" : "float")
                      << " vstore" << (r >= 6 ? "a" : "") << "_half mode#" << part % 5 << " region "
                      << r << " element " << e << " = 0x" << std::hex << gotH[e] << ", want 0x"
                      << wantH[e];
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Spaces, VectorData, ::testing::ValuesIn(kSpaces),
                         [](const ::testing::TestParamInfo<const char *> &p) {
                           return std::string(p.param);
                         });

}  // namespace
}  // namespace clbtest
