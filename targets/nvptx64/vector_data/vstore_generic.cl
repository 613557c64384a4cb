// vstore* for generic pointers: none on nvptx64. Clang gives private and
// generic pointers the same address space (0) here, so the two overloads have
// one mangled name, and the private definitions (vector_data/vstore_private.cl)
// serve generic pointers too; defining both would define one symbol twice.
