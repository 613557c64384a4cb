// Shared spellings for library sources. Every builtin source includes this.
#ifndef CLB_DEFS_H
#define CLB_DEFS_H

// Builtins are overloaded C functions; clang's header declares them with this
// attribute, so a definition must carry it too to get the same mangled name.
#define CLB_OVLD __attribute__((overloadable))
// Pure arithmetic builtins: lets the optimizer merge and hoist calls.
#define CLB_CONST __attribute__((const))
// Builtins that only read memory (vload*): calls may be merged, not moved past stores.
#define CLB_PURE __attribute__((pure))

// Whether a private and a generic pointer parameter mangle alike: on nvptx64
// both are address space 0 to clang 15, so such a pair of overloads is one
// symbol and only one may be defined.
#if defined(__NVPTX__)
#define CLB_PRIVATE_MANGLES_AS_GENERIC 1
#else
#define CLB_PRIVATE_MANGLES_AS_GENERIC 0
#endif

#endif
