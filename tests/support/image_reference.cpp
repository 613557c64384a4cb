#include "image_reference.h"

#include "half_float.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace clbtest {

std::string describe(ImageDim dim) {
  switch (dim) {
  case ImageDim::k1D:
    return "image1d";
  case ImageDim::k1DBuffer:
    return "image1d_buffer";
  case ImageDim::k1DArray:
    return "image1d_array";
  case ImageDim::k2D:
    return "image2d";
  case ImageDim::k2DArray:
    return "image2d_array";
  case ImageDim::k3D:
    return "image3d";
  case ImageDim::k2DDepth:
    return "image2d_depth";
  case ImageDim::k2DArrayDepth:
    return "image2d_array_depth";
  }
  return "?";
}

std::string describe(const ImageFormat &f) {
  static const char *const orders[] = {"R",    "A",     "RG",    "RA",        "RGB",
                                       "RGBA", "BGRA",  "ARGB",  "INTENSITY", "LUMINANCE",
                                       "Rx",   "RGx",   "RGBx",  "DEPTH",     "DEPTH_STENCIL",
                                       "sRGB", "sRGBx", "sRGBA", "sBGRA",     "ABGR"};
  static const char *const types[] = {
      "SNORM_INT8",      "SNORM_INT16",       "UNORM_INT8",     "UNORM_INT16",  "UNORM_SHORT_565",
      "UNORM_SHORT_555", "UNORM_INT_101010",  "SIGNED_INT8",    "SIGNED_INT16", "SIGNED_INT32",
      "UNSIGNED_INT8",   "UNSIGNED_INT16",    "UNSIGNED_INT32", "HALF_FLOAT",   "FLOAT",
      "UNORM_INT24",     "UNORM_INT_101010_2"};
  std::ostringstream os;
  unsigned o = f.order - order::R, t = f.type - dtype::SNORM_INT8;
  os << "CL_" << (o < 20 ? orders[o] : "?") << "/CL_" << (t < 17 ? types[t] : "?");
  return os.str();
}

std::string describe(const ImageSpec &s) {
  std::ostringstream os;
  os << describe(s.dim) << " " << describe(s.format) << " " << s.width << "x" << s.height << "x"
     << s.depth << " layers " << s.arraySize;
  return os.str();
}

std::string describeSampler(uint32_t bits) {
  static const char *const modes[] = {"NONE", "CLAMP_TO_EDGE", "CLAMP", "REPEAT",
                                      "MIRRORED_REPEAT"};
  std::ostringstream os;
  os << ((bits & sampler::NORMALIZED) ? "normalized" : "unnormalized") << "|"
     << modes[((bits & sampler::ADDRESS_MASK) >> 1) % 5] << "|"
     << ((bits & sampler::LINEAR) ? "LINEAR" : "NEAREST");
  return os.str();
}

