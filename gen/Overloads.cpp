// <family>/overloads.cl: the public overloads of a family, as thin wrappers
// over hand-written cores.
//
// Two inputs. The signature table (build/generated/signatures.txt, written by
// clb-signatures from clang-15's own declarations) says which overloads
// exist. The overload table (generic/overloads.txt) names the builtins the
// library implements this way, a line each: "<family>/<builtin> [out] [nohalf]".
// For every declared overload of such a builtin the generator writes
//
//   R builtin(A a, B b) { return __clb_builtin(a', b'); }
//
// and a declaration of the core it calls. The core, __clb_<builtin>, is
// written by hand in generic/<family>/ (a target replaces it by path) for
// every type it is called with, usually as one macro body expanded over a
// <clb/types.h> list. What the generator does so that cores stay few:
//  - Scalar arguments of a vector overload are widened when the builtin has a
//    vector in that position elsewhere (clamp(float4, float, float) calls the
//    core with three float4s; ldexp(float4, int) with an int4), so a core is
//    written for matching widths only. Positions that are scalar in every
//    overload (bitfield_extract_signed's offset) stay scalar.
//  - With "out", every pointer a builtin writes through (non-const,
//    non-volatile: fract's iptr, sincos's cosval) is given to the core as a
//    private pointer to a temporary, stored through the caller's pointer
//    after the call: one core serves global, local, private and generic.
//    Without it, pointers are passed on as they are (atomics, async copies).
//    Where private and generic pointers mangle alike (nvptx64: both are
//    address space 0 to clang 15), a private overload whose generic twin is
//    in the table too is left out: the twin is the same symbol and serves
//    both. One without a twin (atomic_compare_exchange_* on a global or
//    local object with a private expected value) is generated.
//  - With "nohalf", overloads that involve half are not generated (math:
//    half precision comes with its own issue).
//  - Overloads with half or double sit under CLB_HAS_FP16 / CLB_HAS_FP64,
//    those with generic pointers under __opencl_c_generic_address_space.
// A core that is missing, or declared for types its source does not define,
// leaves an undefined __clb_ call that clb-libgen rejects at build time.
#include "Types.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace clbgen {
namespace {

struct Type {
  std::string text;  // as in the table: "float4", "const global float *"
  bool pointer = false;
  bool isConst = false, isVolatile = false;
  std::string space;   // pointers: global, local, private, constant, generic
  std::string scalar;  // the (pointee's) element type when it is a known scalar
  unsigned width = 0;  // its width; 0 when the type is not a scalar or vector
};

struct Decl {
  std::string name, mangled, attrs;
  Type ret;
  std::vector<Type> params;
};

struct Entry {
  std::string family, name;
  bool out = false;
  bool noHalf = false;
};

// "uint4" -> (uint, 4); anything else -> width 0.
void parseValue(const std::string &text, Type &t) {
  for (const Scalar &s : scalars()) {
    if (text.rfind(s.name, 0) != 0)
      continue;
    const std::string rest = text.substr(s.name.size());
    unsigned n = rest.empty() ? 1 : 0;
    for (unsigned w : widths())
      if (w > 1 && rest == std::to_string(w))
        n = w;
    if (n) {
      t.scalar = s.name;
      t.width = n;
      return;
    }
  }
}

// "_Atomic(unsigned int)" -> "atomic_uint": OpenCL C sources cannot spell
// _Atomic(T), only the atomic_* typedefs.
std::string atomicSpelling(std::string text) {
  static const std::pair<const char *, const char *> names[] = {
      {"_Atomic(int)", "atomic_int"},     {"_Atomic(unsigned int)", "atomic_uint"},
      {"_Atomic(long)", "atomic_long"},   {"_Atomic(unsigned long)", "atomic_ulong"},
      {"_Atomic(float)", "atomic_float"}, {"_Atomic(double)", "atomic_double"},
      {"_Atomic(half)", "atomic_half"}};
  for (const auto &[from, to] : names)
    for (size_t at; (at = text.find(from)) != std::string::npos;)
      text.replace(at, std::strlen(from), to);
  return text;
}

Type parseType(const std::string &spelt) {
  Type t;
  const std::string text = atomicSpelling(spelt);
  t.text = text;
  if (text.size() > 2 && text.compare(text.size() - 2, 2, " *") == 0) {
    t.pointer = true;
    std::istringstream words(text.substr(0, text.size() - 2));
    std::string w;
    std::vector<std::string> ws;
    while (words >> w)
      ws.push_back(w);
    size_t i = 0;
    for (; i < ws.size() && (ws[i] == "const" || ws[i] == "volatile"); ++i)
      (ws[i] == "const" ? t.isConst : t.isVolatile) = true;
    if (i + 2 == ws.size()) {
      t.space = ws[i];
      parseValue(ws[i + 1], t);
    }
    return t;
  }
  parseValue(text, t);
  return t;
}

std::vector<std::string> split(const std::string &line, char sep) {
  std::vector<std::string> parts;
  std::string cur;
  std::istringstream in(line);
  while (std::getline(in, cur, sep))
    parts.push_back(cur);
  return parts;
}

std::string trim(const std::string &s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos)
    return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

bool readTable(const std::string &path, std::vector<Entry> &entries, std::string &error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read the overload table " + path;
    return false;
  }
  std::string line;
  for (unsigned no = 1; std::getline(in, line); ++no) {
    line = trim(line.substr(0, line.find('#')));
    if (line.empty())
      continue;
    std::istringstream words(line);
    std::string key, flag;
    words >> key;
    Entry e;
    const auto slash = key.find('/');
    if (slash == std::string::npos || slash == 0 || slash + 1 == key.size()) {
      error = path + ":" + std::to_string(no) + ": expected <family>/<builtin>, got '" + key + "'";
      return false;
    }
    e.family = key.substr(0, slash);
    e.name = key.substr(slash + 1);
    while (words >> flag) {
      if (flag == "out")
        e.out = true;
      else if (flag == "nohalf")
        e.noHalf = true;
      else {
        error = path + ":" + std::to_string(no) + ": unknown flag '" + flag +
                "' (expected out or nohalf)";
        return false;
      }
    }
    for (const Entry &o : entries)
      if (o.name == e.name) {
        error = path + ":" + std::to_string(no) + ": " + e.name + " is listed twice";
        return false;
      }
    entries.push_back(e);
  }
  return true;
}

