// vector_data/<kind>_<space>.cl: the vector data load and store builtins for
// one address space. Kinds:
//   vload        vload<n>(offset, p)            n elements from p + offset*n
//   vstore       vstore<n>(data, offset, p)
//   vload_half   vload_half[n], vloada_half<n>  half -> float, exact
//   vstore_half  vstore[a]_half[n][_<mode>]     float/double -> half, rounded
//                                               in <mode> (default rte)
// Spaces: global, local, private, constant (loads only), generic (OpenCL C
// 2.0+; compiled only where the target has __opencl_c_generic_address_space).
//
// vload/vstore and vload_half/vstore_half need only the element's alignment,
// so they move one element at a time and never form a wider access. vloada
// and vstorea may assume the whole vector's alignment (the 3-element forms:
// a 4-element vector's, at offset*4) and move the vector at once, except
// that the 3-element forms touch exactly 3 elements.
#include "Types.h"

#include <sstream>

namespace clbgen {
namespace {

const unsigned kVectorWidths[] = {2, 3, 4, 8, 16};
const char *const kModes[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

std::string qualifier(const std::string &space) {
  return space == "generic" ? "" : "__" + space + " ";
}

std::string vload(const std::string &as) {
  std::ostringstream o;
  for (const Scalar &t : scalars()) {
    std::ostringstream b;
    for (unsigned n : kVectorWidths) {
      const std::string tn = vec(t.name, n);
      b << "CLB_OVLD CLB_PURE " << tn << " vload" << n << "(size_t offset, const " << as << t.name
        << " *p) {\n  const " << as << t.name << " *q = p + offset * " << n << ";\n  return (" << tn
        << ")(";
      for (unsigned i = 0; i < n; ++i)
        b << (i ? ", " : "") << "q[" << i << "]";
      b << ");\n}\n";
    }
    o << guarded(t.guard, b.str());
  }
  return o.str();
}

std::string vstore(const std::string &as) {
  std::ostringstream o;
  for (const Scalar &t : scalars()) {
    std::ostringstream b;
    for (unsigned n : kVectorWidths) {
      b << "CLB_OVLD void vstore" << n << "(" << vec(t.name, n) << " data, size_t offset, " << as
        << t.name << " *p) {\n  " << as << t.name << " *q = p + offset * " << n << ";\n ";
      for (unsigned i = 0; i < n; ++i)
        b << " q[" << i << "] = data." << component(i) << ";";
      b << "\n}\n";
    }
    o << guarded(t.guard, b.str());
  }
  return o.str();
}

// The halves are read and written as ushort bits, so these builtins do not
// need half arithmetic, only the conversion helpers.
std::string vloadHalf(const std::string &as) {
  std::ostringstream o;
  o << "CLB_OVLD CLB_PURE float vload_half(size_t offset, const " << as << "half *p) {\n"
    << "  return __clb_float_rte_half(as_half(((const " << as << "ushort *)p)[offset]));\n}\n";
  for (bool aligned : {false, true}) {
    for (unsigned n : kVectorWidths) {
      const std::string fn = vec("float", n), name = aligned ? "vloada_half" : "vload_half";
      const unsigned stride = aligned && n == 3 ? 4 : n;
      o << "CLB_OVLD CLB_PURE " << fn << " " << name << n << "(size_t offset, const " << as
        << "half *p) {\n  const " << as << "ushort *q = (const " << as << "ushort *)p + offset * "
        << stride << ";\n";
      if (aligned && n != 3) {
        o << "  const " << vec("ushort", n) << " h = *(const " << as << vec("ushort", n)
          << " *)q;\n  return (" << fn << ")(";
        for (unsigned i = 0; i < n; ++i)
          o << (i ? ", " : "") << "__clb_float_rte_half(as_half(h." << component(i) << "))";
      } else {
        o << "  return (" << fn << ")(";
        for (unsigned i = 0; i < n; ++i)
          o << (i ? ", " : "") << "__clb_float_rte_half(as_half(q[" << i << "]))";
      }
      o << ");\n}\n";
    }
  }
  return o.str();
}

std::string vstoreHalf(const std::string &as) {
  std::ostringstream o;
  for (const char *src : {"float", "double"}) {
    std::ostringstream b;
    for (const char *mode : kModes) {
      const std::string helper =
          std::string("__clb_half_") + (*mode ? mode + 1 : "rte") + "_" + src;
      b << "CLB_OVLD void vstore_half" << mode << "(" << src << " data, size_t offset, " << as
        << "half *p) {\n  ((" << as << "ushort *)p)[offset] = as_ushort(" << helper
        << "(data));\n}\n";
      for (bool aligned : {false, true}) {
        for (unsigned n : kVectorWidths) {
          const unsigned stride = aligned && n == 3 ? 4 : n;
          b << "CLB_OVLD void " << (aligned ? "vstorea_half" : "vstore_half") << n << mode << "("
            << vec(src, n) << " data, size_t offset, " << as << "half *p) {\n  " << as
            << "ushort *q = (" << as << "ushort *)p + offset * " << stride << ";\n";
          if (aligned && n != 3) {
            b << "  *(" << as << vec("ushort", n) << " *)q = (" << vec("ushort", n) << ")(";
            for (unsigned i = 0; i < n; ++i)
              b << (i ? ", " : "") << "as_ushort(" << helper << "(data." << component(i) << "))";
            b << ");\n";
          } else {
            b << " ";
            for (unsigned i = 0; i < n; ++i)
              b << " q[" << i << "] = as_ushort(" << helper << "(data." << component(i) << "));";
            b << "\n";
          }
          b << "}\n";
        }
      }
    }
    o << guarded(std::string(src) == "double" ? findScalar("double")->guard : "", b.str());
  }
  return o.str();
}

}  // namespace

std::string generateVectorData(const std::string &name) {
  const std::string prefix = "vector_data/";
  if (name.rfind(prefix, 0) != 0)
    return "";
  const std::string stem = name.substr(prefix.size());
  for (const char *kind : {"vload_half", "vstore_half", "vload", "vstore"}) {
    for (const char *space : {"global", "local", "private", "constant", "generic"}) {
      if (stem != std::string(kind) + "_" + space + ".cl")
        continue;
      const std::string k = kind, as = qualifier(space);
      if (space == std::string("constant") && k.rfind("vstore", 0) == 0)
        return "";  // nothing is stored to constant memory
      std::string body = k == "vload"        ? vload(as)
                         : k == "vstore"     ? vstore(as)
                         : k == "vload_half" ? vloadHalf(as)
                                             : vstoreHalf(as);
      if (space == std::string("generic"))
        body = guarded("defined(__opencl_c_generic_address_space)", body);
      return "// " + k + "* for " + space +
             " pointers.\n// Generated by clb-gen (gen/VectorData.cpp). Do not edit: change the "
             "generator.\n#include <clb/convert.h>\n\n" +
             body;
    }
  }
  return "";
}

}  // namespace clbgen
