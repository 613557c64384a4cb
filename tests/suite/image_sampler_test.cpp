// Samplers declared in the program (tests/kernels/image_samplers.cl): the 16
// legal samplers as program-scope constants and one declared in a function,
// read through a helper function that also serves a kernel taking the
// sampler as an argument; both kernels against the reference at the same
// coordinates.
#include "image_harness.h"

#include <cstring>
#include <random>

namespace clbtest::image {
namespace {

// 2D coordinates: quarter texels from before the image to past it, and
// normalized ones over three periods (exact for the 8x4 image).
std::vector<std::array<double, 4>> samplerCoords(const ImageSpec &s, uint32_t bits) {
  std::vector<std::array<double, 4>> out;
  const bool normalized = bits & sampler::NORMALIZED;
  const bool none = (bits & sampler::ADDRESS_MASK) == sampler::ADDRESS_NONE;
  const double w = double(s.width), h = double(s.height);
  for (int i = -6; i <= int(4 * w) + 6; ++i) {
    const int j = (i * 3 + 7) % int(4 * h + 12) - 6;
    double x = i / 4.0, y = j / 4.0;
    if (none && (x < 0.5 || x > w - 0.5 || y < 0.5 || y > h - 0.5))
      continue;  // CLK_ADDRESS_NONE: coordinates inside only
    if (normalized)
      out.push_back({x / w * (bits & sampler::ADDRESS_MASK ? 1.5 : 1.0), y / h, 0, 0});
    else
      out.push_back({x, y, 0, 0});
  }
  return out;
}

void checkFloat4(const HostImage &host, long bits, const std::vector<std::array<double, 4>> &coords,
                 const std::vector<float> &got, const std::string &where, int &failures,
                 const Expectations &ex) {
  for (size_t i = 0; i < coords.size(); ++i) {
    FloatRange want = readFloat(host, bits, coords[i], ex.departures);
    for (int c = 0; c < 4; ++c) {
      const float g = got[4 * i + c];
      if (within(g, want.lo[c], want.hi[c], ex.conversionUlps))
        continue;
      if (++failures <= 20)
        ADD_FAILURE() << where << " at (" << coords[i][0] << ", " << coords[i][1] << ") component "
                      << c << ": got " << g << ", want [" << want.lo[c] << ", " << want.hi[c]
                      << "]";
    }
  }
}

TEST(ImageSamplers, DeclaredInTheProgramAndPassedAsArguments) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Expectations ex = expectationsFor(*be);
  std::mt19937 rng(1515);
  int failures = 0, checked = 0;
  // A format every backend makes as a real image, and a wide float one.
  for (ImageFormat f :
       {ImageFormat{order::RGBA, dtype::UNORM_INT8}, ImageFormat{order::RGBA, dtype::FLOAT}}) {
    ASSERT_TRUE(be->supportsImage(ImageDim::k2D, f)) << describe(f);
    HostImage host(shapeOf(ImageDim::k2D, f, true));
    host.fillRandom(rng);
    auto dev = be->allocImage(host.spec());
    ASSERT_FALSE(dev->passedAsDescriptor()) << "image_samplers.cl has no descriptor twins";
    dev->write(host.bytes().data());
    std::vector<uint32_t> samplers = legalSamplers();
    // 16: the sampler declared inside the kernel, the bits of samplers[13].
    for (int which = 0; which <= 16; ++which) {
      const uint32_t bits = samplers[size_t(which == 16 ? 13 : which)];
      auto coords = samplerCoords(host.spec(), bits);
      const size_t n = coords.size();
      const std::vector<float> flat = launchCoords(coords);
      auto in = be->upload(flat);
      auto program = be->upload(std::vector<float>(4 * coords.size(), -7.0f));
      auto argument = be->upload(std::vector<float>(4 * coords.size(), -7.0f));
      KernelProgram &p = be->load("image_samplers.cl");
      p.run("program_samplers", NDRange::linear(coords.size(), kLocal), {dev, in, which, program});
      p.run("argument_sampler", NDRange::linear(coords.size(), kLocal),
            {dev, SamplerBits{bits}, in, argument});
      coords.resize(n);
      const std::string where = describe(f) + " " + describeSampler(bits);
      checkFloat4(host, bits, coords, program->read<float>(4 * n),
                  where + (which == 16 ? " (declared in the kernel)" : " (program scope)"),
                  failures, ex);
      checkFloat4(host, bits, coords, argument->read<float>(4 * n), where + " (argument)", failures,
                  ex);
      checked += int(2 * n);
    }
  }
  EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace clbtest::image
