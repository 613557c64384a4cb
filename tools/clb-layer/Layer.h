// What the layer's source files share: the dispatch table below the layer
// and the OpenCL entry points the layer replaces in the one above.
#ifndef CLB_LAYER_LAYER_H
#define CLB_LAYER_LAYER_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#include <CL/cl_icd.h>

#include <cstring>
#include <string>
#include <vector>

namespace clb::layer {

// The dispatch table the loader gave clInitLayer: the next layer or the
// driver. Every call the layer does not handle itself goes there.
extern const cl_icd_dispatch *next;

// Answers a clGet*Info query from `bytes`, with the API's size rules.
cl_int answer(const void *bytes, size_t size, size_t paramSize, void *param, size_t *sizeRet);
inline cl_int answerString(const std::string &s, size_t paramSize, void *param, size_t *sizeRet) {
  return answer(s.c_str(), s.size() + 1, paramSize, param, sizeRet);
}
template <typename T>
cl_int answerValue(const T &v, size_t paramSize, void *param, size_t *sizeRet) {
  return answer(&v, sizeof v, paramSize, param, sizeRet);
}

// Devices (Claims.cpp).
cl_int CL_API_CALL getDeviceInfo(cl_device_id, cl_device_info, size_t, void *, size_t *);

// Programs (Programs.cpp).
cl_program CL_API_CALL createProgramWithSource(cl_context, cl_uint, const char **, const size_t *,
                                               cl_int *);
cl_int CL_API_CALL retainProgram(cl_program);
cl_int CL_API_CALL releaseProgram(cl_program);
cl_int CL_API_CALL buildProgram(cl_program, cl_uint, const cl_device_id *, const char *,
                                void(CL_CALLBACK *)(cl_program, void *), void *);
cl_int CL_API_CALL compileProgram(cl_program, cl_uint, const cl_device_id *, const char *, cl_uint,
                                  const cl_program *, const char **,
                                  void(CL_CALLBACK *)(cl_program, void *), void *);
cl_program CL_API_CALL linkProgram(cl_context, cl_uint, const cl_device_id *, const char *, cl_uint,
                                   const cl_program *, void(CL_CALLBACK *)(cl_program, void *),
                                   void *, cl_int *);
cl_int CL_API_CALL getProgramInfo(cl_program, cl_program_info, size_t, void *, size_t *);
cl_int CL_API_CALL getProgramBuildInfo(cl_program, cl_device_id, cl_program_build_info, size_t,
                                       void *, size_t *);

// Kernels (Kernels.cpp).
cl_kernel CL_API_CALL createKernel(cl_program, const char *, cl_int *);
cl_int CL_API_CALL createKernelsInProgram(cl_program, cl_uint, cl_kernel *, cl_uint *);
cl_kernel CL_API_CALL cloneKernel(cl_kernel, cl_int *);
cl_int CL_API_CALL retainKernel(cl_kernel);
cl_int CL_API_CALL releaseKernel(cl_kernel);
cl_int CL_API_CALL getKernelInfo(cl_kernel, cl_kernel_info, size_t, void *, size_t *);
cl_int CL_API_CALL getKernelSubGroupInfo(cl_kernel, cl_device_id, cl_kernel_sub_group_info, size_t,
                                         const void *, size_t, void *, size_t *);

}  // namespace clb::layer

#endif
