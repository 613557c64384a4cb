// One interface over the places kernels run, so each kernel test is written
// once and runs on every backend: the PoCL test binary binds it to PoCL
// (spir64 bitcode linked in-process), the GPU binary to the CUDA driver
// (nvptx64 PTX linked at build time, since the GPU machine has no LLVM).
#ifndef CLBTEST_BACKEND_H
#define CLBTEST_BACKEND_H

#include "ndrange.h"

#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace clbtest {

class DeviceBuffer {
public:
  virtual ~DeviceBuffer() = default;
  virtual void write(const void *src, size_t bytes) = 0;
  virtual void read(void *dst, size_t bytes) const = 0;
  size_t size() const { return bytes_; }

  template <class T> std::vector<T> read(size_t count) const {
    std::vector<T> v(count);
    read(v.data(), count * sizeof(T));
    return v;
  }

protected:
  explicit DeviceBuffer(size_t bytes) : bytes_(bytes) {}
  size_t bytes_;
};

// A kernel argument: a buffer, or a scalar passed by value.
struct KernelArg {
  DeviceBuffer *buffer = nullptr;
  std::vector<unsigned char> bytes;

  KernelArg(DeviceBuffer &b) : buffer(&b) {}
  KernelArg(std::unique_ptr<DeviceBuffer> &b) : buffer(b.get()) {}
  template <class T, class = std::enable_if_t<std::is_arithmetic_v<T>>> KernelArg(T v) {
    bytes.resize(sizeof v);
    std::memcpy(bytes.data(), &v, sizeof v);
  }
};

class KernelProgram {
public:
  virtual ~KernelProgram() = default;
  // Runs kernel `name` over `range` and waits for it to finish.
  virtual void run(const std::string &name, const NDRange &range,
                   const std::vector<KernelArg> &args) = 0;
};

class Backend {
public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0;    // "pocl", "cuda"
  virtual std::string target() const = 0;  // clbuiltins target
  virtual size_t maxWorkGroupSize() const = 0;
  // Each distinct local size costs a kernel compile (PoCL specializes the
  // work-group function; about a second per size from a cold cache): tests
  // that sweep local sizes take a representative subset there.
  virtual bool compilesPerLocalSize() const { return false; }
  // Whether NDRanges whose local size does not divide the global size run
  // (PoCL 3.1 refuses them). A run-time property, not a macro, so the suite's
  // objects are compiled once and linked into every test binary.
  virtual bool runsNonUniformGroups() const { return false; }
  virtual std::unique_ptr<DeviceBuffer> alloc(size_t bytes) = 0;
  // tests/kernels/<file>, linked with clbuiltins for this backend's target;
  // built once per test binary and kept, as a runtime would cache it.
  virtual KernelProgram &load(const std::string &file) = 0;

  template <class T> std::unique_ptr<DeviceBuffer> upload(const std::vector<T> &host) {
    auto b = alloc(host.size() * sizeof(T));
    b->write(host.data(), host.size() * sizeof(T));
    return b;
  }
};

// The backend of this test binary, or null when it cannot run here (no GPU):
// tests then report skipped, never passed.
Backend *backend();
// Why backend() is null.
std::string backendUnavailableReason();

// Clang options a test kernel file is built with (tests/kernels/args.txt);
// the same for every backend.
std::vector<std::string> kernelArgs(const std::string &file);

}  // namespace clbtest

// In a kernel test: the backend, or skip the test when there is none.
#define CLBTEST_BACKEND_OR_SKIP(var)                                            \
  ::clbtest::Backend *var = ::clbtest::backend();                               \
  if (!var)                                                                     \
  GTEST_SKIP() << ::clbtest::backendUnavailableReason()

#endif
