//===- PadBorders.cpp - Padded copies that fill only their border ---------===//
//
// See PadBorders.h.
//
//===----------------------------------------------------------------------===//
#include "rlas/PadBorders.h"
#include "rlas/PaddedDestinations.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

using namespace mlir;

namespace rlas {

/// The largest data or unified cache in sysfs, read anew.
static int64_t readLastLevelCacheBytes() {
  namespace fs = std::filesystem;
  int64_t largest = 0;
  std::error_code error;
  for (const fs::directory_entry &index :
       fs::directory_iterator("/sys/devices/system/cpu/cpu0/cache", error)) {
    std::ifstream typeFile(index.path() / "type"), sizeFile(index.path() / "size");
    std::string type, size;
    if (!(typeFile >> type) || type == "Instruction" || !(sizeFile >> size) || size.empty())
      continue;
    int64_t scale = 1;
    switch (size.back()) {
    case 'K': scale = 1024; break;
    case 'M': scale = 1024 * 1024; break;
    case 'G': scale = int64_t{1024} * 1024 * 1024; break;
    default: break;
    }
    if (scale != 1)
      size.pop_back();
    int64_t value = std::strtoll(size.c_str(), nullptr, 10);
    largest = std::max(largest, value * scale);
  }
  return largest;
}

int64_t lastLevelCacheBytes() {
  static const int64_t bytes = readLastLevelCacheBytes();
  return bytes;
}

/// One box of the padded tensor: its offsets and sizes.
struct Box {
  SmallVector<int64_t> offsets, sizes;
};

/// The border of a tensor of `shape` padded by `low` and `high`, as boxes that
/// do not overlap: along each padded dimension in turn, its low and high slabs,
/// spanning the interior along the dimensions before it (their slabs hold the
/// rest) and the whole extent along those after it.
static SmallVector<Box> borderBoxes(ArrayRef<int64_t> shape, ArrayRef<int64_t> low,
                                    ArrayRef<int64_t> high) {
  SmallVector<Box> boxes;
  const size_t rank = shape.size();
  for (size_t dim = 0; dim < rank; ++dim) {
    for (bool lowSide : {true, false}) {
      int64_t width = lowSide ? low[dim] : high[dim];
      if (width == 0)
        continue;
      Box box;
      for (size_t d = 0; d < rank; ++d) {
        if (d < dim) { // the interior
          box.offsets.push_back(low[d]);
          box.sizes.push_back(shape[d] - low[d] - high[d]);
        } else if (d == dim) {
          box.offsets.push_back(lowSide ? 0 : shape[d] - high[d]);
          box.sizes.push_back(width);
        } else {
          box.offsets.push_back(0);
          box.sizes.push_back(shape[d]);
        }
      }
      boxes.push_back(std::move(box));
    }
  }
  return boxes;
}

static SmallVector<OpFoldResult> indexAttrs(OpBuilder &builder, ArrayRef<int64_t> values) {
  SmallVector<OpFoldResult> attrs;
  for (int64_t value : values)
    attrs.push_back(builder.getIndexAttr(value));
  return attrs;
}

/// The pad's rewrite (see the header); false when it does not apply.
static bool fillBorder(tensor::PadOp pad) {
  arith::ConstantOp constant = staticPaddingConstant(pad);
  RankedTensorType type = pad.getResultType();
  if (!constant || !type.getElementType().isIntOrFloat())
    return false;
  ArrayRef<int64_t> low = pad.getStaticLow(), high = pad.getStaticHigh();
  // A padded tensor that fits the caches is filled whole: its second write is
  // a cache hit, and the border's columns, one value per row, took longer
  // than the whole fill (a 2x240x26x26 pool's input, 0.20 against 0.15 ms).
  const int64_t bytes =
      type.getNumElements() * type.getElementType().getIntOrFloatBitWidth() / 8;
  const int64_t cacheBytes = lastLevelCacheBytes();
  if (cacheBytes == 0 || bytes <= cacheBytes)
    return false;

  IRRewriter rewriter(pad);
  Location loc = pad.getLoc();
  ArrayRef<int64_t> shape = type.getShape();
  SmallVector<OpFoldResult> unitStrides(type.getRank(), rewriter.getIndexAttr(1));
  Value value = rewriter.create<arith::ConstantOp>(loc, constant.getValue());
  Value padded = rewriter.create<tensor::EmptyOp>(loc, shape, type.getElementType());
  for (const Box &box : borderBoxes(shape, low, high)) {
    SmallVector<OpFoldResult> offsets = indexAttrs(rewriter, box.offsets);
    SmallVector<OpFoldResult> sizes = indexAttrs(rewriter, box.sizes);
    Value slab = rewriter.create<tensor::ExtractSliceOp>(loc, padded, offsets, sizes, unitStrides);
    Value filled = rewriter.create<linalg::FillOp>(loc, value, slab).getResult(0);
    padded = rewriter.create<tensor::InsertSliceOp>(loc, filled, padded, offsets, sizes,
                                                    unitStrides);
  }
  rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
      pad, pad.getSource(), padded, indexAttrs(rewriter, low),
      indexAttrs(rewriter, pad.getSourceType().getShape()), unitStrides);
  return true;
}

void fillOnlyPadBorders(ModuleOp module) {
  SmallVector<tensor::PadOp> pads;
  module.walk([&](tensor::PadOp pad) { pads.push_back(pad); });
  for (tensor::PadOp pad : pads)
    (void)fillBorder(pad);
}

} // namespace rlas
