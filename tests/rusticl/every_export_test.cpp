// Every function libclc's spirv64-mesa3d-.spv exports, called from OpenCL C,
// built and run on the rusticl device this process sees: the rusticl
// drop-in stands in for that file, so rusticl may ask it for any of them,
// not only for the ones the suite's own kernels call (a CTS program that
// built with libclc's file crashed rusticl with the drop-in).
//
//   clb-rusticl-every-export LIBCLC.spv SIGNATURES.txt
//       [--leave-out-vector-math MATH_FUNCTIONS.def] [NAME...]
//
// LIBCLC.spv gives the list (its exported mangled names, read from the
// module's LinkageAttributes decorations); SIGNATURES.txt (the build's table
// of every overload clang declares) gives each one's OpenCL C types. One
// program per function name, one kernel per overload, each kernel calling
// its overload on inputs from a buffer (pointer arguments into private,
// local, global, constant or generic storage as the overload asks) and
// storing what it returns or writes. A program that fails to build, a
// kernel that fails to run, a crash or a hang fails the test; a build's
// cost is printed with it. Overloads of types the device lacks (double
// without cl_khr_fp64, half without cl_khr_fp16) and exports clang 15
// declares no overload for are counted and named at the end, loudly.
// NAME...: only those functions or mangled overloads (for a run by hand).
// --leave-out-vector-math: the vector overloads of the math functions
// gen/math_functions.def lists are counted and named as LEFT OUT instead of
// run. rusticl inlines a vector overload as one scalar core per lane, and
// on SPIR-V every fma of a core is the library's software fma
// (targets/spirv64/math/fma.cl): all widths of one function take rusticl
// 20 s to minutes to compile on 2 cores, the whole list far beyond CI's
// budget. Their scalar overloads run (each core once), and PoCL and the GPU
// run every width of the same lane-wise code.
//
// Run through tests/rusticl/every-export.sh (the drop-in bound over
// libclc's file, Mesa's shader cache in a fresh directory: cold).
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <cctype>
#include <csignal>
#include <cstdlib>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr size_t kSlot = 128;      // bytes per value: the largest type (long16)
constexpr size_t kPointee = 1024;  // bytes behind each pointer argument
constexpr size_t kItems = 4;       // work-items (one work-group) per kernel
constexpr size_t kMaxArgs = 6;

struct Overload {
  std::string mangled, name, ret;
  std::vector<std::string> params;
};

[[noreturn]] void die(const std::string &what) {
  std::fprintf(stderr, "every_export: %s\n", what.c_str());
  std::exit(1);
}

// The module's exported function names: OpDecorate <id> LinkageAttributes
// "<name>" Export.
std::set<std::string> spirvExports(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    die("cannot read " + path);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() < 20 || bytes.size() % 4)
    die(path + " is not a SPIR-V module");
  std::vector<uint32_t> w(bytes.size() / 4);
  std::memcpy(w.data(), bytes.data(), bytes.size());
  if (w[0] != 0x07230203u)
    die(path + " is not a SPIR-V module (magic number)");
  std::set<std::string> names;
  for (size_t i = 5; i < w.size();) {
    uint32_t count = w[i] >> 16, op = w[i] & 0xffffu;
    if (count == 0 || i + count > w.size())
      die(path + ": malformed instruction stream");
    constexpr uint32_t kOpDecorate = 71, kLinkageAttributes = 41, kExport = 0;
    if (op == kOpDecorate && count >= 4 && w[i + 2] == kLinkageAttributes &&
        w[i + count - 1] == kExport) {
      const char *s = reinterpret_cast<const char *>(&w[i + 3]);
      names.insert(std::string(s, strnlen(s, (count - 4) * 4)));
    }
    i += count;
  }
  return names;
}

std::vector<std::string> splitTabs(const std::string &line) {
  std::vector<std::string> out;
  std::stringstream ss(line);
  std::string field;
  while (std::getline(ss, field, '\t'))
    out.push_back(field);
  return out;
}

// signatures.txt: name, mangled name, a flag, return type, parameter types.
std::map<std::string, Overload> readSignatures(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    die("cannot read " + path);
  std::map<std::string, Overload> byMangled;
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> f = splitTabs(line);
    if (f.size() < 4)
      continue;
    Overload o{f[1], f[0], f[3], {f.begin() + 4, f.end()}};
    byMangled[o.mangled] = o;
  }
  if (byMangled.empty())
    die(path + " lists no overloads");
  return byMangled;
}

