//===- ParseCUDA.cpp - Clang's parse of a CUDA file, for the lift ---------===//
//
// A ClangTool action like Tooling's own AST builder, with two additions:
// a preprocessor callback that skips missing includes under the prefixes
// asked for, and a diagnostic filter that sets aside the errors reported
// outside device code once an include was skipped.
//
//===----------------------------------------------------------------------===//

#include "ParseCUDA.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Sema.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <set>

using namespace mlir::kopt::cuda;
namespace cl = clang;

namespace {
/// Skips an include that is not found when its name, as written or after
/// its leading `../` and `./` components (`"../dispatch_utils.h"`), starts
/// with one of the prefixes, and remembers it.
class SkipMissingIncludes : public cl::PPCallbacks {
public:
  SkipMissingIncludes(llvm::ArrayRef<std::string> prefixes,
                      std::vector<std::string> &skipped)
      : prefixes(prefixes), skipped(skipped) {}

  bool FileNotFound(llvm::StringRef name) override {
    llvm::StringRef relative = name;
    while (relative.consume_front("../") || relative.consume_front("./"))
      ;
    for (const std::string &prefix : prefixes)
      if (name.starts_with(prefix) || relative.starts_with(prefix)) {
        skipped.push_back(name.str());
        return true;
      }
    return false;
  }

private:
  llvm::ArrayRef<std::string> prefixes;
  std::vector<std::string> &skipped;
};

/// Where a file lacks `template` keywords: its text and the offsets.
struct KeywordSites {
  std::string text;
  std::set<unsigned> offsets;
};

/// Passes diagnostics on to a printer, but for errors reported outside
/// device code (and their notes) while `active`: those are counted.
class HostErrorFilter : public cl::DiagnosticConsumer {
public:
  HostErrorFilter(cl::DiagnosticConsumer &next, bool mayReparse,
                  llvm::StringRef alwaysShown, llvm::StringRef quiet)
      : mayReparse(mayReparse), alwaysShown(alwaysShown), quiet(quiet),
        next(next) {}

  void BeginSourceFile(const cl::LangOptions &options,
                       const cl::Preprocessor *pp) override {
    next.BeginSourceFile(options, pp);
  }
  void EndSourceFile() override { next.EndSourceFile(); }
  void finish() override { next.finish(); }

  void HandleDiagnostic(cl::DiagnosticsEngine::Level level,
                        const cl::Diagnostic &info) override {
    cl::DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level == cl::DiagnosticsEngine::Note && lastSetAside)
      return;
    lastSetAside = false;
    // Once a `template` keyword is to be inserted the file is parsed again:
    // what follows is said then.
    if (level >= cl::DiagnosticsEngine::Error && isIn(info, quiet)) {
      lastSetAside = true;
      return;
    }
    if (mayReparse && level >= cl::DiagnosticsEngine::Error &&
        recordTemplateKeyword(info))
      muted = true;
    if (muted) {
      lastSetAside = true;
      return;
    }
    // A fatal error (an include missing that no prefix covers) ends the
    // parse: always said.
    if (active && level == cl::DiagnosticsEngine::Error && !inDeviceCode() &&
        !isIn(info, alwaysShown)) {
      lastSetAside = true;
      if (setAside++ == 0)
        firstSetAside = describe(info);
      return;
    }
    if (level >= cl::DiagnosticsEngine::Error && info.getLocation().isValid())
      printed.push_back({info.getLocation().getRawEncoding(), describe(info)});
    next.HandleDiagnostic(level, info);
  }

  /// Set while Clang parses; the compiler instance whose Sema says where
  /// the parse is.
  cl::CompilerInstance *instance = nullptr;
  bool active = false;
  /// The errors set aside, and the first ("file:line:col: message").
  unsigned setAside = 0;
  std::string firstSetAside;
  /// The errors passed on to the printer.
  std::vector<PrintedError> printed;
  /// Where a `template` keyword is missing: file -> its text as parsed
  /// and the offsets of the names in it.
  std::map<std::string, KeywordSites> templateKeywords;

private:
  /// "file:line:col: message" of a diagnostic.
  static std::string describe(const cl::Diagnostic &info) {
    llvm::SmallString<128> message;
    info.FormatDiagnostic(message);
    std::string text;
    llvm::raw_string_ostream os(text);
    if (info.hasSourceManager() && info.getLocation().isValid())
      os << info.getLocation().printToString(info.getSourceManager()) << ": ";
    os << message;
    return text;
  }

  /// Whether the diagnostic is located in the file `file`.
  static bool isIn(const cl::Diagnostic &info, llvm::StringRef file) {
    if (file.empty() || !info.hasSourceManager() ||
        !info.getLocation().isValid())
      return false;
    const cl::SourceManager &sm = info.getSourceManager();
    cl::PresumedLoc where =
        sm.getPresumedLoc(sm.getExpansionLoc(info.getLocation()));
    return where.isValid() && file == where.getFilename();
  }

