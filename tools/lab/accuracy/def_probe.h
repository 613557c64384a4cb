// Preprocessor tests on gen/math_functions.def's entries, for OpenCL C, CUDA
// and C++ alike: CLB_PROBE(tokens) is 1 when the tokens expand to "~, 1"
// and 0 for anything else (an expression, commas in parentheses included),
// so an includer that defines CLB_NONE as "~, 1" can drop the entries
// whose CUDA function is CLB_NONE, and a "CLB_SAMPLE_NO_<name>" defined as
// "~, 1" can drop a builtin by name.
#ifndef CLB_ACCURACY_DEF_PROBE_H
#define CLB_ACCURACY_DEF_PROBE_H

#define CLB_PROBE_SECOND(a, b, ...) b
#define CLB_PROBE(...) CLB_PROBE_SECOND(__VA_ARGS__, 0, ~)
#define CLB_PROBE_CAT(a, b) CLB_PROBE_CAT_(a, b)
#define CLB_PROBE_CAT_(a, b) a##b
// CLB_UNLESS(flag)(text): the text when flag is 0, nothing when it is 1.
#define CLB_UNLESS(flag) CLB_PROBE_CAT(CLB_UNLESS_, flag)
#define CLB_UNLESS_0(...) __VA_ARGS__
#define CLB_UNLESS_1(...)
// CLB_CHOOSE(flag)(a, b): a when flag is 0, b when it is 1.
#define CLB_CHOOSE(flag) CLB_PROBE_CAT(CLB_CHOOSE_, flag)
#define CLB_CHOOSE_0(a, b) a
#define CLB_CHOOSE_1(a, b) b

#endif
