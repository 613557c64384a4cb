// image/builtins.cl: every image builtin clang-15 declares (the signature
// table), as a wrapper over the image cores of
// include/clb/image.h. The image builtins differ by image type where
// generic/overloads.txt's builtins differ by data type, so they get their own
// generator: each wrapper turns its image into the descriptor, its sampler
// into bits and its coordinates into the canonical (x, y, z, sample), and
// passes the image type as the constant `shape`. Queries read the descriptor
// directly.
//
//   float4 read_imagef(read_only image1d_array_t p0, sampler_t p1, float2 p2)
//   { return __clb_read_image_float(__clb_image(p0), __clb_sampler(p1),
//                                   (float4)(p2.x, 0, p2.y, 0), 1 | 4, 0); }
//
// Mipmap overloads (cl_khr_mipmap_image: an explicit lod or gradients after a
// sampler's coordinate; cl_khr_mipmap_image_writes: a lod before a write's
// color; get_image_num_mip_levels) call the mip cores, the gradients made
// canonical as the coordinate's axes (an array's layer has no gradient):
//
//   float4 read_imagef(read_only image2d_array_t p0, sampler_t p1, float4 p2,
//                      float2 p3, float2 p4)
//   { return __clb_read_image_float_grad(__clb_image(p0), __clb_sampler(p1),
//       (float4)(p2.x, p2.y, p2.z, 0.0f), (float4)(p3.x, p3.y, 0.0f, 0.0f),
//       (float4)(p4.x, p4.y, 0.0f, 0.0f), 2 | CLB_IMAGE_ARRAYED); }
#include "SrgbTables.h"
#include "Types.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

