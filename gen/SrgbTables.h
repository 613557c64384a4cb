// The sRGB tables of the image family (gen/SrgbTables.cpp).
#ifndef CLBGEN_SRGB_TABLES_H
#define CLBGEN_SRGB_TABLES_H

#include <string>

namespace clbgen {

// OpenCL C definitions of the constant tables include/clb/image.h declares:
// each 8-bit sRGB code's linear value as float and as half bits, and the
// smallest float that encodes to each code.
std::string srgbTables();

}  // namespace clbgen

#endif
