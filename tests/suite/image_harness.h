// What the image suites share: the image types with the kernels that read
// and write them and the sizes they are tested at, the image query answers
// the spec requires, and the kernel name for an image (its _desc twin when
// the backend passes the descriptor as a pointer).
#ifndef CLBTEST_IMAGE_HARNESS_H
#define CLBTEST_IMAGE_HARNESS_H

#include "backend.h"
#include "image_reference.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace clbtest::image {

struct DimCase {
  ImageDim dim;
  const char *read;   // read kernel (read file)
  const char *write;  // write kernel (write file)
  const char *readFile() const { return isDepth(dim) ? "image_depth.cl" : "image_read.cl"; }
  const char *writeFile() const { return isDepth(dim) ? "image_depth.cl" : "image_write.cl"; }
};

inline const std::vector<DimCase> &dimCases() {
  static const std::vector<DimCase> cases = {
      {ImageDim::k1D, "read_1d", "write_1d"},
      {ImageDim::k1DBuffer, "read_1d_buffer", "write_1d_buffer"},
      {ImageDim::k1DArray, "read_1d_array", "write_1d_array"},
      {ImageDim::k2D, "read_2d", "write_2d"},
      {ImageDim::k2DArray, "read_2d_array", "write_2d_array"},
      {ImageDim::k3D, "read_3d", "write_3d"},
      {ImageDim::k2DDepth, "read_2d_depth", "write_2d_depth"},
      {ImageDim::k2DArrayDepth, "read_2d_array_depth", "write_2d_array_depth"},
  };
  return cases;
}

// An image of `dim`: power-of-two extents for sampled reads (normalized
// coordinates that are multiples of 1/(4 size) then scale exactly, so the
// spec's nearest and linear formulas have one answer), odd ones otherwise
// (row and slice pitches that are no power of two).
inline ImageSpec shapeOf(ImageDim dim, const ImageFormat &f, bool powerOfTwo) {
  ImageSpec s;
  s.dim = dim;
  s.format = f;
  const size_t w = powerOfTwo ? 8 : 7, h = powerOfTwo ? 4 : 5, d = powerOfTwo ? 4 : 3;
  switch (dim) {
  case ImageDim::k1D:
  case ImageDim::k1DBuffer:
    s.width = 2 * w;
    break;
  case ImageDim::k1DArray:
    s.width = w;
    s.arraySize = 3;
    break;
  case ImageDim::k2D:
  case ImageDim::k2DDepth:
    s.width = w;
    s.height = h;
    break;
  case ImageDim::k2DArray:
  case ImageDim::k2DArrayDepth:
    s.width = w;
    s.height = h;
    s.arraySize = 3;
    break;
  case ImageDim::k3D:
    s.width = w;
    s.height = h;
    s.depth = d;
    break;
  }
  return s;
}

// The kernel to call for an image: the descriptor twin when the backend
// passes the image as a pointer to its descriptor.
inline std::string kernelFor(const char *name, const DeviceImage &img) {
  return img.passedAsDescriptor() ? std::string(name) + "_desc" : name;
}

// info[0..9] as the kernels write them (tests/kernels/image_read.cl): width,
// height, depth, array size, get_image_dim, channel data type, order; -1
// where the image type has no such query.
inline std::array<int, 10> expectedInfo(const ImageSpec &s) {
  const int w = int(s.width), h = int(s.height), d = int(s.depth), n = int(s.arraySize);
  std::array<int, 10> e;
  e.fill(-1);
  e[0] = w;
  switch (s.dim) {
  case ImageDim::k1DArray:
    e[3] = n;
    break;
  case ImageDim::k2D:
  case ImageDim::k2DDepth:
    e[1] = h;
    e[4] = w;
    e[5] = h;
    break;
  case ImageDim::k2DArray:
  case ImageDim::k2DArrayDepth:
    e[1] = h;
    e[3] = n;
    e[4] = w;
    e[5] = h;
    break;
  case ImageDim::k3D:
    e[1] = h;
    e[2] = d;
    e[4] = w;
    e[5] = h;
    e[6] = d;
    e[7] = 0;
    break;
  default:
    break;
  }
  e[8] = int(s.format.type);
  e[9] = int(s.format.order);
  return e;
}