bool mentions(const Overload &o, const char *word) {
  auto has = [&](const std::string &t) {
    size_t at = t.find(word);
    return at != std::string::npos &&
           (at + strlen(word) == t.size() || !std::isalpha(t[at + strlen(word)]));
  };
  if (has(o.ret))
    return true;
  for (const std::string &p : o.params)
    if (has(p))
      return true;
  return false;
}

// The math functions of gen/math_functions.def (its rows' first field, the
// suites' suffixes such as _value or _iptr dropped).
std::set<std::string> mathFunctionNames(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    die("cannot read " + path);
  std::set<std::string> names;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("CLB_MATH_", 0) != 0 || line.size() < 12 || line[10] != '(')
      continue;
    std::string name = line.substr(11, line.find(',') - 11);
    for (const char *suffix : {"_value", "_iptr", "_exp", "_cosval", "_signp"}) {
      size_t n = strlen(suffix);
      if (name.size() > n && name.compare(name.size() - n, n, suffix) == 0)
        name.resize(name.size() - n);
    }
    names.insert(name);
  }
  if (names.empty())
    die(path + " lists no math function");
  return names;
}

bool hasVector(const Overload &o) {
  auto vec = [](const std::string &t) {
    for (size_t i = 0; i + 1 < t.size(); ++i)
      if (std::isalpha((unsigned char)t[i]) && std::isdigit((unsigned char)t[i + 1]))
        return true;
    return false;
  };
  if (vec(o.ret))
    return true;
  for (const std::string &p : o.params)
    if (vec(p))
      return true;
  return false;
}

struct Pointer {
  bool is = false;
  std::string space;  // global, local, constant, private, generic
  std::string quals;  // const / volatile as written
  std::string pointee;
};

Pointer parsePointer(const std::string &t) {
  Pointer p;
  if (t.empty() || t.back() != '*')
    return p;
  p.is = true;
  std::stringstream ss(t.substr(0, t.size() - 1));
  std::string word;
  while (ss >> word) {
    if (word == "global" || word == "local" || word == "constant" || word == "private" ||
        word == "generic")
      p.space = word;
    else if (word == "const" || word == "volatile")
      p.quals += word + " ";
    else
      p.pointee += (p.pointee.empty() ? "" : " ") + word;
  }
  return p;
}

