// printf from 64 work-items (tests/kernels/printf.cl): every conversion,
// flag, width, precision and vector form, captured from the process's
// standard output and compared, as a sorted list of lines (work-items print
// in no set order), with the host's snprintf of the same values. A vector
// prints as its elements, each formatted alone, joined by commas (the
// spec's definition).
#include "backend.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace clbtest {
namespace {

const unsigned kItems = 64;

std::string format(const char *spec, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, spec);
  std::vsnprintf(buf, sizeof buf, spec, ap);
  va_end(ap);
  return buf;
}

// Each element formatted alone with `spec`, joined by commas.
template <class T>
std::string vec(const char *spec, std::initializer_list<T> elements) {
  std::string out;
  for (T e : elements)
    out += (out.empty() ? "" : ",") + format(spec, e);
  return out;
}

// The lines work-item g prints, as the host formats the same values.
std::vector<std::string> expectedLines(unsigned g, bool doubles) {
  int i = (int)g * 7919 - 200;
  unsigned u = g * 2654435761u;
  long l = (long)g * -1234567890123L;
  unsigned long ul = ((unsigned long)g << 40) | g;
  float f = (float)g * 0.375f - 3.0f;
  double d = (double)g * 1e10 + 0.1;
  char c = (char)('A' + g % 26);
  double fd = f;
  std::vector<std::string> body = {
      format("%d|%i|%-8d|%+d|% d|%08d|%.5d", i, i, i, i, i, i, i),
      format("%u|%o|%#o|%x|%#x|%X|%#10X", u, u, u, u, u, u, u),
      format("%ld|%li|%lu|%lx|%#lX|%-22ld|", l, l, ul, ul, ul, l),
      format("%hhd|%hhu|%hd|%hu|%hhx", i, i, i, i, i),
      format("%c|%5c|%-3c|", c, c, c),
      format("%f|%.0f|%+.3f|%10.2f|%-10.1f|%010.4f", fd, fd, fd, fd, fd, fd),
      format("%e|%.2E|%g|%G|%.3g|%#g", fd, fd, fd, fd, fd, fd),
      format("%a|%A|%.3a", fd, fd, fd),
      format("%lf|%.10le|%.15lg|%la", d, d, d, d),
      format("%f|%e|%g|%f", (double)INFINITY, -(double)INFINITY, (double)NAN, 0.0),
      format("%s|%-8s|%8s|%.3s|100%%", "hello", "ab", "cd", "truncated"),
      vec<int>("%hhd", {(signed char)g, (signed char)-(int)g}) + "|" +
          vec<int>("%#hhx", {(unsigned char)g, (unsigned char)(255 - g)}) + "|" +
          vec<int>("%hhu", {(unsigned char)g, 0, 128, 255}),
      vec<int>("%#hx", {(unsigned short)(g * 1000), (unsigned short)(65535 - g)}) + "|" +
          vec<int>("%hd", {(short)g, (short)-(int)g, 32767}) + "|" +
          vec<int>("%hu", {(unsigned short)g, 1, 2, 3, 4, 5, 6, 65535}),
      vec<int>("%i", {i, -i, (int)g, INT_MIN}) + "|" + vec<int>("%+d", {i, 0}) + "|" +
          vec<unsigned>("%X", {u, 1, 2, 3, 0xdeadbeef, 5, 6, UINT_MAX}) + "|" +
          vec<unsigned>("%#o", {u, 8, 0}),
      vec<long>("%ld", {l, LONG_MAX}) + "|" + vec<unsigned long>("%lu", {ul, 0, ULONG_MAX}) + "|" +
          vec<unsigned long>("%#lx", {ul, 1, 2, 3}),
      vec<double>("%f", {fd, -fd}) + "|" +
          vec<double>("%8.2f", {fd, (double)(-f * 1024), 1e10f, 0x1.555556p-2f}) + "|" +
          vec<double>("%e", {fd, 0.5, -0.25}),
      vec<double>("%g", {fd, 1e-5f, 123456789.0f, 0x1p-130f}) + "|" + vec<double>("%a", {fd, 1.0}) +
          "|" + vec<double>("%f", {fd, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}),
      vec<double>("%f", {d, -d}) + "|" + vec<double>("%.3e", {d, 1.0, 0.5}) + "|" +
          vec<double>("%g", {d, 1e300, 1e-300, 0.0}),
  };
  std::vector<std::string> lines;
  for (size_t n = 0; n < body.size(); ++n)
    if (doubles || (n != 8 && n != 17))
      lines.push_back(format("%u %d: ", g, (int)n) + body[n]);
  return lines;
}

// Standard output (file descriptor 1) into a file while alive; text() is
// what was written, stdio's buffer and the runtime's own writes alike.
class CapturedStdout {
 public:
  CapturedStdout() {
    std::fflush(stdout);
    char path[] = "/tmp/clb-printf-XXXXXX";
    int fd = mkstemp(path);
    path_ = path;
    saved_ = dup(1);
    dup2(fd, 1);
    close(fd);
  }
  std::string finish() {
    std::fflush(stdout);
    dup2(saved_, 1);
    close(saved_);
    std::ifstream in(path_);
    std::stringstream text;
    text << in.rdbuf();
    std::remove(path_.c_str());
    return text.str();
  }

 private:
  std::string path_;
  int saved_ = -1;
};

TEST(Printf, EveryConversionFlagAndVectorFormMatchesSnprintf) {
  CLBTEST_BACKEND_OR_SKIP(be);
  auto &program = be->load("printf.cl");
  auto status = be->alloc(kItems * sizeof(int));
  std::vector<int> ones(kItems, 1), zero(1, 0);
  status->write(ones.data(), ones.size() * sizeof(int));
  auto doubles = be->upload(zero);
  CapturedStdout capture;
  program.run("printf_all", NDRange::linear(kItems, kItems), {status, doubles});
  std::string printed = capture.finish();
  const bool ranDoubles = doubles->read<int>(1)[0] == 1;

  std::vector<int> got = status->read<int>(kItems);
  for (unsigned g = 0; g < kItems; ++g)
    EXPECT_EQ(got[g], 0) << "printf's result in work-item " << g;
  std::vector<std::string> want, have;
  for (unsigned g = 0; g < kItems; ++g)
    for (std::string &line : expectedLines(g, ranDoubles))
      want.push_back(line);
  std::istringstream lines(printed);
  for (std::string line; std::getline(lines, line);)
    have.push_back(line);
  std::sort(want.begin(), want.end());
  std::sort(have.begin(), have.end());
  EXPECT_EQ(have.size(), want.size()) << "lines printed";
  std::vector<std::string> missing, extra;
  std::set_difference(want.begin(), want.end(), have.begin(), have.end(),
                      std::back_inserter(missing));
  std::set_difference(have.begin(), have.end(), want.begin(), want.end(),
                      std::back_inserter(extra));
  for (size_t k = 0; k < missing.size() && k < 8; ++k)
    ADD_FAILURE() << "not printed: " << missing[k];
  for (size_t k = 0; k < extra.size() && k < 8; ++k)
    ADD_FAILURE() << "printed instead: " << extra[k];
  EXPECT_TRUE(missing.empty() && extra.empty())
      << missing.size() << " expected lines missing, " << extra.size() << " unexpected";
}

}  // namespace
}  // namespace clbtest