// Checks the queries a kernel answered; false (with a failure) if wrong.
inline bool checkInfo(const ImageSpec &s, const std::vector<int> &got, const std::string &where) {
  std::array<int, 10> want = expectedInfo(s);
  static const char *const names[] = {
      "get_image_width",        "get_image_height", "get_image_depth",
      "get_image_array_size",   "get_image_dim.x",  "get_image_dim.y",
      "get_image_dim.z",        "get_image_dim.w",  "get_image_channel_data_type",
      "get_image_channel_order"};
  bool ok = true;
  for (size_t k = 0; k < want.size(); ++k)
    if (got[k] != want[k]) {
      ADD_FAILURE() << where << ": " << names[k] << " gave " << got[k] << ", want " << want[k];
      ok = false;
    }
  return ok;
}

// What a run holds the implementation to. clbuiltins: the spec, with its
// promise of exactly rounded conversions (normalized integer to float
// correctly rounded). PoCL 3.1's own builtins (clb-source-tests
// without the layer), which the reference is checked against: the spec's
// bounds, and these departures from the spec, seen on PoCL 3.1 and listed in
// docs/testing.md: normalized channels converted within the spec's 1.5 ulp
// but not exactly; a border of (0, 0, 0, 0) for every order (the spec has
// (0, 0, 0, 1) for CL_R, CL_RG, CL_LUMINANCE); array layers at .5 rounded up
// (the spec says rint) and, with normalized coordinates, scaled by the
// array size (the spec: never normalized); read_image{i,ui} reading 0 for a
// missing alpha (the spec: 1); no image1d_buffer reads or writes (the kernel does
// not load: missing symbols); write_imagef to CL_HALF_FLOAT stores the low
// 16 bits of the float, and read_imagef of CL_HALF_FLOAT returns garbage
// (234.0 for every texel): half images are left out there.
struct Expectations {
  Departures departures;
  // What the spec leaves undefined and the library defines (docs/usage.md):
  // reads outside the image without a sampler or with CLK_ADDRESS_NONE give
  // the border color, writes outside are dropped, read_image{i,ui} with a
  // linear sampler filter nearest. Checked on clbuiltins only.
  bool libraryDefined = true;
  double conversionUlps = 0;  // read_imagef of normalized channels
  bool buffers1D = true;      // image1d_buffer_t works
  bool halfImages = true;     // CL_HALF_FLOAT images read and write
};

inline Expectations expectationsFor(const Backend &be) {
  Expectations e;
  if (be.name() == "pocl-source" && !std::getenv("OPENCL_LAYERS")) {
    e.libraryDefined = false;
    e.departures.borderAllZero = true;
    e.departures.layerHalfUp = true;
    e.departures.layerNormalized = true;
    e.departures.intAlphaZero = true;
    e.conversionUlps = 1.5;
    e.buffers1D = false;
    e.halfImages = false;
  }
  return e;
}

// Whether `got` lies in [lo, hi] widened by `ulps` ulps of float.
// A NaN texel (a float channel written with NaN) reads as any NaN.
inline bool within(float got, double lo, double hi, double ulps) {
  if (std::isnan(lo) || std::isnan(hi))
    return std::isnan(got);
  if (ulps > 0 && std::isfinite(lo) && std::isfinite(hi)) {
    const double m = std::max(std::fabs(lo), std::fabs(hi));
    const double ulp = m > 0 ? std::ldexp(1.0, std::ilogb(m) - 23) : 0;
    lo -= ulps * ulp;
    hi += ulps * ulp;
  }
  return got >= lo && got <= hi;
}

// Whether the run tests images of format `f`.
inline bool testsFormat(const Expectations &e, const ImageFormat &f) {
  return e.halfImages || f.type != dtype::HALF_FLOAT;
}

// Skips the test when the backend makes no image of `dim` (PoCL compiling
// from source: it has no CL_DEPTH images); the kernel suite's backends make
// every format, so there the test always runs.
#define CLBTEST_IMAGES_OR_SKIP(be, dim)                            \
  do {                                                             \
    bool any_ = false;                                             \
    for (const ImageFormat &f_ : legalFormats(isDepth(dim)))       \
      any_ |= be->supportsImage(dim, f_);                          \
    if (!any_)                                                     \
      GTEST_SKIP() << be->name() << " makes no " << describe(dim); \
  } while (0)