bool readSignatures(const std::string &path, const std::set<std::string> &names,
                    std::map<std::string, std::vector<Decl>> &byName, std::string &error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read the signature table " + path;
    return false;
  }
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> f = split(line, '\t');
    if (f.size() < 4) {
      error = path + ": malformed line '" + line + "'";
      return false;
    }
    if (!names.count(f[0]))
      continue;
    Decl d;
    d.name = f[0];
    d.mangled = f[1];
    d.attrs = f[2] == "-" ? "" : f[2];
    d.ret = parseType(f[3]);
    for (size_t i = 4; i < f.size(); ++i)
      if (f[i] != "void")
        d.params.push_back(parseType(f[i]));
    byName[d.name].push_back(d);
  }
  return true;
}

std::string attributes(const std::string &attrs, bool writesMemory) {
  std::string a = "CLB_OVLD";
  if (!writesMemory && attrs.find('c') != std::string::npos)
    a += " CLB_CONST";
  if (!writesMemory && attrs.find('p') != std::string::npos)
    a += " CLB_PURE";
  if (attrs.find('v') != std::string::npos)
    a += " __attribute__((convergent))";
  return a;
}

// The #if condition an overload needs, or "". Without spaces: only what its
// types need (the condition of the core it calls).
// The overload of the same builtin with each private pointer of d generic
// instead exists: where both spaces mangle alike, it is the same symbol.
bool hasGenericTwin(const Decl &d, const std::vector<Decl> &all) {
  auto genericOf = [](std::string text) {
    const size_t at = text.find("private ");
    return at == std::string::npos ? text : text.replace(at, 7, "generic");
  };
  for (const Decl &other : all) {
    if (other.params.size() != d.params.size() || other.ret.text != genericOf(d.ret.text))
      continue;
    bool same = true;
    for (size_t i = 0; i < d.params.size() && same; ++i)
      same = other.params[i].text == genericOf(d.params[i].text);
    if (same)
      return true;
  }
  return false;
}

// twins: the builtin's overloads, to tell whether a private overload's
// symbol is its generic twin's (nullptr: do not guard by address space).
std::string guardOf(const Decl &d, const std::vector<Decl> *twins = nullptr) {
  const bool spaces = twins != nullptr;
  std::set<std::string> conds;
  auto add = [&](const Type &t) {
    if (const Scalar *s = findScalar(t.scalar))
      if (s->tag != "NONE")
        conds.insert("CLB_HAS_" + s->tag);
    if (!spaces)
      return;
    if (t.pointer && t.space == "generic")
      conds.insert("defined(__opencl_c_generic_address_space)");
    if (t.pointer && t.space == "private" && hasGenericTwin(d, *twins))
      conds.insert(
          "(!CLB_PRIVATE_MANGLES_AS_GENERIC || !defined(__opencl_c_generic_address_space))");
  };
  add(d.ret);
  for (const Type &p : d.params)
    add(p);
  std::string g;
  for (const std::string &c : conds)
    g += (g.empty() ? "" : " && ") + c;
  return g;
}

std::string paramText(const Type &t, const std::string &name) {
  if (t.pointer)
    return t.text + name;  // "global float4 *" + "p1"
  return t.text + " " + name;
}