namespace clbgen {
namespace {

struct Decl {
  std::string name, mangled, ret;
  std::vector<std::string> params;
};

std::vector<std::string> splitTabs(const std::string &line) {
  std::vector<std::string> f;
  std::string cur;
  std::istringstream in(line);
  while (std::getline(in, cur, '\t'))
    f.push_back(cur);
  return f;
}

bool isImageBuiltin(const std::string &name) {
  return name.rfind("read_image", 0) == 0 || name.rfind("write_image", 0) == 0 ||
         name.rfind("get_image_", 0) == 0;
}

// cl_khr_mipmap_image's overloads (see the top).
bool isMipmap(const Decl &d) {
  if (d.name == "get_image_num_mip_levels")
    return true;
  if (d.name.rfind("read_image", 0) == 0)
    return d.params.size() > 3 && d.params[1] == "sampler_t";
  if (d.name.rfind("write_image", 0) == 0)
    return d.params.size() == 4;
  return false;
}

// What the image parameter says: "__read_write image2d_array_depth_t".
struct Image {
  std::string text;  // as the parameter is declared
  std::string type;  // image2d_array_depth_t
  int axes = 0;
  bool arrayed = false, msaa = false, depth = false, buffer = false;
};

bool parseImage(const std::string &text, Image &img) {
  img.text = text;
  img.type = text.substr(text.rfind(' ') + 1);
  if (img.type.rfind("image", 0) != 0)
    return false;
  img.axes = img.type.rfind("image1d", 0) == 0   ? 1
             : img.type.rfind("image2d", 0) == 0 ? 2
             : img.type.rfind("image3d", 0) == 0 ? 3
                                                 : 0;
  img.arrayed = img.type.find("_array") != std::string::npos;
  img.msaa = img.type.find("_msaa") != std::string::npos;
  img.depth = img.type.find("_depth") != std::string::npos;
  img.buffer = img.type.find("_buffer") != std::string::npos;
  return img.axes != 0;
}

std::string shapeOf(const Image &img) {
  std::string s = std::to_string(img.axes);
  if (img.arrayed)
    s += " | CLB_IMAGE_ARRAYED";
  if (img.msaa)
    s += " | CLB_IMAGE_MSAA";
  return s;
}

// The canonical coordinate (int4 or float4) of coordinate `c` of type
// `type` ("float2", "int4") and the sample `sample` ("0" without one).
std::string canonical(const Image &img, const std::string &type, const std::string &c,
                      const std::string &sample) {
  const bool isFloat = type.rfind("float", 0) == 0;
  const std::string zero = isFloat ? "0.0f" : "0";
  const std::string v = isFloat ? "float4" : "int4";
  const char last = type.back();
  const int n = last == '2' ? 2 : last == '4' ? 4 : 1;
  const std::string w = isFloat ? zero : sample;
  std::string xyz;
  if (img.axes == 1 && img.arrayed)  // (x, layer): the layer is z
    xyz = c + ".x, " + zero + ", " + c + ".y";
  else if (n == 1)
    xyz = c + ", " + zero + ", " + zero;
  else if (n == 2)
    xyz = c + ".x, " + c + ".y, " + zero;
  else
    xyz = c + ".x, " + c + ".y, " + c + ".z";
  return "(" + v + ")(" + xyz + ", " + w + ")";
}

// A gradient of type `type` ("float", "float2", "float4") as a float4 of
// the axes it has: (g, 0, 0, 0), (g.x, g.y, 0, 0) or (g.x, g.y, g.z, 0).
std::string gradient(const std::string &type, const std::string &g) {
  const char last = type.back();
  if (last == '2')
    return "(float4)(" + g + ".x, " + g + ".y, 0.0f, 0.0f)";
  if (last == '4')
    return "(float4)(" + g + ".x, " + g + ".y, " + g + ".z, 0.0f)";
  return "(float4)(" + g + ", 0.0f, 0.0f, 0.0f)";
}

// The coordinate types of the image builtins.
bool isCoordinate(const std::string &type) {
  for (const char *t : {"int", "int2", "int4", "float", "float2", "float4"})
    if (type == t)
      return true;
  return false;
}

// The #if condition of an overload, or "".
std::string guardOf(const Decl &d, const Image &img) {
  std::set<std::string> conds;
  if (img.text.find("__read_write") != std::string::npos)
    conds.insert("defined(__opencl_c_read_write_images)");
  if (img.msaa)
    conds.insert("defined(cl_khr_gl_msaa_sharing)");
  if (img.depth)
    conds.insert("defined(cl_khr_depth_images)");
  if (img.axes == 3 && d.name.rfind("write_image", 0) == 0)
    conds.insert("defined(cl_khr_3d_image_writes)");
  // clang declares the mipmap overloads from OpenCL C 2.0 on (the queries of
  // write_only 3D images with cl_khr_3d_image_writes, as above).
  if (isMipmap(d)) {
    conds.insert("__OPENCL_C_VERSION__ >= 200");
    conds.insert(d.name.rfind("write_image", 0) == 0 ? "defined(cl_khr_mipmap_image_writes)"
                                                     : "defined(cl_khr_mipmap_image)");
  }
  if (d.name == "get_image_num_mip_levels" && img.axes == 3 &&
      img.text.find("__write_only") != std::string::npos)
    conds.insert("defined(cl_khr_3d_image_writes)");
  bool half = d.ret.rfind("half", 0) == 0;
  for (const std::string &p : d.params)
    half = half || p.rfind("half", 0) == 0;
  if (half)
    conds.insert(kFp16Guard);
  std::string g;
  for (const std::string &c : conds)
    g += (g.empty() ? "" : " && ") + c;
  return g;
}

// The body's expression, or "" for a builtin this generator does not know.
std::string bodyOf(const Decl &d, const Image &img) {
  const std::string desc = "__clb_image(p0)";
  if (d.name.rfind("get_image_", 0) == 0) {
    const std::string what = d.name.substr(10);
    if (what == "width" || what == "height" || what == "depth" || what == "num_samples")
      return desc + "->" + what;
    if (what == "channel_data_type")
      return desc + "->data_type";
    if (what == "channel_order")
      return desc + "->order";
    if (what == "array_size")
      return "(" + d.ret + ")" + desc + "->array_size";
    if (what == "dim" && d.ret == "int2")
      return "(int2)(" + desc + "->width, " + desc + "->height)";
    if (what == "dim" && d.ret == "int4")
      return "(int4)(" + desc + "->width, " + desc + "->height, " + desc + "->depth, 0)";
    if (what == "num_mip_levels")
      return "__clb_image_levels(" + desc + ")";
    return "";
  }
  const std::string shape = shapeOf(img);
  if (d.name.rfind("read_image", 0) == 0) {
    const bool sampler = d.params.size() > 1 && d.params[1] == "sampler_t";
    const size_t ci = sampler ? 2 : 1;
    if (d.params.size() <= ci)
      return "";
    const std::string &ctype = d.params[ci];
    if (!isCoordinate(ctype))
      return "";
    const bool at = ctype.rfind("int", 0) == 0;
    if (sampler && d.params.size() > 3) {  // a lod (4) or two gradients (5)
      if (at || (d.params.size() == 4 && d.params[3] != "float") || d.params.size() > 5 ||
          (d.params.size() == 5 && d.params[3] != d.params[4]))
        return "";
      const bool grad = d.params.size() == 5;
      const std::string args =
          desc + ", __clb_sampler(p1), " + canonical(img, ctype, "p2", "0") + ", " +
          (grad ? gradient(d.params[3], "p3") + ", " + gradient(d.params[4], "p4")
                : std::string("p3")) +
          ", " + shape + ")";
      const std::string core = grad ? "_grad(" : "_lod(";
      if (d.name == "read_imagef")
        return "__clb_read_image_float" + core + args + (img.depth ? ".x" : "");
      if (d.name == "read_imagei")
        return "as_int4(__clb_read_image_integer" + core + args + ")";
      if (d.name == "read_imageui")
        return "__clb_read_image_integer" + core + args;
      return "";
    }
    const std::string sample = d.params.size() > ci + 1 ? "p" + std::to_string(ci + 1) : "0";
    const std::string args =
        desc + ", " + (sampler ? std::string("__clb_sampler(p1)") : "CLB_IMAGE_SAMPLERLESS") +
        ", " + canonical(img, ctype, "p" + std::to_string(ci), sample) + ", " + shape;
    const std::string suffix = at ? "_at(" : "(";
    if (d.name == "read_imagef")
      return "__clb_read_image_float" + suffix + args + ", 0)" + (img.depth ? ".x" : "");
    if (d.name == "read_imageh")
      return "__clb_read_image_half" + suffix + args + ")";
    if (d.name == "read_imagei")
      return "as_int4(__clb_read_image_integer" + suffix + args + "))";
    if (d.name == "read_imageui")
      return "__clb_read_image_integer" + suffix + args + ")";
    return "";
  }
  if (d.name.rfind("write_image", 0) == 0 && d.params.size() == 3 && isCoordinate(d.params[1])) {
    const std::string coord = canonical(img, d.params[1], "p1", "0");
    const std::string head = desc + ", " + coord + ", ";
    if (d.name == "write_imagef")
      return "__clb_write_image_float(" + head +
             (img.depth ? "(float4)(p2, 0.0f, 0.0f, 0.0f)" : "p2") + ", " + shape + ")";
    if (d.name == "write_imageh")
      return "__clb_write_image_half(" + head + "p2, " + shape + ")";
    if (d.name == "write_imagei")
      return "__clb_write_image_integer(" + head + "as_uint4(p2), " + shape + ", 1)";
    if (d.name == "write_imageui")
      return "__clb_write_image_integer(" + head + "p2, " + shape + ", 0)";
  }
  if (d.name.rfind("write_image", 0) == 0 && d.params.size() == 4 && isCoordinate(d.params[1]) &&
      d.params[1].rfind("int", 0) == 0 && d.params[2] == "int") {
    // write_image*(image, coord, lod, color) of cl_khr_mipmap_image_writes.
    const std::string head = desc + ", " + canonical(img, d.params[1], "p1", "0") + ", p2, ";
    if (d.name == "write_imagef")
      return "__clb_write_image_float_lod(" + head +
             (img.depth ? "(float4)(p3, 0.0f, 0.0f, 0.0f)" : "p3") + ", " + shape + ")";
    if (d.name == "write_imagei")
      return "__clb_write_image_integer_lod(" + head + "as_uint4(p3), " + shape + ", 1)";
    if (d.name == "write_imageui")
      return "__clb_write_image_integer_lod(" + head + "p3, " + shape + ", 0)";
  }
  return "";
}

}  // namespace

std::string generateImages(const std::string &name, const std::string &signaturesPath,
                           std::string &error) {
  if (name != "image/builtins.cl")
    return "";
  std::ifstream in(signaturesPath);
  if (!in) {
    error = "cannot read the signature table " + signaturesPath;
    return "";
  }
  std::vector<Decl> decls;
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> f = splitTabs(line);
    if (f.size() < 4) {
      error = signaturesPath + ": malformed line '" + line + "'";
      return "";
    }
    if (!isImageBuiltin(f[0]))
      continue;
    Decl d{f[0], f[1], f[3], {}};
    for (size_t i = 4; i < f.size(); ++i)
      if (f[i] != "void")
        d.params.push_back(f[i]);
    decls.push_back(d);
  }
  if (decls.empty()) {
    error = signaturesPath +
            " declares no image builtin (was clang-15's header scanned "
            "with __opencl_c_images?)";
    return "";
  }
  std::sort(decls.begin(), decls.end(),
            [](const Decl &a, const Decl &b) { return a.mangled < b.mangled; });

