// Included by the layer tests' programs through the -I build option.
#define TWICE(x) (2 * (x))