// One kernel calling `o`, its arguments read from `in` (values) or set up in
// storage of the pointer's address space, its results written to `out`.
std::string kernelFor(const Overload &o, size_t index) {
  std::ostringstream k, setup, copyBack;
  const bool asyncCopy = o.name.rfind("async_work_group", 0) == 0;
  const bool vectorData = o.name.rfind("vload", 0) == 0 || o.name.rfind("vstore", 0) == 0;
  k << "kernel void k" << index << "(global uchar *in, global uchar *out, global uchar *g,\n"
    << "                 constant uchar *cin) {\n"
    << "  size_t gid = get_global_id(0);\n"
    << "  global uchar *mine = out + gid * " << (kMaxArgs + 1) * kPointee << ";\n";
  std::vector<std::string> args;
  for (size_t i = 0; i < o.params.size(); ++i) {
    const std::string &t = o.params[i];
    const std::string a = "a" + std::to_string(i);
    Pointer p = parsePointer(t);
    if (p.is) {
      const std::string elem = p.quals + p.pointee;
      if (p.space == "global") {
        setup << "  global " << elem << " *" << a << " = (global " << elem << " *)(g + (gid * "
              << kMaxArgs << " + " << i << ") * " << kPointee << ");\n";
      } else if (p.space == "constant") {
        setup << "  constant " << elem << " *" << a << " = (constant " << elem << " *)(cin + " << i
              << " * " << kPointee << ");\n";
      } else if (p.space == "local") {
        // Shared by the group: each work-item gets its own part, but an
        // async copy is the group's, so they all name the same one.
        setup << "  local ulong lbuf" << i << "[" << kItems * kPointee / 8 << "];\n"
              << "  local " << elem << " *" << a << " = (local " << elem
              << " *)((local uchar *)lbuf" << i << " + "
              << (asyncCopy ? "0" : "get_local_id(0) * " + std::to_string(kPointee)) << ");\n"
              << "  for (int j = 0; j < " << kPointee / 8 << "; ++j) ((local ulong *)" << a
              << ")[j] = ((global ulong *)(in + " << i << " * " << kPointee << "))[j];\n"
              << "  barrier(CLK_LOCAL_MEM_FENCE);\n";
        copyBack << "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                 << "  for (int j = 0; j < " << kPointee / 8 << "; ++j) ((global ulong *)(mine + "
                 << (i + 1) * kPointee << "))[j] = ((local ulong *)" << a << ")[j];\n";
      } else {  // private, or generic pointing at private storage
        setup << "  ulong pbuf" << i << "[" << kPointee / 8 << "];\n"
              << "  for (int j = 0; j < " << kPointee / 8 << "; ++j) pbuf" << i
              << "[j] = ((global ulong *)(in + " << i << " * " << kPointee << "))[j];\n"
              << "  " << (p.space == "generic" ? "" : "private ") << elem << " *" << a << " = ("
              << (p.space == "generic" ? "" : "private ") << elem << " *)pbuf" << i << ";\n";
        copyBack << "  for (int j = 0; j < " << kPointee / 8 << "; ++j) ((global ulong *)(mine + "
                 << (i + 1) * kPointee << "))[j] = pbuf" << i << "[j];\n";
      }
      args.push_back(a);
    } else if (t == "event_t") {
      args.push_back("(event_t)0");
    } else if (asyncCopy && t == "ulong") {
      args.push_back("2");  // elements, then stride: well inside the buffers
    } else if (vectorData && t == "ulong") {
      args.push_back("(gid & 1)");  // the offset, in vectors
    } else {
      setup << "  " << t << " " << a << " = *(global " << t << " *)(in + " << i * kSlot
            << " + gid * 8);\n";
      args.push_back(a);
    }
  }
  k << setup.str();
  std::string call = o.name + "(";
  for (size_t i = 0; i < args.size(); ++i)
    call += (i ? ", " : "") + args[i];
  call += ")";
  if (o.ret == "void")
    k << "  " << call << ";\n";
  else if (o.ret == "event_t")
    k << "  event_t ev = " << call << ";\n  wait_group_events(1, &ev);\n";
  else
    k << "  *(global " << o.ret << " *)mine = " << call << ";\n";
  k << copyBack.str() << "}\n";
  return k.str();
}

std::string deviceString(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  clGetDeviceInfo(d, what, 0, nullptr, &n);
  std::string s(n, '\0');
  clGetDeviceInfo(d, what, n, s.data(), nullptr);
  return s;
}

cl_device_id openDevice() {
  cl_platform_id platforms[16];
  cl_uint np = 0;
  clGetPlatformIDs(16, platforms, &np);
  for (cl_uint i = 0; i < np && i < 16; ++i) {
    char name[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, nullptr);
    cl_device_id dev = nullptr;
    if (std::strstr(name, "rusticl") &&
        clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS)
      return dev;
  }
  std::printf("every_export: no rusticl device\n");
  std::fflush(stdout);
  std::_Exit(100);
}

constexpr int kTimeoutSeconds = 900;
constexpr int kTimedOut = -1000;

// Runs `work` in a child process, killed after `seconds`: its return value
// (0-99), -signal if it died, kTimedOut if it ran out of time.
template <typename F>
int inChild(int seconds, F work) {
  std::fflush(stdout);
  pid_t pid = fork();
  if (pid < 0)
    die("fork failed");
  if (pid == 0) {
    alarm(seconds);
    int r = work();
    std::fflush(stdout);
    std::_Exit(r);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
  }
  if (WIFSIGNALED(status))
    return WTERMSIG(status) == SIGALRM ? kTimedOut : -WTERMSIG(status);
  return WEXITSTATUS(status);
}

// What runFunction made: the functions run one after another in one process.
void release(cl_program p, std::initializer_list<cl_mem> buffers, cl_command_queue q,
             cl_context ctx) {
  if (p)
    clReleaseProgram(p);
  for (cl_mem m : buffers)
    if (m)
      clReleaseMemObject(m);
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
}

// Builds `name`'s program (one kernel per overload) and runs each kernel:
// 0 when all built and ran, 1 otherwise (said why).
int runFunction(const std::string &name, const std::vector<Overload> &list) {
  cl_device_id dev = openDevice();
  cl_int err = 0;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  if (err)
    die("clCreateContext: " + std::to_string(err));
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  if (err)
    die("clCreateCommandQueue: " + std::to_string(err));
  std::vector<unsigned char> input(kMaxArgs * kPointee + kItems * 8 + kMaxArgs * kSlot);
  uint64_t state = 0x9e3779b97f4a7c15ull;
  for (unsigned char &b : input) {  // xorshift bytes: every kind of value
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    b = (unsigned char)state;
  }
  std::vector<unsigned char> gInit(kItems * kMaxArgs * kPointee);
  for (size_t i = 0; i < gInit.size(); ++i)
    gInit[i] = input[i % input.size()];
  cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.size(),
                             input.data(), &err);
  cl_mem cin = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.size(),
                              input.data(), &err);
  cl_mem out =
      clCreateBuffer(ctx, CL_MEM_READ_WRITE, kItems * (kMaxArgs + 1) * kPointee, nullptr, &err);
  cl_mem g = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, gInit.size(),
                            gInit.data(), &err);
  if (err)
    die("clCreateBuffer: " + std::to_string(err));

  std::string src;
  for (size_t i = 0; i < list.size(); ++i)
    src += kernelFor(list[i], i);
  const char *s = src.c_str();
  auto t0 = std::chrono::steady_clock::now();
  cl_program p = clCreateProgramWithSource(ctx, 1, &s, nullptr, &err);
  err = clBuildProgram(p, 1, &dev, "-cl-std=CL3.0", nullptr, nullptr);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (err) {
    size_t n = 0;
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
    std::string log(n, '\0');
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
    std::printf("[  FAILED  ] %s: clBuildProgram %d after %.1f s\n%s\n--- source:\n%s\n",
                name.c_str(), err, seconds, log.c_str(), src.c_str());
    release(p, {in, cin, out, g}, q, ctx);
    return 1;
  }
  size_t ran = 0;
  for (size_t i = 0; i < list.size(); ++i) {
    std::string kn = "k" + std::to_string(i);
    cl_kernel k = clCreateKernel(p, kn.c_str(), &err);
    cl_int e = err;
    if (!e) {
      e |= clSetKernelArg(k, 0, sizeof in, &in);
      e |= clSetKernelArg(k, 1, sizeof out, &out);
      e |= clSetKernelArg(k, 2, sizeof g, &g);
      e |= clSetKernelArg(k, 3, sizeof cin, &cin);
      size_t global = kItems, local = kItems;
      if (!e)
        e = clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, &local, 0, nullptr, nullptr);
      if (!e)
        e = clFinish(q);
    }
    if (e)
      std::printf("[  FAILED  ] %s (%s): error %d\n", list[i].mangled.c_str(), kn.c_str(), e);
    else
      ++ran;
    if (k)
      clReleaseKernel(k);
  }
  // rusticl compiles a kernel when it is first created or run, not in
  // clBuildProgram: the time that counts is the whole.
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("[       OK ] %s: %zu of %zu overloads built and ran (%.1f s)\n", name.c_str(), ran,
              list.size(), seconds);
  release(p, {in, cin, out, g}, q, ctx);
  return ran == list.size() ? 0 : 1;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    die("usage: clb-rusticl-every-export LIBCLC.spv SIGNATURES.txt [NAME...]");
  std::set<std::string> only, vectorMathOut;
  for (int i = 3; i < argc; ++i) {
    if (std::string(argv[i]) == "--leave-out-vector-math" && i + 1 < argc)
      vectorMathOut = mathFunctionNames(argv[++i]);
    else
      only.insert(argv[i]);
  }
  std::set<std::string> exports = spirvExports(argv[1]);
  std::map<std::string, Overload> signatures = readSignatures(argv[2]);

  // The device's extensions, asked in a child as everything else is.
  const int caps = inChild(600, [] {
    cl_device_id dev = openDevice();
    const std::string ext = deviceString(dev, CL_DEVICE_EXTENSIONS);
    return (ext.find("cl_khr_fp64") != std::string::npos ? 1 : 0) |
           (ext.find("cl_khr_fp16") != std::string::npos ? 2 : 0);
  });
  if (caps < 0 || caps > 3)
    die("no rusticl device (RUSTICL_ENABLE=llvmpipe?)");
  const bool fp64 = caps & 1, fp16 = caps & 2;

  std::map<std::string, std::vector<Overload>> byName;
  std::vector<std::string> undeclared;
  size_t lackDouble = 0, lackHalf = 0, internal = 0, exported = 0;
  std::map<std::string, size_t> vectorMath;
  for (const std::string &m : exports) {
    if (m.rfind("_Z", 0) != 0)
      continue;  // libclc's tables
    ++exported;
    auto it = signatures.find(m);
    if (it == signatures.end()) {
      // libclc's internals (__clc_*, __spirv_*) are no OpenCL C function.
      if (m.find("__") != std::string::npos && m.find("__") < 8)
        ++internal;
      else
        undeclared.push_back(m);
      continue;
    }
    const Overload &o = it->second;
    if (!only.empty() && !only.count(o.name) && !only.count(o.mangled))
      continue;
    if (mentions(o, "double") && !fp64) {
      ++lackDouble;
      continue;
    }
    if (mentions(o, "half") && !fp16) {
      ++lackHalf;
      continue;
    }
    if (vectorMathOut.count(o.name) && hasVector(o)) {
      ++vectorMath[o.name];
      continue;
    }
    byName[o.name].push_back(o);
  }
  if (byName.empty())
    die("no export of " + std::string(argv[1]) + " to call");

  // The functions run in order in one child process, OpenCL initialized
  // there once (rusticl's start, reading the drop-in, costs about a second:
  // a child per function spent most of the test on it). Each function's
  // status goes to memory shared with the parent; a crash or hang in rusticl
  // names the function it was on, and a fresh child goes on after it. (The
  // parent never initializes OpenCL: a fork after that would copy a runtime
  // without its threads.)
  std::vector<std::string> names;
  for (const auto &entry : byName)
    names.push_back(entry.first);
  constexpr int kNotRun = 1000;
  // The shared page: the index of the function the child is on, then each
  // function's status.
  const size_t bytes = (1 + names.size()) * sizeof(int);
  void *page = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED)
    die("mmap failed");
  int *const current = static_cast<int *>(page), *const results = current + 1;
  for (size_t i = 0; i < names.size(); ++i)
    results[i] = kNotRun;
  auto t0 = std::chrono::steady_clock::now();
  for (size_t start = 0; start < names.size();) {
    *current = int(start);
    const int status = inChild(kTimeoutSeconds, [&] {
      for (size_t i = start; i < names.size(); ++i) {
        *current = int(i);
        std::printf("[ BUILD    ] %s (%zu overloads)\n", names[i].c_str(), byName[names[i]].size());
        std::fflush(stdout);
        alarm(kTimeoutSeconds);  // each function's own limit
        results[i] = runFunction(names[i], byName[names[i]]);
      }
      return 0;
    });
    if (status == 0)
      break;
    // The child died on a function: it is failed, and the rest go on.
    const size_t at = size_t(*current);
    results[at] = status;
    if (status == kTimedOut)
      std::printf("[  FAILED  ] %s: no result after %d s (rusticl hangs?)\n", names[at].c_str(),
                  kTimeoutSeconds);
    else if (status < 0)
      std::printf("[  FAILED  ] %s: rusticl crashed (signal %d)\n", names[at].c_str(), -status);
    else
      std::printf("[  FAILED  ] %s: the process exited with %d\n", names[at].c_str(), status);
    start = at + 1;
  }
  size_t overloads = 0;
  std::vector<std::string> failed;
  for (size_t i = 0; i < names.size(); ++i) {
    if (results[i] == 0)
      overloads += byName[names[i]].size();
    else
      failed.push_back(names[i]);  // kNotRun cannot stay: every index is reached
  }
  munmap(page, bytes);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf(
      "\nevery_export: %zu of libclc's %zu exports: %zu overloads of %zu functions built and "
      "ran (%.0f s)\n",
      exported, exported, overloads, byName.size() - failed.size(), seconds);
  std::printf(
      "every_export: LEFT OUT: %zu overloads of double (the device has no cl_khr_fp64), "
      "%zu of half (no cl_khr_fp16)\n",
      lackDouble, lackHalf);
  if (!vectorMath.empty()) {
    size_t n = 0;
    for (const auto &[name, count] : vectorMath)
      n += count;
    std::printf(
        "every_export: LEFT OUT: %zu vector overloads of %zu math functions "
        "(--leave-out-vector-math; CLB_RUSTICL_SLOW_SUITES=ON runs them):",
        n, vectorMath.size());
    for (const auto &[name, count] : vectorMath)
      std::printf(" %s", name.c_str());
    std::printf("\n");
  }
  std::printf("every_export: %zu are libclc's internal functions (__clc_*), no OpenCL C function\n",
              internal);
  if (!undeclared.empty()) {
    std::printf(
        "every_export: NOT CALLED: %zu exports clang 15 declares no overload for "
        "(OpenCL C cannot call them):\n",
        undeclared.size());
    for (const std::string &m : undeclared)
      std::printf("  %s\n", m.c_str());
  }
  if (!failed.empty()) {
    std::printf("every_export: FAILED:");
    for (const std::string &n : failed)
      std::printf(" %s", n.c_str());
    std::printf("\n");
    return 1;
  }
  return 0;
}
