// Device claims: PoCL's own answers, corrected where its compiler and its
// queries disagree, plus what the clbuiltins library really defines. Every
// claim that depends on the library is derived from the library's symbols
// when the device is first seen, so claims grow as families land.
#include "Claims.h"
#include "PoclLibrary.h"

#include <llvm/ADT/STLExtras.h>
#include <llvm/ADT/StringExtras.h>

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdio>
#include <map>
#include <memory>
#include <mutex>

namespace clb::layer {

namespace {

std::vector<char> deviceBytes(cl_device_id device, cl_device_info param) {
  size_t size = 0;
  if (next->clGetDeviceInfo(device, param, 0, nullptr, &size) != CL_SUCCESS)
    return {};
  std::vector<char> bytes(size);
  if (next->clGetDeviceInfo(device, param, size, bytes.data(), nullptr) != CL_SUCCESS)
    return {};
  return bytes;
}

template <typename T>
std::vector<T> deviceArray(cl_device_id device, cl_device_info param) {
  std::vector<char> bytes = deviceBytes(device, param);
  std::vector<T> out(bytes.size() / sizeof(T));
  std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
  return out;
}

bool isPocl(cl_device_id device) {
  cl_platform_id platform = nullptr;
  if (next->clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof platform, &platform, nullptr) !=
      CL_SUCCESS)
    return false;
  char name[256] = {};
  if (next->clGetPlatformInfo(platform, CL_PLATFORM_NAME, sizeof name - 1, name, nullptr) !=
      CL_SUCCESS)
    return false;
  return std::strstr(name, "Portable Computing Language") != nullptr;
}

// Itanium mangling of a builtin with builtin-type parameters only (no
// substitutions arise): "_Z" <length> <name> <parameter codes>.
std::string mangle(const std::string &name, const std::string &params) {
  return "_Z" + std::to_string(name.size()) + name + params;
}

// Every work-group collective clang-15's opencl-c.h declares for the
// __opencl_c_work_group_collective_functions feature, for the element types
// the device has (double with fp64; PoCL claims no half).
std::vector<std::string> workGroupCollectiveSymbols(bool fp64) {
  std::vector<std::string> names = {mangle("work_group_all", "i"), mangle("work_group_any", "i")};
  std::string types = fp64 ? "ijlmfd" : "ijlmf";
  for (char t : types) {
    for (const char *dims : {"m", "mm", "mmm"})
      names.push_back(mangle("work_group_broadcast", std::string(1, t) + dims));
    for (const char *kind : {"reduce", "scan_exclusive", "scan_inclusive"})
      for (const char *op : {"add", "min", "max"})
        names.push_back(mangle(std::string("work_group_") + kind + "_" + op, std::string(1, t)));
  }
  return names;
}

// cl_khr_extended_bit_ops: its four builtins for every scalar integer type.
std::vector<std::string> extendedBitOpsSymbols() {
  std::vector<std::string> names;
  for (char t : std::string("cshtijlm")) {
    const std::string p(1, t);
    names.push_back(mangle("bit_reverse", p));
    names.push_back(mangle("bitfield_insert", p + p + "jj"));
    names.push_back(mangle("bitfield_extract_signed", p + "jj"));
    names.push_back(mangle("bitfield_extract_unsigned", p + "jj"));
  }
  return names;
}

// cl_khr_integer_dot_product with 4x8-bit inputs, unpacked and packed.
std::vector<std::string> integerDotProductSymbols() {
  std::vector<std::string> names = {"_Z3dotDv4_hS_",
                                    "_Z3dotDv4_cS_",
                                    "_Z3dotDv4_hDv4_c",
                                    "_Z3dotDv4_cDv4_h",
                                    "_Z11dot_acc_satDv4_hS_j",
                                    "_Z11dot_acc_satDv4_cS_i",
                                    "_Z11dot_acc_satDv4_hDv4_ci",
                                    "_Z11dot_acc_satDv4_cDv4_hi"};
  for (const char *f : {"uu_uint", "ss_int", "us_int", "su_int"}) {
    names.push_back(mangle(std::string("dot_4x8packed_") + f, "jj"));
    names.push_back(mangle(std::string("dot_acc_sat_4x8packed_") + f,
                           std::string("jj") + (f[0] == 'u' && f[1] == 'u' ? "j" : "i")));
  }
  return names;
}

// cl_khr_int64_{base,extended}_atomics: atom_* on long (l) and ulong (m) in
// global (AS1) and local (AS3) memory.
std::vector<std::string> int64AtomicSymbols() {
  std::vector<std::string> names;
  for (const char *space : {"PU3AS1V", "PU3AS3V"})
    for (char t : {'l', 'm'}) {
      const std::string p = space + std::string(1, t), v(1, t);
      for (const char *op : {"add", "sub", "xchg", "min", "max", "and", "or", "xor"})
        names.push_back(mangle(std::string("atom_") + op, p + v));
      names.push_back(mangle("atom_inc", p));
      names.push_back(mangle("atom_dec", p));
      names.push_back(mangle("atom_cmpxchg", p + v + v));
    }
  return names;
}

// Whether the library defines every overload with a generic pointer that the
// signature table beside it lists (every one clang-15 declares), but those
// the device cannot call: half ones without cl_khr_fp16, device-side enqueue.
// `why` names the first it lacks.
bool definesEveryGenericOverload(bool fp16, std::string &why) {
  auto table = llvm::MemoryBuffer::getFile(libraryDir() + "/signatures.txt");
  if (!table) {
    why = "no signatures.txt beside the library";
    return false;
  }
  const std::set<std::string> &lib = librarySymbols();
  llvm::SmallVector<llvm::StringRef, 0> lines;
  (*table)->getBuffer().split(lines, '\n');
  for (llvm::StringRef line : lines) {
    llvm::StringRef mangled = line.split('\t').second.split('\t').first;
    if (!mangled.contains("PU3AS4") || lib.count(mangled.str()))
      continue;
    if ((!fp16 && mangled.contains("Dh")) || mangled.contains("ocl_queue"))
      continue;
    why = mangled.str();
    return false;
  }
  return true;
}

// The image builtins of the signature table beside the library (clang-15's
// declarations) in one group: the core read/write/query overloads of
// read_only and write_only images but 3D writes ("core"), those of
// read_write images ("rw"), the writes to 3D images ("3d_writes"), those of
// depth images ("depth"). Half forms (cl_khr_fp16), mipmap forms
// (cl_khr_mipmap_image: the lod and gradient parameters) and msaa images
// (cl_khr_gl_msaa_sharing) belong to extensions the layer does not claim:
// the library defines them, but PoCL 3.1 makes no such image (its
// clCreateImage ends the process, "unimplemented", on num_mip_levels or
// num_samples other than 0), so a program could only ever read one level
// or no samples through them.
// Whether the library defines every one of the group; `why` names the first
// it lacks. A table without image builtins defines no group.
bool definesImageGroup(const std::string &group, std::string &why) {
  auto table = llvm::MemoryBuffer::getFile(libraryDir() + "/signatures.txt");
  if (!table) {
    why = "no signatures.txt beside the library";
    return false;
  }
  const std::set<std::string> &lib = librarySymbols();
  llvm::SmallVector<llvm::StringRef, 0> lines;
  (*table)->getBuffer().split(lines, '\n');
  size_t found = 0;
  for (llvm::StringRef line : lines) {
    llvm::SmallVector<llvm::StringRef, 8> cols;
    line.split(cols, '\t');
    if (cols.size() < 5)
      continue;
    llvm::StringRef name = cols[0], mangled = cols[1];
    const size_t params = cols.size() - 4;
    const bool read = name == "read_imagef" || name == "read_imagei" || name == "read_imageui";
    const bool write = name == "write_imagef" || name == "write_imagei" || name == "write_imageui";
    const bool query = name.startswith("get_image_") && name != "get_image_num_mip_levels" &&
                       name != "get_image_num_samples";
    if (!(read || write || query) || mangled.contains("msaa"))
      continue;
    // Core arities: read with a sampler 3, without 2; write 3; queries 1.
    const bool sampled = mangled.contains("ocl_sampler");
    if ((read && params != (sampled ? 3u : 2u)) || (write && params != 3) || (query && params != 1))
      continue;
    std::string in;
    if (mangled.contains("depth"))
      in = "depth";
    else if (write && mangled.contains("image3d"))
      in = "3d_writes";
    else if (mangled.contains("_rw"))
      in = "rw";
    else
      in = "core";
    if (in != group)
      continue;
    ++found;
    if (!lib.count(mangled.str())) {
      why = mangled.str();
      return false;
    }
  }
  if (!found)
    why = "no image builtins in signatures.txt";
  return found > 0;
}

// Whether the device makes CL_DEPTH images (cl_khr_depth_images needs
// them; PoCL 3.1 makes none): asked of a context of its own.
bool deviceMakesDepthImages(cl_device_id device) {
  cl_int err = CL_SUCCESS;
  cl_context ctx = next->clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  if (err != CL_SUCCESS || !ctx)
    return false;
  cl_uint n = 0;
  next->clGetSupportedImageFormats(ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &n);
  std::vector<cl_image_format> formats(n);
  if (n)
    next->clGetSupportedImageFormats(ctx, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, n,
                                     formats.data(), nullptr);
  next->clReleaseContext(ctx);
  return llvm::any_of(formats,
                      [](const cl_image_format &f) { return f.image_channel_order == CL_DEPTH; });
}

void remove(std::vector<cl_name_version> &list, const char *name) {
  llvm::erase_if(list, [&](const cl_name_version &nv) { return std::strcmp(nv.name, name) == 0; });
}

// cl_khr_extended_async_copies: the 2-D and 3-D copies, local from global
// and global from local.
std::vector<std::string> extendedAsyncCopySymbols() {
  std::vector<std::string> names;
  for (const char *dims : {"2D2D", "3D3D"})
    for (const char *spaces : {"PU3AS3vmPU3AS1Kv", "PU3AS1vmPU3AS3Kv"})
      names.push_back(
          mangle(std::string("async_work_group_copy_") + dims,
                 std::string(spaces) + (dims[0] == '2' ? "mmmmmm" : "mmmmmmmmm") + "9ocl_event"));
  return names;
}

// cl_ext_float_atomics on atomic_<t> (f, d) in one space (AS1 global, AS3
// local): atomic_fetch_<op> with no order, an order, an order and a scope,
// for add and sub or for min and max.
std::vector<std::string> floatAtomicSymbols(char t, const char *space, bool minMax) {
  const std::string object = std::string("PU3") + space + "VU7_Atomic" + t + t;
  std::vector<std::string> names;
  for (const char *op : {minMax ? "min" : "add", minMax ? "max" : "sub"}) {
    const std::string name = std::string("atomic_fetch_") + op;
    names.push_back(mangle(name, object));
    names.push_back(mangle(name + "_explicit", object + "12memory_order"));
    names.push_back(mangle(name + "_explicit", object + "12memory_order12memory_scope"));
  }
  return names;
}

// The sub-group builtins of cl_khr_subgroups (extension "") or of one
// cl_khr_subgroup_* extension, for the device's types (double with fp64;
// PoCL claims no half).
std::vector<std::string> subGroupSymbols(const std::string &ext, bool fp64) {
  const std::string core = fp64 ? "ijlmfd" : "ijlmf", small = "csht", all = small + core;
  const std::string ints = "cshtijlm";
  std::vector<std::string> names;
  auto each = [&](const std::string &name, const std::string &types, const std::string &rest) {
    for (char t : types)
      names.push_back(mangle(name, std::string(1, t) + rest));
  };
  auto ops = [&](const std::string &prefix, const std::string &rest) {
    for (const char *op : {"add", "min", "max", "mul"})
      each(prefix + op, all, rest);
    for (const char *op : {"and", "or", "xor"})
      each(prefix + op, ints, rest);
    for (const char *op : {"logical_and", "logical_or", "logical_xor"})
      names.push_back(mangle(prefix + op, "i" + rest));
  };
  if (ext.empty()) {
    for (const char *q :
         {"get_sub_group_size", "get_max_sub_group_size", "get_num_sub_groups",
          "get_enqueued_num_sub_groups", "get_sub_group_id", "get_sub_group_local_id"})
      names.push_back(mangle(q, "v"));
    names.push_back(mangle("sub_group_barrier", "j"));
    names.push_back(mangle("sub_group_barrier", "j12memory_scope"));
    names.push_back(mangle("sub_group_all", "i"));
    names.push_back(mangle("sub_group_any", "i"));
    each("sub_group_broadcast", core, "j");
    for (const char *kind : {"reduce", "scan_exclusive", "scan_inclusive"})
      for (const char *op : {"add", "min", "max"})
        each(std::string("sub_group_") + kind + "_" + op, core, "");
  } else if (ext == "extended_types") {
    each("sub_group_broadcast", small, "j");
    for (const char *w : {"Dv2_", "Dv3_", "Dv4_", "Dv8_", "Dv16_"})
      for (char t : all)
        names.push_back(mangle("sub_group_broadcast", w + std::string(1, t) + "j"));
    for (const char *kind : {"reduce", "scan_exclusive", "scan_inclusive"})
      for (const char *op : {"add", "min", "max"})
        each(std::string("sub_group_") + kind + "_" + op, small, "");
  } else if (ext == "non_uniform_vote") {
    names.push_back(mangle("sub_group_elect", "v"));
    names.push_back(mangle("sub_group_non_uniform_all", "i"));
    names.push_back(mangle("sub_group_non_uniform_any", "i"));
    each("sub_group_non_uniform_all_equal", all, "");
  } else if (ext == "ballot") {
    each("sub_group_non_uniform_broadcast", all, "j");
    each("sub_group_broadcast_first", all, "");
    names.push_back(mangle("sub_group_ballot", "i"));
    names.push_back(mangle("sub_group_inverse_ballot", "Dv4_j"));
    names.push_back(mangle("sub_group_ballot_bit_extract", "Dv4_jj"));
    for (const char *f : {"bit_count", "inclusive_scan", "exclusive_scan", "find_lsb", "find_msb"})
      names.push_back(mangle(std::string("sub_group_ballot_") + f, "Dv4_j"));
    for (const char *m : {"eq", "ge", "gt", "le", "lt"})
      names.push_back(mangle(std::string("get_sub_group_") + m + "_mask", "v"));
  } else if (ext == "non_uniform_arithmetic") {
    for (const char *kind : {"reduce_", "scan_inclusive_", "scan_exclusive_"})
      ops(std::string("sub_group_non_uniform_") + kind, "");
  } else if (ext == "shuffle") {
    each("sub_group_shuffle", all, "j");
    each("sub_group_shuffle_xor", all, "j");
  } else if (ext == "shuffle_relative") {
    each("sub_group_shuffle_up", all, "j");
    each("sub_group_shuffle_down", all, "j");
  } else if (ext == "clustered_reduce") {
    ops("sub_group_clustered_reduce_", "j");
  } else if (ext == "rotate") {
    each("sub_group_rotate", all, "i");
    each("sub_group_clustered_rotate", all, "ij");
  }
  return names;
}

bool libraryDefinesAll(const std::vector<std::string> &names) {
  const std::set<std::string> &lib = librarySymbols();
  for (const std::string &n : names)
    if (!lib.count(n))
      return false;
  return true;
}

bool has(const std::vector<cl_name_version> &list, const char *name) {
  for (const cl_name_version &nv : list)
    if (std::strcmp(nv.name, name) == 0)
      return true;
  return false;
}

void add(std::vector<cl_name_version> &list, const char *name, cl_version version) {
  if (has(list, name))
    return;
  cl_name_version nv{};
  nv.version = version;
  std::snprintf(nv.name, sizeof nv.name, "%s", name);
  list.push_back(nv);
}

template <typename T>
T deviceValue(cl_device_id device, cl_device_info param) {
  T v{};
  next->clGetDeviceInfo(device, param, sizeof v, &v, nullptr);
  return v;
}

// "OpenCL <major>.<minor> ..." as <major>*100 + <minor>*10.
int openclVersion(cl_device_id device) {
  std::vector<char> bytes = deviceBytes(device, CL_DEVICE_VERSION);
  int major = 0, minor = 0;
  if (bytes.empty() || std::sscanf(bytes.data(), "OpenCL %d.%d", &major, &minor) != 2)
    return 0;
  return major * 100 + minor * 10;
}

// Defined exactly when `on`, as `name` (=1).
void macro(std::vector<std::string> &args, const char *name, bool on) {
  args.push_back(std::string("-U") + name);
  if (on)
    args.push_back(std::string("-D") + name + "=1");
}

std::vector<std::string> macroArgs(cl_device_id device, bool fp64, bool images) {
  std::vector<std::string> args;
  if (int v = openclVersion(device))
    args.push_back("-D__OPENCL_VERSION__=" + std::to_string(v));
  macro(args, "__ENDIAN_LITTLE__", deviceValue<cl_bool>(device, CL_DEVICE_ENDIAN_LITTLE));
  macro(args, "__IMAGE_SUPPORT__", images);
  // fma is fast where the device has it (CL_FP_FMA) and the code PoCL
  // generates for the device's CPU has a fused multiply-add instruction:
  // the target features of the kernel library PoCL links for it.
  const PoclLibrary *lib = poclLibraryFor(device);
  bool hardwareFma =
      lib && llvm::is_contained(llvm::split(lib->features, ','), llvm::StringRef("+fma"));
  auto fast = [&](cl_device_info config) {
    return hardwareFma && (deviceValue<cl_device_fp_config>(device, config) & CL_FP_FMA);
  };
  macro(args, "FP_FAST_FMAF", fast(CL_DEVICE_SINGLE_FP_CONFIG));
  macro(args, "FP_FAST_FMA", fp64 && fast(CL_DEVICE_DOUBLE_FP_CONFIG));
  return args;
}

// What clang-15's opencl-c-base.h defines for every SPIR target whatever
// -cl-ext says ("for SPIR all extensions are supported"): extensions from
// OpenCL C 2.0 on, features for 3.0.
const char *const kHeaderExtensions[] = {"cl_khr_subgroup_extended_types",
                                         "cl_khr_subgroup_non_uniform_vote",
                                         "cl_khr_subgroup_ballot",
                                         "cl_khr_subgroup_non_uniform_arithmetic",
                                         "cl_khr_subgroup_shuffle",
                                         "cl_khr_subgroup_shuffle_relative",
                                         "cl_khr_subgroup_clustered_reduce",
                                         "cl_khr_subgroup_rotate",
                                         "cl_khr_extended_bit_ops",
                                         "cl_khr_integer_dot_product",
                                         "cl_ext_float_atomics"};
const char *const kHeaderFeatures[] = {"__opencl_c_integer_dot_product_input_4x8bit",
                                       "__opencl_c_integer_dot_product_input_4x8bit_packed",
                                       "__opencl_c_ext_fp16_global_atomic_load_store",
                                       "__opencl_c_ext_fp16_local_atomic_load_store",
                                       "__opencl_c_ext_fp16_global_atomic_add",
                                       "__opencl_c_ext_fp16_local_atomic_add",
                                       "__opencl_c_ext_fp16_global_atomic_min_max",
                                       "__opencl_c_ext_fp16_local_atomic_min_max",
                                       "__opencl_c_ext_fp64_global_atomic_add",
                                       "__opencl_c_ext_fp64_local_atomic_add",
                                       "__opencl_c_ext_fp64_global_atomic_min_max",
                                       "__opencl_c_ext_fp64_local_atomic_min_max",
                                       "__opencl_c_ext_fp32_global_atomic_add",
                                       "__opencl_c_ext_fp32_local_atomic_add",
                                       "__opencl_c_ext_fp32_global_atomic_min_max",
                                       "__opencl_c_ext_fp32_local_atomic_min_max",
                                       "__opencl_c_work_group_collective_functions",
                                       "__opencl_c_atomic_order_seq_cst",
                                       "__opencl_c_atomic_scope_device",
                                       "__opencl_c_atomic_scope_all_devices",
                                       "__opencl_c_read_write_images"};

// Files written for -include, removed when the process ends.
struct TempFiles {
  std::vector<std::string> paths;
  ~TempFiles() {
    for (const std::string &p : paths)
      llvm::sys::fs::remove(p);
  }
} tempFiles;

// A header, read after the default one, that takes back what it defined
// but the device does not claim (OpenCL C 2.0 keeps its own feature set).
std::string undefHeader(const DeviceClaims &c) {
  std::string text = "#if __OPENCL_C_VERSION__ >= 200\n";
  for (const char *e : kHeaderExtensions)
    if (!has(c.extensions, e))
      text += std::string("#undef ") + e + "\n";
  text += "#endif\n#if __OPENCL_C_VERSION__ >= 300\n";
  for (const char *f : kHeaderFeatures)
    if (!has(c.features, f))
      text += std::string("#undef ") + f + "\n";
  text += "#endif\n";
  llvm::SmallString<128> path;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("clb-layer-claims", "h", fd, path))
    return {};
  llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
  os << text;
  tempFiles.paths.push_back(std::string(path));
  return std::string(path);
}

