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

#endif
