# lit configuration of the kopt regression tests.
import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "KOPT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test", ".cu"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kopt_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%kopt_src_root", config.kopt_src_root))
config.substitutions.append(("%kopt_obj_root", config.kopt_obj_root))
config.substitutions.append(
    ("%kopt_plugin", os.path.join(config.kopt_lib_dir, "KoptPlugin.so")))
config.substitutions.append(("%mlir_dir", config.mlir_dir))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%cmake_generator", config.cmake_generator))
config.substitutions.append(("%cxx", config.cxx_compiler))

llvm_config.with_system_environment(["HOME", "TMP", "TEMP", "CUDA_PATH",
                                     "CUDA_HOME", "CUDA_ROOT", "KOPT_PTXAS",
                                     "ASAN_OPTIONS", "UBSAN_OPTIONS",
                                     "LSAN_OPTIONS"])

# asan: the tools are built with AddressSanitizer and UBSan (check.sh
# --sanitize); a test that loads kopt into a program built without them
# (the pass plugin in mlir-opt) cannot run there.
if getattr(config, "kopt_sanitize", False):
    config.available_features.add("asan")
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.kopt_tools_dir, config.llvm_tools_dir]
tools = [
    "kopt-opt",
    "kopt-translate",
    "kopt-tune",
    "kopt-rank",
    ToolSubst("mlir-opt", os.path.join(config.llvm_tools_dir, "mlir-opt")),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# ptxas: from $KOPT_PTXAS, the configured CUDA toolkit, or $PATH.
ptxas = os.environ.get("KOPT_PTXAS") or os.path.join(
    config.kopt_cuda_path, "bin", "ptxas")
if not os.access(ptxas, os.X_OK):
    ptxas = shutil.which("ptxas")
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))

# cuda-gpu: only where a CUDA device answers.
nvidia_smi = shutil.which("nvidia-smi")
if nvidia_smi:
    try:
        listed = subprocess.run([nvidia_smi, "-L"], capture_output=True,
                                timeout=20).stdout
        if b"GPU" in listed:
            config.available_features.add("cuda-gpu")
    except (OSError, subprocess.SubprocessError):
        pass

if os.access(os.path.join(config.kopt_tools_dir, "kopt-runner"), os.X_OK):
    config.available_features.add("kopt-runner")
    tools.append("kopt-runner")
    llvm_config.add_tool_substitutions(["kopt-runner"], tool_dirs)
unit_tests = os.path.join(config.kopt_obj_root, "unittests", "KoptRunnerTests")
if os.access(unit_tests, os.X_OK):
    config.available_features.add("unittests")
    config.substitutions.append(("%kopt_runner_unittests", unit_tests))
conversion_tests = os.path.join(config.kopt_obj_root, "unittests",
                                "KoptConversionTests")
if os.access(conversion_tests, os.X_OK):
    config.available_features.add("conversion-unittests")
    config.substitutions.append(("%kopt_conversion_unittests", conversion_tests))
agent_tests = os.path.join(config.kopt_obj_root, "unittests", "KoptAgentTests")
if os.access(agent_tests, os.X_OK):
    config.available_features.add("agent-unittests")
    config.substitutions.append(("%kopt_agent_unittests", agent_tests))
canned_service = os.path.join(config.kopt_obj_root, "unittests",
                              "kopt-canned-service")
if os.access(canned_service, os.X_OK):
    config.available_features.add("canned-service")
    config.substitutions.append(("%kopt_canned_service", canned_service))

if shutil.which("cmake") and shutil.which("ninja"):
    config.available_features.add("cmake")

# cuda-headers: the CUDA toolkit's headers, which the CUDA frontend parses.
if os.path.exists(os.path.join(config.kopt_cuda_path, "include", "cuda_runtime.h")):
    config.available_features.add("cuda-headers")
    config.substitutions.append(
        ("%cuda_include", os.path.join(config.kopt_cuda_path, "include")))