const cl_version kV3 = CL_MAKE_VERSION(3, 0, 0);

// Atomics: the device's memory scopes, 64-bit integer atomics and
// cl_ext_float_atomics.
void claimAtomics(cl_device_id device, bool fp64, DeviceClaims &c) {
  c.atomicMemory = 0;
  next->clGetDeviceInfo(device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof c.atomicMemory,
                        &c.atomicMemory, nullptr);
  // PoCL 3.1 reports all-devices atomic scope in its capabilities but not as
  // a feature, so its compiler hides memory_scope_all_devices. The layer's
  // compile defines what the capabilities say (its atomics are host-shared
  // memory on a CPU device, so all-devices scope is what they already give).
  if (c.atomicMemory & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES)
    add(c.features, "__opencl_c_atomic_scope_all_devices", kV3);

  // Generic address space: PoCL 3.1 leaves it off (its library lacks the
  // generic-pointer overloads); claimed once clbuiltins defines every one the
  // device can call. to_global/to_local/to_private are clb-link's to answer
  // (docs/architecture.md), and a program it cannot answer fails to build.
  std::string lacking;
  if (definesEveryGenericOverload(has(c.extensions, "cl_khr_fp16"), lacking)) {
    c.genericAddressSpace = true;
    add(c.features, "__opencl_c_generic_address_space", kV3);
  }

  // 64-bit atomics: claimed once the library defines every atom_* on long and
  // ulong in global and local memory (generic/atomics/legacy.cl).
  if (libraryDefinesAll(int64AtomicSymbols())) {
    add(c.extensions, "cl_khr_int64_base_atomics", CL_MAKE_VERSION(1, 0, 0));
    add(c.extensions, "cl_khr_int64_extended_atomics", CL_MAKE_VERSION(1, 0, 0));
  }

  // cl_ext_float_atomics: each feature (and its capability bit) claimed once
  // the library defines its builtins; half stays off with cl_khr_fp16.
  for (char t : std::string(fp64 ? "fd" : "f"))
    for (const char *space : {"global", "local"})
      for (bool minMax : {false, true}) {
        if (!libraryDefinesAll(floatAtomicSymbols(t, space[0] == 'g' ? "AS1" : "AS3", minMax)))
          continue;
        const std::string feature = std::string("__opencl_c_ext_fp") + (t == 'f' ? "32" : "64") +
                                    "_" + space + "_atomic_" + (minMax ? "min_max" : "add");
        add(c.features, feature.c_str(), kV3);
        // CL_DEVICE_{GLOBAL,LOCAL}_FP_ATOMIC_{ADD,MIN_MAX}_EXT
        const cl_bitfield bit = cl_bitfield(minMax ? 4 : 2) << (space[0] == 'g' ? 0 : 16);
        (t == 'f' ? c.singleFpAtomics : c.doubleFpAtomics) |= bit;
      }
  if (c.singleFpAtomics || c.doubleFpAtomics)
    add(c.extensions, "cl_ext_float_atomics", CL_MAKE_VERSION(1, 0, 0));
}

