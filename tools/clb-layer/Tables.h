// The layer's tables of the programs it compiles and the kernels created
// from them. Programs and kernels are made and dropped from many threads at
// once, so every access goes through these functions, under one lock.
//
// A program the layer compiles is a real PoCL program (created from the same
// source, or from "" by clLinkProgram): the handle the application holds, its
// context, devices and reference count are PoCL's. The code it runs lives in
// a second PoCL program, `executable`, built from the SPIR binary that
// clb-link produced; kernels are created from that one.
#ifndef CLB_LAYER_TABLES_H
#define CLB_LAYER_TABLES_H

#include "Layer.h"

#include <memory>
#include <mutex>

namespace clb::layer {

struct Program {
  cl_context context = nullptr;
  std::vector<cl_device_id> devices;
  bool fromSource = false;  // clCreateProgramWithSource; else made by clLinkProgram
  std::string source;

  std::mutex mutex;   // guards everything below
  bool busy = false;  // a build, compile or link is running
  cl_build_status status = CL_BUILD_NONE;
  cl_program_binary_type binaryType = CL_PROGRAM_BINARY_TYPE_NONE;
  std::string options, log;
  std::string object;  // bitcode of a compiled object or library
  std::string clStd;   // -cl-std it was compiled with, for PoCL's build
  cl_program executable = nullptr;
  unsigned liveKernels = 0;
};

// Programs, counted like the API counts them: one for the creator, one per
// clRetainProgram, one per kernel.
void addProgram(cl_program handle, std::shared_ptr<Program> program);
std::shared_ptr<Program> findProgram(cl_program handle);
void countProgramRetain(cl_program handle);
// Drops one reference; returns the program when that was the last one (it
// has then left the table).
std::shared_ptr<Program> countProgramRelease(cl_program handle);

// Kernels created from a program's executable; `owner` is the program the
// application knows.
void addKernel(cl_kernel kernel, cl_program owner);
cl_program kernelOwner(cl_kernel kernel);  // null: not the layer's
void countKernelRetain(cl_kernel kernel);
// The owner when that was the kernel's last reference, else null.
cl_program countKernelRelease(cl_kernel kernel);

}  // namespace clb::layer

#endif
