"""Writes the malformed-input corpus beside this file: programs a user may bring that are
broken, unusual or beyond what the tool supports. Each must give exit 0, or one line on
stderr naming the file and exit 2, from every command (`tests/test_malformed_corpus.py`).

    python tests/data/malformed/generate.py

The files are committed; this script is how they were made (re-running it rewrites them).
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def add(shape: str, element: str = "f32", name: str = "add") -> str:
    t = f"tensor<{shape}x{element}>"
    return f"""func.func @{name}(%a: {t}, %b: {t}, %c: {t}) -> {t} {{
  %0 = linalg.add ins(%a, %b : {t}, {t}) outs(%c : {t}) -> {t}
  return %0 : {t}
}}
"""


def matmul(m: int, n: int, k: int, element: str = "f32") -> str:
    a, b, c = (f"tensor<{x}x{y}x{element}>" for x, y in ((m, k), (k, n), (m, n)))
    return f"""func.func @matmul(%a: {a}, %b: {b}, %c: {c}) -> {c} {{
  %0 = linalg.matmul ins(%a, %b : {a}, {b}) outs(%c : {c}) -> {c}
  return %0 : {c}
}}
"""


def relu(shape: str, element: str = "f32") -> str:
    t = f"tensor<{shape}x{element}>"
    rank = shape.count("x") + 1
    dims = ", ".join(f"d{i}" for i in range(rank))
    parallel = ", ".join(['"parallel"'] * rank)
    return f"""#id = affine_map<({dims}) -> ({dims})>
