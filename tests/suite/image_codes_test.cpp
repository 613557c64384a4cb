// Every code of every normalized channel type read through read_imagef (and
// read_imageh where the backend has half) against the host reference
// (tests/support/image_reference.h, exact integer and double arithmetic):
// the library decodes c / (2^k - 1) without a division (generic/image/
// clb_texel.cl, norm_value), correct for every code only if it is checked
// on every code. The random texels of the other image suites reach a few
// hundred of the 65536 codes of a 16-bit type.
#include "half_float.h"
#include "image_harness.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iostream>

namespace clbtest::image {
namespace {

// A 2D image of `f` whose texels hold every code of its channel type once,
// texel i holding code i in each channel (in every field of a packed type,
// each taking the code's low bits).
HostImage everyCode(const ImageFormat &f) {
  const bool wide = f.type == dtype::UNORM_INT16 || f.type == dtype::SNORM_INT16 ||
                    f.type == dtype::UNORM_SHORT_565 || f.type == dtype::UNORM_SHORT_555;
  const size_t codes = wide ? 65536 : f.type == dtype::UNORM_INT_101010 ? 1024 : 256;
  ImageSpec s;
  s.dim = ImageDim::k2D;
  s.format = f;
  s.width = 256;
  s.height = codes / 256;
  HostImage img(s);
  const size_t bytes = texelBytes(f), channels = size_t(storedChannels(f));
  for (size_t i = 0; i < codes; ++i) {
    uint8_t *t = img.texel(i % 256, i / 256, 0);
    if (f.type == dtype::UNORM_INT_101010) {
      const uint32_t v = uint32_t(i) << 20 | uint32_t(i) << 10 | uint32_t(i);
      std::memcpy(t, &v, 4);
    } else if (f.type == dtype::UNORM_SHORT_565 || f.type == dtype::UNORM_SHORT_555) {
      const uint16_t v = uint16_t(i);
      std::memcpy(t, &v, 2);
    } else {
      const uint16_t v = uint16_t(i);  // little-endian: a byte channel takes the low byte
      for (size_t c = 0; c < channels; ++c)
        std::memcpy(t + c * (bytes / channels), &v, bytes / channels);
    }
  }
  return img;
}

std::vector<ImageFormat> normalizedFormats() {
  using namespace dtype;
  return {{order::R, UNORM_INT8},        {order::R, SNORM_INT8},
          {order::R, UNORM_INT16},       {order::R, SNORM_INT16},
          {order::RGB, UNORM_SHORT_565}, {order::RGB, UNORM_SHORT_555},
          {order::RGB, UNORM_INT_101010}};
}

// Every texel of `host`, read at integer coordinates without a sampler.
std::vector<std::array<double, 4>> everyTexel(const HostImage &host) {
  std::vector<std::array<double, 4>> at;
  for (size_t y = 0; y < host.spec().height; ++y)
    for (size_t x = 0; x < host.spec().width; ++x)
      at.push_back({double(x), double(y), 0, 0});
  return at;
}

// Every texel of `host` read at integer coordinates without a sampler, by
// read_imagef (image_read.cl; W uint32_t) or read_imageh (image_half.cl; W
// uint16_t): four result words a texel, in everyTexel's order.
template <class W>
std::vector<W> readEveryTexel(Backend &be, const HostImage &host) {
  auto dev = be.allocImage(host.spec());
  dev->write(host.bytes().data());
  std::vector<std::array<double, 4>> coords = everyTexel(host);
  auto in = be.upload(launchCoords(coords));  // pads coords to whole groups
  auto out = be.upload(std::vector<W>(4 * coords.size(), W(0xdead)));
  const NDRange range = NDRange::linear(coords.size(), kLocal);
  if constexpr (sizeof(W) == 2) {
    be.load("image_half.cl")
        .run(kernelFor("read_half_2d", *dev), range,
             {dev, SamplerBits{sampler::NEAREST}, in, 2, out});
  } else {
    auto info = be.upload(std::vector<int>(10, -7));
    be.load("image_read.cl")
        .run(kernelFor("read_2d", *dev), range,
             {dev, SamplerBits{sampler::NEAREST}, in, 2, out, info});
  }
  return out->template read<W>(4 * coords.size());
}

TEST(ImageCodes, EveryCodeOfEveryNormalizedTypeThroughReadImagef) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_IMAGES_OR_SKIP(be, ImageDim::k2D);
  const Expectations ex = expectationsFor(*be);
  size_t formats = 0, values = 0, failures = 0;
  for (const ImageFormat &f : normalizedFormats()) {
    if (!be->supportsImage(ImageDim::k2D, f)) {
      std::cout << "SKIPPED " << describe(f) << ": " << be->name() << " cannot make it\n";
      continue;
    }
    ++formats;
    const HostImage host = everyCode(f);
    const std::vector<std::array<double, 4>> coords = everyTexel(host);
    const size_t n = coords.size();
    const std::vector<uint32_t> got = readEveryTexel<uint32_t>(*be, host);
    for (size_t i = 0; i < n; ++i) {
      const FloatRange want = readFloat(host, -1, coords[i], ex.departures);
      for (int c = 0; c < 4; ++c, ++values) {
        float g;
        std::memcpy(&g, &got[4 * i + c], 4);
        // Exact for clbuiltins (the reference gives one value, lo == hi, for
        // an unfiltered normalized texel); PoCL's own builtins (the
        // pocl_builtins run) within their 1.5 ulps.
        if (within(g, want.lo[c], want.hi[c], ex.conversionUlps))
          continue;
        if (++failures <= 20)
          ADD_FAILURE() << describe(f) << " code " << i << " component " << c << ": got " << g
                        << ", want [" << want.lo[c] << ", " << want.hi[c] << "]";
      }
    }
  }
  std::cout << "read_imagef: " << formats << " normalized formats, " << values
            << " channel values checked\n";
  // Every backend makes the four unpacked types (PoCL compiling from source
  // makes no packed ones: SKIPPED above, by name).
  EXPECT_GE(formats, 4u) << be->name() << " left unpacked formats out";
}

TEST(ImageCodes, EveryCodeOfEveryNormalizedTypeThroughReadImageh) {
  CLBTEST_BACKEND_OR_SKIP(be);
  if (be->name() == "pocl-source")
    GTEST_SKIP() << "PoCL claims no cl_khr_fp16";
  size_t formats = 0, values = 0, failures = 0;
  for (const ImageFormat &f : normalizedFormats()) {
    if (!be->supportsImage(ImageDim::k2D, f)) {
      std::cout << "SKIPPED " << describe(f) << ": " << be->name() << " cannot make it\n";
      continue;
    }
    ++formats;
    const HostImage host = everyCode(f);
    const std::vector<std::array<double, 4>> coords = everyTexel(host);
    const size_t n = coords.size();
    const std::vector<uint16_t> got = readEveryTexel<uint16_t>(*be, host);
    for (size_t i = 0; i < n; ++i) {
      const FloatRange want = readHalf(host, -1, coords[i]);
      for (int c = 0; c < 4; ++c, ++values) {
        const double g = halfToFloat(got[4 * i + c]);
        if (g == want.lo[c] && want.lo[c] == want.hi[c])
          continue;
        if (++failures <= 20)
          ADD_FAILURE() << describe(f) << " code " << i << " component " << c << ": got " << g
                        << ", want [" << want.lo[c] << ", " << want.hi[c] << "]";
      }
    }
  }
  std::cout << "read_imageh: " << formats << " normalized formats, " << values
            << " channel values checked\n";
  // Every backend makes the four unpacked types (PoCL compiling from source
  // makes no packed ones: SKIPPED above, by name).
  EXPECT_GE(formats, 4u) << be->name() << " left unpacked formats out";
}

// sRGB: every code of CL_sRGBA read through read_imagef against the spec's
// formula in double, in float ulps. The spec allows half a code; the library
// reads a table of the correctly rounded values (gen/SrgbTables.cpp), and
// this holds it to half an ulp.
TEST(ImageCodes, EverySrgbCodeCorrectlyRounded) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const ImageFormat f{order::sRGBA, dtype::UNORM_INT8};
  if (!be->supportsImage(ImageDim::k2D, f))
    GTEST_SKIP() << be->name() << " makes no CL_sRGBA image";
  if (expectationsFor(*be).conversionUlps > 0)
    GTEST_SKIP() << be->name() << ": PoCL's own builtins are held to the spec's half code only";
  ImageSpec spec;
  spec.dim = ImageDim::k2D;
  spec.format = f;
  spec.width = 256;
  HostImage host(spec);
  for (size_t i = 0; i < 256; ++i)
    std::memset(host.texel(i, 0, 0), int(i), 4);
  const std::vector<uint32_t> words = readEveryTexel<uint32_t>(*be, host);
  std::vector<float> got(words.size());
  std::memcpy(got.data(), words.data(), 4 * words.size());
  double worst = 0;
  for (int code = 0; code < 256; ++code) {
    const double c = code / 255.0;
    const double want = c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    const double ulp = want > 0 ? std::ldexp(1.0, std::ilogb(want) - 23) : std::ldexp(1.0, -149);
    for (int k = 0; k < 3; ++k) {
      const double e = std::fabs(got[4 * code + k] - want) / ulp;
      worst = std::max(worst, e);
      EXPECT_LE(e, 0.5) << "code " << code << " component " << k << ": got " << got[4 * code + k]
                        << ", want " << want;
    }
    EXPECT_EQ(got[4 * code + 3], float(code) / 255.0f) << "alpha is linear, code " << code;
  }
  std::cout << "sRGB: the 256 codes within " << worst << " ulps of the spec's formula\n";
}

}  // namespace
}  // namespace clbtest::image
