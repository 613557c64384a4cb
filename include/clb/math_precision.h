// Whether float (and half) math functions may work in double precision: the
// one place a target's choice is made. Double arithmetic costs about as much
// as float on every target the library has today (CPUs under PoCL, NVIDIA's
// data-centre GPUs from sm_80), and makes float results correctly rounded
// nearly always at little cost. A target where double is slow (most
// consumer GPUs) passes -DCLB_FLOAT_MATH_IN_DOUBLE=0 in its clang flags
// (targets/<t>/target.cmake) and gets the float-only algorithms.
#ifndef CLB_MATH_PRECISION_H
#define CLB_MATH_PRECISION_H

#ifndef CLB_FLOAT_MATH_IN_DOUBLE
#define CLB_FLOAT_MATH_IN_DOUBLE 1
#endif

#endif