// Writes one overload (core declaration first, once per distinct core).
void emitOverload(const Decl &d, const Entry &e, const std::vector<Decl> &all,
                  std::set<std::string> &declaredCores, std::ostream &o) {
  unsigned n = d.ret.pointer ? 0 : d.ret.width;
  for (const Type &p : d.params)
    if (!p.pointer)
      n = std::max(n, p.width);
  std::vector<std::string> coreParams, args;
  std::string before, after;
  bool writes = false;
  for (size_t i = 0; i < d.params.size(); ++i) {
    const Type &p = d.params[i];
    const std::string name = "p" + std::to_string(i);
    if (p.pointer && e.out && !p.isConst && !p.isVolatile && p.width) {
      const std::string pointee = vec(p.scalar, p.width);
      coreParams.push_back("private " + pointee + " *");
      before += pointee + " t" + std::to_string(i) + "; ";
      args.push_back("&t" + std::to_string(i));
      after += "*" + name + " = t" + std::to_string(i) + "; ";
      writes = true;
      continue;
    }
    bool widen = false;
    if (!p.pointer && p.width == 1 && n > 1)
      for (const Decl &other : all)
        if (other.params.size() == d.params.size() && !other.params[i].pointer &&
            other.params[i].width > 1)
          widen = true;
    if (widen) {
      coreParams.push_back(vec(p.scalar, n));
      args.push_back("(" + vec(p.scalar, n) + ")" + name);
    } else {
      coreParams.push_back(p.text);
      args.push_back(name);
    }
  }
  if (d.params.empty())
    coreParams.push_back("void");

  std::string coreDecl = attributes(d.attrs, writes) + " " + d.ret.text + " __clb_" + d.name + "(";
  for (size_t i = 0; i < coreParams.size(); ++i)
    coreDecl += (i ? ", " : "") + coreParams[i];
  coreDecl += ");";

  if (declaredCores.insert(coreDecl).second)
    o << guarded(guardOf(d), coreDecl + "\n");
  std::ostringstream w;
  w << attributes(d.attrs, writes) << " " << d.ret.text << " " << d.name << "(";
  for (size_t i = 0; i < d.params.size(); ++i)
    w << (i ? ", " : "") << paramText(d.params[i], "p" + std::to_string(i));
  if (d.params.empty())
    w << "void";
  w << ") { ";
  std::string call = "__clb_" + d.name + "(";
  for (size_t i = 0; i < args.size(); ++i)
    call += (i ? ", " : "") + args[i];
  call += ")";
  const bool isVoid = d.ret.text == "void";
  if (after.empty())
    w << (isVoid ? "" : "return ") << call << "; }\n";
  else if (isVoid)
    w << before << call << "; " << after << "}\n";
  else
    w << before << d.ret.text << " r = " << call << "; " << after << "return r; }\n";

  o << guarded(guardOf(d, &all), w.str());
}

}  // namespace

std::string generateOverloads(const std::string &name, const std::string &signaturesPath,
                              const std::string &tablePath, std::string &error) {
  const std::string suffix = "/overloads.cl";
  if (name.size() <= suffix.size() ||
      name.compare(name.size() - suffix.size(), suffix.size(), suffix))
    return "";
  const std::string family = name.substr(0, name.size() - suffix.size());
  std::vector<Entry> table;
  if (!readTable(tablePath, table, error))
    return "";
  std::set<std::string> names;
  for (const Entry &e : table)
    if (e.family == family)
      names.insert(e.name);
  if (names.empty()) {
    error = tablePath + " lists no builtin of family '" + family + "'";
    return "";
  }
  std::map<std::string, std::vector<Decl>> byName;
  if (!readSignatures(signaturesPath, names, byName, error))
    return "";

  std::ostringstream o;
  o << "// " << family << ": every overload of the builtins "
    << tablePath.substr(tablePath.rfind('/') + 1) << " lists for it,\n"
    << "// as declared by clang-15 (and include/clbuiltins/), each a wrapper over its\n"
    << "// __clb_ core. Generated by clb-gen (gen/Overloads.cpp). Do not edit.\n"
    << "#include <clb/defs.h>\n#include <clb/types.h>\n";
  std::set<std::string> declaredCores;
  for (const Entry &e : table) {
    if (e.family != family)
      continue;
    auto it = byName.find(e.name);
    if (it == byName.end()) {
      error = tablePath + ": " + e.name +
              " has no declaration in the signature table (clang-15 does not declare it: declare "
              "it in a header under include/clbuiltins/ and pass that header to clb-signatures)";
      return "";
    }
    std::vector<Decl> &decls = it->second;
    std::sort(decls.begin(), decls.end(),
              [](const Decl &a, const Decl &b) { return a.mangled < b.mangled; });
    o << "\n// " << e.name << ": " << decls.size() << " overloads\n";
    for (const Decl &d : decls) {
      bool half = d.ret.scalar == "half";
      for (const Type &p : d.params)
        half = half || p.scalar == "half";
      if (!(e.noHalf && half))
        emitOverload(d, e, decls, declaredCores, o);
    }
  }
  return o.str();
}

}  // namespace clbgen
