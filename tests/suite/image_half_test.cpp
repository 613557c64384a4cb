// read_imageh and write_imageh (cl_khr_fp16; tests/kernels/image_half.cl) on
// 2D images of every format the spec defines them for (normalized, packed
// and half channels; write_imageh to float ones too), every sampler, against
// the reference: reads as round_to_half of the spec's exact values (one half
// ulp more under linear filtering), writes as write_imagef of the same
// values (half to float is exact).
#include "half_float.h"
#include "image_harness.h"

#include <cstring>
#include <iostream>
#include <random>

namespace clbtest::image {
namespace {

// The formats read_imageh reads: normalized (packed included) and half.
bool halfReads(const ImageFormat &f) {
  return family(f) == Family::Float && f.type != dtype::FLOAT && f.order != order::sRGB &&
         f.order != order::sRGBx && f.order != order::sRGBA && f.order != order::sBGRA;
}

// PoCL compiling from source claims no cl_khr_fp16 (nor does the layer
// there); the kernel suite's backends compile with it.
#define CLBTEST_FP16_OR_SKIP(be)   \
  if (be->name() == "pocl-source") \
  GTEST_SKIP() << "PoCL claims no cl_khr_fp16"

TEST(ImageHalf, ReadImagehEveryFormatAndSampler) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_FP16_OR_SKIP(be);
  std::mt19937 rng(1616);
  size_t formats = 0, values = 0;
  int failures = 0;
  for (const ImageFormat &f : legalFormats(false)) {
    if (!halfReads(f))
      continue;
    ++formats;
    HostImage host(shapeOf(ImageDim::k2D, f, true));
    host.fillRandom(rng);
    auto dev = be->allocImage(host.spec());
    dev->write(host.bytes().data());
    auto run = [&](long bits, int mode, std::vector<std::array<double, 4>> coords) {
      const size_t n = coords.size();
      const std::vector<float> flat = launchCoords(coords);
      auto in = be->upload(flat);
      auto out = be->upload(std::vector<uint16_t>(4 * coords.size(), 0xdead));
      be->load("image_half.cl")
          .run(kernelFor("read_half_2d", *dev), NDRange::linear(coords.size(), kLocal),
               {dev, SamplerBits{bits < 0 ? sampler::NEAREST : uint32_t(bits)}, in, mode, out});
      std::vector<uint16_t> got = out->read<uint16_t>(4 * coords.size());
      for (size_t i = 0; i < n; ++i, ++values) {
        FloatRange want = readHalf(host, mode == 2 ? -1 : bits, coords[i]);
        for (int c = 0; c < 4; ++c) {
          const double g = halfToFloat(got[4 * i + c]);
          if (g >= want.lo[c] && g <= want.hi[c])
            continue;
          if (++failures <= 20)
            ADD_FAILURE() << describe(f) << " "
                          << (mode == 2 ? std::string("no sampler")
                                        : describeSampler(uint32_t(bits)))
                          << " mode " << mode << " at (" << coords[i][0] << ", " << coords[i][1]
                          << ") component " << c << ": got " << g << ", want [" << want.lo[c]
                          << ", " << want.hi[c] << "]";
        }
      }
    };
    run(-1, 2, coordinates(host.spec(), -1, true, rng, true));
    for (uint32_t bits : legalSamplers()) {
      run(bits, 0, coordinates(host.spec(), bits, false, rng, true));
      const uint32_t mode = bits & sampler::ADDRESS_MASK;
      if (!(bits & (sampler::NORMALIZED | sampler::LINEAR)) && mode != sampler::REPEAT &&
          mode != sampler::MIRRORED_REPEAT)
        run(bits, 1, coordinates(host.spec(), bits, true, rng, true));
    }
    if (failures > 100)
      break;
  }
  std::cout << "read_imageh: " << formats << " formats, " << values << " reads checked\n";
  EXPECT_GT(formats, 20u);
}

TEST(ImageHalf, WriteImagehEveryFormat) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_FP16_OR_SKIP(be);
  std::mt19937 rng(1717);
  size_t formats = 0;
  int failures = 0;
  for (const ImageFormat &f : legalFormats(false)) {
    if (!halfReads(f) && f.type != dtype::FLOAT)
      continue;
    ++formats;
    HostImage host(shapeOf(ImageDim::k2D, f, false));
    auto dev = be->allocImage(host.spec());
    dev->write(host.bytes().data());
    std::vector<int32_t> coords;
    std::vector<uint16_t> colors;
    for (size_t y = 0; y < host.rows(); ++y)
      for (size_t x = 0; x < host.spec().width; ++x) {
        coords.insert(coords.end(), {int32_t(x), int32_t(y), 0, 0});
        for (int c = 0; c < 4; ++c) {
          // Any half: NaNs, infinities and subnormals included; and the
          // normalized types' rounding ties and ends, as halves.
          uint16_t h = uint16_t(rng());
          if (rng() % 3 == 0)
            h = floatToHalf((float(rng() % 256) + 0.5f) / 255.0f);
          colors.push_back(h);
        }
      }
    const size_t n = coords.size() / 4;
    auto dc = be->upload(coords);
    auto dcol = be->upload(colors);
    // Work-items one to a texel: the count is the image's.
    be->load("image_half.cl")
        .run(kernelFor("write_half_2d", *dev), NDRange::linear(n, 1), {dev, dc, dcol});
    HostImage got(host.spec());
    dev->read(got.bytes().data());
    for (size_t i = 0; i < n; ++i) {
      std::array<float, 4> color;
      for (int c = 0; c < 4; ++c)
        color[c] = halfToFloat(colors[4 * i + c]);
      const uint8_t *texel = got.texel(size_t(coords[4 * i]), size_t(coords[4 * i + 1]), 0);
      StoredTexel want = writeFloat(f, color);
      if (storedMatches(f, texel, want))
        continue;
      if (++failures <= 20)
        ADD_FAILURE() << describe(f) << " texel (" << coords[4 * i] << ", " << coords[4 * i + 1]
                      << ") written " << color[0] << " " << color[1] << " " << color[2] << " "
                      << color[3] << ": stored " << storedCodes(f, texel)[0] << " "
                      << storedCodes(f, texel)[1] << " " << storedCodes(f, texel)[2] << " "
                      << storedCodes(f, texel)[3] << ", want " << want.lo[0] << " " << want.lo[1]
                      << " " << want.lo[2] << " " << want.lo[3];
    }
  }
  EXPECT_GT(formats, 20u);
}

}  // namespace
}  // namespace clbtest::image