func.func @relu(%a: {t}, %c: {t}) -> {t} {{
  %0 = linalg.generic {{indexing_maps = [#id, #id], iterator_types = [{parallel}]}}
      ins(%a : {t}) outs(%c : {t}) {{
    ^bb0(%x: {element}, %o: {element}):
      %m = arith.maximumf %x, %x : {element}
      linalg.yield %m : {element}
  }} -> {t}
  return %0 : {t}
}}
"""


GOOD = add("16x16")
TEXT: dict[str, str] = {}
BYTES: dict[str, bytes] = {}

# Not a program at all.
BYTES["binary.mlir"] = bytes(range(256)) * 4
BYTES["empty.mlir"] = b""
TEXT["whitespace_only.mlir"] = "   \n\t\n\n"
TEXT["comment_only.mlir"] = "// nothing here but a comment\n"
TEXT["json.mlir"] = '{"kind": "vectorize", "tag": "op0"}\n'
TEXT["python.mlir"] = "import numpy as np\nprint(np.ones(3))\n"
TEXT["prose.mlir"] = "This file was meant to hold a matmul.\n"
TEXT["empty_module.mlir"] = "module {\n}\n"
TEXT["empty_function.mlir"] = "func.func @f() {\n  return\n}\n"
for cut in (10, 40, 80, 120, len(GOOD) - 3):
    TEXT[f"truncated_at_{cut}.mlir"] = GOOD[:cut]
TEXT["unbalanced_brace.mlir"] = GOOD + "}\n"
TEXT["missing_return.mlir"] = GOOD.replace("  return %0 : tensor<16x16xf32>\n", "")
TEXT["unknown_dialect.mlir"] = GOOD.replace("linalg.add", "mydialect.add")
TEXT["unknown_linalg_op.mlir"] = GOOD.replace("linalg.add", "linalg.addd")
TEXT["undefined_value.mlir"] = GOOD.replace("ins(%a, %b", "ins(%a, %z")
TEXT["duplicate_symbol.mlir"] = GOOD + GOOD
TEXT["duplicate_value.mlir"] = GOOD.replace("%c: tensor", "%a: tensor")
TEXT["type_mismatch.mlir"] = GOOD.replace(
    "return %0 : tensor<16x16xf32>", "return %0 : tensor<16x8xf32>"
)
TEXT["shape_mismatch.mlir"] = GOOD.replace("%b: tensor<16x16xf32>", "%b: tensor<16x8xf32>", 1)
TEXT["matmul_shape_mismatch.mlir"] = matmul(8, 8, 8).replace(
    "%b: tensor<8x8xf32>", "%b: tensor<4x8xf32>", 1
)
TEXT["bad_affine_map.mlir"] = relu("8x8").replace("-> (d0, d1)>", "-> (d0, d2)>")
TEXT["bad_iterator_type.mlir"] = relu("8x8").replace(
    '"parallel", "parallel"', '"parallel", "sideways"'
)
TEXT["generic_wrong_yield.mlir"] = relu("8x8").replace(
    "linalg.yield %m : f32", "linalg.yield %x, %m : f32, f32"
)
TEXT["dynamic_shapes.mlir"] = add("?x16")
TEXT["dynamic_all.mlir"] = add("?x?")
TEXT["unranked.mlir"] = """func.func @f(%a: tensor<*xf32>) -> tensor<*xf32> {
  return %a : tensor<*xf32>
}
"""
TEXT["no_linalg_op.mlir"] = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
"""
TEXT["only_fill.mlir"] = """func.func @f() -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
"""

# Element types the core cannot compile, and ones it can.
for element in ("f16", "bf16", "i1", "i8", "i16", "f64", "i32", "i64", "complex<f32>", "index"):
    safe = element.replace("<", "_").replace(">", "")
    if element.startswith("complex"):
        TEXT[f"element_{safe}.mlir"] = add("8x8", element)
        continue
    TEXT[f"element_{safe}_add.mlir"] = add("8x8", element)
    TEXT[f"element_{safe}_matmul.mlir"] = matmul(8, 8, 8, element)
TEXT["element_f16_relu.mlir"] = relu("8x8", "f16")

# Zero- and one-sized dimensions.
for shape in ("0x16", "16x0", "0", "0x0x4", "1", "1x1", "1x16", "16x1", "1x1x1x1"):
    TEXT[f"dims_{shape}_add.mlir"] = add(shape)
for m, n, k in ((0, 8, 8), (8, 0, 8), (8, 8, 0), (1, 1, 1), (1, 64, 1), (64, 1, 64)):
    TEXT[f"dims_matmul_{m}x{n}x{k}.mlir"] = matmul(m, n, k)
TEXT["dims_1x1_relu.mlir"] = relu("1x1")

# Sizes beyond memory.
TEXT["huge_add_100000x100000.mlir"] = add("100000x100000")
TEXT["huge_matmul_65536.mlir"] = matmul(65536, 65536, 65536)
TEXT["huge_1d_8589934592.mlir"] = add("8589934592")
TEXT["huge_f64_50000x50000.mlir"] = add("50000x50000", "f64")

# Functions and modules of unusual shape.
TEXT[
    "returns_nothing.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return
}
"""
TEXT["two_public_functions.mlir"] = add("8x8", name="first") + add("8x8", name="second")
TEXT["private_helper.mlir"] = add("8x8", name="main") + add("8x8", name="helper").replace(
    "func.func @helper", "func.func private @helper"
)
TEXT["calls_a_helper.mlir"] = (
    add("8x8", name="helper").replace("func.func @helper", "func.func private @helper")
    + """func.func @main(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = func.call @helper(%a, %b, %c) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""
)
TEXT[
    "calls_an_external_function.mlir"
] = """func.func private @external(tensor<8x8xf32>) -> tensor<8x8xf32>
""" + add("8x8").replace(
    "  return %0",
    "  %1 = func.call @external(%0) : (tensor<8x8xf32>) -> tensor<8x8xf32>\n  return %1",
)
TEXT["nested_module.mlir"] = "module {\n  module @inner {\n" + GOOD + "  }\n}\n"
TEXT["named_module.mlir"] = "module @mine {\n" + GOOD + "}\n"
TEXT["two_modules.mlir"] = "module {\n" + GOOD + "}\nmodule {\n" + add("8x8", name="g") + "}\n"
TEXT["odd_symbol_quoted.mlir"] = GOOD.replace("@add", '@"my kernel (v2)"')
TEXT["odd_symbol_dots.mlir"] = GOOD.replace("@add", "@my.kernel$v2")
TEXT["odd_symbol_unicode.mlir"] = GOOD.replace("@add", '@"κ_add"')
TEXT["odd_symbol_digits.mlir"] = GOOD.replace("@add", "@_0123")
TEXT["odd_file name (copy).mlir"] = GOOD

# Text encodings and layout.
TEXT["crlf.mlir"] = GOOD.replace("\n", "\r\n")
BYTES["bom.mlir"] = b"\xef\xbb\xbf" + GOOD.encode()
BYTES["bom_crlf.mlir"] = b"\xef\xbb\xbf" + GOOD.replace("\n", "\r\n").encode()
BYTES["latin1_comment.mlir"] = "// caf\xe9 na\xefve\n".encode("latin-1") + GOOD.encode()
BYTES["utf16.mlir"] = GOOD.encode("utf-16")
TEXT["utf8_comment.mlir"] = "// café, naïve, 矩阵\n" + GOOD
TEXT["tabs.mlir"] = GOOD.replace("  ", "\t")
TEXT["no_final_newline.mlir"] = GOOD.rstrip("\n")
TEXT["long_comment_line.mlir"] = "// " + "x" * 200_000 + "\n" + GOOD
TEXT["long_one_line.mlir"] = " ".join(GOOD.split("\n")) + " " * 100_000 + "\n"
TEXT["long_dense_constant.mlir"] = (
    """func.func @f(%c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %a = arith.constant dense<["""
    + ", ".join(
        "[" + ", ".join(f"{(i * 64 + j) % 7}.0" for j in range(64)) + "]" for i in range(64)
    )
    + """]> : tensor<64x64xf32>
  %0 = linalg.add ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
"""
)

# Pads, reshapes and other dialects mixed in.
TEXT[
    "pad_dynamic_padding.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %v: f32, %l: index) -> tensor<?x8xf32> {
  %0 = tensor.pad %a low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
"""
TEXT[
    "pad_value_from_argument.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %v: f32, %c: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  %0 = linalg.add ins(%p, %p : tensor<10x10xf32>, tensor<10x10xf32>) outs(%c : tensor<10x10xf32>) -> tensor<10x10xf32>
  return %0 : tensor<10x10xf32>
}
"""
TEXT[
    "scalar_argument.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %s: f32, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.fill ins(%s : f32) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.add ins(%a, %0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"""
TEXT[
    "scf_for_around_linalg.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c) -> (tensor<8x8xf32>) {
    %0 = linalg.add ins(%a, %acc : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %0 : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
"""
TEXT[
    "scf_if_around_linalg.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>, %p: i1) -> tensor<8x8xf32> {
  %r = scf.if %p -> (tensor<8x8xf32>) {
    %0 = linalg.add ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %0 : tensor<8x8xf32>
  } else {
    scf.yield %c : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
"""
TEXT["affine_for_on_memrefs.mlir"] = """func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    affine.store %x, %b[%i] : memref<8xf32>
  }
  return
}
"""
TEXT[
    "memref_linalg.mlir"
] = """func.func @f(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.add ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
"""
TEXT[
    "memref_alloc_mixed.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %m = memref.alloc() : memref<8x8xf32>
  memref.dealloc %m : memref<8x8xf32>
  %0 = linalg.add ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""
TEXT[
    "expand_then_add.mlir"
] = """func.func @f(%a: tensor<64xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
  %0 = linalg.add ins(%e, %e : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""
TEXT["gpu_dialect.mlir"] = """func.func @f(%a: tensor<8x8xf32>) -> index {
  %0 = gpu.thread_id x
  return %0 : index
}
"""
TEXT["tensor_only_ops.mlir"] = """func.func @f(%a: tensor<8x8xf32>) -> tensor<64xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  return %0 : tensor<64xf32>
}
"""
TEXT[
    "output_aliases_input.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""
TEXT[
    "returns_an_argument_too.mlir"
] = """func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = linalg.add ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %a : tensor<8x8xf32>, tensor<8x8xf32>
}
"""
TEXT["returns_a_scalar.mlir"] = """func.func @f(%a: tensor<8xf32>, %c: tensor<f32>) -> f32 {
  %0 = linalg.reduce ins(%a : tensor<8xf32>) outs(%c : tensor<f32>) dimensions = [0]
    (%x: f32, %o: f32) {
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    }
  %v = tensor.extract %0[] : tensor<f32>
  return %v : f32
}
"""
TEXT["division_by_zero_body.mlir"] = relu("8x8").replace(
    "%m = arith.maximumf %x, %x : f32",
    "%z = arith.constant 0.0 : f32\n      %m = arith.divf %x, %z : f32",
)
TEXT["integer_division_by_zero.mlir"] = relu("8x8", "i32").replace(
    "%m = arith.maximumf %x, %x : i32",
    "%z = arith.constant 0 : i32\n      %m = arith.divsi %x, %z : i32",
)
TEXT["log_of_inputs.mlir"] = relu("8x8").replace(
    "%m = arith.maximumf %x, %x : f32", "%m = math.log %x : f32"
)
TEXT["loop_of_huge_trip.mlir"] = relu("1x4294967296")


def main() -> None:
    for old in HERE.glob("*.mlir"):
        old.unlink()
    for name, text in TEXT.items():
        (HERE / name).write_bytes(text.encode())
    for name, data in BYTES.items():
        (HERE / name).write_bytes(data)
    print(f"{len(TEXT) + len(BYTES)} files in {HERE}")


if __name__ == "__main__":
    main()
