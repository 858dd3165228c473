// Source: data_generation.models:resnet18 --input-shape 1,3,224,224 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x3x224x224xf32>, %arg_conv1_weight: tensor<64x3x7x7xf32>, %arg_bn1_weight: tensor<64xf32>, %arg_bn1_bias: tensor<64xf32>, %arg_layer1_0_conv1_weight: tensor<64x64x3x3xf32>, %arg_layer1_0_bn1_weight: tensor<64xf32>, %arg_layer1_0_bn1_bias: tensor<64xf32>, %arg_layer1_0_conv2_weight: tensor<64x64x3x3xf32>, %arg_layer1_0_bn2_weight: tensor<64xf32>, %arg_layer1_0_bn2_bias: tensor<64xf32>, %arg_layer1_1_conv1_weight: tensor<64x64x3x3xf32>, %arg_layer1_1_bn1_weight: tensor<64xf32>, %arg_layer1_1_bn1_bias: tensor<64xf32>, %arg_layer1_1_conv2_weight: tensor<64x64x3x3xf32>, %arg_layer1_1_bn2_weight: tensor<64xf32>, %arg_layer1_1_bn2_bias: tensor<64xf32>, %arg_layer2_0_conv1_weight: tensor<128x64x3x3xf32>, %arg_layer2_0_bn1_weight: tensor<128xf32>, %arg_layer2_0_bn1_bias: tensor<128xf32>, %arg_layer2_0_conv2_weight: tensor<128x128x3x3xf32>, %arg_layer2_0_bn2_weight: tensor<128xf32>, %arg_layer2_0_bn2_bias: tensor<128xf32>, %arg_layer2_0_downsample_0_weight: tensor<128x64x1x1xf32>, %arg_layer2_0_downsample_1_weight: tensor<128xf32>, %arg_layer2_0_downsample_1_bias: tensor<128xf32>, %arg_layer2_1_conv1_weight: tensor<128x128x3x3xf32>, %arg_layer2_1_bn1_weight: tensor<128xf32>, %arg_layer2_1_bn1_bias: tensor<128xf32>, %arg_layer2_1_conv2_weight: tensor<128x128x3x3xf32>, %arg_layer2_1_bn2_weight: tensor<128xf32>, %arg_layer2_1_bn2_bias: tensor<128xf32>, %arg_layer3_0_conv1_weight: tensor<256x128x3x3xf32>, %arg_layer3_0_bn1_weight: tensor<256xf32>, %arg_layer3_0_bn1_bias: tensor<256xf32>, %arg_layer3_0_conv2_weight: tensor<256x256x3x3xf32>, %arg_layer3_0_bn2_weight: tensor<256xf32>, %arg_layer3_0_bn2_bias: tensor<256xf32>, %arg_layer3_0_downsample_0_weight: tensor<256x128x1x1xf32>, %arg_layer3_0_downsample_1_weight: tensor<256xf32>, %arg_layer3_0_downsample_1_bias: tensor<256xf32>, %arg_layer3_1_conv1_weight: tensor<256x256x3x3xf32>, %arg_layer3_1_bn1_weight: tensor<256xf32>, %arg_layer3_1_bn1_bias: tensor<256xf32>, %arg_layer3_1_conv2_weight: tensor<256x256x3x3xf32>, %arg_layer3_1_bn2_weight: tensor<256xf32>, %arg_layer3_1_bn2_bias: tensor<256xf32>, %arg_layer4_0_conv1_weight: tensor<512x256x3x3xf32>, %arg_layer4_0_bn1_weight: tensor<512xf32>, %arg_layer4_0_bn1_bias: tensor<512xf32>, %arg_layer4_0_conv2_weight: tensor<512x512x3x3xf32>, %arg_layer4_0_bn2_weight: tensor<512xf32>, %arg_layer4_0_bn2_bias: tensor<512xf32>, %arg_layer4_0_downsample_0_weight: tensor<512x256x1x1xf32>, %arg_layer4_0_downsample_1_weight: tensor<512xf32>, %arg_layer4_0_downsample_1_bias: tensor<512xf32>, %arg_layer4_1_conv1_weight: tensor<512x512x3x3xf32>, %arg_layer4_1_bn1_weight: tensor<512xf32>, %arg_layer4_1_bn1_bias: tensor<512xf32>, %arg_layer4_1_conv2_weight: tensor<512x512x3x3xf32>, %arg_layer4_1_bn2_weight: tensor<512xf32>, %arg_layer4_1_bn2_bias: tensor<512xf32>, %arg_fc_weight: tensor<1000x512xf32>, %arg_fc_bias: tensor<1000xf32>, %arg_bn1_running_mean: tensor<64xf32>, %arg_bn1_running_var: tensor<64xf32>, %arg_layer1_0_bn1_running_mean: tensor<64xf32>, %arg_layer1_0_bn1_running_var: tensor<64xf32>, %arg_layer1_0_bn2_running_mean: tensor<64xf32>, %arg_layer1_0_bn2_running_var: tensor<64xf32>, %arg_layer1_1_bn1_running_mean: tensor<64xf32>, %arg_layer1_1_bn1_running_var: tensor<64xf32>, %arg_layer1_1_bn2_running_mean: tensor<64xf32>, %arg_layer1_1_bn2_running_var: tensor<64xf32>, %arg_layer2_0_downsample_1_running_mean: tensor<128xf32>, %arg_layer2_0_downsample_1_running_var: tensor<128xf32>, %arg_layer2_0_bn1_running_mean: tensor<128xf32>, %arg_layer2_0_bn1_running_var: tensor<128xf32>, %arg_layer2_0_bn2_running_mean: tensor<128xf32>, %arg_layer2_0_bn2_running_var: tensor<128xf32>, %arg_layer2_1_bn1_running_mean: tensor<128xf32>, %arg_layer2_1_bn1_running_var: tensor<128xf32>, %arg_layer2_1_bn2_running_mean: tensor<128xf32>, %arg_layer2_1_bn2_running_var: tensor<128xf32>, %arg_layer3_0_downsample_1_running_mean: tensor<256xf32>, %arg_layer3_0_downsample_1_running_var: tensor<256xf32>, %arg_layer3_0_bn1_running_mean: tensor<256xf32>, %arg_layer3_0_bn1_running_var: tensor<256xf32>, %arg_layer3_0_bn2_running_mean: tensor<256xf32>, %arg_layer3_0_bn2_running_var: tensor<256xf32>, %arg_layer3_1_bn1_running_mean: tensor<256xf32>, %arg_layer3_1_bn1_running_var: tensor<256xf32>, %arg_layer3_1_bn2_running_mean: tensor<256xf32>, %arg_layer3_1_bn2_running_var: tensor<256xf32>, %arg_layer4_0_downsample_1_running_mean: tensor<512xf32>, %arg_layer4_0_downsample_1_running_var: tensor<512xf32>, %arg_layer4_0_bn1_running_mean: tensor<512xf32>, %arg_layer4_0_bn1_running_var: tensor<512xf32>, %arg_layer4_0_bn2_running_mean: tensor<512xf32>, %arg_layer4_0_bn2_running_var: tensor<512xf32>, %arg_layer4_1_bn1_running_mean: tensor<512xf32>, %arg_layer4_1_bn1_running_var: tensor<512xf32>, %arg_layer4_1_bn2_running_mean: tensor<512xf32>, %arg_layer4_1_bn2_running_var: tensor<512xf32>) -> tensor<1x1000xf32>
    attributes {rl.arguments = ["input", "conv1.weight", "bn1.weight", "bn1.bias", "layer1.0.conv1.weight", "layer1.0.bn1.weight", "layer1.0.bn1.bias", "layer1.0.conv2.weight", "layer1.0.bn2.weight", "layer1.0.bn2.bias", "layer1.1.conv1.weight", "layer1.1.bn1.weight", "layer1.1.bn1.bias", "layer1.1.conv2.weight", "layer1.1.bn2.weight", "layer1.1.bn2.bias", "layer2.0.conv1.weight", "layer2.0.bn1.weight", "layer2.0.bn1.bias", "layer2.0.conv2.weight", "layer2.0.bn2.weight", "layer2.0.bn2.bias", "layer2.0.downsample.0.weight", "layer2.0.downsample.1.weight", "layer2.0.downsample.1.bias", "layer2.1.conv1.weight", "layer2.1.bn1.weight", "layer2.1.bn1.bias", "layer2.1.conv2.weight", "layer2.1.bn2.weight", "layer2.1.bn2.bias", "layer3.0.conv1.weight", "layer3.0.bn1.weight", "layer3.0.bn1.bias", "layer3.0.conv2.weight", "layer3.0.bn2.weight", "layer3.0.bn2.bias", "layer3.0.downsample.0.weight", "layer3.0.downsample.1.weight", "layer3.0.downsample.1.bias", "layer3.1.conv1.weight", "layer3.1.bn1.weight", "layer3.1.bn1.bias", "layer3.1.conv2.weight", "layer3.1.bn2.weight", "layer3.1.bn2.bias", "layer4.0.conv1.weight", "layer4.0.bn1.weight", "layer4.0.bn1.bias", "layer4.0.conv2.weight", "layer4.0.bn2.weight", "layer4.0.bn2.bias", "layer4.0.downsample.0.weight", "layer4.0.downsample.1.weight", "layer4.0.downsample.1.bias", "layer4.1.conv1.weight", "layer4.1.bn1.weight", "layer4.1.bn1.bias", "layer4.1.conv2.weight", "layer4.1.bn2.weight", "layer4.1.bn2.bias", "fc.weight", "fc.bias", "bn1.running_mean", "bn1.running_var", "layer1.0.bn1.running_mean", "layer1.0.bn1.running_var", "layer1.0.bn2.running_mean", "layer1.0.bn2.running_var", "layer1.1.bn1.running_mean", "layer1.1.bn1.running_var", "layer1.1.bn2.running_mean", "layer1.1.bn2.running_var", "layer2.0.downsample.1.running_mean", "layer2.0.downsample.1.running_var", "layer2.0.bn1.running_mean", "layer2.0.bn1.running_var", "layer2.0.bn2.running_mean", "layer2.0.bn2.running_var", "layer2.1.bn1.running_mean", "layer2.1.bn1.running_var", "layer2.1.bn2.running_mean", "layer2.1.bn2.running_var", "layer3.0.downsample.1.running_mean", "layer3.0.downsample.1.running_var", "layer3.0.bn1.running_mean", "layer3.0.bn1.running_var", "layer3.0.bn2.running_mean", "layer3.0.bn2.running_var", "layer3.1.bn1.running_mean", "layer3.1.bn1.running_var", "layer3.1.bn2.running_mean", "layer3.1.bn2.running_var", "layer4.0.downsample.1.running_mean", "layer4.0.downsample.1.running_var", "layer4.0.bn1.running_mean", "layer4.0.bn1.running_var", "layer4.0.bn2.running_mean", "layer4.0.bn2.running_var", "layer4.1.bn1.running_mean", "layer4.1.bn1.running_var", "layer4.1.bn2.running_mean", "layer4.1.bn2.running_var"], rl.weights = "data_generation.models:resnet18"} {
  %conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_padded = tensor.pad %input low[0, 0, 3, 3] high[0, 0, 3, 3] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv1_pad_value : f32
  } : tensor<1x3x224x224xf32> to tensor<1x3x230x230xf32> loc("conv1")
  %conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_conv_empty = tensor.empty() : tensor<1x64x112x112xf32> loc("conv1")
  %conv1_conv_init = linalg.fill ins(%conv1_conv_cst : f32) outs(%conv1_conv_empty : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("conv1")
  %conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%conv1_padded, %arg_conv1_weight : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%conv1_conv_init : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("conv1")
  %bn1_empty = tensor.empty() : tensor<1x64x112x112xf32> loc("bn1")
  %bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_conv, %arg_bn1_running_mean, %arg_bn1_running_var, %arg_bn1_weight, %arg_bn1_bias : tensor<1x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%bn1_empty : tensor<1x64x112x112xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x64x112x112xf32> loc("bn1")
  %relu_empty = tensor.empty() : tensor<1x64x112x112xf32> loc("relu")
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn1 : tensor<1x64x112x112xf32>) outs(%relu_empty : tensor<1x64x112x112xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x112x112xf32> loc("relu")
  %maxpool_pad_value = arith.constant 0xFF800000 : f32 loc("maxpool")
  %maxpool_padded = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %maxpool_pad_value : f32
  } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32> loc("maxpool")
  %maxpool_window = tensor.empty() : tensor<3x3xf32> loc("maxpool")
  %maxpool_pool_cst = arith.constant 0xFF800000 : f32 loc("maxpool")
  %maxpool_pool_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("maxpool")
  %maxpool_pool_init = linalg.fill ins(%maxpool_pool_cst : f32) outs(%maxpool_pool_empty : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("maxpool")
  %maxpool_pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%maxpool_padded, %maxpool_window : tensor<1x64x114x114xf32>, tensor<3x3xf32>) outs(%maxpool_pool_init : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("maxpool")
  %layer1_0_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer1_0_conv1")
  %layer1_0_conv1_padded = tensor.pad %maxpool_pool low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer1_0_conv1_pad_value : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1_0_conv1")
  %layer1_0_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer1_0_conv1")
  %layer1_0_conv1_conv_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_0_conv1")
  %layer1_0_conv1_conv_init = linalg.fill ins(%layer1_0_conv1_conv_cst : f32) outs(%layer1_0_conv1_conv_empty : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_0_conv1")
  %layer1_0_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer1_0_conv1_padded, %arg_layer1_0_conv1_weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%layer1_0_conv1_conv_init : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_0_conv1")
  %layer1_0_bn1_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_0_bn1")
  %layer1_0_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_0_conv1_conv, %arg_layer1_0_bn1_running_mean, %arg_layer1_0_bn1_running_var, %arg_layer1_0_bn1_weight, %arg_layer1_0_bn1_bias : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%layer1_0_bn1_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_0_bn1")
  %layer1_0_relu_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_0_relu")
  %layer1_0_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_0_bn1 : tensor<1x64x56x56xf32>) outs(%layer1_0_relu_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_0_relu")
  %layer1_0_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer1_0_conv2")
  %layer1_0_conv2_padded = tensor.pad %layer1_0_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer1_0_conv2_pad_value : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1_0_conv2")
  %layer1_0_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer1_0_conv2")
  %layer1_0_conv2_conv_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_0_conv2")
  %layer1_0_conv2_conv_init = linalg.fill ins(%layer1_0_conv2_conv_cst : f32) outs(%layer1_0_conv2_conv_empty : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_0_conv2")
  %layer1_0_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer1_0_conv2_padded, %arg_layer1_0_conv2_weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%layer1_0_conv2_conv_init : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_0_conv2")
  %layer1_0_bn2_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_0_bn2")
  %layer1_0_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_0_conv2_conv, %arg_layer1_0_bn2_running_mean, %arg_layer1_0_bn2_running_var, %arg_layer1_0_bn2_weight, %arg_layer1_0_bn2_bias : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%layer1_0_bn2_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_0_bn2")
  %add_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_0_bn2, %maxpool_pool : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) outs(%add_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x56x56xf32> loc("add")
  %layer1_0_relu_1_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_0_relu_1")
  %layer1_0_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<1x64x56x56xf32>) outs(%layer1_0_relu_1_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_0_relu_1")
  %layer1_1_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer1_1_conv1")
  %layer1_1_conv1_padded = tensor.pad %layer1_0_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer1_1_conv1_pad_value : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1_1_conv1")
  %layer1_1_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer1_1_conv1")
  %layer1_1_conv1_conv_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_1_conv1")
  %layer1_1_conv1_conv_init = linalg.fill ins(%layer1_1_conv1_conv_cst : f32) outs(%layer1_1_conv1_conv_empty : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_1_conv1")
  %layer1_1_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer1_1_conv1_padded, %arg_layer1_1_conv1_weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%layer1_1_conv1_conv_init : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_1_conv1")
  %layer1_1_bn1_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_1_bn1")
  %layer1_1_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_1_conv1_conv, %arg_layer1_1_bn1_running_mean, %arg_layer1_1_bn1_running_var, %arg_layer1_1_bn1_weight, %arg_layer1_1_bn1_bias : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%layer1_1_bn1_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_1_bn1")
  %layer1_1_relu_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_1_relu")
  %layer1_1_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_1_bn1 : tensor<1x64x56x56xf32>) outs(%layer1_1_relu_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_1_relu")
  %layer1_1_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer1_1_conv2")
  %layer1_1_conv2_padded = tensor.pad %layer1_1_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer1_1_conv2_pad_value : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1_1_conv2")
  %layer1_1_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer1_1_conv2")
  %layer1_1_conv2_conv_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_1_conv2")
  %layer1_1_conv2_conv_init = linalg.fill ins(%layer1_1_conv2_conv_cst : f32) outs(%layer1_1_conv2_conv_empty : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_1_conv2")
  %layer1_1_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer1_1_conv2_padded, %arg_layer1_1_conv2_weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%layer1_1_conv2_conv_init : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1_1_conv2")
  %layer1_1_bn2_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_1_bn2")
  %layer1_1_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_1_conv2_conv, %arg_layer1_1_bn2_running_mean, %arg_layer1_1_bn2_running_var, %arg_layer1_1_bn2_weight, %arg_layer1_1_bn2_bias : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%layer1_1_bn2_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_1_bn2")
  %add_1_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("add_1")
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer1_1_bn2, %layer1_0_relu_1 : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) outs(%add_1_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x56x56xf32> loc("add_1")
  %layer1_1_relu_1_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1_1_relu_1")
  %layer1_1_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1 : tensor<1x64x56x56xf32>) outs(%layer1_1_relu_1_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x56x56xf32> loc("layer1_1_relu_1")
  %layer2_0_downsample_0_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer2_0_downsample_0")
  %layer2_0_downsample_0_conv_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_downsample_0")
  %layer2_0_downsample_0_conv_init = linalg.fill ins(%layer2_0_downsample_0_conv_cst : f32) outs(%layer2_0_downsample_0_conv_empty : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_0_downsample_0")
  %layer2_0_downsample_0_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%layer1_1_relu_1, %arg_layer2_0_downsample_0_weight : tensor<1x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%layer2_0_downsample_0_conv_init : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_0_downsample_0")
  %layer2_0_downsample_1_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_downsample_1")
  %layer2_0_downsample_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_0_downsample_0_conv, %arg_layer2_0_downsample_1_running_mean, %arg_layer2_0_downsample_1_running_var, %arg_layer2_0_downsample_1_weight, %arg_layer2_0_downsample_1_bias : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%layer2_0_downsample_1_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_0_downsample_1")
  %layer2_0_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer2_0_conv1")
  %layer2_0_conv1_padded = tensor.pad %layer1_1_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer2_0_conv1_pad_value : f32
  } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer2_0_conv1")
  %layer2_0_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer2_0_conv1")
  %layer2_0_conv1_conv_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_conv1")
  %layer2_0_conv1_conv_init = linalg.fill ins(%layer2_0_conv1_conv_cst : f32) outs(%layer2_0_conv1_conv_empty : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_0_conv1")
  %layer2_0_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%layer2_0_conv1_padded, %arg_layer2_0_conv1_weight : tensor<1x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%layer2_0_conv1_conv_init : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_0_conv1")
  %layer2_0_bn1_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_bn1")
  %layer2_0_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_0_conv1_conv, %arg_layer2_0_bn1_running_mean, %arg_layer2_0_bn1_running_var, %arg_layer2_0_bn1_weight, %arg_layer2_0_bn1_bias : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%layer2_0_bn1_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_0_bn1")
  %layer2_0_relu_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_relu")
  %layer2_0_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_0_bn1 : tensor<1x128x28x28xf32>) outs(%layer2_0_relu_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_0_relu")
  %layer2_0_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer2_0_conv2")
  %layer2_0_conv2_padded = tensor.pad %layer2_0_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer2_0_conv2_pad_value : f32
  } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2_0_conv2")
  %layer2_0_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer2_0_conv2")
  %layer2_0_conv2_conv_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_conv2")
  %layer2_0_conv2_conv_init = linalg.fill ins(%layer2_0_conv2_conv_cst : f32) outs(%layer2_0_conv2_conv_empty : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_0_conv2")
  %layer2_0_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer2_0_conv2_padded, %arg_layer2_0_conv2_weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%layer2_0_conv2_conv_init : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_0_conv2")
  %layer2_0_bn2_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_bn2")
  %layer2_0_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_0_conv2_conv, %arg_layer2_0_bn2_running_mean, %arg_layer2_0_bn2_running_var, %arg_layer2_0_bn2_weight, %arg_layer2_0_bn2_bias : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%layer2_0_bn2_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_0_bn2")
  %add_2_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("add_2")
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_0_bn2, %layer2_0_downsample_1 : tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) outs(%add_2_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x128x28x28xf32> loc("add_2")
  %layer2_0_relu_1_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_0_relu_1")
  %layer2_0_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_2 : tensor<1x128x28x28xf32>) outs(%layer2_0_relu_1_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_0_relu_1")
  %layer2_1_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer2_1_conv1")
  %layer2_1_conv1_padded = tensor.pad %layer2_0_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer2_1_conv1_pad_value : f32
  } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2_1_conv1")
  %layer2_1_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer2_1_conv1")
  %layer2_1_conv1_conv_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_1_conv1")
  %layer2_1_conv1_conv_init = linalg.fill ins(%layer2_1_conv1_conv_cst : f32) outs(%layer2_1_conv1_conv_empty : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_1_conv1")
  %layer2_1_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer2_1_conv1_padded, %arg_layer2_1_conv1_weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%layer2_1_conv1_conv_init : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_1_conv1")
  %layer2_1_bn1_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_1_bn1")
  %layer2_1_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_1_conv1_conv, %arg_layer2_1_bn1_running_mean, %arg_layer2_1_bn1_running_var, %arg_layer2_1_bn1_weight, %arg_layer2_1_bn1_bias : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%layer2_1_bn1_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_1_bn1")
  %layer2_1_relu_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_1_relu")
  %layer2_1_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_1_bn1 : tensor<1x128x28x28xf32>) outs(%layer2_1_relu_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_1_relu")
  %layer2_1_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer2_1_conv2")
  %layer2_1_conv2_padded = tensor.pad %layer2_1_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer2_1_conv2_pad_value : f32
  } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2_1_conv2")
  %layer2_1_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer2_1_conv2")
  %layer2_1_conv2_conv_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_1_conv2")
  %layer2_1_conv2_conv_init = linalg.fill ins(%layer2_1_conv2_conv_cst : f32) outs(%layer2_1_conv2_conv_empty : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_1_conv2")
  %layer2_1_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer2_1_conv2_padded, %arg_layer2_1_conv2_weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%layer2_1_conv2_conv_init : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2_1_conv2")
  %layer2_1_bn2_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_1_bn2")
  %layer2_1_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_1_conv2_conv, %arg_layer2_1_bn2_running_mean, %arg_layer2_1_bn2_running_var, %arg_layer2_1_bn2_weight, %arg_layer2_1_bn2_bias : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) outs(%layer2_1_bn2_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_1_bn2")
  %add_3_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("add_3")
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer2_1_bn2, %layer2_0_relu_1 : tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) outs(%add_3_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x128x28x28xf32> loc("add_3")
  %layer2_1_relu_1_empty = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2_1_relu_1")
  %layer2_1_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3 : tensor<1x128x28x28xf32>) outs(%layer2_1_relu_1_empty : tensor<1x128x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x128x28x28xf32> loc("layer2_1_relu_1")
  %layer3_0_downsample_0_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer3_0_downsample_0")
  %layer3_0_downsample_0_conv_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_downsample_0")
  %layer3_0_downsample_0_conv_init = linalg.fill ins(%layer3_0_downsample_0_conv_cst : f32) outs(%layer3_0_downsample_0_conv_empty : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_0_downsample_0")
  %layer3_0_downsample_0_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%layer2_1_relu_1, %arg_layer3_0_downsample_0_weight : tensor<1x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%layer3_0_downsample_0_conv_init : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_0_downsample_0")
  %layer3_0_downsample_1_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_downsample_1")
  %layer3_0_downsample_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_0_downsample_0_conv, %arg_layer3_0_downsample_1_running_mean, %arg_layer3_0_downsample_1_running_var, %arg_layer3_0_downsample_1_weight, %arg_layer3_0_downsample_1_bias : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%layer3_0_downsample_1_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_0_downsample_1")
  %layer3_0_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer3_0_conv1")
  %layer3_0_conv1_padded = tensor.pad %layer2_1_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer3_0_conv1_pad_value : f32
  } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer3_0_conv1")
  %layer3_0_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer3_0_conv1")
  %layer3_0_conv1_conv_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_conv1")
  %layer3_0_conv1_conv_init = linalg.fill ins(%layer3_0_conv1_conv_cst : f32) outs(%layer3_0_conv1_conv_empty : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_0_conv1")
  %layer3_0_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%layer3_0_conv1_padded, %arg_layer3_0_conv1_weight : tensor<1x128x30x30xf32>, tensor<256x128x3x3xf32>) outs(%layer3_0_conv1_conv_init : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_0_conv1")
  %layer3_0_bn1_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_bn1")
  %layer3_0_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_0_conv1_conv, %arg_layer3_0_bn1_running_mean, %arg_layer3_0_bn1_running_var, %arg_layer3_0_bn1_weight, %arg_layer3_0_bn1_bias : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%layer3_0_bn1_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_0_bn1")
  %layer3_0_relu_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_relu")
  %layer3_0_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_0_bn1 : tensor<1x256x14x14xf32>) outs(%layer3_0_relu_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_0_relu")
  %layer3_0_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer3_0_conv2")
  %layer3_0_conv2_padded = tensor.pad %layer3_0_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer3_0_conv2_pad_value : f32
  } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3_0_conv2")
  %layer3_0_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer3_0_conv2")
  %layer3_0_conv2_conv_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_conv2")
  %layer3_0_conv2_conv_init = linalg.fill ins(%layer3_0_conv2_conv_cst : f32) outs(%layer3_0_conv2_conv_empty : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_0_conv2")
  %layer3_0_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer3_0_conv2_padded, %arg_layer3_0_conv2_weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%layer3_0_conv2_conv_init : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_0_conv2")
  %layer3_0_bn2_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_bn2")
  %layer3_0_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_0_conv2_conv, %arg_layer3_0_bn2_running_mean, %arg_layer3_0_bn2_running_var, %arg_layer3_0_bn2_weight, %arg_layer3_0_bn2_bias : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%layer3_0_bn2_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_0_bn2")
  %add_4_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("add_4")
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_0_bn2, %layer3_0_downsample_1 : tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) outs(%add_4_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x256x14x14xf32> loc("add_4")
  %layer3_0_relu_1_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_0_relu_1")
  %layer3_0_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_4 : tensor<1x256x14x14xf32>) outs(%layer3_0_relu_1_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_0_relu_1")
  %layer3_1_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer3_1_conv1")
  %layer3_1_conv1_padded = tensor.pad %layer3_0_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer3_1_conv1_pad_value : f32
  } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3_1_conv1")
  %layer3_1_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer3_1_conv1")
  %layer3_1_conv1_conv_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_1_conv1")
  %layer3_1_conv1_conv_init = linalg.fill ins(%layer3_1_conv1_conv_cst : f32) outs(%layer3_1_conv1_conv_empty : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_1_conv1")
  %layer3_1_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer3_1_conv1_padded, %arg_layer3_1_conv1_weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%layer3_1_conv1_conv_init : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_1_conv1")
  %layer3_1_bn1_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_1_bn1")
  %layer3_1_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_1_conv1_conv, %arg_layer3_1_bn1_running_mean, %arg_layer3_1_bn1_running_var, %arg_layer3_1_bn1_weight, %arg_layer3_1_bn1_bias : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%layer3_1_bn1_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_1_bn1")
  %layer3_1_relu_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_1_relu")
  %layer3_1_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_1_bn1 : tensor<1x256x14x14xf32>) outs(%layer3_1_relu_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_1_relu")
  %layer3_1_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer3_1_conv2")
  %layer3_1_conv2_padded = tensor.pad %layer3_1_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer3_1_conv2_pad_value : f32
  } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3_1_conv2")
  %layer3_1_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer3_1_conv2")
  %layer3_1_conv2_conv_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_1_conv2")
  %layer3_1_conv2_conv_init = linalg.fill ins(%layer3_1_conv2_conv_cst : f32) outs(%layer3_1_conv2_conv_empty : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_1_conv2")
  %layer3_1_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer3_1_conv2_padded, %arg_layer3_1_conv2_weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%layer3_1_conv2_conv_init : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3_1_conv2")
  %layer3_1_bn2_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_1_bn2")
  %layer3_1_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_1_conv2_conv, %arg_layer3_1_bn2_running_mean, %arg_layer3_1_bn2_running_var, %arg_layer3_1_bn2_weight, %arg_layer3_1_bn2_bias : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) outs(%layer3_1_bn2_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_1_bn2")
  %add_5_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("add_5")
  %add_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer3_1_bn2, %layer3_0_relu_1 : tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) outs(%add_5_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x256x14x14xf32> loc("add_5")
  %layer3_1_relu_1_empty = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3_1_relu_1")
  %layer3_1_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_5 : tensor<1x256x14x14xf32>) outs(%layer3_1_relu_1_empty : tensor<1x256x14x14xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x256x14x14xf32> loc("layer3_1_relu_1")
  %layer4_0_downsample_0_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer4_0_downsample_0")
  %layer4_0_downsample_0_conv_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_downsample_0")
  %layer4_0_downsample_0_conv_init = linalg.fill ins(%layer4_0_downsample_0_conv_cst : f32) outs(%layer4_0_downsample_0_conv_empty : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_0_downsample_0")
  %layer4_0_downsample_0_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%layer3_1_relu_1, %arg_layer4_0_downsample_0_weight : tensor<1x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%layer4_0_downsample_0_conv_init : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_0_downsample_0")
  %layer4_0_downsample_1_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_downsample_1")
  %layer4_0_downsample_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_0_downsample_0_conv, %arg_layer4_0_downsample_1_running_mean, %arg_layer4_0_downsample_1_running_var, %arg_layer4_0_downsample_1_weight, %arg_layer4_0_downsample_1_bias : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%layer4_0_downsample_1_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_0_downsample_1")
  %layer4_0_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer4_0_conv1")
  %layer4_0_conv1_padded = tensor.pad %layer3_1_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer4_0_conv1_pad_value : f32
  } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer4_0_conv1")
  %layer4_0_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer4_0_conv1")
  %layer4_0_conv1_conv_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_conv1")
  %layer4_0_conv1_conv_init = linalg.fill ins(%layer4_0_conv1_conv_cst : f32) outs(%layer4_0_conv1_conv_empty : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_0_conv1")
  %layer4_0_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%layer4_0_conv1_padded, %arg_layer4_0_conv1_weight : tensor<1x256x16x16xf32>, tensor<512x256x3x3xf32>) outs(%layer4_0_conv1_conv_init : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_0_conv1")
  %layer4_0_bn1_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_bn1")
  %layer4_0_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_0_conv1_conv, %arg_layer4_0_bn1_running_mean, %arg_layer4_0_bn1_running_var, %arg_layer4_0_bn1_weight, %arg_layer4_0_bn1_bias : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%layer4_0_bn1_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_0_bn1")
  %layer4_0_relu_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_relu")
  %layer4_0_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_0_bn1 : tensor<1x512x7x7xf32>) outs(%layer4_0_relu_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_0_relu")
  %layer4_0_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer4_0_conv2")
  %layer4_0_conv2_padded = tensor.pad %layer4_0_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer4_0_conv2_pad_value : f32
  } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4_0_conv2")
  %layer4_0_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer4_0_conv2")
  %layer4_0_conv2_conv_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_conv2")
  %layer4_0_conv2_conv_init = linalg.fill ins(%layer4_0_conv2_conv_cst : f32) outs(%layer4_0_conv2_conv_empty : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_0_conv2")
  %layer4_0_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer4_0_conv2_padded, %arg_layer4_0_conv2_weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%layer4_0_conv2_conv_init : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_0_conv2")
  %layer4_0_bn2_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_bn2")
  %layer4_0_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_0_conv2_conv, %arg_layer4_0_bn2_running_mean, %arg_layer4_0_bn2_running_var, %arg_layer4_0_bn2_weight, %arg_layer4_0_bn2_bias : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%layer4_0_bn2_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_0_bn2")
  %add_6_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("add_6")
  %add_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_0_bn2, %layer4_0_downsample_1 : tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) outs(%add_6_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x512x7x7xf32> loc("add_6")
  %layer4_0_relu_1_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_0_relu_1")
  %layer4_0_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_6 : tensor<1x512x7x7xf32>) outs(%layer4_0_relu_1_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_0_relu_1")
  %layer4_1_conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("layer4_1_conv1")
  %layer4_1_conv1_padded = tensor.pad %layer4_0_relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer4_1_conv1_pad_value : f32
  } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4_1_conv1")
  %layer4_1_conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer4_1_conv1")
  %layer4_1_conv1_conv_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_1_conv1")
  %layer4_1_conv1_conv_init = linalg.fill ins(%layer4_1_conv1_conv_cst : f32) outs(%layer4_1_conv1_conv_empty : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_1_conv1")
  %layer4_1_conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer4_1_conv1_padded, %arg_layer4_1_conv1_weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%layer4_1_conv1_conv_init : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_1_conv1")
  %layer4_1_bn1_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_1_bn1")
  %layer4_1_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_1_conv1_conv, %arg_layer4_1_bn1_running_mean, %arg_layer4_1_bn1_running_var, %arg_layer4_1_bn1_weight, %arg_layer4_1_bn1_bias : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%layer4_1_bn1_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_1_bn1")
  %layer4_1_relu_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_1_relu")
  %layer4_1_relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_1_bn1 : tensor<1x512x7x7xf32>) outs(%layer4_1_relu_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_1_relu")
  %layer4_1_conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("layer4_1_conv2")
  %layer4_1_conv2_padded = tensor.pad %layer4_1_relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %layer4_1_conv2_pad_value : f32
  } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4_1_conv2")
  %layer4_1_conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("layer4_1_conv2")
  %layer4_1_conv2_conv_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_1_conv2")
  %layer4_1_conv2_conv_init = linalg.fill ins(%layer4_1_conv2_conv_cst : f32) outs(%layer4_1_conv2_conv_empty : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_1_conv2")
  %layer4_1_conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%layer4_1_conv2_padded, %arg_layer4_1_conv2_weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%layer4_1_conv2_conv_init : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4_1_conv2")
  %layer4_1_bn2_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_1_bn2")
  %layer4_1_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_1_conv2_conv, %arg_layer4_1_bn2_running_mean, %arg_layer4_1_bn2_running_var, %arg_layer4_1_bn2_weight, %arg_layer4_1_bn2_bias : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) outs(%layer4_1_bn2_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_1_bn2")
  %add_7_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("add_7")
  %add_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%layer4_1_bn2, %layer4_0_relu_1 : tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) outs(%add_7_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x512x7x7xf32> loc("add_7")
  %layer4_1_relu_1_empty = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4_1_relu_1")
  %layer4_1_relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_7 : tensor<1x512x7x7xf32>) outs(%layer4_1_relu_1_empty : tensor<1x512x7x7xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x512x7x7xf32> loc("layer4_1_relu_1")
  %avgpool_sum_acc_cst = arith.constant 0.000000e+00 : f32 loc("avgpool")
  %avgpool_sum_acc_empty = tensor.empty() : tensor<1x512xf32> loc("avgpool")
  %avgpool_sum_acc_init = linalg.fill ins(%avgpool_sum_acc_cst : f32) outs(%avgpool_sum_acc_empty : tensor<1x512xf32>) -> tensor<1x512xf32> loc("avgpool")
  %avgpool_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%layer4_1_relu_1 : tensor<1x512x7x7xf32>) outs(%avgpool_sum_acc_init : tensor<1x512xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.addf %in0, %out : f32
    linalg.yield %k0 : f32
  } -> tensor<1x512xf32> loc("avgpool")
  %avgpool_empty = tensor.empty() : tensor<1x512xf32> loc("avgpool")
  %avgpool = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%avgpool_sum : tensor<1x512xf32>) outs(%avgpool_empty : tensor<1x512xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0x3CA72F05 : f32
    %k1 = arith.mulf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x512xf32> loc("avgpool")
  %avgpool_reshape = tensor.expand_shape %avgpool [[0], [1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<1x512xf32> into tensor<1x512x1x1xf32> loc("avgpool")
  %flatten_reshape = tensor.collapse_shape %avgpool_reshape [[0], [1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<1x512xf32> loc("flatten")
  %fc_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc")
  %fc_mm_empty = tensor.empty() : tensor<1x1000xf32> loc("fc")
  %fc_mm_init = linalg.fill ins(%fc_mm_cst : f32) outs(%fc_mm_empty : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("fc")
  %fc_mm = linalg.matmul_transpose_b ins(%flatten_reshape, %arg_fc_weight : tensor<1x512xf32>, tensor<1000x512xf32>) outs(%fc_mm_init : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("fc")
  %fc_bias_empty = tensor.empty() : tensor<1x1000xf32> loc("fc")
  %fc_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc_mm, %arg_fc_bias : tensor<1x1000xf32>, tensor<1000xf32>) outs(%fc_bias_empty : tensor<1x1000xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x1000xf32> loc("fc")
  return %fc_bias : tensor<1x1000xf32> loc("output")
}