  /// Records where the error `info` shows a member template named without
  /// the `template` keyword in a dependent context, which nvcc accepts and
  /// Clang does not (`vec_cast<T, U>::cast<N>(dst, src)` parses as
  /// comparisons): Clang's own fix-it where it gives one, else the last
  /// `::name<` between the error and the call's `(`.
  bool recordTemplateKeyword(const cl::Diagnostic &info) {
    if (!info.hasSourceManager())
      return false;
    const cl::SourceManager &sm = info.getSourceManager();
    auto record = [&](cl::SourceLocation loc) {
      loc = sm.getSpellingLoc(loc);
      auto [file, offset] = sm.getDecomposedLoc(loc);
      cl::OptionalFileEntryRef entry = sm.getFileEntryRefForID(file);
      if (!entry || file != sm.getFileID(loc))
        return false;
      // The file by its real path (an include's name may be relative to
      // a directory the parse had), with the text the offsets refer to.
      std::string name = entry->getFileEntry().tryGetRealPathName().str();
      if (name.empty())
        name = entry->getName().str();
      bool invalid = false;
      llvm::StringRef text = sm.getBufferData(file, &invalid);
      if (invalid || offset > text.size())
        return false;
      KeywordSites &sites = templateKeywords[name];
      sites.text = text.str();
      sites.offsets.insert(offset);
      return true;
    };
    bool found = false;
    for (const cl::FixItHint &hint : info.getFixItHints())
      if (hint.CodeToInsert == "template " && hint.RemoveRange.isValid())
        found |= record(hint.RemoveRange.getBegin());
    if (found ||
        (info.getID() != cl::diag::err_ovl_unresolvable &&
         info.getID() != cl::diag::err_template_kw_missing) ||
        !info.getLocation().isValid())
      return found;
    cl::SourceLocation at = sm.getSpellingLoc(info.getLocation());
    auto [file, offset] = sm.getDecomposedLoc(at);
    bool invalid = false;
    llvm::StringRef text = sm.getBufferData(file, &invalid);
    if (invalid)
      return false;
    llvm::StringRef rest = text.drop_front(offset).take_front(400);
    rest = rest.take_until([](char c) { return c == '(' || c == ';'; });
    static const llvm::Regex memberTemplate(
        "::[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*<");
    std::optional<unsigned> name;
    for (size_t from = 0; from < rest.size();) {
      llvm::SmallVector<llvm::StringRef, 2> groups;
      if (!memberTemplate.match(rest.drop_front(from), &groups))
        break;
      unsigned position = groups[1].data() - rest.data();
      name = position;
      from = position + groups[1].size();
    }
    if (!name || rest.take_front(*name).rtrim().ends_with("template"))
      return false;
    return record(at.getLocWithOffset(*name));
  }

  bool muted = false;
  bool mayReparse;
  std::string alwaysShown;
  std::string quiet;
  /// Whether Sema is inside a `__device__` or `__global__` function
  /// (lambdas count as the function they are written in).
  bool inDeviceCode() const {
    if (!instance || !instance->hasSema())
      return false;
    for (cl::DeclContext *context = instance->getSema().CurContext; context;
         context = context->getParent()) {
      const auto *function = llvm::dyn_cast<cl::FunctionDecl>(context);
      if (!function)
        continue;
      if (const auto *method = llvm::dyn_cast<cl::CXXMethodDecl>(function);
          method && method->getParent()->isLambda())
        continue;
      return function->hasAttr<cl::CUDADeviceAttr>() ||
             function->hasAttr<cl::CUDAGlobalAttr>();
    }
    return false;
  }

  cl::DiagnosticConsumer &next;
  bool lastSetAside = false;
};

/// Parses to an AST (nothing else) with the callback and the filter.
class ParseAction : public cl::ASTFrontendAction {
public:
  ParseAction(const ParseRequest &request, ParsedFile &result,
              HostErrorFilter &filter)
      : request(request), result(result), filter(filter) {}

  std::unique_ptr<cl::ASTConsumer>
  CreateASTConsumer(cl::CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<cl::ASTConsumer>();
  }

  bool BeginSourceFileAction(cl::CompilerInstance &instance) override {
    if (!request.skipMissingIncludes.empty())
      instance.getPreprocessor().addPPCallbacks(
          std::make_unique<SkipMissingIncludes>(request.skipMissingIncludes,
                                                result.skippedIncludes));
    filter.instance = &instance;
    filter.active = !request.skipMissingIncludes.empty();
    return true;
  }

  void EndSourceFileAction() override { filter.instance = nullptr; }

private:
  const ParseRequest &request;
  ParsedFile &result;
  HostErrorFilter &filter;
};

/// The diagnostics client of a parse, which the AST's diagnostics engine
/// points at as long as the AST lives.
struct DiagnosticsClient {
  std::shared_ptr<cl::DiagnosticOptions> options;
  std::unique_ptr<cl::TextDiagnosticPrinter> printer;
  std::unique_ptr<HostErrorFilter> filter;
};