// Work-group collectives, extended async copies and the integer extensions:
// each claimed once the library defines every builtin.
void claimLibraryExtensions(bool fp64, DeviceClaims &c) {
  c.workGroupCollectives = libraryDefinesAll(workGroupCollectiveSymbols(fp64));
  if (c.workGroupCollectives)
    add(c.features, "__opencl_c_work_group_collective_functions", kV3);

  // cl_khr_extended_async_copies: clang 15 declares none of its builtins, so
  // programs read the library's declarations (include/clbuiltins/
  // extended_async_copies.h, beside the library) before their own text.
  std::string asyncCopies = libraryDir() + "/extended_async_copies.h";
  if (libraryDefinesAll(extendedAsyncCopySymbols()) && llvm::sys::fs::exists(asyncCopies)) {
    add(c.extensions, "cl_khr_extended_async_copies", CL_MAKE_VERSION(1, 0, 0));
    c.declarationHeaders.push_back(asyncCopies);
  }

  if (libraryDefinesAll(extendedBitOpsSymbols()))
    add(c.extensions, "cl_khr_extended_bit_ops", CL_MAKE_VERSION(1, 0, 0));
  if (libraryDefinesAll(integerDotProductSymbols())) {
    add(c.extensions, "cl_khr_integer_dot_product", CL_MAKE_VERSION(1, 0, 0));
    add(c.features, "__opencl_c_integer_dot_product_input_4x8bit", kV3);
    add(c.features, "__opencl_c_integer_dot_product_input_4x8bit_packed", kV3);
    c.integerDotProduct = CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_KHR |
                          CL_DEVICE_INTEGER_DOT_PRODUCT_INPUT_4x8BIT_PACKED_KHR;
  }
}

