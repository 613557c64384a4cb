# Installation, the CMake package, pkg-config and the Debian package.
#
#   <prefix>/share/clbuiltins/<target>.bc, *.spv    the libraries
#   <prefix>/bin/clb-link                             the linker command
#   <prefix>/lib/libclbuiltins-link.so               the linker library
#   <prefix>/include/clbuiltins/                     its header, public headers
#   <prefix>/lib/cmake/clbuiltins/                   find_package(clbuiltins CONFIG)
#   <prefix>/lib/pkgconfig/clbuiltins.pc             pkg-config, libclc.pc-style variables
include(CMakePackageConfigHelpers)

set(CLB_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/clbuiltins)
set(CLB_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/clbuiltins)
set(CLB_INSTALL_PKGCONFIGDIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(DIRECTORY ${CLB_LIB_DIR}/ DESTINATION ${CLB_INSTALL_DATADIR}
        FILES_MATCHING PATTERN "*.bc" PATTERN "*.spv" PATTERN "*.h" PATTERN "signatures.txt")
# The rusticl drop-in goes in libclc's place only on request: that file
# belongs to another package (libclc-15), which an install must not overwrite
# by default (docs/usage.md).
option(CLB_INSTALL_RUSTICL_DROPIN
       "Install spirv64-mesa3d-.spv over libclc's file in CLB_LIBCLC_DIR" OFF)
set(CLB_LIBCLC_DIR /usr/lib/clc CACHE PATH "Where Mesa's rusticl loads libclc's SPIR-V from")
if(CLB_INSTALL_RUSTICL_DROPIN)
  install(FILES ${CLB_LIB_DIR}/spirv64-mesa3d-.spv DESTINATION ${CLB_LIBCLC_DIR})
endif()
install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/clbuiltins/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/clbuiltins
        OPTIONAL)
install(EXPORT clbuiltinsTargets NAMESPACE clbuiltins:: DESTINATION ${CLB_INSTALL_CMAKEDIR})

configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/package/clbuiltinsConfig.cmake.in
  ${CMAKE_BINARY_DIR}/package/clbuiltinsConfig.cmake
  INSTALL_DESTINATION ${CLB_INSTALL_CMAKEDIR}
  PATH_VARS CLB_INSTALL_DATADIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/package/clbuiltinsConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/package/clbuiltinsConfig.cmake
              ${CMAKE_BINARY_DIR}/package/clbuiltinsConfigVersion.cmake
        DESTINATION ${CLB_INSTALL_CMAKEDIR})

# The .pc file finds its prefix from where it lies, so an installed tree can
# be moved (or unpacked from the .deb anywhere) and still answer right.
file(RELATIVE_PATH CLB_PC_TO_PREFIX /${CLB_INSTALL_PKGCONFIGDIR} /)
string(REGEX REPLACE "/$" "" CLB_PC_TO_PREFIX "${CLB_PC_TO_PREFIX}")
configure_file(${CMAKE_SOURCE_DIR}/cmake/package/clbuiltins.pc.in
  ${CMAKE_BINARY_DIR}/package/clbuiltins.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/package/clbuiltins.pc DESTINATION ${CLB_INSTALL_PKGCONFIGDIR})

# cpack -G DEB (from the build directory) makes the Debian package.
set(CPACK_PACKAGE_NAME clbuiltins)
set(CPACK_PACKAGE_VENDOR "clbuiltins developers")
set(CPACK_PACKAGE_CONTACT "clbuiltins developers <clbuiltins@users.noreply.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "OpenCL C builtin library and offline linker (LLVM 15)")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# Shared-library dependencies are read off the binaries; clang's resource
# headers (opencl-c.h), which clb-link reads at run time, are named by hand.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libclang-common-15-dev")
include(CPack)