/// Tooling's AST builder with the action above.
class BuildAST : public cl::tooling::ToolAction {
public:
  BuildAST(const ParseRequest &request, ParsedFile &result, bool mayReparse)
      : request(request), result(result), mayReparse(mayReparse) {}

  bool runInvocation(std::shared_ptr<cl::CompilerInvocation> invocation,
                     cl::FileManager *files,
                     std::shared_ptr<cl::PCHContainerOperations> pch,
                     cl::DiagnosticConsumer *) override {
    // The AST unit makes a file manager of its own, without the tool's
    // in-memory files: they reach it as remapped files.
    for (const auto &[path, contents] : request.virtualFiles)
      invocation->getPreprocessorOpts().addRemappedFile(
          path, llvm::MemoryBuffer::getMemBufferCopy(contents, path).release());
    // Set aside errors must not end the parse early, nor may a parse that
    // looks for missing keywords: no error limit.
    if (!request.skipMissingIncludes.empty() || mayReparse)
      invocation->getDiagnosticOpts().ErrorLimit = 0;
    auto client = std::make_shared<DiagnosticsClient>();
    client->options = std::make_shared<cl::DiagnosticOptions>(
        invocation->getDiagnosticOpts());
    client->printer = std::make_unique<cl::TextDiagnosticPrinter>(
        llvm::errs(), *client->options);
    client->filter = std::make_unique<HostErrorFilter>(
        *client->printer, mayReparse, request.alwaysShown, request.quiet);
    llvm::IntrusiveRefCntPtr<cl::DiagnosticsEngine> diagnostics =
        cl::CompilerInstance::createDiagnostics(
            files->getVirtualFileSystem(), *client->options,
            client->filter.get(), /*ShouldOwnClient=*/false);
    ParseAction action(request, result, *client->filter);
    std::unique_ptr<cl::ASTUnit> unit(
        cl::ASTUnit::LoadFromCompilerInvocationAction(
            std::move(invocation), std::move(pch), client->options,
            diagnostics, &action));
    HostErrorFilter &filter = *client->filter;
    filter.instance = nullptr;
    filter.active = false;
    result.setAsideErrors = filter.setAside;
    result.firstSetAside = filter.firstSetAside;
    result.printedErrors = filter.printed;
    templateKeywords = filter.templateKeywords;
    if (!unit)
      return false;
    result.keepAlive = std::move(client);
    result.unit = std::move(unit);
    return true;
  }

  /// Where the parse found a `template` keyword missing.
  std::map<std::string, KeywordSites> templateKeywords;

private:
  const ParseRequest &request;
  ParsedFile &result;
  bool mayReparse;
};
} // namespace

/// Parses once; with `mayReparse`, finds the missing `template` keywords
/// and stops printing at the first (the parse after says the rest).
static ParsedFile
parseOnce(const cl::tooling::CompilationDatabase &database,
          const ParseRequest &request, bool mayReparse,
          std::map<std::string, KeywordSites> &templateKeywords) {
  ParsedFile result;
  cl::tooling::ClangTool tool(database, {request.path});
  for (const auto &[path, contents] : request.virtualFiles)
    tool.mapVirtualFile(path, contents);
  tool.appendArgumentsAdjuster(cl::tooling::getInsertArgumentAdjuster(
      request.frontArgs, cl::tooling::ArgumentInsertPosition::BEGIN));
  // Flags of a host compilation that make no sense for a device-only parse.
  tool.appendArgumentsAdjuster(cl::tooling::getClangStripOutputAdjuster());
  BuildAST action(request, result, mayReparse);
  tool.run(&action);
  templateKeywords = std::move(action.templateKeywords);
  return result;
}

ParsedFile
mlir::kopt::cuda::parseCUDAFile(const cl::tooling::CompilationDatabase &database,
                                const ParseRequest &request) {
  // Each parse may find more sites (an instantiation reached only once
  // the ones before it compile); the last parse says what is left.
  constexpr int kParses = 3;
  ParseRequest current = request;
  std::vector<std::string> inserted;
  for (int parse = 1;; ++parse) {
    std::map<std::string, KeywordSites> templateKeywords;
    ParsedFile result =
        parseOnce(database, current, parse < kParses, templateKeywords);
    if (templateKeywords.empty()) {
      result.templateKeywordsInserted = std::move(inserted);
      return result;
    }
    // Free this AST (and its diagnostics client after it) before the next.
    result.unit.reset();
    result = ParsedFile();
    for (auto &[path, sites] : templateKeywords) {
      std::string &text = sites.text;
      for (unsigned offset : sites.offsets)
        inserted.push_back(
            path + ":" +
            std::to_string(
                llvm::count(llvm::StringRef(text).take_front(offset), '\n') +
                1));
      // From the end, so the offsets before stay valid.
      for (unsigned offset : llvm::reverse(sites.offsets))
        text.insert(offset, "template ");
      const std::string &name = path;
      llvm::erase_if(current.virtualFiles,
                     [&](const auto &file) { return file.first == name; });
      current.virtualFiles.push_back({path, std::move(text)});
    }
  }
}
