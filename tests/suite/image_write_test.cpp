// Image writes (tests/kernels/image_write.cl, image_depth.cl) and
// read_write images against the host reference: every image type, every
// format the API allows that the backend can make, every texel written once
// with colors that reach each conversion's edges (saturation, ties of the
// normalized roundings, NaN, infinities, half overflow and denormals, the
// integer types' limits); the stored bytes read back and compared channel by
// channel. The image queries of write-only and read_write images too.
#include "image_harness.h"

#include <climits>
#include <cmath>
#include <cstring>
#include <iostream>
#include <random>
#include <sstream>

namespace clbtest::image {
namespace {

uint32_t bitsOf(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

// A color component for write_imagef: specials, the rounding ties of the
// normalized types, values past their ends, half's overflow and denormals,
// and random values.
float floatComponent(std::mt19937 &rng) {
  const int k = int(rng() % 256);
  switch (rng() % 12) {
  case 0: {
    static const float specials[] = {NAN,  INFINITY, -INFINITY, -0.0f,    0.0f,  1.0f,  -1.0f,
                                     2.0f, -2.0f,    65504.0f,  65520.0f, 1e-7f, 3e-8f, 1e-40f};
    return specials[rng() % (sizeof specials / sizeof *specials)];
  }
  case 1:
    return (k + 0.5f) / 255.0f;
  case 2:
    return (k + 0.5f) / 127.0f - 1.0f;
  case 3:
    return (float(rng() % 65535) + 0.5f) / 65535.0f;
  case 4:
    return (float(rng() % 1023) + 0.5f) / 1023.0f;
  case 5:
    return (k % 32 + 0.5f) / 31.0f;
  case 6:
    return std::uniform_real_distribution<float>(-70000.0f, 70000.0f)(rng);
  default:
    return std::uniform_real_distribution<float>(-0.25f, 1.25f)(rng);
  }
}

uint32_t intComponent(std::mt19937 &rng) {
  static const int32_t edges[] = {INT_MIN, INT_MAX, -129,  -128,  127,   128,   255, 256,
                                  -32769,  -32768,  32767, 32768, 65535, 65536, -1,  0};
  return rng() % 3 ? uint32_t(edges[rng() % 16]) : uint32_t(rng());
}

struct WriteCase {
  std::vector<std::array<int32_t, 4>> coords;
  std::vector<std::array<uint32_t, 4>> colors;  // bits
};

bool inside(const HostImage &host, const std::array<int32_t, 4> &c) {
  return c[0] >= 0 && size_t(c[0]) < host.spec().width && c[1] >= 0 && size_t(c[1]) < host.rows() &&
         c[2] >= 0 && size_t(c[2]) < host.slices();
}

// Every texel once, in a shuffled order, with colors for the format's family;
// with `outside`, writes just past each edge too, which the library drops
// (the spec leaves them undefined).
WriteCase everyTexel(const HostImage &host, std::mt19937 &rng, bool outside) {
  const ImageSpec &s = host.spec();
  WriteCase w;
  for (size_t z = 0; z < host.slices(); ++z)
    for (size_t y = 0; y < host.rows(); ++y)
      for (size_t x = 0; x < s.width; ++x)
        // The layer of a 1D array is the kernel's y, of a 2D array its z.
        w.coords.push_back({int32_t(x), int32_t(y), int32_t(z), 0});
  if (outside) {
    const int32_t w0 = int32_t(s.width), h0 = int32_t(host.rows()), d0 = int32_t(host.slices());
    // Which coordinates the kernel passes: x; y but for 1D; z for 3D and 2D arrays.
    const bool has2 = s.dim != ImageDim::k1D && s.dim != ImageDim::k1DBuffer;
    const bool has3 =
        s.dim == ImageDim::k3D || s.dim == ImageDim::k2DArray || s.dim == ImageDim::k2DArrayDepth;
    for (std::array<int32_t, 4> c : {std::array<int32_t, 4>{-1, 0, 0, 0},
                                     {w0, 0, 0, 0},
                                     {w0, h0 - 1, d0 - 1, 0},
                                     {-7, 0, 0, 0}})
      w.coords.push_back(c);
    if (has2)
      for (std::array<int32_t, 4> c : {std::array<int32_t, 4>{0, -1, 0, 0}, {0, h0, 0, 0}})
        w.coords.push_back(c);
    if (has3)
      for (std::array<int32_t, 4> c : {std::array<int32_t, 4>{0, 0, -1, 0}, {0, 0, d0, 0}})
        w.coords.push_back(c);
  }
  std::shuffle(w.coords.begin(), w.coords.end(), rng);
  const Family fam = family(s.format);
  for (size_t i = 0; i < w.coords.size(); ++i) {
    std::array<uint32_t, 4> c;
    for (uint32_t &v : c)
      v = fam == Family::Float ? bitsOf(floatComponent(rng)) : intComponent(rng);
    w.colors.push_back(c);
  }
  return w;
}

// What the reference stores for a write of `color` (bits) to a `f` texel.
StoredTexel expected(const ImageFormat &f, const std::array<uint32_t, 4> &color) {
  if (family(f) != Family::Float)
    return writeInteger(f, color);
  std::array<float, 4> c;
  for (int k = 0; k < 4; ++k)
    std::memcpy(&c[k], &color[k], 4);
  return writeFloat(f, c);
}

std::string show(const std::array<int64_t, 4> &v, int n) {
  std::ostringstream os;
  for (int k = 0; k < n; ++k)
    os << v[k] << " ";
  return os.str();
}

// Checks every texel of `got` (the image read back) against the writes;
// counts the failures, reporting the first few.
size_t checkStored(const HostImage &got, const WriteCase &w, const std::string &where) {
  const ImageFormat &f = got.spec().format;
  size_t failures = 0;
  for (size_t i = 0; i < w.coords.size(); ++i) {
    const auto &c = w.coords[i];
    if (!inside(got, c))
      continue;  // dropped: every texel inside must still hold its own write
    const uint8_t *texel = got.texel(size_t(c[0]), size_t(c[1]), size_t(c[2]));
    StoredTexel want = expected(f, w.colors[i]);
    if (storedMatches(f, texel, want))
      continue;
    if (++failures <= 10) {
      std::ostringstream color;
      for (uint32_t b : w.colors[i]) {
        float fv;
        std::memcpy(&fv, &b, 4);
        if (family(f) == Family::Float)
          color << fv << " ";
        else
          color << int32_t(b) << " ";
      }
      ADD_FAILURE() << where << " texel (" << c[0] << ", " << c[1] << ", " << c[2] << ") written "
                    << color.str() << ": stored codes "
                    << show(storedCodes(f, texel), storedChannels(f)) << "want "
                    << show(want.lo, storedChannels(f)) << "(to "
                    << show(want.hi, storedChannels(f)) << ")";
    }
  }
  return failures;
}

template <class T>
std::vector<T> flatten(const std::vector<std::array<T, 4>> &v) {
  std::vector<T> out;
  for (const auto &a : v)
    out.insert(out.end(), a.begin(), a.end());
  return out;
}

void pad(WriteCase &w) {
  // Padding work-items repeat the first write: the same texel, the same color.
  const size_t n = roundUp(w.coords.size());
  w.coords.resize(n, w.coords.front());
  w.colors.resize(n, w.colors.front());
}

class ImageWrite : public ::testing::TestWithParam<DimCase> {};

TEST_P(ImageWrite, EveryFormatAndTexel) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const DimCase &dc = GetParam();
  CLBTEST_IMAGES_OR_SKIP(be, dc.dim);
  const Expectations ex = expectationsFor(*be);
  if (dc.dim == ImageDim::k1DBuffer && !ex.buffers1D)
    GTEST_SKIP() << be->name() << " has no image1d_buffer writes";
  std::mt19937 rng(1500 + int(dc.dim));
  size_t formats = 0, skipped = 0, texels = 0, failures = 0;
  for (const ImageFormat &f : legalFormats(isDepth(dc.dim))) {
    if (!be->supportsImage(dc.dim, f) || !testsFormat(ex, f)) {
      ++skipped;
      continue;
    }
    ++formats;
    HostImage host(shapeOf(dc.dim, f, false));
    host.fillRandom(rng);
    auto dev = be->allocImage(host.spec());
    dev->write(host.bytes().data());
    WriteCase w = everyTexel(host, rng, ex.libraryDefined);
    pad(w);
    auto coords = be->upload(flatten(w.coords));
    auto colors = be->upload(flatten(w.colors));
    auto info = be->upload(std::vector<int>(10, -7));
    const int mode = int(family(f));  // 0 write_imagef, 1 write_imagei, 2 write_imageui
    const std::string where = describe(host.spec());
    be->load(dc.writeFile())
        .run(kernelFor(dc.write, *dev), NDRange::linear(w.coords.size(), kLocal),
             {dev, coords, colors, mode, info});
    checkInfo(host.spec(), info->read<int>(10), where + " (write-only)");
    HostImage got(host.spec());
    dev->read(got.bytes().data());
    failures += checkStored(got, w, where);
    texels += got.bytes().size() / texelBytes(f);
    if (failures > 100)
      break;
  }
  EXPECT_GT(formats, 0u) << be->name() << " makes no " << describe(dc.dim);
  std::cout << describe(dc.dim) << ": " << formats << " formats (" << skipped
            << " the backend cannot make), " << texels << " writes checked\n";
}

INSTANTIATE_TEST_SUITE_P(Types, ImageWrite, ::testing::ValuesIn(dimCases()),
                         [](const ::testing::TestParamInfo<DimCase> &info) {
                           return describe(info.param.dim).substr(5);
                         });

// read_write images: each work-item reads its texel, writes it, fences and
// reads it again; the first read must be the old texel, the bytes what the
// write stores, the second read the new texel.
struct RwCase {
  ImageDim dim;
  const char *kernel;
};

class ImageReadWrite : public ::testing::TestWithParam<RwCase> {};

TEST_P(ImageReadWrite, ReadWriteFenceRead) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const RwCase &rc = GetParam();
  const Expectations ex = expectationsFor(*be);
  if (rc.dim == ImageDim::k1DBuffer && !ex.buffers1D)
    GTEST_SKIP() << be->name() << " has no image1d_buffer reads or writes";
  std::mt19937 rng(1600 + int(rc.dim));
  size_t formats = 0, failures = 0;
  for (const ImageFormat &f : legalFormats(false)) {
    if (!be->supportsImage(rc.dim, f) || !testsFormat(ex, f))
      continue;
    ++formats;
    HostImage host(shapeOf(rc.dim, f, false));
    host.fillRandom(rng);
    auto dev = be->allocImage(host.spec());
    dev->write(host.bytes().data());
    // No padding work-items here (one would write a texel another reads
    // first): groups of one, the kernel's only local size.
    WriteCase w = everyTexel(host, rng, false);
    const size_t n = w.coords.size();
    auto coords = be->upload(flatten(w.coords));
    auto colors = be->upload(flatten(w.colors));
    auto info = be->upload(std::vector<int>(10, -7));
    auto out = be->upload(std::vector<uint32_t>(8 * w.coords.size(), 0xdeadbeef));
    const int mode = int(family(f));
    const std::string where = describe(host.spec()) + " read_write";
    be->load("image_write.cl")
        .run(kernelFor(rc.kernel, *dev), NDRange::linear(n, 1),
             {dev, coords, colors, mode, info, out});
    checkInfo(host.spec(), info->read<int>(10), where);
    HostImage got(host.spec());
    dev->read(got.bytes().data());
    failures += checkStored(got, w, where);
    std::vector<uint32_t> reads = out->read<uint32_t>(8 * w.coords.size());
    for (size_t i = 0; i < n && failures <= 100; ++i) {
      const std::array<double, 4> c = {double(w.coords[i][0]), double(w.coords[i][1]),
                                       double(w.coords[i][2]), 0};
      for (int pass = 0; pass < 2; ++pass) {
        const HostImage &img = pass == 0 ? host : got;
        const uint32_t *r = &reads[8 * i + 4 * pass];
        bool ok = true;
        if (family(f) == Family::Float) {
          FloatRange want = readFloat(img, -1, c, ex.departures);
          for (int k = 0; k < 4; ++k) {
            float g;
            std::memcpy(&g, &r[k], 4);
            ok &= within(g, want.lo[k], want.hi[k], ex.conversionUlps);
          }
        } else {
          std::array<int64_t, 4> want = readInteger(img, -1, c, ex.departures);
          for (int k = 0; k < 4; ++k)
            ok &= r[k] == uint32_t(want[k]);
        }
        if (!ok && ++failures <= 10)
          ADD_FAILURE() << where << " texel (" << c[0] << ", " << c[1] << ", " << c[2]
                        << "): " << (pass ? "the read after the write and fence" : "the first read")
                        << " gave the bits " << std::hex << r[0] << " " << r[1] << " " << r[2]
                        << " " << r[3] << std::dec;
      }
    }
  }
  EXPECT_GT(formats, 0u);
}

INSTANTIATE_TEST_SUITE_P(
    Types, ImageReadWrite,
    ::testing::Values(RwCase{ImageDim::k1D, "rw_1d"}, RwCase{ImageDim::k1DBuffer, "rw_1d_buffer"},
                      RwCase{ImageDim::k1DArray, "rw_1d_array"}, RwCase{ImageDim::k2D, "rw_2d"},
                      RwCase{ImageDim::k2DArray, "rw_2d_array"}, RwCase{ImageDim::k3D, "rw_3d"}),
    [](const ::testing::TestParamInfo<RwCase> &info) {
      return describe(info.param.dim).substr(5);
    });

}  // namespace
}  // namespace clbtest::image