// Sub-groups: the library's are single work-items (generic/subgroups/);
// each extension is claimed once the library defines all its builtins.
void claimSubGroups(cl_device_id device, bool fp64, DeviceClaims &c) {
  c.maxWorkGroupSize = deviceValue<size_t>(device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  if (!libraryDefinesAll(subGroupSymbols("", fp64)))
    return;
  c.subGroups = true;
  add(c.extensions, "cl_khr_subgroups", CL_MAKE_VERSION(1, 0, 0));
  add(c.features, "__opencl_c_subgroups", kV3);
  for (const char *e : {"extended_types", "non_uniform_vote", "ballot", "non_uniform_arithmetic",
                        "shuffle", "shuffle_relative", "clustered_reduce", "rotate"})
    if (libraryDefinesAll(subGroupSymbols(e, fp64)))
      add(c.extensions, (std::string("cl_khr_subgroup_") + e).c_str(), CL_MAKE_VERSION(1, 0, 0));
}

// Images: what PoCL's device supports, claimed only where the library
// defines the builtins (generic/image/, PoCL's own descriptor on spir64);
// otherwise taken back, with the features and extensions that need them.
void claimImages(cl_device_id device, DeviceClaims &c) {
  std::string imagesLacking;
  c.images = deviceValue<cl_bool>(device, CL_DEVICE_IMAGE_SUPPORT) &&
             definesImageGroup("core", imagesLacking);
  if (!c.images || !definesImageGroup("rw", imagesLacking))
    remove(c.features, "__opencl_c_read_write_images");
  if (!c.images || !definesImageGroup("3d_writes", imagesLacking)) {
    remove(c.features, "__opencl_c_3d_image_writes");
    remove(c.extensions, "cl_khr_3d_image_writes");
  }
  if (!c.images)
    remove(c.features, "__opencl_c_images");
  if (c.images && definesImageGroup("depth", imagesLacking) && deviceMakesDepthImages(device))
    add(c.extensions, "cl_khr_depth_images", CL_MAKE_VERSION(1, 0, 0));
}

// What the layer's compile of a program passes clang for the claims: the
// extension string, the macros, the header that takes back the rest, and
// -cl-ext. False where the header cannot be written.
bool writeCompileFlags(cl_device_id device, bool fp64, DeviceClaims &c) {
  for (const cl_name_version &e : c.extensions)
    c.extensionString += std::string(c.extensionString.empty() ? "" : " ") + e.name;
  c.macroArgs = macroArgs(device, fp64, c.images);
  // Extensions clang-15 does not know (cl_khr_spir, cl_khr_command_buffer...)
  // get no macro from -cl-ext; every listed one is defined, as PoCL does.
  for (const cl_name_version &e : c.extensions)
    c.macroArgs.push_back(std::string("-D") + e.name + "=1");
  std::string header = undefHeader(c);
  if (header.empty())
    return false;
  c.macroArgs.insert(c.macroArgs.end(), {"-include", header});
  for (const std::string &h : c.declarationHeaders)
    c.macroArgs.insert(c.macroArgs.end(), {"-include", h});
  c.clangExtFlag = "-cl-ext=-all";
  for (const auto *list : {&c.extensions, &c.features})
    for (const cl_name_version &nv : *list)
      c.clangExtFlag += std::string(",+") + nv.name;
  return true;
}

// What the layer claims for a PoCL device: PoCL's own features and
// extensions, plus each that the library makes good, minus the images it
// cannot serve (c->managed false: PoCL compiles programs itself).
std::unique_ptr<DeviceClaims> computeClaims(cl_device_id device) {
  auto c = std::make_unique<DeviceClaims>();
  if (!isPocl(device))
    return c;
  if (libraryDir().empty() || librarySymbols().empty()) {
    std::fprintf(stderr,
                 "clb-layer: clbuiltins library not found (set CLB_LIBRARY_DIR); "
                 "PoCL compiles programs itself\n");
    return c;
  }
  // Without PoCL's library the layer could not call what clbuiltins lacks
  // the way PoCL does; PoCL keeps the device to itself then.
  std::string why;
  if (!poclLibraryFor(device, &why)) {
    std::fprintf(stderr, "clb-layer: %s; PoCL compiles programs itself\n", why.c_str());
    return c;
  }
  c->managed = true;
  c->features = deviceArray<cl_name_version>(device, CL_DEVICE_OPENCL_C_FEATURES);
  c->extensions = deviceArray<cl_name_version>(device, CL_DEVICE_EXTENSIONS_WITH_VERSION);
  // (No claim below adds or takes back fp64.)
  const bool fp64 = has(c->features, "__opencl_c_fp64");
  claimAtomics(device, fp64, *c);
  claimLibraryExtensions(fp64, *c);
  claimSubGroups(device, fp64, *c);
  claimImages(device, *c);
  if (!writeCompileFlags(device, fp64, *c)) {
    std::fprintf(stderr,
                 "clb-layer: cannot write a temporary header; PoCL compiles programs "
                 "itself\n");
    c->managed = false;
  }
  return c;
}

std::mutex claimsMutex;
std::map<cl_device_id, std::unique_ptr<DeviceClaims>> claimsTable;

}  // namespace