namespace image {
namespace {

bool isPacked(uint32_t t) {
  return t == dtype::UNORM_SHORT_565 || t == dtype::UNORM_SHORT_555 ||
         t == dtype::UNORM_INT_101010 || t == dtype::UNORM_INT_101010_2;
}

bool isSrgb(uint32_t o) {
  return o == order::sRGB || o == order::sRGBx || o == order::sRGBA || o == order::sBGRA;
}

// Bytes of one channel of a non-packed type.
size_t channelBytes(uint32_t t) {
  switch (t) {
  case dtype::SNORM_INT8:
  case dtype::UNORM_INT8:
  case dtype::SIGNED_INT8:
  case dtype::UNSIGNED_INT8:
    return 1;
  case dtype::SNORM_INT16:
  case dtype::UNORM_INT16:
  case dtype::SIGNED_INT16:
  case dtype::UNSIGNED_INT16:
  case dtype::HALF_FLOAT:
    return 2;
  default:
    return 4;
  }
}

bool isSigned(uint32_t t) {
  return t == dtype::SNORM_INT8 || t == dtype::SNORM_INT16 || t == dtype::SIGNED_INT8 ||
         t == dtype::SIGNED_INT16 || t == dtype::SIGNED_INT32;
}

// The components a texel stores, in memory order: r g b a, I(ntensity),
// L(uminance), D(epth), x (padding).
std::string components(const ImageFormat &f) {
  if (isPacked(f.type))
    return f.type == dtype::UNORM_INT_101010_2 ? "rgba" : "rgb";
  switch (f.order) {
  case order::R:
    return "r";
  case order::A:
    return "a";
  case order::RG:
    return "rg";
  case order::RA:
    return "ra";
  case order::RGB:
    return "rgb";
  case order::RGBA:
  case order::sRGBA:
    return "rgba";
  case order::BGRA:
  case order::sBGRA:
    return "bgra";
  case order::ARGB:
    return "argb";
  case order::ABGR:
    return "abgr";
  case order::INTENSITY:
    return "I";
  case order::LUMINANCE:
    return "L";
  case order::Rx:
    return "rx";
  case order::RGx:
    return "rgx";
  case order::RGBx:
  case order::sRGBx:
    return "rgbx";
  case order::sRGB:
    return "rgb";
  case order::DEPTH:
    return "D";
  }
  throw std::runtime_error("image reference: unknown channel order " + describe(f));
}

// Bit fields of the packed types, in component order: {shift, width}.
struct Field {
  int shift, bits;
};
std::vector<Field> packedFields(uint32_t t) {
  switch (t) {
  case dtype::UNORM_SHORT_565:
    return {{11, 5}, {5, 6}, {0, 5}};
  case dtype::UNORM_SHORT_555:
    return {{10, 5}, {5, 5}, {0, 5}};
  case dtype::UNORM_INT_101010:
    return {{20, 10}, {10, 10}, {0, 10}};
  default:
    return {{22, 10}, {12, 10}, {2, 10}, {0, 2}};  // UNORM_INT_101010_2
  }
}

uint64_t loadLE(const uint8_t *p, size_t n) {
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i)
    v |= uint64_t(p[i]) << (8 * i);
  return v;
}

void storeLE(uint8_t *p, size_t n, uint64_t v) {
  for (size_t i = 0; i < n; ++i)
    p[i] = uint8_t(v >> (8 * i));
}

// The stored codes of a texel in component order: sign-extended integers for
// signed types, the bit pattern of half and float channels.
std::vector<int64_t> codesOf(const ImageFormat &f, const uint8_t *p) {
  std::vector<int64_t> out;
  if (isPacked(f.type)) {
    uint64_t v = loadLE(p, texelBytes(f));
    for (Field fd : packedFields(f.type))
      out.push_back(int64_t((v >> fd.shift) & ((1u << fd.bits) - 1)));
    return out;
  }
  size_t n = channelBytes(f.type);
  for (size_t c = 0; c < components(f).size(); ++c) {
    uint64_t v = loadLE(p + c * n, n);
    if (isSigned(f.type) && (v >> (8 * n - 1)) & 1)
      v |= ~uint64_t(0) << (8 * n);
    out.push_back(int64_t(v));
  }
  return out;
}

double bitsToFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

// The largest code of an unsigned normalized channel of `bits` bits.
double unormMax(const ImageFormat &f, size_t component) {
  if (isPacked(f.type))
    return double((1u << packedFields(f.type)[component].bits) - 1);
  return f.type == dtype::UNORM_INT8 ? 255.0 : 65535.0;
}

// sRGB -> linear, the spec's formula on c = code / 255 (a float).
double srgbToLinear(double c) {
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// One component of a texel as read_imagef returns it: the exactly rounded
// float of the spec's quotient (a quotient p/q with q < 2^16 is at least
// 2^-41 relative from any float midpoint, so rounding the double quotient to
// float rounds the exact one), or the half or float value; sRGB color
// channels as the range the spec's round-trip criterion allows.
std::pair<double, double> channelValue(const ImageFormat &f, size_t component, int64_t code,
                                       char name, bool half) {
  // The exact quotient rounded to the result type (for half, a quotient p/q
  // with q < 2^16 is at least 2^-28 relative from a half midpoint, so the
  // double quotient rounds as the exact one does).
  auto rounded = [&](double q) { return half ? roundToHalf(q) : double(float(q)); };
  double v;
  switch (f.type) {
  case dtype::HALF_FLOAT:
    v = halfToFloat(uint16_t(code));
    return {v, v};
  case dtype::FLOAT:
    v = bitsToFloat(uint32_t(code));
    return {v, v};
  case dtype::SNORM_INT8:
    v = std::max(-1.0, rounded(double(code) / 127.0));
    return {v, v};
  case dtype::SNORM_INT16:
    v = std::max(-1.0, rounded(double(code) / 32767.0));
    return {v, v};
  default:
    break;
  }
  if (family(f) != Family::Float) {
    v = double(code);
    return {v, v};
  }
  const double max = unormMax(f, component);
  if (isSrgb(f.order) && name != 'a' && name != 'x') {
    // Any value that converts back to within half a code of the stored one.
    return {srgbToLinear((code - 0.5) / max), srgbToLinear((code + 0.5) / max)};
  }
  v = rounded(double(code) / max);
  return {v, v};
}

// The texel at (x, y, z) as read_image's (x, y, z, w), by the spec's channel
// mapping table, as ranges (lo == hi but for sRGB).
std::array<std::pair<double, double>, 4> texelColor(const HostImage &img, size_t x, size_t y,
                                                    size_t z, bool half = false) {
  const ImageFormat &f = img.spec().format;
  std::array<std::pair<double, double>, 4> color = {std::pair{0.0, 0.0}, std::pair{0.0, 0.0},
                                                    std::pair{0.0, 0.0}, std::pair{1.0, 1.0}};
  std::string comps = components(f);
  std::vector<int64_t> codes = codesOf(f, img.texel(x, y, z));
  for (size_t c = 0; c < comps.size(); ++c) {
    auto v = channelValue(f, c, codes[c], comps[c], half);
    switch (comps[c]) {
    case 'r':
    case 'D':
      color[0] = v;
      break;
    case 'g':
      color[1] = v;
      break;
    case 'b':
      color[2] = v;
      break;
    case 'a':
      color[3] = v;
      break;
    case 'I':
      color = {v, v, v, v};
      break;
    case 'L':
      color[0] = color[1] = color[2] = v;
      break;
    default:
      break;  // padding
    }
  }
  return color;
}

// One axis of a sampled read: texel indices (possibly outside [0, size):
// the border) and their weights.
struct AxisTaps {
  long index[2];
  double weight[2];
  int count;
};

// The spec's address_mode for CLK_ADDRESS_NONE, CLAMP_TO_EDGE and CLAMP.
long addressClamp(long i, long size, uint32_t mode) {
  if (mode == sampler::CLAMP_TO_EDGE)
    return std::clamp(i, 0L, size - 1);
  if (mode == sampler::CLAMP)
    return std::clamp(i, -1L, size);
  return i;  // NONE: outside is the border color
}

AxisTaps axisTaps(double s, long size, uint32_t bits) {
  const uint32_t mode = bits & sampler::ADDRESS_MASK;
  const bool linear = bits & sampler::LINEAR;
  const bool normalized = bits & sampler::NORMALIZED;
  AxisTaps t{};
  double u;
  if (mode == sampler::REPEAT) {
    u = (s - std::floor(s)) * size;
    if (!linear) {
      long i = long(std::floor(u));
      t.index[0] = i > size - 1 ? i - size : i;
      t.weight[0] = 1;
      t.count = 1;
      return t;
    }
    long i0 = long(std::floor(u - 0.5)), i1 = i0 + 1;
    if (i0 < 0)
      i0 += size;
    if (i1 > size - 1)
      i1 -= size;
    double a = (u - 0.5) - std::floor(u - 0.5);
    t = {{i0, i1}, {1 - a, a}, 2};
    return t;
  }
  if (mode == sampler::MIRRORED_REPEAT) {
    double sp = std::fabs(s - 2.0 * std::nearbyint(0.5 * s));
    u = sp * size;
    if (!linear) {
      t.index[0] = std::min(long(std::floor(u)), size - 1);
      t.weight[0] = 1;
      t.count = 1;
      return t;
    }
    long i0 = long(std::floor(u - 0.5)), i1 = i0 + 1;
    i0 = std::max(i0, 0L);
    i1 = std::min(i1, size - 1);
    double a = (u - 0.5) - std::floor(u - 0.5);
    t = {{i0, i1}, {1 - a, a}, 2};
    return t;
  }
  u = normalized ? s * size : s;
  if (!linear) {
    t.index[0] = addressClamp(long(std::floor(u)), size, mode);
    t.weight[0] = 1;
    t.count = 1;
    return t;
  }
  long base = long(std::floor(u - 0.5));
  double a = (u - 0.5) - std::floor(u - 0.5);
  t = {{addressClamp(base, size, mode), addressClamp(base + 1, size, mode)}, {1 - a, a}, 2};
  return t;
}

// A sampled or sampler-less read as a list of taps with weights; each tap
// is a texel (x, y, z) or the border (inside == false).
struct Tap {
  bool inside;
  size_t x, y, z;
  double weight;
};

std::vector<Tap> taps(const HostImage &img, long samplerBits, const std::array<double, 4> &coord,
                      int &filteredAxes, const Departures &departures) {
  const ImageSpec &s = img.spec();
  // Sampler-less reads behave as nearest, unnormalized, CLK_ADDRESS_NONE.
  const uint32_t bits = samplerBits < 0 ? sampler::NEAREST : uint32_t(samplerBits);
  const bool linear = bits & sampler::LINEAR;
  // Spatial axes and their sizes; the array layer apart.
  int axes = 1;
  long sizes[3] = {long(s.width), long(s.height), long(s.depth)};
  switch (s.dim) {
  case ImageDim::k2D:
  case ImageDim::k2DDepth:
  case ImageDim::k2DArray:
  case ImageDim::k2DArrayDepth:
    axes = 2;
    break;
  case ImageDim::k3D:
    axes = 3;
    break;
  default:
    break;
  }
  filteredAxes = linear ? axes : 0;
  // The layer of an array: with a sampler clamp(rint(c), 0, n - 1), always
  // unnormalized ("Selecting an Image From an Image Array"); without one the
  // integer itself.
  long layer = 0;
  if (isArray(s.dim)) {
    double c = coord[size_t(axes)];
    long n = long(s.arraySize);
    if (departures.layerNormalized && (bits & sampler::NORMALIZED) && samplerBits >= 0)
      c *= double(n);
    const double rounded = departures.layerHalfUp ? std::floor(c + 0.5) : std::nearbyint(c);
    layer = samplerBits < 0 ? long(c) : std::clamp(long(rounded), 0L, n - 1);
  }
  AxisTaps per[3];
  for (int a = 0; a < 3; ++a)
    per[a] = a < axes ? axisTaps(coord[size_t(a)], sizes[a], bits) : AxisTaps{{0, 0}, {1, 0}, 1};
  std::vector<Tap> out;
  for (int k = 0; k < per[2].count; ++k)
    for (int j = 0; j < per[1].count; ++j)
      for (int i = 0; i < per[0].count; ++i) {
        long x = per[0].index[i], y = per[1].index[j], z = per[2].index[k];
        double w = per[0].weight[i] * per[1].weight[j] * per[2].weight[k];
        bool inside = x >= 0 && x < sizes[0] && (axes < 2 || (y >= 0 && y < sizes[1])) &&
                      (axes < 3 || (z >= 0 && z < sizes[2]));
        // The layer goes where the region puts it: y for 1D arrays, z for 2D.
        if (s.dim == ImageDim::k1DArray)
          y = layer;
        if (s.dim == ImageDim::k2DArray || s.dim == ImageDim::k2DArrayDepth)
          z = layer;
        if (isArray(s.dim) && (layer < 0 || layer >= long(s.arraySize)))
          inside = false;
        out.push_back(
            {inside, size_t(inside ? x : 0), size_t(inside ? y : 0), size_t(inside ? z : 0), w});
      }
  return out;
}

}  // namespace

Family family(const ImageFormat &f) {
  switch (f.type) {
  case dtype::SIGNED_INT8:
  case dtype::SIGNED_INT16:
  case dtype::SIGNED_INT32:
    return Family::Int;
  case dtype::UNSIGNED_INT8:
  case dtype::UNSIGNED_INT16:
  case dtype::UNSIGNED_INT32:
    return Family::Uint;
  default:
    return Family::Float;
  }
}

bool isDepth(ImageDim d) {
  return d == ImageDim::k2DDepth || d == ImageDim::k2DArrayDepth;
}

bool isArray(ImageDim d) {
  return d == ImageDim::k1DArray || d == ImageDim::k2DArray || d == ImageDim::k2DArrayDepth;
}

int coordCount(ImageDim d) {
  switch (d) {
  case ImageDim::k1D:
  case ImageDim::k1DBuffer:
    return 1;
  case ImageDim::k1DArray:
  case ImageDim::k2D:
  case ImageDim::k2DDepth:
    return 2;
  default:
    return 3;
  }
}

int storedChannels(const ImageFormat &f) {
  return int(components(f).size());
}

size_t texelBytes(const ImageFormat &f) {
  if (isPacked(f.type))
    return f.type == dtype::UNORM_SHORT_565 || f.type == dtype::UNORM_SHORT_555 ? 2 : 4;
  return components(f).size() * channelBytes(f.type);
}

std::vector<ImageFormat> legalFormats(bool depth) {
  if (depth)
    return {{order::DEPTH, dtype::UNORM_INT16}, {order::DEPTH, dtype::FLOAT}};
  const uint32_t unpacked[] = {dtype::SNORM_INT8,     dtype::SNORM_INT16,   dtype::UNORM_INT8,
                               dtype::UNORM_INT16,    dtype::SIGNED_INT8,   dtype::SIGNED_INT16,
                               dtype::SIGNED_INT32,   dtype::UNSIGNED_INT8, dtype::UNSIGNED_INT16,
                               dtype::UNSIGNED_INT32, dtype::HALF_FLOAT,    dtype::FLOAT};
  std::vector<ImageFormat> out;
  // Any unpacked type.
  for (uint32_t o : {order::R, order::A, order::RG, order::RA, order::RGBA, order::Rx, order::RGx})
    for (uint32_t t : unpacked)
      out.push_back({o, t});
  // CL_UNORM_INT_101010_2 (OpenCL 2.1, CL_RGBA only) is left out: optional,
  // not among the formats the library promises, and no implementation here
  // (PoCL 3.1 lacks it) confirms its bit layout; the decoding above follows
  // the API spec's (R in bits 31:22 ... A in bits 1:0) for when it is added.
  // Packed RGB.
  for (uint32_t o : {order::RGB, order::RGBx})
    for (uint32_t t : {dtype::UNORM_SHORT_565, dtype::UNORM_SHORT_555, dtype::UNORM_INT_101010})
      out.push_back({o, t});
  // Intensity and luminance: normalized, half and float.
  for (uint32_t o : {order::INTENSITY, order::LUMINANCE})
    for (uint32_t t : {dtype::UNORM_INT8, dtype::UNORM_INT16, dtype::SNORM_INT8, dtype::SNORM_INT16,
                       dtype::HALF_FLOAT, dtype::FLOAT})
      out.push_back({o, t});
  // The swizzled 4-channel orders: 8-bit types.
  for (uint32_t o : {order::BGRA, order::ARGB, order::ABGR})
    for (uint32_t t :
         {dtype::UNORM_INT8, dtype::SNORM_INT8, dtype::SIGNED_INT8, dtype::UNSIGNED_INT8})
      out.push_back({o, t});
  for (uint32_t o : {order::sRGB, order::sRGBx, order::sRGBA, order::sBGRA})
    out.push_back({o, dtype::UNORM_INT8});
  return out;
}

std::vector<uint32_t> legalSamplers() {
  std::vector<uint32_t> out;
  for (uint32_t norm : {0u, sampler::NORMALIZED})
    for (uint32_t mode : {sampler::ADDRESS_NONE, sampler::CLAMP_TO_EDGE, sampler::CLAMP,
                          sampler::REPEAT, sampler::MIRRORED_REPEAT})
      for (uint32_t filter : {sampler::NEAREST, sampler::LINEAR}) {
        if (!norm && (mode == sampler::REPEAT || mode == sampler::MIRRORED_REPEAT))
          continue;
        out.push_back(norm | mode | filter);
      }
  return out;
}

HostImage::HostImage(const ImageSpec &spec) : spec_(spec) {
  bytes_.assign(slicePitch() * slices(), 0);
}

size_t HostImage::rows() const {
  return spec_.dim == ImageDim::k1DArray ? spec_.arraySize : spec_.height;
}

size_t HostImage::slices() const {
  return spec_.dim == ImageDim::k2DArray || spec_.dim == ImageDim::k2DArrayDepth ? spec_.arraySize
                                                                                 : spec_.depth;
}

const uint8_t *HostImage::texel(size_t x, size_t y, size_t z) const {
  return bytes_.data() + z * slicePitch() + y * rowPitch() + x * texelBytes(spec_.format);
}

uint8_t *HostImage::texel(size_t x, size_t y, size_t z) {
  return bytes_.data() + z * slicePitch() + y * rowPitch() + x * texelBytes(spec_.format);
}

void HostImage::fillRandom(std::mt19937 &rng) {
  const ImageFormat &f = spec_.format;
  if (f.type != dtype::HALF_FLOAT && f.type != dtype::FLOAT) {
    for (uint8_t &b : bytes_)
      b = uint8_t(rng());
    return;
  }
  const size_t n = channelBytes(f.type);
  for (size_t at = 0; at + n <= bytes_.size(); at += n) {
    if (f.type == dtype::HALF_FLOAT) {
      uint16_t h;
      do
        h = uint16_t(rng());
      while ((h & 0x7c00) == 0x7c00);  // finite halves only
      storeLE(&bytes_[at], 2, h);
    } else {
      // Sign, an exponent of 2^-20..2^20 and any mantissa: normal, finite.
      uint32_t bits = (rng() & 0x807fffffu) | (uint32_t(127 - 20 + rng() % 41) << 23);
      storeLE(&bytes_[at], 4, bits);
    }
  }
}

std::array<double, 4> borderColor(uint32_t o) {
  switch (o) {
  case order::R:
  case order::RG:
  case order::RGB:
  case order::LUMINANCE:
  case order::sRGB:  // not in the spec's lists; opaque like CL_RGB
    return {0, 0, 0, 1};
  default:
    return {0, 0, 0, 0};  // CL_DEPTH's border value is 0 too
  }
}

namespace {

FloatRange sampled(const HostImage &img, long samplerBits, const std::array<double, 4> &coord,
                   const Departures &departures, bool half) {
  int filtered = 0;
  std::vector<Tap> list = taps(img, samplerBits, coord, filtered, departures);
  const std::array<double, 4> border = departures.borderAllZero
                                           ? std::array<double, 4>{0, 0, 0, 0}
                                           : borderColor(img.spec().format.order);
  FloatRange r{};
  double lowest[4], highest[4];
  for (int c = 0; c < 4; ++c)
    lowest[c] = INFINITY, highest[c] = -INFINITY;
  for (const Tap &t : list) {
    std::array<std::pair<double, double>, 4> color;
    if (t.inside)
      color = texelColor(img, t.x, t.y, t.z, half);
    else
      for (int c = 0; c < 4; ++c)
        color[c] = {border[c], border[c]};
    for (int c = 0; c < 4; ++c) {
      r.lo[c] += t.weight * color[c].first;
      r.hi[c] += t.weight * color[c].second;
      lowest[c] = std::min(lowest[c], color[c].first);
      highest[c] = std::max(highest[c], color[c].second);
    }
  }
  if (filtered) {
    // The spec's linear filter tolerance: weights within 1.0/256 each, on
    // each filtered axis, plus float rounding of the weighted sum.
    for (int c = 0; c < 4; ++c) {
      double spread = highest[c] - lowest[c];
      double magnitude = std::max(std::fabs(lowest[c]), std::fabs(highest[c]));
      // A half result: its own rounding, one half ulp (2^-10 relative, and
      // 2^-24 among the subnormals).
      double tol =
          filtered * spread / 256.0 + (half ? magnitude * 0x1p-10 + 0x1p-24 : magnitude * 0x1p-20);
      r.lo[c] -= tol;
      r.hi[c] += tol;
    }
  }
  return r;
}

}  // namespace

FloatRange readFloat(const HostImage &img, long samplerBits, const std::array<double, 4> &coord,
                     const Departures &departures) {
  return sampled(img, samplerBits, coord, departures, false);
}

FloatRange readHalf(const HostImage &img, long samplerBits, const std::array<double, 4> &coord) {
  return sampled(img, samplerBits, coord, Departures{}, true);
}

double roundToHalf(double x) {
  if (!std::isfinite(x) || x == 0)
    return x;
  int e;
  std::frexp(std::fabs(x), &e);  // |x| = m 2^e, m in [0.5, 1)
  // The last of half's 11 significant bits is worth 2^(e - 11), or 2^-24
  // for subnormals; ldexp is exact, nearbyint rounds to nearest even.
  const int unit = std::max(e - 11, -24);
  const double r = std::ldexp(std::nearbyint(std::ldexp(x, -unit)), unit);
  return std::fabs(r) > 65504.0 ? std::copysign(INFINITY, x) : r;
}

std::array<int64_t, 4> readInteger(const HostImage &img, long samplerBits,
                                   const std::array<double, 4> &coord,
                                   const Departures &departures) {
  // Integer reads filter nearest (the spec leaves linear undefined).
  long bits = samplerBits < 0 ? samplerBits : (samplerBits & ~long(sampler::LINEAR));
  int filtered = 0;
  Tap t = taps(img, bits, coord, filtered, departures).front();
  const ImageFormat &f = img.spec().format;
  if (!t.inside) {
    std::array<double, 4> b =
        departures.borderAllZero ? std::array<double, 4>{0, 0, 0, 0} : borderColor(f.order);
    return {int64_t(b[0]), int64_t(b[1]), int64_t(b[2]), int64_t(b[3])};
  }
  std::array<std::pair<double, double>, 4> color = texelColor(img, t.x, t.y, t.z);
  std::array<int64_t, 4> out;
  for (int c = 0; c < 4; ++c)
    out[size_t(c)] = int64_t(color[size_t(c)].first);
  if (departures.intAlphaZero && components(f).find_first_of("aI") == std::string::npos)
    out[3] = 0;
  return out;
}

namespace {

// The value of the color a component takes on a write.
template <class T>
T componentOf(char name, const std::array<T, 4> &color) {
  switch (name) {
  case 'g':
    return color[1];
  case 'b':
    return color[2];
  case 'a':
    return color[3];
  default:
    return color[0];  // r, I, L, D
  }
}

// convert_<type>_sat_rte(p): round to nearest even, saturate, NaN -> 0.
int64_t saturateRte(double p, int64_t lo, int64_t hi) {
  if (std::isnan(p))
    return 0;
  double r = std::nearbyint(p);
  return int64_t(std::clamp(r, double(lo), double(hi)));
}

}  // namespace

StoredTexel writeFloat(const ImageFormat &f, const std::array<float, 4> &color) {
  StoredTexel out;
  std::string comps = components(f);
  for (size_t c = 0; c < comps.size(); ++c) {
    if (comps[c] == 'x') {
      out.ignored[c] = true;
      continue;
    }
    const float v = componentOf(comps[c], color);
    int64_t code = 0;
    switch (f.type) {
    case dtype::HALF_FLOAT:
      // Round to nearest even (the spec also allows round toward zero; the
      // library promises nearest even).
      code = floatToHalf(v);
      out.anyNaN[c] = std::isnan(v);
      break;
    case dtype::FLOAT: {
      uint32_t b;
      std::memcpy(&b, &v, 4);
      code = b;
      out.anyNaN[c] = std::isnan(v);
      out.mayFlush[c] = std::fpclassify(v) == FP_SUBNORMAL;
      break;
    }
    case dtype::SNORM_INT8:
      code = saturateRte(double(v * 127.0f), -128, 127);
      break;
    case dtype::SNORM_INT16:
      code = saturateRte(double(v * 32767.0f), -32768, 32767);
      break;
    default: {  // unsigned normalized, packed ones included
      const double max = unormMax(f, c);
      if (isSrgb(f.order) && comps[c] != 'a') {
        // The spec's linear -> sRGB rule, any code within 0.6 of its result.
        double l = std::isnan(v) ? 0.0 : std::clamp(double(v), 0.0, 1.0);
        double s = l < 0.0031308 ? 12.92 * l : 1.055 * std::pow(l, 1.0 / 2.4) - 0.055;
        double ref = s * 255.0;
        out.lo[c] = std::max<int64_t>(0, int64_t(std::ceil(ref - 0.6)));
        out.hi[c] = std::min<int64_t>(255, int64_t(std::floor(ref + 0.6)));
        continue;
      }
      code = saturateRte(double(v * float(max)), 0, int64_t(max));
      break;
    }
    }
    out.lo[c] = out.hi[c] = code;
  }
  return out;
}

StoredTexel writeInteger(const ImageFormat &f, const std::array<uint32_t, 4> &color) {
  StoredTexel out;
  std::string comps = components(f);
  const bool isInt = family(f) == Family::Int;
  const int bits = int(8 * channelBytes(f.type));
  for (size_t c = 0; c < comps.size(); ++c) {
    if (comps[c] == 'x') {
      out.ignored[c] = true;
      continue;
    }
    uint32_t raw = componentOf(comps[c], color);
    int64_t code;
    if (isInt) {  // convert_{char,short}_sat of an int
      int64_t lo = -(int64_t(1) << (bits - 1)), hi = (int64_t(1) << (bits - 1)) - 1;
      code = std::clamp<int64_t>(int32_t(raw), lo, hi);
    } else {  // convert_{uchar,ushort}_sat of a uint
      code = std::min<int64_t>(raw, (int64_t(1) << bits) - 1);
    }
    out.lo[c] = out.hi[c] = code;
  }
  return out;
}

std::array<int64_t, 4> storedCodes(const ImageFormat &f, const uint8_t *texel) {
  std::vector<int64_t> v = codesOf(f, texel);
  std::array<int64_t, 4> out{};
  std::copy(v.begin(), v.end(), out.begin());
  return out;
}

bool storedMatches(const ImageFormat &f, const uint8_t *texel, const StoredTexel &want) {
  std::vector<int64_t> got = codesOf(f, texel);
  for (size_t c = 0; c < got.size(); ++c) {
    if (want.ignored[c])
      continue;
    if (want.anyNaN[c]) {
      bool nan = f.type == dtype::HALF_FLOAT ? (got[c] & 0x7c00) == 0x7c00 && (got[c] & 0x3ff)
                                             : std::isnan(bitsToFloat(uint32_t(got[c])));
      if (!nan)
        return false;
      continue;
    }
    if (want.mayFlush[c] && got[c] == (want.lo[c] & 0x80000000))
      continue;
    if (got[c] < want.lo[c] || got[c] > want.hi[c])
      return false;
  }
  return true;
}

ImageSpec levelSpec(const ImageSpec &s, size_t level) {
  ImageSpec l = s;
  l.mipLevels = 0;
  auto shrink = [level](size_t n) { return std::max<size_t>(n >> level, 1); };
  l.width = shrink(s.width);
  if (s.dim != ImageDim::k1D && s.dim != ImageDim::k1DBuffer && s.dim != ImageDim::k1DArray)
    l.height = shrink(s.height);
  if (s.dim == ImageDim::k3D)
    l.depth = shrink(s.depth);
  return l;
}

size_t mipBytes(const ImageSpec &s) {
  size_t n = 0;
  for (size_t l = 0; l < s.mipLevels; ++l)
    n += HostImage(levelSpec(s, l)).bytes().size();
  return n;
}

}  // namespace image
}  // namespace clbtest