// Coordinates along one axis of `size` texels for a sampler: multiples of a
// quarter texel from two texels before the image to two past it (texel
// centers, edges, the seams of repeat and mirrored repeat), more periods for
// the normalized modes that wrap, and random values for unnormalized ones.
// CLK_ADDRESS_NONE promises the coordinates stay inside: its values keep
// every tap in the image.
// `outside`: coordinates outside the image also where the spec leaves them
// undefined (sampler-less reads, CLK_ADDRESS_NONE), which the library
// defines as the border color.
inline std::vector<double> axisValues(size_t size, long bits, bool integer, std::mt19937 &rng,
                                      bool outside) {
  std::vector<double> v;
  const double n = double(size);
  if (bits < 0) {  // sampler-less: the texels themselves
    for (long i = outside ? -1 : 0; i < long(size) + (outside ? 1 : 0); ++i)
      v.push_back(double(i));
    return v;
  }
  const bool normalized = bits & sampler::NORMALIZED;
  const bool none = (bits & sampler::ADDRESS_MASK) == sampler::ADDRESS_NONE && !outside;
  if (integer) {
    for (long i = none ? 0 : -2; i < long(size) + (none ? 0 : 2); ++i)
      v.push_back(double(i));
    return v;
  }
  for (long k = -8; k <= long(4 * size) + 8; ++k)
    v.push_back(normalized ? double(k) / (4 * n) : double(k) / 4);
  if (normalized)
    for (double s : {-1.0, -1.375, 1.5, 2.0, 2.625, -2.375, 3.125})
      v.push_back(s);
  else
    for (int k = 0; k < 12; ++k)
      v.push_back(std::uniform_real_distribution<float>(-2.0f, float(n) + 2.0f)(rng));
  if (none) {
    std::vector<double> inside;
    for (double s : v) {
      double u = normalized ? s * n : s;
      if (u >= 0.5 && u <= n - 0.5)
        inside.push_back(s);
    }
    v = inside;
  }
  return v;
}

// Layer coordinates of an array: with a sampler clamp(rint(c), 0, n - 1),
// ties included; without one the layers themselves.
inline std::vector<double> layerValues(size_t layers, long bits, bool integer, bool outside) {
  std::vector<double> v;
  if (bits < 0 || integer) {
    const long past = bits < 0 && !outside ? 0 : 1;
    for (long i = -past; i < long(layers) + past; ++i)
      v.push_back(double(i));
    return v;
  }
  for (double c : {-1.5, -0.5, 0.0, 0.4, 0.5, 1.0, 1.5, 2.5, 3.7})
    v.push_back(c);
  return v;
}

// The coordinates of one launch: each axis's values cycled with different
// strides, so every value of every axis appears and the combinations vary;
// sampler-less reads visit every texel.
inline std::vector<std::array<double, 4>> coordinates(const ImageSpec &s, long bits, bool integer,
                                                      std::mt19937 &rng, bool outside) {
  const int axes =
      s.dim == ImageDim::k3D                                                                  ? 3
      : s.dim == ImageDim::k1D || s.dim == ImageDim::k1DBuffer || s.dim == ImageDim::k1DArray ? 1
                                                                                              : 2;
  const size_t sizes[3] = {s.width, s.height, s.depth};
  std::vector<std::vector<double>> values;
  for (int a = 0; a < axes; ++a)
    values.push_back(axisValues(sizes[a], bits, integer, rng, outside));
  if (isArray(s.dim))
    values.push_back(layerValues(s.arraySize, bits, integer, outside));
  std::vector<std::array<double, 4>> out;
  if (bits < 0) {  // every combination
    size_t total = 1;
    for (auto &v : values)
      total *= v.size();
    for (size_t i = 0; i < total; ++i) {
      std::array<double, 4> c{};
      size_t rest = i;
      for (size_t a = 0; a < values.size(); ++a) {
        c[a] = values[a][rest % values[a].size()];
        rest /= values[a].size();
      }
      out.push_back(c);
    }
    return out;
  }
  size_t longest = 0;
  for (auto &v : values)
    longest = std::max(longest, v.size());
  const size_t count = values.size() == 1 ? longest : 2 * longest;
  for (size_t i = 0; i < count; ++i) {
    std::array<double, 4> c{};
    for (size_t a = 0; a < values.size(); ++a)
      c[a] = values[a][(i * (2 * a + 1) + a) % values[a].size()];
    out.push_back(c);
  }
  return out;
}

// Local size of every image launch: one compile per kernel on PoCL.
constexpr size_t kLocal = 8;

inline size_t roundUp(size_t n) {
  return (n + kLocal - 1) / kLocal * kLocal;
}

// Coordinates as a kernel's float4 array: `coords` padded with its first to
// a whole number of work-groups (the padding's results are not checked),
// then flattened.
inline std::vector<float> launchCoords(std::vector<std::array<double, 4>> &coords) {
  coords.resize(roundUp(coords.size()), coords.front());
  std::vector<float> flat;
  for (const auto &c : coords)
    for (double v : c)
      flat.push_back(float(v));
  return flat;
}

}  // namespace clbtest::image

#endif
