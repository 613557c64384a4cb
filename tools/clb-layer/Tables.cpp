#include "Tables.h"

#include <unordered_map>

namespace clb::layer {

namespace {

struct ProgramEntry {
  std::shared_ptr<Program> program;
  unsigned refs = 1;
};
struct KernelEntry {
  cl_program owner;
  unsigned refs = 1;
};

std::mutex tableMutex;
std::unordered_map<cl_program, ProgramEntry> programs;
std::unordered_map<cl_kernel, KernelEntry> kernels;

}  // namespace

void addProgram(cl_program handle, std::shared_ptr<Program> program) {
  std::lock_guard<std::mutex> lock(tableMutex);
  programs[handle] = ProgramEntry{std::move(program), 1};
}

std::shared_ptr<Program> findProgram(cl_program handle) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = programs.find(handle);
  return it == programs.end() ? nullptr : it->second.program;
}

void countProgramRetain(cl_program handle) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = programs.find(handle);
  if (it != programs.end())
    ++it->second.refs;
}

std::shared_ptr<Program> countProgramRelease(cl_program handle) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = programs.find(handle);
  if (it == programs.end() || --it->second.refs > 0)
    return nullptr;
  std::shared_ptr<Program> last = std::move(it->second.program);
  programs.erase(it);
  return last;
}

void addKernel(cl_kernel kernel, cl_program owner) {
  std::lock_guard<std::mutex> lock(tableMutex);
  kernels[kernel] = KernelEntry{owner, 1};
}

cl_program kernelOwner(cl_kernel kernel) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = kernels.find(kernel);
  return it == kernels.end() ? nullptr : it->second.owner;
}

void countKernelRetain(cl_kernel kernel) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = kernels.find(kernel);
  if (it != kernels.end())
    ++it->second.refs;
}

cl_program countKernelRelease(cl_kernel kernel) {
  std::lock_guard<std::mutex> lock(tableMutex);
  auto it = kernels.find(kernel);
  if (it == kernels.end() || --it->second.refs > 0)
    return nullptr;
  cl_program owner = it->second.owner;
  kernels.erase(it);
  return owner;
}

}  // namespace clb::layer