const DeviceClaims &claimsFor(cl_device_id device) {
  std::lock_guard<std::mutex> lock(claimsMutex);
  auto &slot = claimsTable[device];
  if (!slot)
    slot = computeClaims(device);
  return *slot;
}

bool contextManaged(cl_context context) {
  size_t size = 0;
  if (next->clGetContextInfo(context, CL_CONTEXT_DEVICES, 0, nullptr, &size) != CL_SUCCESS ||
      size == 0)
    return false;
  std::vector<cl_device_id> devices(size / sizeof(cl_device_id));
  if (next->clGetContextInfo(context, CL_CONTEXT_DEVICES, size, devices.data(), nullptr) !=
      CL_SUCCESS)
    return false;
  for (cl_device_id d : devices)
    if (!claimsFor(d).managed)
      return false;
  return true;
}

cl_int CL_API_CALL getDeviceInfo(cl_device_id device, cl_device_info param, size_t size,
                                 void *value, size_t *sizeRet) {
  const DeviceClaims &c = claimsFor(device);
  if (!c.managed)
    return next->clGetDeviceInfo(device, param, size, value, sizeRet);
  switch (param) {
  case CL_DEVICE_OPENCL_C_FEATURES:
    return answer(c.features.data(), c.features.size() * sizeof(cl_name_version), size, value,
                  sizeRet);
  case CL_DEVICE_EXTENSIONS_WITH_VERSION:
    return answer(c.extensions.data(), c.extensions.size() * sizeof(cl_name_version), size, value,
                  sizeRet);
  case CL_DEVICE_EXTENSIONS:
    return answerString(c.extensionString, size, value, sizeRet);
  case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT: {
    cl_bool b = c.workGroupCollectives ? CL_TRUE : CL_FALSE;
    return answerValue(b, size, value, sizeRet);
  }
  case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
    return answerValue(c.atomicMemory, size, value, sizeRet);
  case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT: {
    cl_bool b = c.genericAddressSpace ? CL_TRUE : CL_FALSE;
    return answerValue(b, size, value, sizeRet);
  }
  case CL_DEVICE_IMAGE_SUPPORT: {
    cl_bool b = c.images ? CL_TRUE : CL_FALSE;
    return answerValue(b, size, value, sizeRet);
  }
  // One sub-group per work-item; a work-item waiting for another of its
  // group makes no progress under PoCL's work-item loops.
  case CL_DEVICE_MAX_NUM_SUB_GROUPS: {
    if (!c.subGroups)
      break;
    cl_uint n = cl_uint(c.maxWorkGroupSize);
    return answerValue(n, size, value, sizeRet);
  }
  case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS: {
    if (!c.subGroups)
      break;
    cl_bool b = CL_FALSE;
    return answerValue(b, size, value, sizeRet);
  }
  // cl_ext_float_atomics' CL_DEVICE_{SINGLE,DOUBLE}_FP_ATOMIC_CAPABILITIES_EXT
  // (the installed CL/cl_ext.h predates the extension).
  case 0x4231:
    if (!c.singleFpAtomics)
      break;
    return answerValue(c.singleFpAtomics, size, value, sizeRet);
  case 0x4232:
    if (!c.doubleFpAtomics)
      break;
    return answerValue(c.doubleFpAtomics, size, value, sizeRet);
  case CL_DEVICE_INTEGER_DOT_PRODUCT_CAPABILITIES_KHR:
    if (!c.integerDotProduct)
      break;
    return answerValue(c.integerDotProduct, size, value, sizeRet);
  default:
    break;
  }
  return next->clGetDeviceInfo(device, param, size, value, sizeRet);
}

