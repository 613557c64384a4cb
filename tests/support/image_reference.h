// A host model of OpenCL C image reads and writes, written from the spec
// ("Image Read and Write Functions", "Image Addressing and Filtering",
// "Conversion Rules", the channel order mapping table) and nothing else:
// texels are decoded with exact integer or double arithmetic, addressing and
// filtering follow the spec's formulas in double precision. The tests check
// clbuiltins (and, once, PoCL's own builtins) against it.
#ifndef CLBTEST_IMAGE_REFERENCE_H
#define CLBTEST_IMAGE_REFERENCE_H

#include "image_spec.h"

#include <array>
#include <cstdint>
#include <random>
#include <vector>

namespace clbtest::image {

// Which read_image/write_image family a format is read and written with:
// read_imagef for normalized, half and float channels, read_imagei for
// signed integers, read_imageui for unsigned ones.
enum class Family { Float, Int, Uint };

Family family(const ImageFormat &f);
bool isDepth(ImageDim d);
bool isArray(ImageDim d);
int coordCount(ImageDim d);  // coordinates a read takes, the array index included
// Channels stored per texel (the padding x of CL_Rx, CL_RGx... counted; a
// packed type is one channel per color component).
int storedChannels(const ImageFormat &f);
size_t texelBytes(const ImageFormat &f);

// Every format the API allows (CL 3.0's rules on which orders go with which
// types), depth formats for the depth image types only.
std::vector<ImageFormat> legalFormats(bool depth);
// The 16 samplers the spec allows: repeat and mirrored repeat need normalized
// coordinates.
std::vector<uint32_t> legalSamplers();

// An image's texels on the host, tightly packed in the API's region order:
// x, then y (the layer of a 1D array), then z (the layer of a 2D array).
// Level `level` of a mipmapped image as an image of its own: the sizes the
// cl_khr_mipmap_image extension gives it, max(1, size >> level), the layers
// of an array unchanged (the spec's mipwidth, mipheight, mipdepth).
ImageSpec levelSpec(const ImageSpec &s, size_t level);
// The bytes all levels of a mipmapped image take, level after level, each
// tightly packed.
size_t mipBytes(const ImageSpec &s);

class HostImage {
 public:
  explicit HostImage(const ImageSpec &spec);
  const ImageSpec &spec() const { return spec_; }
  // The region's extents: width, rows (height, or layers of a 1D array),
  // slices (depth, or layers of a 2D array).
  size_t rows() const;
  size_t slices() const;
  size_t rowPitch() const { return spec_.width * texelBytes(spec_.format); }
  size_t slicePitch() const { return rowPitch() * rows(); }
  std::vector<uint8_t> &bytes() { return bytes_; }
  const std::vector<uint8_t> &bytes() const { return bytes_; }
  const uint8_t *texel(size_t x, size_t y, size_t z) const;
  uint8_t *texel(size_t x, size_t y, size_t z);
  // Random texels: every code of an integer or normalized channel, finite
  // half values, finite normal floats of every sign and wide magnitude.
  void fillRandom(std::mt19937 &rng);

 private:
  ImageSpec spec_;
  std::vector<uint8_t> bytes_;
};

// Departures from the spec, asked for explicitly, to hold an implementation
// that has them to the spec everywhere else (the image suites check PoCL
// 3.1's own builtins with these: tests/suite/image_harness.h).
struct Departures {
  bool borderAllZero = false;    // border (0, 0, 0, 0) whatever the order
  bool layerHalfUp = false;      // array layer floor(c + 0.5) instead of rint(c)
  bool layerNormalized = false;  // with normalized coordinates, the layer too
  bool intAlphaZero = false;     // read_image{i,ui}: a missing alpha reads 0
};

// read_imagef's answer allowed by the spec: each component within [lo, hi].
// Nearest reads of exactly converted formats have lo == hi; sRGB channels
// and linear filtering give ranges.
struct FloatRange {
  std::array<double, 4> lo, hi;
};

// A read at `coord` (x, y, z as the kernel passes them; integer coordinates
// as their values). `samplerBits` < 0: a sampler-less read. The spec's
// "undefined" cases (integer coordinates with a filtering or normalized
// sampler, out-of-range coordinates without a sampler) are the caller's to
// avoid; here a texel outside the image is the border color, as the spec's
// address_mode formulas give for CLK_ADDRESS_NONE.
FloatRange readFloat(const HostImage &img, long samplerBits, const std::array<double, 4> &coord,
                     const Departures &departures = {});
// read_imageh: the same read with each texel's channels rounded to half
// (round_to_half of the spec's exact quotient for normalized channels) and
// one half ulp more for linear filtering. Not for CL_FLOAT or sRGB images
// (the spec defines read_imageh for normalized and half channels).
FloatRange readHalf(const HostImage &img, long samplerBits, const std::array<double, 4> &coord);
// The binary16 value nearest x (ties to even), as a double; infinity past
// the largest half.
double roundToHalf(double x);

// read_imagei / read_imageui (nearest filtering only): the 32-bit result
// components, as int64 holding the int32 or uint32 value.
std::array<int64_t, 4> readInteger(const HostImage &img, long samplerBits,
                                   const std::array<double, 4> &coord,
                                   const Departures &departures = {});

// A write of `color` (write_imagef: floats; write_imagei/ui: 32-bit integer
// bit patterns) to one texel: the stored code each channel may hold, as a
// range of codes for sRGB channels (the spec allows 0.6 of error), or a
// single code. Padding channels and unused bits are free (`ignored`).
struct StoredTexel {
  std::array<int64_t, 4> lo{}, hi{};
  std::array<bool, 4> ignored{};
  // Half and float channels: the expected bit pattern in lo; NaN allowed as
  // any NaN, a float denormal also as zero of its sign (the spec allows the
  // flush).
  std::array<bool, 4> anyNaN{}, mayFlush{};
};
StoredTexel writeFloat(const ImageFormat &f, const std::array<float, 4> &color);
StoredTexel writeInteger(const ImageFormat &f, const std::array<uint32_t, 4> &color);
// Whether `texel` (texelBytes(f) bytes) holds what `want` allows.
bool storedMatches(const ImageFormat &f, const uint8_t *texel, const StoredTexel &want);
// The stored channel codes of a texel (for messages): integers, or the raw
// bits of half and float channels.
std::array<int64_t, 4> storedCodes(const ImageFormat &f, const uint8_t *texel);

// The border color of an order, as the spec's "Determining the Border Color".
std::array<double, 4> borderColor(uint32_t order);

}  // namespace clbtest::image

#endif
