// Image reads (tests/kernels/image_read.cl, image_depth.cl) against the
// host reference (tests/support/image_reference.h): every image type, every
// format the API allows that the backend can make, every sampler the spec
// allows, float and integer coordinates on texel centers, edges, seams and
// outside the image, and sampler-less reads of every texel; plus the image
// queries of each. Exact formats must match bit for bit; sRGB and linear
// filtering within the spec's tolerances (image_reference.cpp).
#include "image_harness.h"

#include <cmath>
#include <cstring>
#include <iostream>
#include <random>
#include <sstream>

namespace clbtest::image {
namespace {

struct Tally {
  size_t launches = 0, values = 0, failures = 0;
};

// One launch of a read kernel: `mode` as tests/kernels/image_read.cl says,
// checked against the reference. Returns the failures.
void runReads(Backend &be, const DimCase &dc, DeviceImage &dev, const HostImage &host, long bits,
              int mode, std::vector<std::array<double, 4>> coords, Tally &tally,
              const Expectations &ex) {
  const ImageSpec &s = host.spec();
  const size_t n = coords.size();
  const std::vector<float> flat = launchCoords(coords);
  auto in = be.upload(flat);
  auto out = be.upload(std::vector<uint32_t>(4 * coords.size(), 0xdeadbeef));
  auto info = be.upload(std::vector<int>(10, -7));
  KernelProgram &program = be.load(dc.readFile());
  const uint32_t samplerArg = bits < 0 ? sampler::NEAREST : uint32_t(bits);
  program.run(kernelFor(dc.read, dev), NDRange::linear(coords.size(), kLocal),
              {dev, SamplerBits{samplerArg}, in, mode, out, info});
  std::vector<uint32_t> got = out->read<uint32_t>(4 * coords.size());
  const std::string where = describe(s) + " " +
                            (bits < 0 ? "no sampler" : describeSampler(uint32_t(bits))) + " mode " +
                            std::to_string(mode);
  ++tally.launches;
  if (!checkInfo(s, info->read<int>(10), where))
    ++tally.failures;
  const int components = isDepth(s.dim) ? 1 : 4;
  const long refBits = mode % 3 == 2 ? -1 : bits;
  for (size_t i = 0; i < n; ++i) {
    ++tally.values;
    bool ok = true;
    std::ostringstream want, have;
    if (mode < 3) {
      FloatRange r = readFloat(host, refBits, coords[i], ex.departures);
      for (int c = 0; c < components; ++c) {
        float g;
        std::memcpy(&g, &got[4 * i + c], 4);
        ok &= within(g, r.lo[c], r.hi[c], ex.conversionUlps);
        if (r.lo[c] == r.hi[c])
          want << r.lo[c] << " ";
        else
          want << "[" << r.lo[c] << "," << r.hi[c] << "] ";
        have << g << " ";
      }
    } else {
      std::array<int64_t, 4> r = readInteger(host, refBits, coords[i], ex.departures);
      for (int c = 0; c < 4; ++c) {
        ok &= got[4 * i + c] == uint32_t(r[c]);
        want << r[c] << " ";
        have << (mode < 6 ? int64_t(int32_t(got[4 * i + c])) : int64_t(got[4 * i + c])) << " ";
      }
    }
    if (!ok && ++tally.failures <= 20) {
      ADD_FAILURE() << where << " at (" << coords[i][0] << ", " << coords[i][1] << ", "
                    << coords[i][2] << "): want " << want.str() << "got " << have.str();
    }
  }
}

// Every legal format of `dc`'s type, every sampler: float coordinates with
// the sampler, integer coordinates where the spec allows them (unnormalized,
// nearest, no repeat), and sampler-less reads.
void readEveryFormatAndSampler(const DimCase &dc) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_IMAGES_OR_SKIP(be, dc.dim);
  const Expectations ex = expectationsFor(*be);
  if (dc.dim == ImageDim::k1DBuffer && !ex.buffers1D)
    GTEST_SKIP() << be->name() << " has no image1d_buffer reads";
  std::mt19937 rng(15 + int(dc.dim));
  Tally tally;
  size_t formats = 0, skipped = 0;
  for (const ImageFormat &f : legalFormats(isDepth(dc.dim))) {
    if (!be->supportsImage(dc.dim, f) || !testsFormat(ex, f)) {
      ++skipped;
      continue;
    }
    ++formats;
    HostImage host(shapeOf(dc.dim, f, true));
    host.fillRandom(rng);
    auto dev = be->allocImage(host.spec());
    dev->write(host.bytes().data());
    const Family fam = family(f);
    const int base = fam == Family::Float ? 0 : fam == Family::Int ? 3 : 6;
    runReads(*be, dc, *dev, host, -1, base + 2,
             coordinates(host.spec(), -1, true, rng, ex.libraryDefined), tally, ex);
    if (dc.dim == ImageDim::k1DBuffer)
      continue;  // no sampled reads
    for (uint32_t bits : legalSamplers()) {
      if (fam != Family::Float && (bits & sampler::LINEAR) && !ex.libraryDefined)
        continue;  // read_image{i,ui} filter nearest only (the library: as nearest)
      runReads(*be, dc, *dev, host, bits, base,
               coordinates(host.spec(), bits, false, rng, ex.libraryDefined), tally, ex);
      const uint32_t mode = bits & sampler::ADDRESS_MASK;
      if (!(bits & (sampler::NORMALIZED | sampler::LINEAR)) && mode != sampler::REPEAT &&
          mode != sampler::MIRRORED_REPEAT)
        runReads(*be, dc, *dev, host, bits, base + 1,
                 coordinates(host.spec(), bits, true, rng, ex.libraryDefined), tally, ex);
    }
    if (tally.failures > 200)
      break;
  }
  EXPECT_GT(formats, 0u) << be->name() << " makes no " << describe(dc.dim);
  std::cout << describe(dc.dim) << ": " << formats << " formats (" << skipped
            << " the backend cannot make), " << tally.launches << " launches, " << tally.values
            << " reads checked\n";
}

class ImageRead : public ::testing::TestWithParam<DimCase> {};

TEST_P(ImageRead, EveryFormatSamplerAndCoordinate) {
  readEveryFormatAndSampler(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Types, ImageRead, ::testing::ValuesIn(dimCases()),
                         [](const ::testing::TestParamInfo<DimCase> &info) {
                           std::string n = describe(info.param.dim);
                           return n.substr(5);  // image2d_array -> 2d_array
                         });

}  // namespace
}  // namespace clbtest::image