// clGetKernelSubGroupInfo from the same facts: every sub-group is one
// work-item, so a group of n work-items has n sub-groups of size 1.
cl_int CL_API_CALL getKernelSubGroupInfo(cl_kernel kernel, cl_device_id device,
                                         cl_kernel_sub_group_info param, size_t inputSize,
                                         const void *input, size_t size, void *value,
                                         size_t *sizeRet) {
  // The kernel must be one, and the device one of its context's (or none
  // when the context has one), before any answer is made up for them.
  cl_context context = nullptr;
  if (next->clGetKernelInfo(kernel, CL_KERNEL_CONTEXT, sizeof context, &context, nullptr) !=
      CL_SUCCESS)
    return CL_INVALID_KERNEL;
  size_t n = 0;
  if (next->clGetContextInfo(context, CL_CONTEXT_DEVICES, 0, nullptr, &n) != CL_SUCCESS)
    return CL_INVALID_KERNEL;
  std::vector<cl_device_id> devices(n / sizeof(cl_device_id));
  next->clGetContextInfo(context, CL_CONTEXT_DEVICES, n, devices.data(), nullptr);
  cl_device_id d = device;
  if (!d && devices.size() == 1)
    d = devices[0];
  if (!d || !llvm::is_contained(devices, d))
    return CL_INVALID_DEVICE;
  const DeviceClaims &c = claimsFor(d);
  if (!c.managed || !c.subGroups)
    return next->clGetKernelSubGroupInfo(kernel, device, param, inputSize, input, size, value,
                                         sizeRet);
  auto localItems = [&](size_t &items) {
    if (!input || inputSize == 0 || inputSize % sizeof(size_t) || inputSize > 3 * sizeof(size_t))
      return false;
    items = 1;
    for (size_t k = 0; k < inputSize / sizeof(size_t); ++k)
      items *= static_cast<const size_t *>(input)[k];
    return true;
  };
  size_t items = 0;
  switch (param) {
  case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
  case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE:
    if (!localItems(items))
      return CL_INVALID_VALUE;
    return answerValue(size_t(param == CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE ? items : 1), size,
                       value, sizeRet);
  case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
    if (inputSize != sizeof(size_t) || !input)
      return CL_INVALID_VALUE;
    size_t count = *static_cast<const size_t *>(input), wg = 0;
    next->clGetKernelWorkGroupInfo(kernel, d, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, nullptr);
    if (value && (size == 0 || size % sizeof(size_t) || size > 3 * sizeof(size_t)))
      return CL_INVALID_VALUE;
    size_t dims = value ? size / sizeof(size_t) : 3, local[3] = {0, 0, 0};
    if (count > 0 && count <= wg)
      local[0] = count, local[1] = dims > 1, local[2] = dims > 2;
    return answer(local, dims * sizeof(size_t), size, value, sizeRet);
  }
  case CL_KERNEL_MAX_NUM_SUB_GROUPS: {
    size_t wg = 0;
    next->clGetKernelWorkGroupInfo(kernel, d, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, nullptr);
    return answerValue(wg, size, value, sizeRet);
  }
  case CL_KERNEL_COMPILE_NUM_SUB_GROUPS:
    return answerValue(size_t(0), size, value, sizeRet);
  default:
    return CL_INVALID_VALUE;
  }
}

}  // namespace clb::layer