  std::ostringstream o;
  o << "// Every image builtin clang-15 declares, each a wrapper\n"
    << "// over an image core of <clb/image.h>. Generated by clb-gen\n"
    << "// (gen/Images.cpp). Do not edit.\n"
    << "#include <clb/image.h>\n\n#ifdef __opencl_c_images\n";
  for (const Decl &d : decls) {
    Image img;
    if (d.params.empty() || !parseImage(d.params[0], img)) {
      error = "image builtin " + d.mangled + " does not take an image first";
      return "";
    }
    const std::string body = bodyOf(d, img);
    if (body.empty()) {
      error = "no wrapper is known for the image builtin " + d.mangled +
              " (gen/Images.cpp: a new builtin or overload form)";
      return "";
    }
    std::ostringstream w;
    // Reads and queries only read the descriptor and the image: pure.
    w << "CLB_OVLD" << (d.ret == "void" ? "" : " CLB_PURE") << " " << d.ret << " " << d.name << "(";
    for (size_t i = 0; i < d.params.size(); ++i)
      w << (i ? ", " : "") << d.params[i] << " p" << i;
    w << ") { " << (d.ret == "void" ? "" : "return ") << body << "; }\n";
    o << guarded(guardOf(d, img), w.str());
  }
  o << srgbTables() << "#endif\n";
  return o.str();
}

}  // namespace clbgen
