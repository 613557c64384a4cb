// Kernel entry points. A kernel of the layer's program is PoCL's kernel of the
// program's executable; the layer remembers which program the application
// made it from, holds a reference on that program for the kernel's life (as
// the API says a kernel does), and answers CL_KERNEL_PROGRAM with it.
#include "Tables.h"

namespace clb::layer {

// Registers a kernel PoCL made for `owner`'s executable.
static void adopt(cl_kernel kernel, cl_program owner, Program &p) {
  {
    std::lock_guard<std::mutex> lock(p.mutex);
    ++p.liveKernels;
  }
  addKernel(kernel, owner);
  if (next->clRetainProgram(owner) == CL_SUCCESS)
    countProgramRetain(owner);
}

// The executable, or null when the program has none (never built, or its
// build failed or is running).
static cl_program executableOf(Program &p) {
  std::lock_guard<std::mutex> lock(p.mutex);
  return p.busy ? nullptr : p.executable;
}

cl_kernel CL_API_CALL createKernel(cl_program handle, const char *name, cl_int *errcode) {
  std::shared_ptr<Program> p = findProgram(handle);
  if (!p)
    return next->clCreateKernel(handle, name, errcode);
  cl_program exe = executableOf(*p);
  if (!exe) {
    if (errcode)
      *errcode = CL_INVALID_PROGRAM_EXECUTABLE;
    return nullptr;
  }
  cl_kernel k = next->clCreateKernel(exe, name, errcode);
  if (k)
    adopt(k, handle, *p);
  return k;
}

cl_int CL_API_CALL createKernelsInProgram(cl_program handle, cl_uint numKernels, cl_kernel *kernels,
                                          cl_uint *numRet) {
  std::shared_ptr<Program> p = findProgram(handle);
  if (!p)
    return next->clCreateKernelsInProgram(handle, numKernels, kernels, numRet);
  cl_program exe = executableOf(*p);
  if (!exe)
    return CL_INVALID_PROGRAM_EXECUTABLE;
  cl_uint made = 0;
  cl_int err = next->clCreateKernelsInProgram(exe, numKernels, kernels, &made);
  if (err == CL_SUCCESS && kernels)
    for (cl_uint i = 0; i < made; ++i)
      adopt(kernels[i], handle, *p);
  if (numRet)
    *numRet = made;
  return err;
}

cl_kernel CL_API_CALL cloneKernel(cl_kernel source, cl_int *errcode) {
  cl_kernel k = next->clCloneKernel(source, errcode);
  cl_program owner = k ? kernelOwner(source) : nullptr;
  if (std::shared_ptr<Program> p = owner ? findProgram(owner) : nullptr)
    adopt(k, owner, *p);
  return k;
}

cl_int CL_API_CALL retainKernel(cl_kernel kernel) {
  cl_int err = next->clRetainKernel(kernel);
  if (err == CL_SUCCESS)
    countKernelRetain(kernel);
  return err;
}

cl_int CL_API_CALL releaseKernel(cl_kernel kernel) {
  cl_program owner = countKernelRelease(kernel);
  cl_int err = next->clReleaseKernel(kernel);
  if (owner) {
    if (std::shared_ptr<Program> p = findProgram(owner)) {
      std::lock_guard<std::mutex> lock(p->mutex);
      --p->liveKernels;
    }
    releaseProgram(owner);
  }
  return err;
}

cl_int CL_API_CALL getKernelInfo(cl_kernel kernel, cl_kernel_info param, size_t size, void *value,
                                 size_t *sizeRet) {
  if (param == CL_KERNEL_PROGRAM)
    if (cl_program owner = kernelOwner(kernel))
      return answerValue(owner, size, value, sizeRet);
  return next->clGetKernelInfo(kernel, param, size, value, sizeRet);
}

}  // namespace clb::layer
