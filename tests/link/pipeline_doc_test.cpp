// docs/architecture.md names the steps linkProgram runs, in order, for each
// mode ("The steps, by name"); the pipeline's lists are data
// (tools/clb-link/lib/pipeline/Pipeline.cpp), so the two are compared here
// both ways: a step the doc leaves out, one it names that the pipeline does
// not run, or two in another order all fail, naming what differs.
// clb-link --print-pipeline prints the same lists.
#include "clbuiltins/Link.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace {

const clb::LinkMode kModes[] = {clb::LinkMode::Standard, clb::LinkMode::Reoptimized,
                                clb::LinkMode::CompileOnly};

// Each "<!-- pipeline MODE ... -->" ... "<!-- end pipeline -->" block of the
// doc: the backquoted name that starts each numbered item, in order.
std::map<std::string, std::vector<std::string>> documentedPipelines(const std::string &text,
                                                                    std::string &problems) {
  std::map<std::string, std::vector<std::string>> lists;
  const std::regex open(R"(^<!-- pipeline ([a-z-]+)\b.*-->\s*$)");
  const std::regex close(R"(^<!-- end pipeline -->\s*$)");
  const std::regex item(R"(^\d+\.\s+`([^`]+)`)");
  std::istringstream in(text);
  std::string line, mode;
  bool inside = false;
  for (int n = 1; std::getline(in, line); ++n) {
    std::smatch m;
    if (std::regex_match(line, m, open)) {
      if (inside)
        problems +=
            "line " + std::to_string(n) + ": a pipeline block opened inside '" + mode + "'\n";
      mode = m[1];
      inside = true;
      if (lists.count(mode))
        problems += "line " + std::to_string(n) + ": a second block for '" + mode + "'\n";
      lists[mode];
    } else if (std::regex_match(line, close)) {
      inside = false;
    } else if (inside && std::regex_search(line, m, item)) {
      lists[mode].push_back(m[1]);
    }
  }
  if (inside)
    problems += "the block for '" + mode + "' is never closed\n";
  return lists;
}

std::string joined(const std::vector<std::string> &names) {
  std::string s;
  for (const std::string &n : names)
    s += (s.empty() ? "" : ", ") + n;
  return s;
}

// What differs between the doc's list and the pipeline's, "" if nothing.
std::string difference(const std::vector<std::string> &doc, const std::vector<std::string> &code) {
  if (doc == code)
    return "";
  std::string why;
  std::multiset<std::string> d(doc.begin(), doc.end()), c(code.begin(), code.end());
  for (const std::string &n : code)
    if (!d.count(n))
      why += "  the doc leaves out " + n + "\n";
  for (const std::string &n : doc)
    if (!c.count(n))
      why += "  the doc names " + n + ", which the pipeline does not run\n";
  if (why.empty())
    why = "  the same steps in another order (or one listed twice)\n";
  return why + "  doc:      " + joined(doc) + "\n  pipeline: " + joined(code) + "\n";
}

TEST(ClbLinkPipeline, ArchitectureDocListsTheSteps) {
  std::ifstream in(CLB_ARCHITECTURE_MD);
  ASSERT_TRUE(in) << "cannot read " << CLB_ARCHITECTURE_MD;
  std::stringstream ss;
  ss << in.rdbuf();
  std::string problems;
  auto lists = documentedPipelines(ss.str(), problems);
  EXPECT_EQ(problems, "");
  std::set<std::string> known;
  for (clb::LinkMode mode : kModes) {
    const std::string name = clb::linkModeName(mode);
    known.insert(name);
    auto at = lists.find(name);
    if (at == lists.end()) {
      ADD_FAILURE() << "docs/architecture.md has no '<!-- pipeline " << name << " -->' list of the "
                    << name << " mode's steps";
      continue;
    }
    EXPECT_EQ(difference(at->second, clb::pipelineStepNames(mode)), "")
        << "docs/architecture.md's " << name << " steps differ from the pipeline's";
  }
  for (const auto &[name, steps] : lists)
    EXPECT_TRUE(known.count(name))
        << "docs/architecture.md lists steps of '" << name << "', which is no mode of the pipeline";
}

// The modes share most steps, and the layer's adds its own: a step of one
// name is the same step in every list that has it.
TEST(ClbLinkPipeline, ModesPickTheirLists) {
  clb::LinkRequest r;
  EXPECT_EQ(clb::linkMode(r), clb::LinkMode::Standard);
  r.inlineLaneWiseOverloads = true;
  EXPECT_EQ(clb::linkMode(r), clb::LinkMode::Reoptimized);
  r.optLevel = 0;  // nothing to optimize again: the default list
  EXPECT_EQ(clb::linkMode(r), clb::LinkMode::Standard);
  r.compileOnly = true;
  EXPECT_EQ(clb::linkMode(r), clb::LinkMode::CompileOnly);
  for (clb::LinkMode mode : kModes) {
    auto names = clb::pipelineStepNames(mode);
    ASSERT_FALSE(names.empty());
    EXPECT_EQ(names.front(), "check-request");
    EXPECT_EQ(names.back(), "emit");
    EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size())
        << clb::linkModeName(mode) << " lists a step twice";
  }
}

// clb-link --print-pipeline prints the list the other options pick.
TEST(ClbLinkPipeline, PrintPipelinePrintsTheModesList) {
  auto printed = [](const std::string &args) {
    std::string out;
    FILE *p = popen((CLB_LINK_EXE " --print-pipeline " + args).c_str(), "r");
    if (!p)
      return out;
    char buf[256];
    while (fgets(buf, sizeof buf, p))
      out += buf;
    pclose(p);
    return out;
  };
  auto lines = [](clb::LinkMode mode) {
    std::string s;
    for (const std::string &n : clb::pipelineStepNames(mode))
      s += n + "\n";
    return s;
  };
  EXPECT_EQ(printed(""), lines(clb::LinkMode::Standard));
  EXPECT_EQ(printed("--inline-lane-wise-overloads"), lines(clb::LinkMode::Reoptimized));
  EXPECT_EQ(printed("--inline-lane-wise-overloads -O0"), lines(clb::LinkMode::Standard));
}

}  // namespace
