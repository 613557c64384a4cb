// What an image is, in the terms the OpenCL API creates it with: shared by
// the host reference (image_reference.h) and the backends (backend.h), so a
// test describes an image once and both build the same one.
#ifndef CLBTEST_IMAGE_SPEC_H
#define CLBTEST_IMAGE_SPEC_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace clbtest {

// The image types of OpenCL C (msaa images are not tested; mipmapped ones
// are an ImageSpec with mipLevels).
enum class ImageDim { k1D, k1DBuffer, k1DArray, k2D, k2DArray, k3D, k2DDepth, k2DArrayDepth };

// The channel orders and data types, with the values the API and OpenCL C
// share (CL_R == CLK_R ...); written out here so that the reference does not
// take them from any implementation's header.
namespace order {
constexpr uint32_t R = 0x10B0, A = 0x10B1, RG = 0x10B2, RA = 0x10B3, RGB = 0x10B4, RGBA = 0x10B5,
                   BGRA = 0x10B6, ARGB = 0x10B7, INTENSITY = 0x10B8, LUMINANCE = 0x10B9,
                   Rx = 0x10BA, RGx = 0x10BB, RGBx = 0x10BC, DEPTH = 0x10BD, sRGB = 0x10BF,
                   sRGBx = 0x10C0, sRGBA = 0x10C1, sBGRA = 0x10C2, ABGR = 0x10C3;
}
namespace dtype {
constexpr uint32_t SNORM_INT8 = 0x10D0, SNORM_INT16 = 0x10D1, UNORM_INT8 = 0x10D2,
                   UNORM_INT16 = 0x10D3, UNORM_SHORT_565 = 0x10D4, UNORM_SHORT_555 = 0x10D5,
                   UNORM_INT_101010 = 0x10D6, SIGNED_INT8 = 0x10D7, SIGNED_INT16 = 0x10D8,
                   SIGNED_INT32 = 0x10D9, UNSIGNED_INT8 = 0x10DA, UNSIGNED_INT16 = 0x10DB,
                   UNSIGNED_INT32 = 0x10DC, HALF_FLOAT = 0x10DD, FLOAT = 0x10DE,
                   UNORM_INT_101010_2 = 0x10E0;
}

struct ImageFormat {
  uint32_t order = order::RGBA;
  uint32_t type = dtype::UNORM_INT8;
};

// Sizes as cl_image_desc holds them: height 1 for 1D types, depth 1 but for
// 3D, arraySize the layers of the array types (1 otherwise).
struct ImageSpec {
  ImageDim dim = ImageDim::k2D;
  ImageFormat format;
  size_t width = 1, height = 1, depth = 1, arraySize = 1;
  // A mipmapped image's levels (cl_khr_mipmap_image); 0: not mipmapped.
  // Its texels travel as every level's, level after level, each tightly
  // packed (image_reference.h, levelSpec).
  size_t mipLevels = 0;
};

// The OpenCL C sampler bit field (CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_* |
// CLK_FILTER_*), the value a sampler_t holds.
namespace sampler {
constexpr uint32_t NORMALIZED = 1, ADDRESS_NONE = 0, CLAMP_TO_EDGE = 2, CLAMP = 4, REPEAT = 6,
                   MIRRORED_REPEAT = 8, ADDRESS_MASK = 0xE, NEAREST = 0x10, LINEAR = 0x20;
}

std::string describe(ImageDim dim);
std::string describe(const ImageFormat &f);
std::string describe(const ImageSpec &s);
std::string describeSampler(uint32_t bits);

}  // namespace clbtest

#endif
