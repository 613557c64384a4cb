// Mipmapped images (tests/kernels/image_mipmap.cl) against the host
// reference: cl_khr_mipmap_image's reads with an explicit lod and with
// gradients, cl_khr_mipmap_image_writes' writes to a level, and
// get_image_num_mip_levels, on every image type that has levels, every
// level. The reference here is the extension's rules written on the host,
// in double: the lod clamped to [0, levels - 1]; with gradients
// log2(max(|gx * size|, |gy * size|)) over level 0's sizes; the nearest level
// ceil(lod + 0.5) - 1 (level 0 up to lod 0.5), or with the linear mip
// filter the two levels around lod weighted by its fraction; each level
// then read as an image of max(1, size >> level) texels by the reference
// of the other suites (image_reference.h).
//
// PoCL makes no mipmapped image and the layer does not claim the
// extensions, so the images are mip descriptors (<clbuiltins/host/image.h>,
// clb_image_desc_fill_mip) on every backend; a plain image (PoCL's own on
// the formats it makes) checks that it reads as one level.
#include "image_harness.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstring>
#include <iostream>
#include <random>
#include <sstream>

namespace clbtest::image {
namespace {

// The linear mip filter bit (CLB_SAMPLER_MIP_FILTER_LINEAR) and the program
// samplers image_mipmap.cl declares with it, `which` 1 to 3.
constexpr uint32_t kMipLinear = 0x40;
const uint32_t kMipLinearSamplers[3] = {
    sampler::NORMALIZED | sampler::CLAMP_TO_EDGE | sampler::LINEAR | kMipLinear,
    sampler::NORMALIZED | sampler::REPEAT | sampler::NEAREST | kMipLinear,
    sampler::NORMALIZED | sampler::MIRRORED_REPEAT | sampler::LINEAR | kMipLinear};

struct MipCase {
  ImageDim dim;
  const char *name;  // kernels read_<name>, write_<name>
  bool readWrite = false;
};

const std::vector<MipCase> &mipCases() {
  static const std::vector<MipCase> cases = {
      {ImageDim::k1D, "1d"},
      {ImageDim::k1DArray, "1d_array"},
      {ImageDim::k2D, "2d"},
      {ImageDim::k2DArray, "2d_array"},
      {ImageDim::k3D, "3d"},
      {ImageDim::k2DDepth, "2d_depth"},
      {ImageDim::k2DArrayDepth, "2d_array_depth"},
      {ImageDim::k2D, "2d_rw", true},
  };
  return cases;
}

// gtest prints a parameter by this, not as its bytes.
void PrintTo(const MipCase &c, std::ostream *os) {
  *os << c.name;
}

int axesOf(ImageDim d) {
  return d == ImageDim::k3D ? 3 : d == ImageDim::k1D || d == ImageDim::k1DArray ? 1 : 2;
}

// Level 0 of each type and its levels: power-of-two sizes for the reads
// (their normalized coordinates scale exactly at every level), odd ones
// for the writes (levels of max(1, size >> l): 13 -> 6 -> 3 -> 1).
ImageSpec mipSpec(ImageDim dim, const ImageFormat &f, bool reads) {
  ImageSpec s;
  s.dim = dim;
  s.format = f;
  const size_t w = reads ? 16 : 13, h = reads ? 8 : 6, d = reads ? 4 : 5;
  s.width = w;
  switch (dim) {
  case ImageDim::k1D:
    s.width = 2 * w;
    break;
  case ImageDim::k1DArray:
    s.arraySize = 3;
    break;
  case ImageDim::k2D:
  case ImageDim::k2DDepth:
    s.height = h;
    break;
  case ImageDim::k2DArray:
  case ImageDim::k2DArrayDepth:
    s.height = h;
    s.arraySize = 2;
    break;
  default:
    s.height = h;
    s.depth = d;
    break;
  }
  const size_t largest = std::max({s.width, s.height, s.depth});
  s.mipLevels = 1;
  while ((largest >> s.mipLevels) >= 1)
    ++s.mipLevels;
  return s;
}

std::vector<ImageFormat> mipFormats(ImageDim dim) {
  if (isDepth(dim))
    return {{order::DEPTH, dtype::FLOAT}, {order::DEPTH, dtype::UNORM_INT16}};
  return {{order::RGBA, dtype::UNORM_INT8},
          {order::RGBA, dtype::FLOAT},
          {order::RG, dtype::SNORM_INT16},
          {order::RGBA, dtype::SIGNED_INT16},
          {order::R, dtype::UNSIGNED_INT32}};
}

// A mipmapped image on the host: each level an image of its own.
struct HostMip {
  ImageSpec spec;
  std::vector<HostImage> levels;
  explicit HostMip(const ImageSpec &s) : spec(s) {
    for (size_t l = 0; l < std::max<size_t>(s.mipLevels, 1); ++l)
      levels.emplace_back(s.mipLevels ? levelSpec(s, l) : s);
  }
  std::vector<uint8_t> bytes() const {
    std::vector<uint8_t> all;
    for (const HostImage &l : levels)
      all.insert(all.end(), l.bytes().begin(), l.bytes().end());
    return all;
  }
};

// The extension's level selection on the host. lod clamped to
// [0, levels - 1] (NaN: level 0, the library's choice; the spec leaves it).
double clampLod(double lod, size_t levels) {
  if (std::isnan(lod))
    return 0.0;
  return std::min(std::max(lod, 0.0), double(levels - 1));
}
size_t nearestLevel(double lod) {
  return lod <= 0.5 ? 0 : size_t(std::ceil(lod + 0.5) - 1);
}

// log2 of the larger gradient scaled to level 0's texels, in double.
double gradientLod(const ImageSpec &s, const std::array<float, 4> &gx,
                   const std::array<float, 4> &gy) {
  const double size[3] = {double(s.width), double(s.height), double(s.depth)};
  double a = 0, b = 0;
  for (int k = 0; k < axesOf(s.dim); ++k) {
    a += (gx[k] * size[k]) * (gx[k] * size[k]);
    b += (gy[k] * size[k]) * (gy[k] * size[k]);
  }
  return std::log2(std::sqrt(std::max(a, b)));
}

struct Item {
  std::array<double, 4> coord;
  std::array<float, 4> gx{}, gy{};  // gx[3]: the explicit lod
};

// Lods across every level, past both ends, ties of the nearest level, and
// NaN; gradients for lods across the levels in random directions, the
// longer one x or y, and zero gradients.
std::vector<Item> items(const ImageSpec &s, uint32_t bits, bool gradients, std::mt19937 &rng) {
  ImageSpec level0 = s;
  level0.mipLevels = 0;
  const std::vector<std::array<double, 4>> coords = coordinates(level0, bits, false, rng, true);
  const double n = double(s.mipLevels);
  const std::vector<double> lods = {-1.0, 0.0, 0.25, 0.5,   0.75,    1.0,   1.5, 1.25,
                                    2.0,  2.5, 2.75, n - 1, n - 0.5, n + 2, NAN};
  const std::vector<double> targets = {-0.7, 0.0, 0.3, 1.2, 1.7, 2.0, 2.3, 3.2, n, n + 3};
  const double size[3] = {double(s.width), double(s.height), double(s.depth)};
  const int axes = axesOf(s.dim);
  std::uniform_real_distribution<double> u(-1.0, 1.0), f(0.0, 0.9);
  std::vector<Item> out;
  for (size_t i = 0; i < coords.size(); ++i) {
    Item it;
    it.coord = coords[i];
    if (!gradients) {
      it.gx[3] = float(lods[i % lods.size()]);
    } else if (i % 17 != 16) {
      const double rho = std::exp2(targets[i % targets.size()]);
      double dir[3] = {0, 0, 0}, len = 0;
      for (int k = 0; k < axes; ++k) {
        dir[k] = u(rng);
        len += dir[k] * dir[k];
      }
      len = std::sqrt(len) + 1e-9;
      const double shorter = f(rng);
      for (int k = 0; k < axes; ++k) {
        it.gx[k] = float(dir[k] / len * rho / size[k]);
        it.gy[k] = float((k == 0 ? dir[axes - 1] : -dir[k - 1]) / len * rho * shorter / size[k]);
      }
      if (i % 2)
        std::swap(it.gx, it.gy);
    }
    out.push_back(it);
  }
  return out;
}

struct Tally {
  size_t launches = 0, values = 0, failures = 0;
};

// One launch of read_<name>: `mode` as image_mipmap.cl says.
void runReads(Backend &be, const MipCase &mc, DeviceImage &dev, const HostMip &host, uint32_t bits,
              int which, int mode, std::vector<Item> its, Tally &tally) {
  const ImageSpec &s = host.spec;
  const size_t n = its.size();
  its.resize(roundUp(n), its.front());
  std::vector<float> flat;
  for (const Item &it : its) {
    for (double c : it.coord)
      flat.push_back(float(c));
    flat.insert(flat.end(), it.gx.begin(), it.gx.end());
    flat.insert(flat.end(), it.gy.begin(), it.gy.end());
  }
  auto in = be.upload(flat);
  auto out = be.upload(std::vector<uint32_t>(4 * its.size(), 0xdeadbeef));
  auto info = be.upload(std::vector<int>(4, -7));
  KernelProgram &program = be.load("image_mipmap.cl");
  const std::string kernel = std::string("read_") + mc.name;
  program.run(kernelFor(kernel.c_str(), dev), NDRange::linear(its.size(), kLocal),
              {dev, SamplerBits{which ? sampler::NORMALIZED : bits}, which, in, mode, out, info});
  std::vector<uint32_t> got = out->read<uint32_t>(4 * its.size());
  const std::string where = describe(s) + " levels " + std::to_string(s.mipLevels) + " " +
                            describeSampler(bits & ~kMipLinear) +
                            (bits & kMipLinear ? " mip linear" : "") + " mode " +
                            std::to_string(mode);
  ++tally.launches;
  const std::vector<int> q = info->read<int>(2);
  const int levels = int(std::max<size_t>(s.mipLevels, 1));
  if (q[0] != levels || q[1] != int(s.width)) {
    ADD_FAILURE() << where << ": get_image_num_mip_levels " << q[0] << ", get_image_width " << q[1]
                  << "; want " << levels << ", " << s.width;
    ++tally.failures;
  }
  const bool isFloat = mode < 2;
  const bool gradient = mode % 2 == 1;
  const bool mipLinear = isFloat && (bits & kMipLinear);
  const int components = isDepth(s.dim) ? 1 : 4;
  const long refBits = long(bits & ~kMipLinear);
  for (size_t i = 0; i < n; ++i) {
    const Item &it = its[i];
    const double lod =
        clampLod(gradient ? gradientLod(s, it.gx, it.gy) : double(it.gx[3]), size_t(levels));
    // The nearest level is ambiguous only within float's error of a tie.
    if (gradient && !mipLinear && std::fabs(lod - std::floor(lod) - 0.5) < 1e-5)
      continue;
    ++tally.values;
    bool ok = true;
    std::ostringstream want, have;
    if (isFloat) {
      size_t l0 = nearestLevel(lod);
      double t = 0;
      if (mipLinear) {
        l0 = size_t(std::floor(lod));
        t = lod - double(l0);
      }
      const FloatRange a = readFloat(host.levels[l0], refBits, it.coord);
      FloatRange r = a;
      if (t > 0) {
        const FloatRange b = readFloat(host.levels[l0 + 1], refBits, it.coord);
        for (int c = 0; c < 4; ++c) {
          const double m = std::max(
              {std::fabs(a.lo[c]), std::fabs(a.hi[c]), std::fabs(b.lo[c]), std::fabs(b.hi[c])});
          // The device weighs in float: a few ulps of the larger level.
          const double tol = m * std::ldexp(1.0, -21);
          r.lo[c] = (1 - t) * a.lo[c] + t * b.lo[c] - tol;
          r.hi[c] = (1 - t) * a.hi[c] + t * b.hi[c] + tol;
        }
      }
      if (mipLinear && gradient) {
        // A gradient's lod is a float log2, within about 1e-6 of the
        // host's: the weights may differ that much, and near a whole level
        // the device may mix the level below instead.
        const size_t lo = l0 ? l0 - 1 : 0, hi = std::min(l0 + 2, host.levels.size() - 1);
        std::array<double, 4> m{};
        for (size_t l = lo; l <= hi; ++l) {
          const FloatRange v = readFloat(host.levels[l], refBits, it.coord);
          for (int c = 0; c < 4; ++c)
            m[c] = std::max({m[c], std::fabs(v.lo[c]), std::fabs(v.hi[c])});
        }
        for (int c = 0; c < 4; ++c) {
          r.lo[c] -= 2e-6 * m[c];
          r.hi[c] += 2e-6 * m[c];
        }
      }
      for (int c = 0; c < components; ++c) {
        float g;
        std::memcpy(&g, &got[4 * i + c], 4);
        ok &= within(g, r.lo[c], r.hi[c], 0);
        want << "[" << r.lo[c] << "," << r.hi[c] << "] ";
        have << g << " ";
      }
    } else {
      const std::array<int64_t, 4> r =
          readInteger(host.levels[nearestLevel(lod)], refBits, it.coord);
      for (int c = 0; c < 4; ++c) {
        ok &= got[4 * i + c] == uint32_t(r[c]);
        want << r[c] << " ";
        have << (mode < 4 ? int64_t(int32_t(got[4 * i + c])) : int64_t(got[4 * i + c])) << " ";
      }
    }
    if (!ok && ++tally.failures <= 20)
      ADD_FAILURE() << where << " at (" << it.coord[0] << ", " << it.coord[1] << ", " << it.coord[2]
                    << ") lod " << lod << ": want " << want.str() << "got " << have.str();
  }
}

// PoCL compiling the kernels itself (with or without the layer) has no
// cl_khr_mipmap_image: PoCL makes no mipmapped image, and the layer does not
// claim the extension (docs/layer.md).
#define CLBTEST_MIPMAPS_OR_SKIP(be)                                        \
  do {                                                                     \
    if (be->name() == "pocl-source")                                       \
      GTEST_SKIP() << "PoCL makes no mipmapped images and compiles no "    \
                      "cl_khr_mipmap_image (the layer does not claim it)"; \
  } while (0)

void readEveryLevel(const MipCase &mc) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_MIPMAPS_OR_SKIP(be);
  std::mt19937 rng(36 + int(mc.dim));
  Tally tally;
  size_t formats = 0;
  std::vector<uint32_t> samplers;
  for (uint32_t bits : legalSamplers())
    if (bits & sampler::NORMALIZED)  // the extension requires normalized coordinates
      samplers.push_back(bits);
  for (const ImageFormat &f : mipFormats(mc.dim)) {
    if (!be->supportsImage(mc.dim, f))
      continue;
    ++formats;
    HostMip host(mipSpec(mc.dim, f, true));
    for (HostImage &l : host.levels)
      l.fillRandom(rng);
    auto dev = be->allocImage(host.spec);
    dev->write(host.bytes().data());
    const Family fam = family(f);
    const int base = fam == Family::Float ? 0 : fam == Family::Int ? 2 : 4;
    for (int which = 0; which <= 3; ++which) {
      const std::vector<uint32_t> list =
          which ? std::vector<uint32_t>{kMipLinearSamplers[which - 1]} : samplers;
      if (which && fam != Family::Float && which > 1)
        continue;  // integer reads take the nearest level whatever the filter
      for (uint32_t bits : list)
        for (int grad = 0; grad < 2; ++grad)
          runReads(*be, mc, *dev, host, bits, which, base + grad,
                   items(host.spec, bits & ~kMipLinear, grad, rng), tally);
    }
    if (tally.failures > 200)
      break;
  }
  // An image without levels (PoCL's own where it makes the format: its
  // descriptor holds 64 in num_mip_levels) reads as one level.
  if (!isDepth(mc.dim) || be->supportsImage(mc.dim, {order::DEPTH, dtype::FLOAT})) {
    ImageSpec plain = mipSpec(mc.dim, mipFormats(mc.dim)[0], true);
    plain.mipLevels = 0;
    HostMip host(plain);
    host.levels[0].fillRandom(rng);
    auto dev = be->allocImage(plain);
    dev->write(host.levels[0].bytes().data());
    const uint32_t bits = sampler::NORMALIZED | sampler::CLAMP | sampler::LINEAR;
    for (int grad = 0; grad < 2; ++grad)
      runReads(*be, mc, *dev, host, bits, 0, grad, items(plain, bits, grad, rng), tally);
  }
  EXPECT_GT(formats, 0u);
  std::cout << describe(mc.dim) << (mc.readWrite ? " read_write" : "") << ": " << formats
            << " formats, " << tally.launches << " launches, " << tally.values
            << " reads checked\n";
}

// Writes: every other texel of every level written (each once, colors of
// the format's family), the rest must keep their bytes; plus writes to a
// lod outside [0, levels - 1] and just past a level's edge, which the
// library drops (the spec leaves them undefined).
void writeEveryLevel(const MipCase &mc) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_MIPMAPS_OR_SKIP(be);
  std::mt19937 rng(360 + int(mc.dim));
  size_t formats = 0, checked = 0, failures = 0;
  for (const ImageFormat &f : mipFormats(mc.dim)) {
    if (!be->supportsImage(mc.dim, f) || f.type == dtype::SNORM_INT16 ||
        f.type == dtype::UNORM_INT16)
      continue;  // one format per family and depth float suffice for the levels
    ++formats;
    HostMip host(mipSpec(mc.dim, f, false));
    for (HostImage &l : host.levels)
      l.fillRandom(rng);
    const std::vector<uint8_t> before = host.bytes();
    auto dev = be->allocImage(host.spec);
    dev->write(before.data());
    const Family fam = family(f);
    const int mode = fam == Family::Float ? 0 : fam == Family::Int ? 1 : 2;
    const int levels = int(host.levels.size());
    struct W {
      std::array<int32_t, 4> at;  // x, then y or the 1D array's layer, z or layer
      int lod;
      std::array<uint32_t, 4> color;
      bool lands;
    };
    std::vector<W> ws;
    auto color = [&]() {
      std::array<uint32_t, 4> c;
      for (uint32_t &v : c) {
        if (fam == Family::Float) {
          const float x = std::uniform_real_distribution<float>(-0.25f, 1.25f)(rng);
          std::memcpy(&v, &x, 4);
        } else {
          v = rng() % 2 ? rng() : rng() % 400 - 200;
        }
      }
      return c;
    };
    for (int l = 0; l < levels; ++l) {
      const HostImage &h = host.levels[size_t(l)];
      // Odd texels (a level of one texel: that one), so the first texel of
      // each level stays as it was: a write past the previous level's end
      // lands there.
      const size_t texels = h.spec().width * h.rows() * h.slices();
      size_t k = 0;
      for (size_t z = 0; z < h.slices(); ++z)
        for (size_t y = 0; y < h.rows(); ++y)
          for (size_t x = 0; x < h.spec().width; ++x)
            if (k++ % 2 == 1 || texels == 1)
              ws.push_back({{int32_t(x), int32_t(y), int32_t(z), 0}, l, color(), true});
      // Past the level's width, and a lod past the levels at both ends.
      ws.push_back({{int32_t(h.spec().width), 0, 0, 0}, l, color(), false});
    }
    // At texel 0, which no write is to change, of any level a wrong lod
    // could reach.
    ws.push_back({{0, 0, 0, 0}, -1, color(), false});
    ws.push_back({{0, 0, 0, 0}, levels, color(), false});
    ws.push_back({{0, 0, 0, 0}, levels + 5, color(), false});
    const size_t n = ws.size();
    // The padding repeats the first write (same texel, same color).
    while (ws.size() % kLocal)
      ws.push_back(ws.front());
    std::vector<int32_t> at, lod;
    std::vector<uint32_t> colors;
    for (const W &w : ws) {
      at.insert(at.end(), w.at.begin(), w.at.end());
      lod.push_back(w.lod);
      colors.insert(colors.end(), w.color.begin(), w.color.end());
    }
    auto atBuf = be->upload(at);
    auto lodBuf = be->upload(lod);
    auto colorBuf = be->upload(colors);
    auto info = be->upload(std::vector<int>(1, -7));
    const std::string kernel = std::string("write_") + mc.name;
    be->load("image_mipmap.cl")
        .run(kernelFor(kernel.c_str(), *dev), NDRange::linear(ws.size(), kLocal),
             {*dev, atBuf, lodBuf, colorBuf, mode, info});
    std::vector<uint8_t> after(before.size());
    dev->read(after.data());
    const std::string where = describe(host.spec) + " levels " + std::to_string(levels);
    if (int q = info->read<int>(1)[0]; q != levels) {
      ADD_FAILURE() << where << ": get_image_num_mip_levels " << q << ", want " << levels;
      ++failures;
    }
    // Each level's bytes, written texels against the reference, the others
    // unchanged.
    std::vector<uint8_t> expected = before;
    std::vector<char> written(before.size(), 0);
    size_t offset = 0;
    std::vector<size_t> offsets;
    for (const HostImage &h : host.levels) {
      offsets.push_back(offset);
      offset += h.bytes().size();
    }
    const size_t tb = texelBytes(f);
    for (size_t i = 0; i < n; ++i) {
      const W &w = ws[i];
      if (!w.lands)
        continue;
      const HostImage &h = host.levels[size_t(w.lod)];
      const size_t pos =
          offsets[size_t(w.lod)] +
          size_t(h.texel(size_t(w.at[0]), size_t(w.at[1]), size_t(w.at[2])) - h.bytes().data());
      StoredTexel want;
      if (fam == Family::Float) {
        std::array<float, 4> c;
        std::memcpy(c.data(), w.color.data(), 16);
        if (isDepth(mc.dim))
          c = {c[0], 0.0f, 0.0f, 0.0f};
        want = writeFloat(f, c);
      } else {
        want = writeInteger(f, w.color);
      }
      ++checked;
      if (!storedMatches(f, &after[pos], want) && ++failures <= 20)
        ADD_FAILURE() << where << ": level " << w.lod << " texel (" << w.at[0] << ", " << w.at[1]
                      << ", " << w.at[2] << ") stored wrong";
      std::fill(written.begin() + long(pos), written.begin() + long(pos + tb), 1);
    }
    for (size_t b = 0; b < before.size(); ++b)
      if (!written[b] && after[b] != before[b] && ++failures <= 20) {
        size_t l = 0;
        while (l + 1 < offsets.size() && offsets[l + 1] <= b)
          ++l;
        ADD_FAILURE() << where << ": byte " << b - offsets[l] << " of level " << l
                      << " changed, no write was to land there";
      }
  }
  EXPECT_GT(formats, 0u);
  EXPECT_EQ(failures, 0u);
  std::cout << describe(mc.dim) << (mc.readWrite ? " read_write" : "") << ": " << formats
            << " formats, " << checked << " texels written and checked\n";
}

class ImageMipmap : public ::testing::TestWithParam<MipCase> {};

TEST_P(ImageMipmap, LodAndGradientReadsOfEveryLevel) {
  readEveryLevel(GetParam());
}

TEST_P(ImageMipmap, WritesToEveryLevel) {
  writeEveryLevel(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Types, ImageMipmap, ::testing::ValuesIn(mipCases()),
                         [](const ::testing::TestParamInfo<MipCase> &info) {
                           return std::string(info.param.name);
                         });

}  // namespace
}  // namespace clbtest::image
