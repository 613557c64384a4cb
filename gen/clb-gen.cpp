// clb-gen: writes one generated library source.
//
//   clb-gen <name> -o <file> [--signatures <table>] [--overloads <table>]
//
// <name> is the source's path in the library layout (conversions/convert_int.cl,
// vector_data/vload_global.cl, integer/overloads.cl) or clb/types.h, the
// generated header; cmake/ClbGenerated.cmake lists the names and adds the
// sources to every target as if they were generic/<name>, so a target file of
// the same path still replaces one. <family>/overloads.cl needs the signature
// table (clb-signatures) and the overload table (generic/overloads.txt),
// image/builtins.cl the signature table. An unknown name is an error.
// The file is rewritten only when its text changes, so regenerating after a
// generator edit rebuilds only the objects whose source really changed.
#include "Types.h"

#include <cstdio>
#include <fstream>
#include <sstream>

int main(int argc, char **argv) {
  std::string signatures, overloads;
  bool usage = argc < 4 || argc % 2 || std::string(argv[2]) != "-o";
  for (int i = 4; !usage && i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--signatures")
      signatures = argv[i + 1];
    else if (a == "--overloads")
      overloads = argv[i + 1];
    else
      usage = true;
  }
  if (usage) {
    std::fprintf(stderr,
                 "usage: clb-gen <name> -o <file> [--signatures <table>] [--overloads <table>]\n");
    return 2;
  }
  const std::string name = argv[1], path = argv[3];
  std::string text = clbgen::generateConversions(name);
  if (text.empty())
    text = clbgen::generateVectorData(name);
  if (text.empty())
    text = clbgen::generateTypesHeader(name);
  std::string error;
  if (text.empty() && !signatures.empty() && !overloads.empty())
    text = clbgen::generateOverloads(name, signatures, overloads, error);
  if (text.empty() && error.empty() && !signatures.empty())
    text = clbgen::generateImages(name, signatures, error);
  if (!error.empty()) {
    std::fprintf(stderr, "clb-gen: %s\n", error.c_str());
    return 1;
  }
  if (text.empty()) {
    std::fprintf(stderr, "clb-gen: no generator makes '%s'\n", name.c_str());
    return 1;
  }
  {
    std::ifstream in(path, std::ios::binary);
    std::stringstream old;
    old << in.rdbuf();
    if (in && old.str() == text)
      return 0;
  }
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    out << text;
    if (!out) {
      std::fprintf(stderr, "clb-gen: cannot write %s\n", tmp.c_str());
      return 1;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::fprintf(stderr, "clb-gen: cannot rename %s to %s\n", tmp.c_str(), path.c_str());
    return 1;
  }
  return 0;
}
