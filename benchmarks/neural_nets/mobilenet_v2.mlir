// Source: data_generation.models:mobilenet_v2 --input-shape 1,3,224,224 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x3x224x224xf32>, %arg_features_0_0_weight: tensor<32x3x3x3xf32>, %arg_features_0_1_weight: tensor<32xf32>, %arg_features_0_1_bias: tensor<32xf32>, %arg_features_1_depthwise_weight: tensor<32x1x3x3xf32>, %arg_features_1_bn2_weight: tensor<32xf32>, %arg_features_1_bn2_bias: tensor<32xf32>, %arg_features_1_project_weight: tensor<16x32x1x1xf32>, %arg_features_1_bn3_weight: tensor<16xf32>, %arg_features_1_bn3_bias: tensor<16xf32>, %arg_features_2_expand_weight: tensor<96x16x1x1xf32>, %arg_features_2_bn1_weight: tensor<96xf32>, %arg_features_2_bn1_bias: tensor<96xf32>, %arg_features_2_depthwise_weight: tensor<96x1x3x3xf32>, %arg_features_2_bn2_weight: tensor<96xf32>, %arg_features_2_bn2_bias: tensor<96xf32>, %arg_features_2_project_weight: tensor<24x96x1x1xf32>, %arg_features_2_bn3_weight: tensor<24xf32>, %arg_features_2_bn3_bias: tensor<24xf32>, %arg_features_3_expand_weight: tensor<144x24x1x1xf32>, %arg_features_3_bn1_weight: tensor<144xf32>, %arg_features_3_bn1_bias: tensor<144xf32>, %arg_features_3_depthwise_weight: tensor<144x1x3x3xf32>, %arg_features_3_bn2_weight: tensor<144xf32>, %arg_features_3_bn2_bias: tensor<144xf32>, %arg_features_3_project_weight: tensor<24x144x1x1xf32>, %arg_features_3_bn3_weight: tensor<24xf32>, %arg_features_3_bn3_bias: tensor<24xf32>, %arg_features_4_expand_weight: tensor<144x24x1x1xf32>, %arg_features_4_bn1_weight: tensor<144xf32>, %arg_features_4_bn1_bias: tensor<144xf32>, %arg_features_4_depthwise_weight: tensor<144x1x3x3xf32>, %arg_features_4_bn2_weight: tensor<144xf32>, %arg_features_4_bn2_bias: tensor<144xf32>, %arg_features_4_project_weight: tensor<32x144x1x1xf32>, %arg_features_4_bn3_weight: tensor<32xf32>, %arg_features_4_bn3_bias: tensor<32xf32>, %arg_features_5_expand_weight: tensor<192x32x1x1xf32>, %arg_features_5_bn1_weight: tensor<192xf32>, %arg_features_5_bn1_bias: tensor<192xf32>, %arg_features_5_depthwise_weight: tensor<192x1x3x3xf32>, %arg_features_5_bn2_weight: tensor<192xf32>, %arg_features_5_bn2_bias: tensor<192xf32>, %arg_features_5_project_weight: tensor<32x192x1x1xf32>, %arg_features_5_bn3_weight: tensor<32xf32>, %arg_features_5_bn3_bias: tensor<32xf32>, %arg_features_6_expand_weight: tensor<192x32x1x1xf32>, %arg_features_6_bn1_weight: tensor<192xf32>, %arg_features_6_bn1_bias: tensor<192xf32>, %arg_features_6_depthwise_weight: tensor<192x1x3x3xf32>, %arg_features_6_bn2_weight: tensor<192xf32>, %arg_features_6_bn2_bias: tensor<192xf32>, %arg_features_6_project_weight: tensor<32x192x1x1xf32>, %arg_features_6_bn3_weight: tensor<32xf32>, %arg_features_6_bn3_bias: tensor<32xf32>, %arg_features_7_expand_weight: tensor<192x32x1x1xf32>, %arg_features_7_bn1_weight: tensor<192xf32>, %arg_features_7_bn1_bias: tensor<192xf32>, %arg_features_7_depthwise_weight: tensor<192x1x3x3xf32>, %arg_features_7_bn2_weight: tensor<192xf32>, %arg_features_7_bn2_bias: tensor<192xf32>, %arg_features_7_project_weight: tensor<64x192x1x1xf32>, %arg_features_7_bn3_weight: tensor<64xf32>, %arg_features_7_bn3_bias: tensor<64xf32>, %arg_features_8_expand_weight: tensor<384x64x1x1xf32>, %arg_features_8_bn1_weight: tensor<384xf32>, %arg_features_8_bn1_bias: tensor<384xf32>, %arg_features_8_depthwise_weight: tensor<384x1x3x3xf32>, %arg_features_8_bn2_weight: tensor<384xf32>, %arg_features_8_bn2_bias: tensor<384xf32>, %arg_features_8_project_weight: tensor<64x384x1x1xf32>, %arg_features_8_bn3_weight: tensor<64xf32>, %arg_features_8_bn3_bias: tensor<64xf32>, %arg_features_9_expand_weight: tensor<384x64x1x1xf32>, %arg_features_9_bn1_weight: tensor<384xf32>, %arg_features_9_bn1_bias: tensor<384xf32>, %arg_features_9_depthwise_weight: tensor<384x1x3x3xf32>, %arg_features_9_bn2_weight: tensor<384xf32>, %arg_features_9_bn2_bias: tensor<384xf32>, %arg_features_9_project_weight: tensor<64x384x1x1xf32>, %arg_features_9_bn3_weight: tensor<64xf32>, %arg_features_9_bn3_bias: tensor<64xf32>, %arg_features_10_expand_weight: tensor<384x64x1x1xf32>, %arg_features_10_bn1_weight: tensor<384xf32>, %arg_features_10_bn1_bias: tensor<384xf32>, %arg_features_10_depthwise_weight: tensor<384x1x3x3xf32>, %arg_features_10_bn2_weight: tensor<384xf32>, %arg_features_10_bn2_bias: tensor<384xf32>, %arg_features_10_project_weight: tensor<64x384x1x1xf32>, %arg_features_10_bn3_weight: tensor<64xf32>, %arg_features_10_bn3_bias: tensor<64xf32>, %arg_features_11_expand_weight: tensor<384x64x1x1xf32>, %arg_features_11_bn1_weight: tensor<384xf32>, %arg_features_11_bn1_bias: tensor<384xf32>, %arg_features_11_depthwise_weight: tensor<384x1x3x3xf32>, %arg_features_11_bn2_weight: tensor<384xf32>, %arg_features_11_bn2_bias: tensor<384xf32>, %arg_features_11_project_weight: tensor<96x384x1x1xf32>, %arg_features_11_bn3_weight: tensor<96xf32>, %arg_features_11_bn3_bias: tensor<96xf32>, %arg_features_12_expand_weight: tensor<576x96x1x1xf32>, %arg_features_12_bn1_weight: tensor<576xf32>, %arg_features_12_bn1_bias: tensor<576xf32>, %arg_features_12_depthwise_weight: tensor<576x1x3x3xf32>, %arg_features_12_bn2_weight: tensor<576xf32>, %arg_features_12_bn2_bias: tensor<576xf32>, %arg_features_12_project_weight: tensor<96x576x1x1xf32>, %arg_features_12_bn3_weight: tensor<96xf32>, %arg_features_12_bn3_bias: tensor<96xf32>, %arg_features_13_expand_weight: tensor<576x96x1x1xf32>, %arg_features_13_bn1_weight: tensor<576xf32>, %arg_features_13_bn1_bias: tensor<576xf32>, %arg_features_13_depthwise_weight: tensor<576x1x3x3xf32>, %arg_features_13_bn2_weight: tensor<576xf32>, %arg_features_13_bn2_bias: tensor<576xf32>, %arg_features_13_project_weight: tensor<96x576x1x1xf32>, %arg_features_13_bn3_weight: tensor<96xf32>, %arg_features_13_bn3_bias: tensor<96xf32>, %arg_features_14_expand_weight: tensor<576x96x1x1xf32>, %arg_features_14_bn1_weight: tensor<576xf32>, %arg_features_14_bn1_bias: tensor<576xf32>, %arg_features_14_depthwise_weight: tensor<576x1x3x3xf32>, %arg_features_14_bn2_weight: tensor<576xf32>, %arg_features_14_bn2_bias: tensor<576xf32>, %arg_features_14_project_weight: tensor<160x576x1x1xf32>, %arg_features_14_bn3_weight: tensor<160xf32>, %arg_features_14_bn3_bias: tensor<160xf32>, %arg_features_15_expand_weight: tensor<960x160x1x1xf32>, %arg_features_15_bn1_weight: tensor<960xf32>, %arg_features_15_bn1_bias: tensor<960xf32>, %arg_features_15_depthwise_weight: tensor<960x1x3x3xf32>, %arg_features_15_bn2_weight: tensor<960xf32>, %arg_features_15_bn2_bias: tensor<960xf32>, %arg_features_15_project_weight: tensor<160x960x1x1xf32>, %arg_features_15_bn3_weight: tensor<160xf32>, %arg_features_15_bn3_bias: tensor<160xf32>, %arg_features_16_expand_weight: tensor<960x160x1x1xf32>, %arg_features_16_bn1_weight: tensor<960xf32>, %arg_features_16_bn1_bias: tensor<960xf32>, %arg_features_16_depthwise_weight: tensor<960x1x3x3xf32>, %arg_features_16_bn2_weight: tensor<960xf32>, %arg_features_16_bn2_bias: tensor<960xf32>, %arg_features_16_project_weight: tensor<160x960x1x1xf32>, %arg_features_16_bn3_weight: tensor<160xf32>, %arg_features_16_bn3_bias: tensor<160xf32>, %arg_features_17_expand_weight: tensor<960x160x1x1xf32>, %arg_features_17_bn1_weight: tensor<960xf32>, %arg_features_17_bn1_bias: tensor<960xf32>, %arg_features_17_depthwise_weight: tensor<960x1x3x3xf32>, %arg_features_17_bn2_weight: tensor<960xf32>, %arg_features_17_bn2_bias: tensor<960xf32>, %arg_features_17_project_weight: tensor<320x960x1x1xf32>, %arg_features_17_bn3_weight: tensor<320xf32>, %arg_features_17_bn3_bias: tensor<320xf32>, %arg_features_18_0_weight: tensor<1280x320x1x1xf32>, %arg_features_18_1_weight: tensor<1280xf32>, %arg_features_18_1_bias: tensor<1280xf32>, %arg_classifier_1_weight: tensor<1000x1280xf32>, %arg_classifier_1_bias: tensor<1000xf32>, %arg_features_0_1_running_mean: tensor<32xf32>, %arg_features_0_1_running_var: tensor<32xf32>, %arg_features_1_bn2_running_mean: tensor<32xf32>, %arg_features_1_bn2_running_var: tensor<32xf32>, %arg_features_1_bn3_running_mean: tensor<16xf32>, %arg_features_1_bn3_running_var: tensor<16xf32>, %arg_features_2_bn1_running_mean: tensor<96xf32>, %arg_features_2_bn1_running_var: tensor<96xf32>, %arg_features_2_bn2_running_mean: tensor<96xf32>, %arg_features_2_bn2_running_var: tensor<96xf32>, %arg_features_2_bn3_running_mean: tensor<24xf32>, %arg_features_2_bn3_running_var: tensor<24xf32>, %arg_features_3_bn1_running_mean: tensor<144xf32>, %arg_features_3_bn1_running_var: tensor<144xf32>, %arg_features_3_bn2_running_mean: tensor<144xf32>, %arg_features_3_bn2_running_var: tensor<144xf32>, %arg_features_3_bn3_running_mean: tensor<24xf32>, %arg_features_3_bn3_running_var: tensor<24xf32>, %arg_features_4_bn1_running_mean: tensor<144xf32>, %arg_features_4_bn1_running_var: tensor<144xf32>, %arg_features_4_bn2_running_mean: tensor<144xf32>, %arg_features_4_bn2_running_var: tensor<144xf32>, %arg_features_4_bn3_running_mean: tensor<32xf32>, %arg_features_4_bn3_running_var: tensor<32xf32>, %arg_features_5_bn1_running_mean: tensor<192xf32>, %arg_features_5_bn1_running_var: tensor<192xf32>, %arg_features_5_bn2_running_mean: tensor<192xf32>, %arg_features_5_bn2_running_var: tensor<192xf32>, %arg_features_5_bn3_running_mean: tensor<32xf32>, %arg_features_5_bn3_running_var: tensor<32xf32>, %arg_features_6_bn1_running_mean: tensor<192xf32>, %arg_features_6_bn1_running_var: tensor<192xf32>, %arg_features_6_bn2_running_mean: tensor<192xf32>, %arg_features_6_bn2_running_var: tensor<192xf32>, %arg_features_6_bn3_running_mean: tensor<32xf32>, %arg_features_6_bn3_running_var: tensor<32xf32>, %arg_features_7_bn1_running_mean: tensor<192xf32>, %arg_features_7_bn1_running_var: tensor<192xf32>, %arg_features_7_bn2_running_mean: tensor<192xf32>, %arg_features_7_bn2_running_var: tensor<192xf32>, %arg_features_7_bn3_running_mean: tensor<64xf32>, %arg_features_7_bn3_running_var: tensor<64xf32>, %arg_features_8_bn1_running_mean: tensor<384xf32>, %arg_features_8_bn1_running_var: tensor<384xf32>, %arg_features_8_bn2_running_mean: tensor<384xf32>, %arg_features_8_bn2_running_var: tensor<384xf32>, %arg_features_8_bn3_running_mean: tensor<64xf32>, %arg_features_8_bn3_running_var: tensor<64xf32>, %arg_features_9_bn1_running_mean: tensor<384xf32>, %arg_features_9_bn1_running_var: tensor<384xf32>, %arg_features_9_bn2_running_mean: tensor<384xf32>, %arg_features_9_bn2_running_var: tensor<384xf32>, %arg_features_9_bn3_running_mean: tensor<64xf32>, %arg_features_9_bn3_running_var: tensor<64xf32>, %arg_features_10_bn1_running_mean: tensor<384xf32>, %arg_features_10_bn1_running_var: tensor<384xf32>, %arg_features_10_bn2_running_mean: tensor<384xf32>, %arg_features_10_bn2_running_var: tensor<384xf32>, %arg_features_10_bn3_running_mean: tensor<64xf32>, %arg_features_10_bn3_running_var: tensor<64xf32>, %arg_features_11_bn1_running_mean: tensor<384xf32>, %arg_features_11_bn1_running_var: tensor<384xf32>, %arg_features_11_bn2_running_mean: tensor<384xf32>, %arg_features_11_bn2_running_var: tensor<384xf32>, %arg_features_11_bn3_running_mean: tensor<96xf32>, %arg_features_11_bn3_running_var: tensor<96xf32>, %arg_features_12_bn1_running_mean: tensor<576xf32>, %arg_features_12_bn1_running_var: tensor<576xf32>, %arg_features_12_bn2_running_mean: tensor<576xf32>, %arg_features_12_bn2_running_var: tensor<576xf32>, %arg_features_12_bn3_running_mean: tensor<96xf32>, %arg_features_12_bn3_running_var: tensor<96xf32>, %arg_features_13_bn1_running_mean: tensor<576xf32>, %arg_features_13_bn1_running_var: tensor<576xf32>, %arg_features_13_bn2_running_mean: tensor<576xf32>, %arg_features_13_bn2_running_var: tensor<576xf32>, %arg_features_13_bn3_running_mean: tensor<96xf32>, %arg_features_13_bn3_running_var: tensor<96xf32>, %arg_features_14_bn1_running_mean: tensor<576xf32>, %arg_features_14_bn1_running_var: tensor<576xf32>, %arg_features_14_bn2_running_mean: tensor<576xf32>, %arg_features_14_bn2_running_var: tensor<576xf32>, %arg_features_14_bn3_running_mean: tensor<160xf32>, %arg_features_14_bn3_running_var: tensor<160xf32>, %arg_features_15_bn1_running_mean: tensor<960xf32>, %arg_features_15_bn1_running_var: tensor<960xf32>, %arg_features_15_bn2_running_mean: tensor<960xf32>, %arg_features_15_bn2_running_var: tensor<960xf32>, %arg_features_15_bn3_running_mean: tensor<160xf32>, %arg_features_15_bn3_running_var: tensor<160xf32>, %arg_features_16_bn1_running_mean: tensor<960xf32>, %arg_features_16_bn1_running_var: tensor<960xf32>, %arg_features_16_bn2_running_mean: tensor<960xf32>, %arg_features_16_bn2_running_var: tensor<960xf32>, %arg_features_16_bn3_running_mean: tensor<160xf32>, %arg_features_16_bn3_running_var: tensor<160xf32>, %arg_features_17_bn1_running_mean: tensor<960xf32>, %arg_features_17_bn1_running_var: tensor<960xf32>, %arg_features_17_bn2_running_mean: tensor<960xf32>, %arg_features_17_bn2_running_var: tensor<960xf32>, %arg_features_17_bn3_running_mean: tensor<320xf32>, %arg_features_17_bn3_running_var: tensor<320xf32>, %arg_features_18_1_running_mean: tensor<1280xf32>, %arg_features_18_1_running_var: tensor<1280xf32>) -> tensor<1x1000xf32>
    attributes {rl.arguments = ["input", "features.0.0.weight", "features.0.1.weight", "features.0.1.bias", "features.1.depthwise.weight", "features.1.bn2.weight", "features.1.bn2.bias", "features.1.project.weight", "features.1.bn3.weight", "features.1.bn3.bias", "features.2.expand.weight", "features.2.bn1.weight", "features.2.bn1.bias", "features.2.depthwise.weight", "features.2.bn2.weight", "features.2.bn2.bias", "features.2.project.weight", "features.2.bn3.weight", "features.2.bn3.bias", "features.3.expand.weight", "features.3.bn1.weight", "features.3.bn1.bias", "features.3.depthwise.weight", "features.3.bn2.weight", "features.3.bn2.bias", "features.3.project.weight", "features.3.bn3.weight", "features.3.bn3.bias", "features.4.expand.weight", "features.4.bn1.weight", "features.4.bn1.bias", "features.4.depthwise.weight", "features.4.bn2.weight", "features.4.bn2.bias", "features.4.project.weight", "features.4.bn3.weight", "features.4.bn3.bias", "features.5.expand.weight", "features.5.bn1.weight", "features.5.bn1.bias", "features.5.depthwise.weight", "features.5.bn2.weight", "features.5.bn2.bias", "features.5.project.weight", "features.5.bn3.weight", "features.5.bn3.bias", "features.6.expand.weight", "features.6.bn1.weight", "features.6.bn1.bias", "features.6.depthwise.weight", "features.6.bn2.weight", "features.6.bn2.bias", "features.6.project.weight", "features.6.bn3.weight", "features.6.bn3.bias", "features.7.expand.weight", "features.7.bn1.weight", "features.7.bn1.bias", "features.7.depthwise.weight", "features.7.bn2.weight", "features.7.bn2.bias", "features.7.project.weight", "features.7.bn3.weight", "features.7.bn3.bias", "features.8.expand.weight", "features.8.bn1.weight", "features.8.bn1.bias", "features.8.depthwise.weight", "features.8.bn2.weight", "features.8.bn2.bias", "features.8.project.weight", "features.8.bn3.weight", "features.8.bn3.bias", "features.9.expand.weight", "features.9.bn1.weight", "features.9.bn1.bias", "features.9.depthwise.weight", "features.9.bn2.weight", "features.9.bn2.bias", "features.9.project.weight", "features.9.bn3.weight", "features.9.bn3.bias", "features.10.expand.weight", "features.10.bn1.weight", "features.10.bn1.bias", "features.10.depthwise.weight", "features.10.bn2.weight", "features.10.bn2.bias", "features.10.project.weight", "features.10.bn3.weight", "features.10.bn3.bias", "features.11.expand.weight", "features.11.bn1.weight", "features.11.bn1.bias", "features.11.depthwise.weight", "features.11.bn2.weight", "features.11.bn2.bias", "features.11.project.weight", "features.11.bn3.weight", "features.11.bn3.bias", "features.12.expand.weight", "features.12.bn1.weight", "features.12.bn1.bias", "features.12.depthwise.weight", "features.12.bn2.weight", "features.12.bn2.bias", "features.12.project.weight", "features.12.bn3.weight", "features.12.bn3.bias", "features.13.expand.weight", "features.13.bn1.weight", "features.13.bn1.bias", "features.13.depthwise.weight", "features.13.bn2.weight", "features.13.bn2.bias", "features.13.project.weight", "features.13.bn3.weight", "features.13.bn3.bias", "features.14.expand.weight", "features.14.bn1.weight", "features.14.bn1.bias", "features.14.depthwise.weight", "features.14.bn2.weight", "features.14.bn2.bias", "features.14.project.weight", "features.14.bn3.weight", "features.14.bn3.bias", "features.15.expand.weight", "features.15.bn1.weight", "features.15.bn1.bias", "features.15.depthwise.weight", "features.15.bn2.weight", "features.15.bn2.bias", "features.15.project.weight", "features.15.bn3.weight", "features.15.bn3.bias", "features.16.expand.weight", "features.16.bn1.weight", "features.16.bn1.bias", "features.16.depthwise.weight", "features.16.bn2.weight", "features.16.bn2.bias", "features.16.project.weight", "features.16.bn3.weight", "features.16.bn3.bias", "features.17.expand.weight", "features.17.bn1.weight", "features.17.bn1.bias", "features.17.depthwise.weight", "features.17.bn2.weight", "features.17.bn2.bias", "features.17.project.weight", "features.17.bn3.weight", "features.17.bn3.bias", "features.18.0.weight", "features.18.1.weight", "features.18.1.bias", "classifier.1.weight", "classifier.1.bias", "features.0.1.running_mean", "features.0.1.running_var", "features.1.bn2.running_mean", "features.1.bn2.running_var", "features.1.bn3.running_mean", "features.1.bn3.running_var", "features.2.bn1.running_mean", "features.2.bn1.running_var", "features.2.bn2.running_mean", "features.2.bn2.running_var", "features.2.bn3.running_mean", "features.2.bn3.running_var", "features.3.bn1.running_mean", "features.3.bn1.running_var", "features.3.bn2.running_mean", "features.3.bn2.running_var", "features.3.bn3.running_mean", "features.3.bn3.running_var", "features.4.bn1.running_mean", "features.4.bn1.running_var", "features.4.bn2.running_mean", "features.4.bn2.running_var", "features.4.bn3.running_mean", "features.4.bn3.running_var", "features.5.bn1.running_mean", "features.5.bn1.running_var", "features.5.bn2.running_mean", "features.5.bn2.running_var", "features.5.bn3.running_mean", "features.5.bn3.running_var", "features.6.bn1.running_mean", "features.6.bn1.running_var", "features.6.bn2.running_mean", "features.6.bn2.running_var", "features.6.bn3.running_mean", "features.6.bn3.running_var", "features.7.bn1.running_mean", "features.7.bn1.running_var", "features.7.bn2.running_mean", "features.7.bn2.running_var", "features.7.bn3.running_mean", "features.7.bn3.running_var", "features.8.bn1.running_mean", "features.8.bn1.running_var", "features.8.bn2.running_mean", "features.8.bn2.running_var", "features.8.bn3.running_mean", "features.8.bn3.running_var", "features.9.bn1.running_mean", "features.9.bn1.running_var", "features.9.bn2.running_mean", "features.9.bn2.running_var", "features.9.bn3.running_mean", "features.9.bn3.running_var", "features.10.bn1.running_mean", "features.10.bn1.running_var", "features.10.bn2.running_mean", "features.10.bn2.running_var", "features.10.bn3.running_mean", "features.10.bn3.running_var", "features.11.bn1.running_mean", "features.11.bn1.running_var", "features.11.bn2.running_mean", "features.11.bn2.running_var", "features.11.bn3.running_mean", "features.11.bn3.running_var", "features.12.bn1.running_mean", "features.12.bn1.running_var", "features.12.bn2.running_mean", "features.12.bn2.running_var", "features.12.bn3.running_mean", "features.12.bn3.running_var", "features.13.bn1.running_mean", "features.13.bn1.running_var", "features.13.bn2.running_mean", "features.13.bn2.running_var", "features.13.bn3.running_mean", "features.13.bn3.running_var", "features.14.bn1.running_mean", "features.14.bn1.running_var", "features.14.bn2.running_mean", "features.14.bn2.running_var", "features.14.bn3.running_mean", "features.14.bn3.running_var", "features.15.bn1.running_mean", "features.15.bn1.running_var", "features.15.bn2.running_mean", "features.15.bn2.running_var", "features.15.bn3.running_mean", "features.15.bn3.running_var", "features.16.bn1.running_mean", "features.16.bn1.running_var", "features.16.bn2.running_mean", "features.16.bn2.running_var", "features.16.bn3.running_mean", "features.16.bn3.running_var", "features.17.bn1.running_mean", "features.17.bn1.running_var", "features.17.bn2.running_mean", "features.17.bn2.running_var", "features.17.bn3.running_mean", "features.17.bn3.running_var", "features.18.1.running_mean", "features.18.1.running_var"], rl.weights = "data_generation.models:mobilenet_v2"} {
  %features_0_0_empty = tensor.empty() : tensor<1x224x224x3xf32> loc("features_0_0")
  %features_0_0 = linalg.transpose ins(%input : tensor<1x3x224x224xf32>) outs(%features_0_0_empty : tensor<1x224x224x3xf32>) permutation = [0, 2, 3, 1] loc("features_0_0")
  %features_0_0_empty_1 = tensor.empty() : tensor<32x3x3x3xf32> loc("features_0_0")
  %features_0_0_1 = linalg.transpose ins(%arg_features_0_0_weight : tensor<32x3x3x3xf32>) outs(%features_0_0_empty_1 : tensor<32x3x3x3xf32>) permutation = [0, 2, 3, 1] loc("features_0_0")
  %features_0_0_pad_value = arith.constant 0.000000e+00 : f32 loc("features_0_0")
  %features_0_0_padded = tensor.pad %features_0_0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_0_0_pad_value : f32
  } : tensor<1x224x224x3xf32> to tensor<1x226x226x3xf32> loc("features_0_0")
  %features_0_0_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_0_0")
  %features_0_0_conv_empty = tensor.empty() : tensor<1x112x112x32xf32> loc("features_0_0")
  %features_0_0_conv_init = linalg.fill ins(%features_0_0_conv_cst : f32) outs(%features_0_0_conv_empty : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32> loc("features_0_0")
  %features_0_0_conv = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%features_0_0_padded, %features_0_0_1 : tensor<1x226x226x3xf32>, tensor<32x3x3x3xf32>) outs(%features_0_0_conv_init : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32> loc("features_0_0")
  %features_0_1_empty = tensor.empty() : tensor<1x112x112x32xf32> loc("features_0_1")
  %features_0_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_0_0_conv, %arg_features_0_1_running_mean, %arg_features_0_1_running_var, %arg_features_0_1_weight, %arg_features_0_1_bias : tensor<1x112x112x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%features_0_1_empty : tensor<1x112x112x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x112x112x32xf32> loc("features_0_1")
  %features_0_2_empty = tensor.empty() : tensor<1x112x112x32xf32> loc("features_0_2")
  %features_0_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_0_1 : tensor<1x112x112x32xf32>) outs(%features_0_2_empty : tensor<1x112x112x32xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x112x112x32xf32> loc("features_0_2")
  %features_1_depthwise = tensor.collapse_shape %arg_features_1_depthwise_weight [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32> loc("features_1_depthwise")
  %features_1_depthwise_empty = tensor.empty() : tensor<3x3x32xf32> loc("features_1_depthwise")
  %features_1_depthwise_1 = linalg.transpose ins(%features_1_depthwise : tensor<32x3x3xf32>) outs(%features_1_depthwise_empty : tensor<3x3x32xf32>) permutation = [1, 2, 0] loc("features_1_depthwise")
  %features_1_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_1_depthwise")
  %features_1_depthwise_padded = tensor.pad %features_0_2 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_1_depthwise_pad_value : f32
  } : tensor<1x112x112x32xf32> to tensor<1x114x114x32xf32> loc("features_1_depthwise")
  %features_1_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_1_depthwise")
  %features_1_depthwise_conv_empty = tensor.empty() : tensor<1x112x112x32xf32> loc("features_1_depthwise")
  %features_1_depthwise_conv_init = linalg.fill ins(%features_1_depthwise_conv_cst : f32) outs(%features_1_depthwise_conv_empty : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32> loc("features_1_depthwise")
  %features_1_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_1_depthwise_padded, %features_1_depthwise_1 : tensor<1x114x114x32xf32>, tensor<3x3x32xf32>) outs(%features_1_depthwise_conv_init : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32> loc("features_1_depthwise")
  %features_1_bn2_empty = tensor.empty() : tensor<1x112x112x32xf32> loc("features_1_bn2")
  %features_1_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_1_depthwise_conv, %arg_features_1_bn2_running_mean, %arg_features_1_bn2_running_var, %arg_features_1_bn2_weight, %arg_features_1_bn2_bias : tensor<1x112x112x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%features_1_bn2_empty : tensor<1x112x112x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x112x112x32xf32> loc("features_1_bn2")
  %features_1_act2_empty = tensor.empty() : tensor<1x112x112x32xf32> loc("features_1_act2")
  %features_1_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_1_bn2 : tensor<1x112x112x32xf32>) outs(%features_1_act2_empty : tensor<1x112x112x32xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x112x112x32xf32> loc("features_1_act2")
  %features_1_project = tensor.collapse_shape %features_1_act2 [[0, 1, 2], [3]] : tensor<1x112x112x32xf32> into tensor<12544x32xf32> loc("features_1_project")
  %features_1_project_1 = tensor.collapse_shape %arg_features_1_project_weight [[0], [1, 2, 3]] : tensor<16x32x1x1xf32> into tensor<16x32xf32> loc("features_1_project")
  %features_1_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_1_project")
  %features_1_project_mm_empty = tensor.empty() : tensor<12544x16xf32> loc("features_1_project")
  %features_1_project_mm_init = linalg.fill ins(%features_1_project_mm_cst : f32) outs(%features_1_project_mm_empty : tensor<12544x16xf32>) -> tensor<12544x16xf32> loc("features_1_project")
  %features_1_project_mm = linalg.matmul_transpose_b ins(%features_1_project, %features_1_project_1 : tensor<12544x32xf32>, tensor<16x32xf32>) outs(%features_1_project_mm_init : tensor<12544x16xf32>) -> tensor<12544x16xf32> loc("features_1_project")
  %features_1_project_2 = tensor.expand_shape %features_1_project_mm [[0, 1, 2], [3]] output_shape [1, 112, 112, 16] : tensor<12544x16xf32> into tensor<1x112x112x16xf32> loc("features_1_project")
  %features_1_bn3_empty = tensor.empty() : tensor<1x112x112x16xf32> loc("features_1_bn3")
  %features_1_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_1_project_2, %arg_features_1_bn3_running_mean, %arg_features_1_bn3_running_var, %arg_features_1_bn3_weight, %arg_features_1_bn3_bias : tensor<1x112x112x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%features_1_bn3_empty : tensor<1x112x112x16xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x112x112x16xf32> loc("features_1_bn3")
  %features_2_expand = tensor.collapse_shape %features_1_bn3 [[0, 1, 2], [3]] : tensor<1x112x112x16xf32> into tensor<12544x16xf32> loc("features_2_expand")
  %features_2_expand_1 = tensor.collapse_shape %arg_features_2_expand_weight [[0], [1, 2, 3]] : tensor<96x16x1x1xf32> into tensor<96x16xf32> loc("features_2_expand")
  %features_2_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_2_expand")
  %features_2_expand_mm_empty = tensor.empty() : tensor<12544x96xf32> loc("features_2_expand")
  %features_2_expand_mm_init = linalg.fill ins(%features_2_expand_mm_cst : f32) outs(%features_2_expand_mm_empty : tensor<12544x96xf32>) -> tensor<12544x96xf32> loc("features_2_expand")
  %features_2_expand_mm = linalg.matmul_transpose_b ins(%features_2_expand, %features_2_expand_1 : tensor<12544x16xf32>, tensor<96x16xf32>) outs(%features_2_expand_mm_init : tensor<12544x96xf32>) -> tensor<12544x96xf32> loc("features_2_expand")
  %features_2_expand_2 = tensor.expand_shape %features_2_expand_mm [[0, 1, 2], [3]] output_shape [1, 112, 112, 96] : tensor<12544x96xf32> into tensor<1x112x112x96xf32> loc("features_2_expand")
  %features_2_bn1_empty = tensor.empty() : tensor<1x112x112x96xf32> loc("features_2_bn1")
  %features_2_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_2_expand_2, %arg_features_2_bn1_running_mean, %arg_features_2_bn1_running_var, %arg_features_2_bn1_weight, %arg_features_2_bn1_bias : tensor<1x112x112x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%features_2_bn1_empty : tensor<1x112x112x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x112x112x96xf32> loc("features_2_bn1")
  %features_2_act1_empty = tensor.empty() : tensor<1x112x112x96xf32> loc("features_2_act1")
  %features_2_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_2_bn1 : tensor<1x112x112x96xf32>) outs(%features_2_act1_empty : tensor<1x112x112x96xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x112x112x96xf32> loc("features_2_act1")
  %features_2_depthwise = tensor.collapse_shape %arg_features_2_depthwise_weight [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32> loc("features_2_depthwise")
  %features_2_depthwise_empty = tensor.empty() : tensor<3x3x96xf32> loc("features_2_depthwise")
  %features_2_depthwise_1 = linalg.transpose ins(%features_2_depthwise : tensor<96x3x3xf32>) outs(%features_2_depthwise_empty : tensor<3x3x96xf32>) permutation = [1, 2, 0] loc("features_2_depthwise")
  %features_2_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_2_depthwise")
  %features_2_depthwise_padded = tensor.pad %features_2_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_2_depthwise_pad_value : f32
  } : tensor<1x112x112x96xf32> to tensor<1x114x114x96xf32> loc("features_2_depthwise")
  %features_2_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_2_depthwise")
  %features_2_depthwise_conv_empty = tensor.empty() : tensor<1x56x56x96xf32> loc("features_2_depthwise")
  %features_2_depthwise_conv_init = linalg.fill ins(%features_2_depthwise_conv_cst : f32) outs(%features_2_depthwise_conv_empty : tensor<1x56x56x96xf32>) -> tensor<1x56x56x96xf32> loc("features_2_depthwise")
  %features_2_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%features_2_depthwise_padded, %features_2_depthwise_1 : tensor<1x114x114x96xf32>, tensor<3x3x96xf32>) outs(%features_2_depthwise_conv_init : tensor<1x56x56x96xf32>) -> tensor<1x56x56x96xf32> loc("features_2_depthwise")
  %features_2_bn2_empty = tensor.empty() : tensor<1x56x56x96xf32> loc("features_2_bn2")
  %features_2_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_2_depthwise_conv, %arg_features_2_bn2_running_mean, %arg_features_2_bn2_running_var, %arg_features_2_bn2_weight, %arg_features_2_bn2_bias : tensor<1x56x56x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%features_2_bn2_empty : tensor<1x56x56x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x56x56x96xf32> loc("features_2_bn2")
  %features_2_act2_empty = tensor.empty() : tensor<1x56x56x96xf32> loc("features_2_act2")
  %features_2_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_2_bn2 : tensor<1x56x56x96xf32>) outs(%features_2_act2_empty : tensor<1x56x56x96xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x56x56x96xf32> loc("features_2_act2")
  %features_2_project = tensor.collapse_shape %features_2_act2 [[0, 1, 2], [3]] : tensor<1x56x56x96xf32> into tensor<3136x96xf32> loc("features_2_project")
  %features_2_project_1 = tensor.collapse_shape %arg_features_2_project_weight [[0], [1, 2, 3]] : tensor<24x96x1x1xf32> into tensor<24x96xf32> loc("features_2_project")
  %features_2_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_2_project")
  %features_2_project_mm_empty = tensor.empty() : tensor<3136x24xf32> loc("features_2_project")
  %features_2_project_mm_init = linalg.fill ins(%features_2_project_mm_cst : f32) outs(%features_2_project_mm_empty : tensor<3136x24xf32>) -> tensor<3136x24xf32> loc("features_2_project")
  %features_2_project_mm = linalg.matmul_transpose_b ins(%features_2_project, %features_2_project_1 : tensor<3136x96xf32>, tensor<24x96xf32>) outs(%features_2_project_mm_init : tensor<3136x24xf32>) -> tensor<3136x24xf32> loc("features_2_project")
  %features_2_project_2 = tensor.expand_shape %features_2_project_mm [[0, 1, 2], [3]] output_shape [1, 56, 56, 24] : tensor<3136x24xf32> into tensor<1x56x56x24xf32> loc("features_2_project")
  %features_2_bn3_empty = tensor.empty() : tensor<1x56x56x24xf32> loc("features_2_bn3")
  %features_2_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_2_project_2, %arg_features_2_bn3_running_mean, %arg_features_2_bn3_running_var, %arg_features_2_bn3_weight, %arg_features_2_bn3_bias : tensor<1x56x56x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%features_2_bn3_empty : tensor<1x56x56x24xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x56x56x24xf32> loc("features_2_bn3")
  %features_3_expand = tensor.collapse_shape %features_2_bn3 [[0, 1, 2], [3]] : tensor<1x56x56x24xf32> into tensor<3136x24xf32> loc("features_3_expand")
  %features_3_expand_1 = tensor.collapse_shape %arg_features_3_expand_weight [[0], [1, 2, 3]] : tensor<144x24x1x1xf32> into tensor<144x24xf32> loc("features_3_expand")
  %features_3_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_3_expand")
  %features_3_expand_mm_empty = tensor.empty() : tensor<3136x144xf32> loc("features_3_expand")
  %features_3_expand_mm_init = linalg.fill ins(%features_3_expand_mm_cst : f32) outs(%features_3_expand_mm_empty : tensor<3136x144xf32>) -> tensor<3136x144xf32> loc("features_3_expand")
  %features_3_expand_mm = linalg.matmul_transpose_b ins(%features_3_expand, %features_3_expand_1 : tensor<3136x24xf32>, tensor<144x24xf32>) outs(%features_3_expand_mm_init : tensor<3136x144xf32>) -> tensor<3136x144xf32> loc("features_3_expand")
  %features_3_expand_2 = tensor.expand_shape %features_3_expand_mm [[0, 1, 2], [3]] output_shape [1, 56, 56, 144] : tensor<3136x144xf32> into tensor<1x56x56x144xf32> loc("features_3_expand")
  %features_3_bn1_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_3_bn1")
  %features_3_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_3_expand_2, %arg_features_3_bn1_running_mean, %arg_features_3_bn1_running_var, %arg_features_3_bn1_weight, %arg_features_3_bn1_bias : tensor<1x56x56x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%features_3_bn1_empty : tensor<1x56x56x144xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x56x56x144xf32> loc("features_3_bn1")
  %features_3_act1_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_3_act1")
  %features_3_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_3_bn1 : tensor<1x56x56x144xf32>) outs(%features_3_act1_empty : tensor<1x56x56x144xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x56x56x144xf32> loc("features_3_act1")
  %features_3_depthwise = tensor.collapse_shape %arg_features_3_depthwise_weight [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32> loc("features_3_depthwise")
  %features_3_depthwise_empty = tensor.empty() : tensor<3x3x144xf32> loc("features_3_depthwise")
  %features_3_depthwise_1 = linalg.transpose ins(%features_3_depthwise : tensor<144x3x3xf32>) outs(%features_3_depthwise_empty : tensor<3x3x144xf32>) permutation = [1, 2, 0] loc("features_3_depthwise")
  %features_3_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_3_depthwise")
  %features_3_depthwise_padded = tensor.pad %features_3_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_3_depthwise_pad_value : f32
  } : tensor<1x56x56x144xf32> to tensor<1x58x58x144xf32> loc("features_3_depthwise")
  %features_3_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_3_depthwise")
  %features_3_depthwise_conv_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_3_depthwise")
  %features_3_depthwise_conv_init = linalg.fill ins(%features_3_depthwise_conv_cst : f32) outs(%features_3_depthwise_conv_empty : tensor<1x56x56x144xf32>) -> tensor<1x56x56x144xf32> loc("features_3_depthwise")
  %features_3_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_3_depthwise_padded, %features_3_depthwise_1 : tensor<1x58x58x144xf32>, tensor<3x3x144xf32>) outs(%features_3_depthwise_conv_init : tensor<1x56x56x144xf32>) -> tensor<1x56x56x144xf32> loc("features_3_depthwise")
  %features_3_bn2_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_3_bn2")
  %features_3_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_3_depthwise_conv, %arg_features_3_bn2_running_mean, %arg_features_3_bn2_running_var, %arg_features_3_bn2_weight, %arg_features_3_bn2_bias : tensor<1x56x56x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%features_3_bn2_empty : tensor<1x56x56x144xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x56x56x144xf32> loc("features_3_bn2")
  %features_3_act2_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_3_act2")
  %features_3_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_3_bn2 : tensor<1x56x56x144xf32>) outs(%features_3_act2_empty : tensor<1x56x56x144xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x56x56x144xf32> loc("features_3_act2")
  %features_3_project = tensor.collapse_shape %features_3_act2 [[0, 1, 2], [3]] : tensor<1x56x56x144xf32> into tensor<3136x144xf32> loc("features_3_project")
  %features_3_project_1 = tensor.collapse_shape %arg_features_3_project_weight [[0], [1, 2, 3]] : tensor<24x144x1x1xf32> into tensor<24x144xf32> loc("features_3_project")
  %features_3_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_3_project")
  %features_3_project_mm_empty = tensor.empty() : tensor<3136x24xf32> loc("features_3_project")
  %features_3_project_mm_init = linalg.fill ins(%features_3_project_mm_cst : f32) outs(%features_3_project_mm_empty : tensor<3136x24xf32>) -> tensor<3136x24xf32> loc("features_3_project")
  %features_3_project_mm = linalg.matmul_transpose_b ins(%features_3_project, %features_3_project_1 : tensor<3136x144xf32>, tensor<24x144xf32>) outs(%features_3_project_mm_init : tensor<3136x24xf32>) -> tensor<3136x24xf32> loc("features_3_project")
  %features_3_project_2 = tensor.expand_shape %features_3_project_mm [[0, 1, 2], [3]] output_shape [1, 56, 56, 24] : tensor<3136x24xf32> into tensor<1x56x56x24xf32> loc("features_3_project")
  %features_3_bn3_empty = tensor.empty() : tensor<1x56x56x24xf32> loc("features_3_bn3")
  %features_3_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_3_project_2, %arg_features_3_bn3_running_mean, %arg_features_3_bn3_running_var, %arg_features_3_bn3_weight, %arg_features_3_bn3_bias : tensor<1x56x56x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) outs(%features_3_bn3_empty : tensor<1x56x56x24xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x56x56x24xf32> loc("features_3_bn3")
  %add_empty = tensor.empty() : tensor<1x56x56x24xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_2_bn3, %features_3_bn3 : tensor<1x56x56x24xf32>, tensor<1x56x56x24xf32>) outs(%add_empty : tensor<1x56x56x24xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x56x56x24xf32> loc("add")
  %features_4_expand = tensor.collapse_shape %add [[0, 1, 2], [3]] : tensor<1x56x56x24xf32> into tensor<3136x24xf32> loc("features_4_expand")
  %features_4_expand_1 = tensor.collapse_shape %arg_features_4_expand_weight [[0], [1, 2, 3]] : tensor<144x24x1x1xf32> into tensor<144x24xf32> loc("features_4_expand")
  %features_4_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_4_expand")
  %features_4_expand_mm_empty = tensor.empty() : tensor<3136x144xf32> loc("features_4_expand")
  %features_4_expand_mm_init = linalg.fill ins(%features_4_expand_mm_cst : f32) outs(%features_4_expand_mm_empty : tensor<3136x144xf32>) -> tensor<3136x144xf32> loc("features_4_expand")
  %features_4_expand_mm = linalg.matmul_transpose_b ins(%features_4_expand, %features_4_expand_1 : tensor<3136x24xf32>, tensor<144x24xf32>) outs(%features_4_expand_mm_init : tensor<3136x144xf32>) -> tensor<3136x144xf32> loc("features_4_expand")
  %features_4_expand_2 = tensor.expand_shape %features_4_expand_mm [[0, 1, 2], [3]] output_shape [1, 56, 56, 144] : tensor<3136x144xf32> into tensor<1x56x56x144xf32> loc("features_4_expand")
  %features_4_bn1_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_4_bn1")
  %features_4_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_4_expand_2, %arg_features_4_bn1_running_mean, %arg_features_4_bn1_running_var, %arg_features_4_bn1_weight, %arg_features_4_bn1_bias : tensor<1x56x56x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%features_4_bn1_empty : tensor<1x56x56x144xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x56x56x144xf32> loc("features_4_bn1")
  %features_4_act1_empty = tensor.empty() : tensor<1x56x56x144xf32> loc("features_4_act1")
  %features_4_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_4_bn1 : tensor<1x56x56x144xf32>) outs(%features_4_act1_empty : tensor<1x56x56x144xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x56x56x144xf32> loc("features_4_act1")
  %features_4_depthwise = tensor.collapse_shape %arg_features_4_depthwise_weight [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32> loc("features_4_depthwise")
  %features_4_depthwise_empty = tensor.empty() : tensor<3x3x144xf32> loc("features_4_depthwise")
  %features_4_depthwise_1 = linalg.transpose ins(%features_4_depthwise : tensor<144x3x3xf32>) outs(%features_4_depthwise_empty : tensor<3x3x144xf32>) permutation = [1, 2, 0] loc("features_4_depthwise")
  %features_4_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_4_depthwise")
  %features_4_depthwise_padded = tensor.pad %features_4_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_4_depthwise_pad_value : f32
  } : tensor<1x56x56x144xf32> to tensor<1x58x58x144xf32> loc("features_4_depthwise")
  %features_4_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_4_depthwise")
  %features_4_depthwise_conv_empty = tensor.empty() : tensor<1x28x28x144xf32> loc("features_4_depthwise")
  %features_4_depthwise_conv_init = linalg.fill ins(%features_4_depthwise_conv_cst : f32) outs(%features_4_depthwise_conv_empty : tensor<1x28x28x144xf32>) -> tensor<1x28x28x144xf32> loc("features_4_depthwise")
  %features_4_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%features_4_depthwise_padded, %features_4_depthwise_1 : tensor<1x58x58x144xf32>, tensor<3x3x144xf32>) outs(%features_4_depthwise_conv_init : tensor<1x28x28x144xf32>) -> tensor<1x28x28x144xf32> loc("features_4_depthwise")
  %features_4_bn2_empty = tensor.empty() : tensor<1x28x28x144xf32> loc("features_4_bn2")
  %features_4_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_4_depthwise_conv, %arg_features_4_bn2_running_mean, %arg_features_4_bn2_running_var, %arg_features_4_bn2_weight, %arg_features_4_bn2_bias : tensor<1x28x28x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) outs(%features_4_bn2_empty : tensor<1x28x28x144xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x144xf32> loc("features_4_bn2")
  %features_4_act2_empty = tensor.empty() : tensor<1x28x28x144xf32> loc("features_4_act2")
  %features_4_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_4_bn2 : tensor<1x28x28x144xf32>) outs(%features_4_act2_empty : tensor<1x28x28x144xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x144xf32> loc("features_4_act2")
  %features_4_project = tensor.collapse_shape %features_4_act2 [[0, 1, 2], [3]] : tensor<1x28x28x144xf32> into tensor<784x144xf32> loc("features_4_project")
  %features_4_project_1 = tensor.collapse_shape %arg_features_4_project_weight [[0], [1, 2, 3]] : tensor<32x144x1x1xf32> into tensor<32x144xf32> loc("features_4_project")
  %features_4_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_4_project")
  %features_4_project_mm_empty = tensor.empty() : tensor<784x32xf32> loc("features_4_project")
  %features_4_project_mm_init = linalg.fill ins(%features_4_project_mm_cst : f32) outs(%features_4_project_mm_empty : tensor<784x32xf32>) -> tensor<784x32xf32> loc("features_4_project")
  %features_4_project_mm = linalg.matmul_transpose_b ins(%features_4_project, %features_4_project_1 : tensor<784x144xf32>, tensor<32x144xf32>) outs(%features_4_project_mm_init : tensor<784x32xf32>) -> tensor<784x32xf32> loc("features_4_project")
  %features_4_project_2 = tensor.expand_shape %features_4_project_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 32] : tensor<784x32xf32> into tensor<1x28x28x32xf32> loc("features_4_project")
  %features_4_bn3_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("features_4_bn3")
  %features_4_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_4_project_2, %arg_features_4_bn3_running_mean, %arg_features_4_bn3_running_var, %arg_features_4_bn3_weight, %arg_features_4_bn3_bias : tensor<1x28x28x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%features_4_bn3_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x32xf32> loc("features_4_bn3")
  %features_5_expand = tensor.collapse_shape %features_4_bn3 [[0, 1, 2], [3]] : tensor<1x28x28x32xf32> into tensor<784x32xf32> loc("features_5_expand")
  %features_5_expand_1 = tensor.collapse_shape %arg_features_5_expand_weight [[0], [1, 2, 3]] : tensor<192x32x1x1xf32> into tensor<192x32xf32> loc("features_5_expand")
  %features_5_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_5_expand")
  %features_5_expand_mm_empty = tensor.empty() : tensor<784x192xf32> loc("features_5_expand")
  %features_5_expand_mm_init = linalg.fill ins(%features_5_expand_mm_cst : f32) outs(%features_5_expand_mm_empty : tensor<784x192xf32>) -> tensor<784x192xf32> loc("features_5_expand")
  %features_5_expand_mm = linalg.matmul_transpose_b ins(%features_5_expand, %features_5_expand_1 : tensor<784x32xf32>, tensor<192x32xf32>) outs(%features_5_expand_mm_init : tensor<784x192xf32>) -> tensor<784x192xf32> loc("features_5_expand")
  %features_5_expand_2 = tensor.expand_shape %features_5_expand_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 192] : tensor<784x192xf32> into tensor<1x28x28x192xf32> loc("features_5_expand")
  %features_5_bn1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_5_bn1")
  %features_5_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_5_expand_2, %arg_features_5_bn1_running_mean, %arg_features_5_bn1_running_var, %arg_features_5_bn1_weight, %arg_features_5_bn1_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%features_5_bn1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("features_5_bn1")
  %features_5_act1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_5_act1")
  %features_5_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_5_bn1 : tensor<1x28x28x192xf32>) outs(%features_5_act1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("features_5_act1")
  %features_5_depthwise = tensor.collapse_shape %arg_features_5_depthwise_weight [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("features_5_depthwise")
  %features_5_depthwise_empty = tensor.empty() : tensor<3x3x192xf32> loc("features_5_depthwise")
  %features_5_depthwise_1 = linalg.transpose ins(%features_5_depthwise : tensor<192x3x3xf32>) outs(%features_5_depthwise_empty : tensor<3x3x192xf32>) permutation = [1, 2, 0] loc("features_5_depthwise")
  %features_5_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_5_depthwise")
  %features_5_depthwise_padded = tensor.pad %features_5_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_5_depthwise_pad_value : f32
  } : tensor<1x28x28x192xf32> to tensor<1x30x30x192xf32> loc("features_5_depthwise")
  %features_5_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_5_depthwise")
  %features_5_depthwise_conv_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_5_depthwise")
  %features_5_depthwise_conv_init = linalg.fill ins(%features_5_depthwise_conv_cst : f32) outs(%features_5_depthwise_conv_empty : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> loc("features_5_depthwise")
  %features_5_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_5_depthwise_padded, %features_5_depthwise_1 : tensor<1x30x30x192xf32>, tensor<3x3x192xf32>) outs(%features_5_depthwise_conv_init : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> loc("features_5_depthwise")
  %features_5_bn2_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_5_bn2")
  %features_5_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_5_depthwise_conv, %arg_features_5_bn2_running_mean, %arg_features_5_bn2_running_var, %arg_features_5_bn2_weight, %arg_features_5_bn2_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%features_5_bn2_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("features_5_bn2")
  %features_5_act2_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_5_act2")
  %features_5_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_5_bn2 : tensor<1x28x28x192xf32>) outs(%features_5_act2_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("features_5_act2")
  %features_5_project = tensor.collapse_shape %features_5_act2 [[0, 1, 2], [3]] : tensor<1x28x28x192xf32> into tensor<784x192xf32> loc("features_5_project")
  %features_5_project_1 = tensor.collapse_shape %arg_features_5_project_weight [[0], [1, 2, 3]] : tensor<32x192x1x1xf32> into tensor<32x192xf32> loc("features_5_project")
  %features_5_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_5_project")
  %features_5_project_mm_empty = tensor.empty() : tensor<784x32xf32> loc("features_5_project")
  %features_5_project_mm_init = linalg.fill ins(%features_5_project_mm_cst : f32) outs(%features_5_project_mm_empty : tensor<784x32xf32>) -> tensor<784x32xf32> loc("features_5_project")
  %features_5_project_mm = linalg.matmul_transpose_b ins(%features_5_project, %features_5_project_1 : tensor<784x192xf32>, tensor<32x192xf32>) outs(%features_5_project_mm_init : tensor<784x32xf32>) -> tensor<784x32xf32> loc("features_5_project")
  %features_5_project_2 = tensor.expand_shape %features_5_project_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 32] : tensor<784x32xf32> into tensor<1x28x28x32xf32> loc("features_5_project")
  %features_5_bn3_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("features_5_bn3")
  %features_5_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_5_project_2, %arg_features_5_bn3_running_mean, %arg_features_5_bn3_running_var, %arg_features_5_bn3_weight, %arg_features_5_bn3_bias : tensor<1x28x28x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%features_5_bn3_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x32xf32> loc("features_5_bn3")
  %add_1_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("add_1")
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_4_bn3, %features_5_bn3 : tensor<1x28x28x32xf32>, tensor<1x28x28x32xf32>) outs(%add_1_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x28x28x32xf32> loc("add_1")
  %features_6_expand = tensor.collapse_shape %add_1 [[0, 1, 2], [3]] : tensor<1x28x28x32xf32> into tensor<784x32xf32> loc("features_6_expand")
  %features_6_expand_1 = tensor.collapse_shape %arg_features_6_expand_weight [[0], [1, 2, 3]] : tensor<192x32x1x1xf32> into tensor<192x32xf32> loc("features_6_expand")
  %features_6_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_6_expand")
  %features_6_expand_mm_empty = tensor.empty() : tensor<784x192xf32> loc("features_6_expand")
  %features_6_expand_mm_init = linalg.fill ins(%features_6_expand_mm_cst : f32) outs(%features_6_expand_mm_empty : tensor<784x192xf32>) -> tensor<784x192xf32> loc("features_6_expand")
  %features_6_expand_mm = linalg.matmul_transpose_b ins(%features_6_expand, %features_6_expand_1 : tensor<784x32xf32>, tensor<192x32xf32>) outs(%features_6_expand_mm_init : tensor<784x192xf32>) -> tensor<784x192xf32> loc("features_6_expand")
  %features_6_expand_2 = tensor.expand_shape %features_6_expand_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 192] : tensor<784x192xf32> into tensor<1x28x28x192xf32> loc("features_6_expand")
  %features_6_bn1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_6_bn1")
  %features_6_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_6_expand_2, %arg_features_6_bn1_running_mean, %arg_features_6_bn1_running_var, %arg_features_6_bn1_weight, %arg_features_6_bn1_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%features_6_bn1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("features_6_bn1")
  %features_6_act1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_6_act1")
  %features_6_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_6_bn1 : tensor<1x28x28x192xf32>) outs(%features_6_act1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("features_6_act1")
  %features_6_depthwise = tensor.collapse_shape %arg_features_6_depthwise_weight [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("features_6_depthwise")
  %features_6_depthwise_empty = tensor.empty() : tensor<3x3x192xf32> loc("features_6_depthwise")
  %features_6_depthwise_1 = linalg.transpose ins(%features_6_depthwise : tensor<192x3x3xf32>) outs(%features_6_depthwise_empty : tensor<3x3x192xf32>) permutation = [1, 2, 0] loc("features_6_depthwise")
  %features_6_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_6_depthwise")
  %features_6_depthwise_padded = tensor.pad %features_6_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_6_depthwise_pad_value : f32
  } : tensor<1x28x28x192xf32> to tensor<1x30x30x192xf32> loc("features_6_depthwise")
  %features_6_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_6_depthwise")
  %features_6_depthwise_conv_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_6_depthwise")
  %features_6_depthwise_conv_init = linalg.fill ins(%features_6_depthwise_conv_cst : f32) outs(%features_6_depthwise_conv_empty : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> loc("features_6_depthwise")
  %features_6_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_6_depthwise_padded, %features_6_depthwise_1 : tensor<1x30x30x192xf32>, tensor<3x3x192xf32>) outs(%features_6_depthwise_conv_init : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> loc("features_6_depthwise")
  %features_6_bn2_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_6_bn2")
  %features_6_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_6_depthwise_conv, %arg_features_6_bn2_running_mean, %arg_features_6_bn2_running_var, %arg_features_6_bn2_weight, %arg_features_6_bn2_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%features_6_bn2_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("features_6_bn2")
  %features_6_act2_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_6_act2")
  %features_6_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_6_bn2 : tensor<1x28x28x192xf32>) outs(%features_6_act2_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("features_6_act2")
  %features_6_project = tensor.collapse_shape %features_6_act2 [[0, 1, 2], [3]] : tensor<1x28x28x192xf32> into tensor<784x192xf32> loc("features_6_project")
  %features_6_project_1 = tensor.collapse_shape %arg_features_6_project_weight [[0], [1, 2, 3]] : tensor<32x192x1x1xf32> into tensor<32x192xf32> loc("features_6_project")
  %features_6_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_6_project")
  %features_6_project_mm_empty = tensor.empty() : tensor<784x32xf32> loc("features_6_project")
  %features_6_project_mm_init = linalg.fill ins(%features_6_project_mm_cst : f32) outs(%features_6_project_mm_empty : tensor<784x32xf32>) -> tensor<784x32xf32> loc("features_6_project")
  %features_6_project_mm = linalg.matmul_transpose_b ins(%features_6_project, %features_6_project_1 : tensor<784x192xf32>, tensor<32x192xf32>) outs(%features_6_project_mm_init : tensor<784x32xf32>) -> tensor<784x32xf32> loc("features_6_project")
  %features_6_project_2 = tensor.expand_shape %features_6_project_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 32] : tensor<784x32xf32> into tensor<1x28x28x32xf32> loc("features_6_project")
  %features_6_bn3_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("features_6_bn3")
  %features_6_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_6_project_2, %arg_features_6_bn3_running_mean, %arg_features_6_bn3_running_var, %arg_features_6_bn3_weight, %arg_features_6_bn3_bias : tensor<1x28x28x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%features_6_bn3_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x32xf32> loc("features_6_bn3")
  %add_2_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("add_2")
  %add_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1, %features_6_bn3 : tensor<1x28x28x32xf32>, tensor<1x28x28x32xf32>) outs(%add_2_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x28x28x32xf32> loc("add_2")
  %features_7_expand = tensor.collapse_shape %add_2 [[0, 1, 2], [3]] : tensor<1x28x28x32xf32> into tensor<784x32xf32> loc("features_7_expand")
  %features_7_expand_1 = tensor.collapse_shape %arg_features_7_expand_weight [[0], [1, 2, 3]] : tensor<192x32x1x1xf32> into tensor<192x32xf32> loc("features_7_expand")
  %features_7_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_7_expand")
  %features_7_expand_mm_empty = tensor.empty() : tensor<784x192xf32> loc("features_7_expand")
  %features_7_expand_mm_init = linalg.fill ins(%features_7_expand_mm_cst : f32) outs(%features_7_expand_mm_empty : tensor<784x192xf32>) -> tensor<784x192xf32> loc("features_7_expand")
  %features_7_expand_mm = linalg.matmul_transpose_b ins(%features_7_expand, %features_7_expand_1 : tensor<784x32xf32>, tensor<192x32xf32>) outs(%features_7_expand_mm_init : tensor<784x192xf32>) -> tensor<784x192xf32> loc("features_7_expand")
  %features_7_expand_2 = tensor.expand_shape %features_7_expand_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 192] : tensor<784x192xf32> into tensor<1x28x28x192xf32> loc("features_7_expand")
  %features_7_bn1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_7_bn1")
  %features_7_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_7_expand_2, %arg_features_7_bn1_running_mean, %arg_features_7_bn1_running_var, %arg_features_7_bn1_weight, %arg_features_7_bn1_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%features_7_bn1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("features_7_bn1")
  %features_7_act1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("features_7_act1")
  %features_7_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_7_bn1 : tensor<1x28x28x192xf32>) outs(%features_7_act1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("features_7_act1")
  %features_7_depthwise = tensor.collapse_shape %arg_features_7_depthwise_weight [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("features_7_depthwise")
  %features_7_depthwise_empty = tensor.empty() : tensor<3x3x192xf32> loc("features_7_depthwise")
  %features_7_depthwise_1 = linalg.transpose ins(%features_7_depthwise : tensor<192x3x3xf32>) outs(%features_7_depthwise_empty : tensor<3x3x192xf32>) permutation = [1, 2, 0] loc("features_7_depthwise")
  %features_7_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_7_depthwise")
  %features_7_depthwise_padded = tensor.pad %features_7_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_7_depthwise_pad_value : f32
  } : tensor<1x28x28x192xf32> to tensor<1x30x30x192xf32> loc("features_7_depthwise")
  %features_7_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_7_depthwise")
  %features_7_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x192xf32> loc("features_7_depthwise")
  %features_7_depthwise_conv_init = linalg.fill ins(%features_7_depthwise_conv_cst : f32) outs(%features_7_depthwise_conv_empty : tensor<1x14x14x192xf32>) -> tensor<1x14x14x192xf32> loc("features_7_depthwise")
  %features_7_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%features_7_depthwise_padded, %features_7_depthwise_1 : tensor<1x30x30x192xf32>, tensor<3x3x192xf32>) outs(%features_7_depthwise_conv_init : tensor<1x14x14x192xf32>) -> tensor<1x14x14x192xf32> loc("features_7_depthwise")
  %features_7_bn2_empty = tensor.empty() : tensor<1x14x14x192xf32> loc("features_7_bn2")
  %features_7_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_7_depthwise_conv, %arg_features_7_bn2_running_mean, %arg_features_7_bn2_running_var, %arg_features_7_bn2_weight, %arg_features_7_bn2_bias : tensor<1x14x14x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%features_7_bn2_empty : tensor<1x14x14x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x192xf32> loc("features_7_bn2")
  %features_7_act2_empty = tensor.empty() : tensor<1x14x14x192xf32> loc("features_7_act2")
  %features_7_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_7_bn2 : tensor<1x14x14x192xf32>) outs(%features_7_act2_empty : tensor<1x14x14x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x192xf32> loc("features_7_act2")
  %features_7_project = tensor.collapse_shape %features_7_act2 [[0, 1, 2], [3]] : tensor<1x14x14x192xf32> into tensor<196x192xf32> loc("features_7_project")
  %features_7_project_1 = tensor.collapse_shape %arg_features_7_project_weight [[0], [1, 2, 3]] : tensor<64x192x1x1xf32> into tensor<64x192xf32> loc("features_7_project")
  %features_7_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_7_project")
  %features_7_project_mm_empty = tensor.empty() : tensor<196x64xf32> loc("features_7_project")
  %features_7_project_mm_init = linalg.fill ins(%features_7_project_mm_cst : f32) outs(%features_7_project_mm_empty : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_7_project")
  %features_7_project_mm = linalg.matmul_transpose_b ins(%features_7_project, %features_7_project_1 : tensor<196x192xf32>, tensor<64x192xf32>) outs(%features_7_project_mm_init : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_7_project")
  %features_7_project_2 = tensor.expand_shape %features_7_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 64] : tensor<196x64xf32> into tensor<1x14x14x64xf32> loc("features_7_project")
  %features_7_bn3_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("features_7_bn3")
  %features_7_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_7_project_2, %arg_features_7_bn3_running_mean, %arg_features_7_bn3_running_var, %arg_features_7_bn3_weight, %arg_features_7_bn3_bias : tensor<1x14x14x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%features_7_bn3_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x64xf32> loc("features_7_bn3")
  %features_8_expand = tensor.collapse_shape %features_7_bn3 [[0, 1, 2], [3]] : tensor<1x14x14x64xf32> into tensor<196x64xf32> loc("features_8_expand")
  %features_8_expand_1 = tensor.collapse_shape %arg_features_8_expand_weight [[0], [1, 2, 3]] : tensor<384x64x1x1xf32> into tensor<384x64xf32> loc("features_8_expand")
  %features_8_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_8_expand")
  %features_8_expand_mm_empty = tensor.empty() : tensor<196x384xf32> loc("features_8_expand")
  %features_8_expand_mm_init = linalg.fill ins(%features_8_expand_mm_cst : f32) outs(%features_8_expand_mm_empty : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_8_expand")
  %features_8_expand_mm = linalg.matmul_transpose_b ins(%features_8_expand, %features_8_expand_1 : tensor<196x64xf32>, tensor<384x64xf32>) outs(%features_8_expand_mm_init : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_8_expand")
  %features_8_expand_2 = tensor.expand_shape %features_8_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 384] : tensor<196x384xf32> into tensor<1x14x14x384xf32> loc("features_8_expand")
  %features_8_bn1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_8_bn1")
  %features_8_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_8_expand_2, %arg_features_8_bn1_running_mean, %arg_features_8_bn1_running_var, %arg_features_8_bn1_weight, %arg_features_8_bn1_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_8_bn1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_8_bn1")
  %features_8_act1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_8_act1")
  %features_8_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_8_bn1 : tensor<1x14x14x384xf32>) outs(%features_8_act1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_8_act1")
  %features_8_depthwise = tensor.collapse_shape %arg_features_8_depthwise_weight [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features_8_depthwise")
  %features_8_depthwise_empty = tensor.empty() : tensor<3x3x384xf32> loc("features_8_depthwise")
  %features_8_depthwise_1 = linalg.transpose ins(%features_8_depthwise : tensor<384x3x3xf32>) outs(%features_8_depthwise_empty : tensor<3x3x384xf32>) permutation = [1, 2, 0] loc("features_8_depthwise")
  %features_8_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_8_depthwise")
  %features_8_depthwise_padded = tensor.pad %features_8_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_8_depthwise_pad_value : f32
  } : tensor<1x14x14x384xf32> to tensor<1x16x16x384xf32> loc("features_8_depthwise")
  %features_8_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_8_depthwise")
  %features_8_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_8_depthwise")
  %features_8_depthwise_conv_init = linalg.fill ins(%features_8_depthwise_conv_cst : f32) outs(%features_8_depthwise_conv_empty : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_8_depthwise")
  %features_8_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_8_depthwise_padded, %features_8_depthwise_1 : tensor<1x16x16x384xf32>, tensor<3x3x384xf32>) outs(%features_8_depthwise_conv_init : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_8_depthwise")
  %features_8_bn2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_8_bn2")
  %features_8_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_8_depthwise_conv, %arg_features_8_bn2_running_mean, %arg_features_8_bn2_running_var, %arg_features_8_bn2_weight, %arg_features_8_bn2_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_8_bn2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_8_bn2")
  %features_8_act2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_8_act2")
  %features_8_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_8_bn2 : tensor<1x14x14x384xf32>) outs(%features_8_act2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_8_act2")
  %features_8_project = tensor.collapse_shape %features_8_act2 [[0, 1, 2], [3]] : tensor<1x14x14x384xf32> into tensor<196x384xf32> loc("features_8_project")
  %features_8_project_1 = tensor.collapse_shape %arg_features_8_project_weight [[0], [1, 2, 3]] : tensor<64x384x1x1xf32> into tensor<64x384xf32> loc("features_8_project")
  %features_8_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_8_project")
  %features_8_project_mm_empty = tensor.empty() : tensor<196x64xf32> loc("features_8_project")
  %features_8_project_mm_init = linalg.fill ins(%features_8_project_mm_cst : f32) outs(%features_8_project_mm_empty : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_8_project")
  %features_8_project_mm = linalg.matmul_transpose_b ins(%features_8_project, %features_8_project_1 : tensor<196x384xf32>, tensor<64x384xf32>) outs(%features_8_project_mm_init : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_8_project")
  %features_8_project_2 = tensor.expand_shape %features_8_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 64] : tensor<196x64xf32> into tensor<1x14x14x64xf32> loc("features_8_project")
  %features_8_bn3_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("features_8_bn3")
  %features_8_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_8_project_2, %arg_features_8_bn3_running_mean, %arg_features_8_bn3_running_var, %arg_features_8_bn3_weight, %arg_features_8_bn3_bias : tensor<1x14x14x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%features_8_bn3_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x64xf32> loc("features_8_bn3")
  %add_3_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("add_3")
  %add_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_7_bn3, %features_8_bn3 : tensor<1x14x14x64xf32>, tensor<1x14x14x64xf32>) outs(%add_3_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x14x14x64xf32> loc("add_3")
  %features_9_expand = tensor.collapse_shape %add_3 [[0, 1, 2], [3]] : tensor<1x14x14x64xf32> into tensor<196x64xf32> loc("features_9_expand")
  %features_9_expand_1 = tensor.collapse_shape %arg_features_9_expand_weight [[0], [1, 2, 3]] : tensor<384x64x1x1xf32> into tensor<384x64xf32> loc("features_9_expand")
  %features_9_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_9_expand")
  %features_9_expand_mm_empty = tensor.empty() : tensor<196x384xf32> loc("features_9_expand")
  %features_9_expand_mm_init = linalg.fill ins(%features_9_expand_mm_cst : f32) outs(%features_9_expand_mm_empty : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_9_expand")
  %features_9_expand_mm = linalg.matmul_transpose_b ins(%features_9_expand, %features_9_expand_1 : tensor<196x64xf32>, tensor<384x64xf32>) outs(%features_9_expand_mm_init : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_9_expand")
  %features_9_expand_2 = tensor.expand_shape %features_9_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 384] : tensor<196x384xf32> into tensor<1x14x14x384xf32> loc("features_9_expand")
  %features_9_bn1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_9_bn1")
  %features_9_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_9_expand_2, %arg_features_9_bn1_running_mean, %arg_features_9_bn1_running_var, %arg_features_9_bn1_weight, %arg_features_9_bn1_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_9_bn1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_9_bn1")
  %features_9_act1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_9_act1")
  %features_9_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_9_bn1 : tensor<1x14x14x384xf32>) outs(%features_9_act1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_9_act1")
  %features_9_depthwise = tensor.collapse_shape %arg_features_9_depthwise_weight [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features_9_depthwise")
  %features_9_depthwise_empty = tensor.empty() : tensor<3x3x384xf32> loc("features_9_depthwise")
  %features_9_depthwise_1 = linalg.transpose ins(%features_9_depthwise : tensor<384x3x3xf32>) outs(%features_9_depthwise_empty : tensor<3x3x384xf32>) permutation = [1, 2, 0] loc("features_9_depthwise")
  %features_9_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_9_depthwise")
  %features_9_depthwise_padded = tensor.pad %features_9_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_9_depthwise_pad_value : f32
  } : tensor<1x14x14x384xf32> to tensor<1x16x16x384xf32> loc("features_9_depthwise")
  %features_9_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_9_depthwise")
  %features_9_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_9_depthwise")
  %features_9_depthwise_conv_init = linalg.fill ins(%features_9_depthwise_conv_cst : f32) outs(%features_9_depthwise_conv_empty : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_9_depthwise")
  %features_9_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_9_depthwise_padded, %features_9_depthwise_1 : tensor<1x16x16x384xf32>, tensor<3x3x384xf32>) outs(%features_9_depthwise_conv_init : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_9_depthwise")
  %features_9_bn2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_9_bn2")
  %features_9_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_9_depthwise_conv, %arg_features_9_bn2_running_mean, %arg_features_9_bn2_running_var, %arg_features_9_bn2_weight, %arg_features_9_bn2_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_9_bn2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_9_bn2")
  %features_9_act2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_9_act2")
  %features_9_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_9_bn2 : tensor<1x14x14x384xf32>) outs(%features_9_act2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_9_act2")
  %features_9_project = tensor.collapse_shape %features_9_act2 [[0, 1, 2], [3]] : tensor<1x14x14x384xf32> into tensor<196x384xf32> loc("features_9_project")
  %features_9_project_1 = tensor.collapse_shape %arg_features_9_project_weight [[0], [1, 2, 3]] : tensor<64x384x1x1xf32> into tensor<64x384xf32> loc("features_9_project")
  %features_9_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_9_project")
  %features_9_project_mm_empty = tensor.empty() : tensor<196x64xf32> loc("features_9_project")
  %features_9_project_mm_init = linalg.fill ins(%features_9_project_mm_cst : f32) outs(%features_9_project_mm_empty : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_9_project")
  %features_9_project_mm = linalg.matmul_transpose_b ins(%features_9_project, %features_9_project_1 : tensor<196x384xf32>, tensor<64x384xf32>) outs(%features_9_project_mm_init : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_9_project")
  %features_9_project_2 = tensor.expand_shape %features_9_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 64] : tensor<196x64xf32> into tensor<1x14x14x64xf32> loc("features_9_project")
  %features_9_bn3_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("features_9_bn3")
  %features_9_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_9_project_2, %arg_features_9_bn3_running_mean, %arg_features_9_bn3_running_var, %arg_features_9_bn3_weight, %arg_features_9_bn3_bias : tensor<1x14x14x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%features_9_bn3_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x64xf32> loc("features_9_bn3")
  %add_4_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("add_4")
  %add_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3, %features_9_bn3 : tensor<1x14x14x64xf32>, tensor<1x14x14x64xf32>) outs(%add_4_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x14x14x64xf32> loc("add_4")
  %features_10_expand = tensor.collapse_shape %add_4 [[0, 1, 2], [3]] : tensor<1x14x14x64xf32> into tensor<196x64xf32> loc("features_10_expand")
  %features_10_expand_1 = tensor.collapse_shape %arg_features_10_expand_weight [[0], [1, 2, 3]] : tensor<384x64x1x1xf32> into tensor<384x64xf32> loc("features_10_expand")
  %features_10_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_10_expand")
  %features_10_expand_mm_empty = tensor.empty() : tensor<196x384xf32> loc("features_10_expand")
  %features_10_expand_mm_init = linalg.fill ins(%features_10_expand_mm_cst : f32) outs(%features_10_expand_mm_empty : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_10_expand")
  %features_10_expand_mm = linalg.matmul_transpose_b ins(%features_10_expand, %features_10_expand_1 : tensor<196x64xf32>, tensor<384x64xf32>) outs(%features_10_expand_mm_init : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_10_expand")
  %features_10_expand_2 = tensor.expand_shape %features_10_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 384] : tensor<196x384xf32> into tensor<1x14x14x384xf32> loc("features_10_expand")
  %features_10_bn1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_10_bn1")
  %features_10_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_10_expand_2, %arg_features_10_bn1_running_mean, %arg_features_10_bn1_running_var, %arg_features_10_bn1_weight, %arg_features_10_bn1_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_10_bn1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_10_bn1")
  %features_10_act1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_10_act1")
  %features_10_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_10_bn1 : tensor<1x14x14x384xf32>) outs(%features_10_act1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_10_act1")
  %features_10_depthwise = tensor.collapse_shape %arg_features_10_depthwise_weight [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features_10_depthwise")
  %features_10_depthwise_empty = tensor.empty() : tensor<3x3x384xf32> loc("features_10_depthwise")
  %features_10_depthwise_1 = linalg.transpose ins(%features_10_depthwise : tensor<384x3x3xf32>) outs(%features_10_depthwise_empty : tensor<3x3x384xf32>) permutation = [1, 2, 0] loc("features_10_depthwise")
  %features_10_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_10_depthwise")
  %features_10_depthwise_padded = tensor.pad %features_10_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_10_depthwise_pad_value : f32
  } : tensor<1x14x14x384xf32> to tensor<1x16x16x384xf32> loc("features_10_depthwise")
  %features_10_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_10_depthwise")
  %features_10_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_10_depthwise")
  %features_10_depthwise_conv_init = linalg.fill ins(%features_10_depthwise_conv_cst : f32) outs(%features_10_depthwise_conv_empty : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_10_depthwise")
  %features_10_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_10_depthwise_padded, %features_10_depthwise_1 : tensor<1x16x16x384xf32>, tensor<3x3x384xf32>) outs(%features_10_depthwise_conv_init : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_10_depthwise")
  %features_10_bn2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_10_bn2")
  %features_10_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_10_depthwise_conv, %arg_features_10_bn2_running_mean, %arg_features_10_bn2_running_var, %arg_features_10_bn2_weight, %arg_features_10_bn2_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_10_bn2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_10_bn2")
  %features_10_act2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_10_act2")
  %features_10_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_10_bn2 : tensor<1x14x14x384xf32>) outs(%features_10_act2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_10_act2")
  %features_10_project = tensor.collapse_shape %features_10_act2 [[0, 1, 2], [3]] : tensor<1x14x14x384xf32> into tensor<196x384xf32> loc("features_10_project")
  %features_10_project_1 = tensor.collapse_shape %arg_features_10_project_weight [[0], [1, 2, 3]] : tensor<64x384x1x1xf32> into tensor<64x384xf32> loc("features_10_project")
  %features_10_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_10_project")
  %features_10_project_mm_empty = tensor.empty() : tensor<196x64xf32> loc("features_10_project")
  %features_10_project_mm_init = linalg.fill ins(%features_10_project_mm_cst : f32) outs(%features_10_project_mm_empty : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_10_project")
  %features_10_project_mm = linalg.matmul_transpose_b ins(%features_10_project, %features_10_project_1 : tensor<196x384xf32>, tensor<64x384xf32>) outs(%features_10_project_mm_init : tensor<196x64xf32>) -> tensor<196x64xf32> loc("features_10_project")
  %features_10_project_2 = tensor.expand_shape %features_10_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 64] : tensor<196x64xf32> into tensor<1x14x14x64xf32> loc("features_10_project")
  %features_10_bn3_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("features_10_bn3")
  %features_10_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_10_project_2, %arg_features_10_bn3_running_mean, %arg_features_10_bn3_running_var, %arg_features_10_bn3_weight, %arg_features_10_bn3_bias : tensor<1x14x14x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%features_10_bn3_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x64xf32> loc("features_10_bn3")
  %add_5_empty = tensor.empty() : tensor<1x14x14x64xf32> loc("add_5")
  %add_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_4, %features_10_bn3 : tensor<1x14x14x64xf32>, tensor<1x14x14x64xf32>) outs(%add_5_empty : tensor<1x14x14x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x14x14x64xf32> loc("add_5")
  %features_11_expand = tensor.collapse_shape %add_5 [[0, 1, 2], [3]] : tensor<1x14x14x64xf32> into tensor<196x64xf32> loc("features_11_expand")
  %features_11_expand_1 = tensor.collapse_shape %arg_features_11_expand_weight [[0], [1, 2, 3]] : tensor<384x64x1x1xf32> into tensor<384x64xf32> loc("features_11_expand")
  %features_11_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_11_expand")
  %features_11_expand_mm_empty = tensor.empty() : tensor<196x384xf32> loc("features_11_expand")
  %features_11_expand_mm_init = linalg.fill ins(%features_11_expand_mm_cst : f32) outs(%features_11_expand_mm_empty : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_11_expand")
  %features_11_expand_mm = linalg.matmul_transpose_b ins(%features_11_expand, %features_11_expand_1 : tensor<196x64xf32>, tensor<384x64xf32>) outs(%features_11_expand_mm_init : tensor<196x384xf32>) -> tensor<196x384xf32> loc("features_11_expand")
  %features_11_expand_2 = tensor.expand_shape %features_11_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 384] : tensor<196x384xf32> into tensor<1x14x14x384xf32> loc("features_11_expand")
  %features_11_bn1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_11_bn1")
  %features_11_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_11_expand_2, %arg_features_11_bn1_running_mean, %arg_features_11_bn1_running_var, %arg_features_11_bn1_weight, %arg_features_11_bn1_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_11_bn1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_11_bn1")
  %features_11_act1_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_11_act1")
  %features_11_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_11_bn1 : tensor<1x14x14x384xf32>) outs(%features_11_act1_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_11_act1")
  %features_11_depthwise = tensor.collapse_shape %arg_features_11_depthwise_weight [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features_11_depthwise")
  %features_11_depthwise_empty = tensor.empty() : tensor<3x3x384xf32> loc("features_11_depthwise")
  %features_11_depthwise_1 = linalg.transpose ins(%features_11_depthwise : tensor<384x3x3xf32>) outs(%features_11_depthwise_empty : tensor<3x3x384xf32>) permutation = [1, 2, 0] loc("features_11_depthwise")
  %features_11_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_11_depthwise")
  %features_11_depthwise_padded = tensor.pad %features_11_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_11_depthwise_pad_value : f32
  } : tensor<1x14x14x384xf32> to tensor<1x16x16x384xf32> loc("features_11_depthwise")
  %features_11_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_11_depthwise")
  %features_11_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_11_depthwise")
  %features_11_depthwise_conv_init = linalg.fill ins(%features_11_depthwise_conv_cst : f32) outs(%features_11_depthwise_conv_empty : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_11_depthwise")
  %features_11_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_11_depthwise_padded, %features_11_depthwise_1 : tensor<1x16x16x384xf32>, tensor<3x3x384xf32>) outs(%features_11_depthwise_conv_init : tensor<1x14x14x384xf32>) -> tensor<1x14x14x384xf32> loc("features_11_depthwise")
  %features_11_bn2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_11_bn2")
  %features_11_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_11_depthwise_conv, %arg_features_11_bn2_running_mean, %arg_features_11_bn2_running_var, %arg_features_11_bn2_weight, %arg_features_11_bn2_bias : tensor<1x14x14x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%features_11_bn2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x384xf32> loc("features_11_bn2")
  %features_11_act2_empty = tensor.empty() : tensor<1x14x14x384xf32> loc("features_11_act2")
  %features_11_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_11_bn2 : tensor<1x14x14x384xf32>) outs(%features_11_act2_empty : tensor<1x14x14x384xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x384xf32> loc("features_11_act2")
  %features_11_project = tensor.collapse_shape %features_11_act2 [[0, 1, 2], [3]] : tensor<1x14x14x384xf32> into tensor<196x384xf32> loc("features_11_project")
  %features_11_project_1 = tensor.collapse_shape %arg_features_11_project_weight [[0], [1, 2, 3]] : tensor<96x384x1x1xf32> into tensor<96x384xf32> loc("features_11_project")
  %features_11_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_11_project")
  %features_11_project_mm_empty = tensor.empty() : tensor<196x96xf32> loc("features_11_project")
  %features_11_project_mm_init = linalg.fill ins(%features_11_project_mm_cst : f32) outs(%features_11_project_mm_empty : tensor<196x96xf32>) -> tensor<196x96xf32> loc("features_11_project")
  %features_11_project_mm = linalg.matmul_transpose_b ins(%features_11_project, %features_11_project_1 : tensor<196x384xf32>, tensor<96x384xf32>) outs(%features_11_project_mm_init : tensor<196x96xf32>) -> tensor<196x96xf32> loc("features_11_project")
  %features_11_project_2 = tensor.expand_shape %features_11_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 96] : tensor<196x96xf32> into tensor<1x14x14x96xf32> loc("features_11_project")
  %features_11_bn3_empty = tensor.empty() : tensor<1x14x14x96xf32> loc("features_11_bn3")
  %features_11_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_11_project_2, %arg_features_11_bn3_running_mean, %arg_features_11_bn3_running_var, %arg_features_11_bn3_weight, %arg_features_11_bn3_bias : tensor<1x14x14x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%features_11_bn3_empty : tensor<1x14x14x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x96xf32> loc("features_11_bn3")
  %features_12_expand = tensor.collapse_shape %features_11_bn3 [[0, 1, 2], [3]] : tensor<1x14x14x96xf32> into tensor<196x96xf32> loc("features_12_expand")
  %features_12_expand_1 = tensor.collapse_shape %arg_features_12_expand_weight [[0], [1, 2, 3]] : tensor<576x96x1x1xf32> into tensor<576x96xf32> loc("features_12_expand")
  %features_12_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_12_expand")
  %features_12_expand_mm_empty = tensor.empty() : tensor<196x576xf32> loc("features_12_expand")
  %features_12_expand_mm_init = linalg.fill ins(%features_12_expand_mm_cst : f32) outs(%features_12_expand_mm_empty : tensor<196x576xf32>) -> tensor<196x576xf32> loc("features_12_expand")
  %features_12_expand_mm = linalg.matmul_transpose_b ins(%features_12_expand, %features_12_expand_1 : tensor<196x96xf32>, tensor<576x96xf32>) outs(%features_12_expand_mm_init : tensor<196x576xf32>) -> tensor<196x576xf32> loc("features_12_expand")
  %features_12_expand_2 = tensor.expand_shape %features_12_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 576] : tensor<196x576xf32> into tensor<1x14x14x576xf32> loc("features_12_expand")
  %features_12_bn1_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_12_bn1")
  %features_12_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_12_expand_2, %arg_features_12_bn1_running_mean, %arg_features_12_bn1_running_var, %arg_features_12_bn1_weight, %arg_features_12_bn1_bias : tensor<1x14x14x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%features_12_bn1_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x576xf32> loc("features_12_bn1")
  %features_12_act1_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_12_act1")
  %features_12_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_12_bn1 : tensor<1x14x14x576xf32>) outs(%features_12_act1_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x576xf32> loc("features_12_act1")
  %features_12_depthwise = tensor.collapse_shape %arg_features_12_depthwise_weight [[0, 1], [2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32> loc("features_12_depthwise")
  %features_12_depthwise_empty = tensor.empty() : tensor<3x3x576xf32> loc("features_12_depthwise")
  %features_12_depthwise_1 = linalg.transpose ins(%features_12_depthwise : tensor<576x3x3xf32>) outs(%features_12_depthwise_empty : tensor<3x3x576xf32>) permutation = [1, 2, 0] loc("features_12_depthwise")
  %features_12_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_12_depthwise")
  %features_12_depthwise_padded = tensor.pad %features_12_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_12_depthwise_pad_value : f32
  } : tensor<1x14x14x576xf32> to tensor<1x16x16x576xf32> loc("features_12_depthwise")
  %features_12_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_12_depthwise")
  %features_12_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_12_depthwise")
  %features_12_depthwise_conv_init = linalg.fill ins(%features_12_depthwise_conv_cst : f32) outs(%features_12_depthwise_conv_empty : tensor<1x14x14x576xf32>) -> tensor<1x14x14x576xf32> loc("features_12_depthwise")
  %features_12_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_12_depthwise_padded, %features_12_depthwise_1 : tensor<1x16x16x576xf32>, tensor<3x3x576xf32>) outs(%features_12_depthwise_conv_init : tensor<1x14x14x576xf32>) -> tensor<1x14x14x576xf32> loc("features_12_depthwise")
  %features_12_bn2_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_12_bn2")
  %features_12_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_12_depthwise_conv, %arg_features_12_bn2_running_mean, %arg_features_12_bn2_running_var, %arg_features_12_bn2_weight, %arg_features_12_bn2_bias : tensor<1x14x14x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%features_12_bn2_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x576xf32> loc("features_12_bn2")
  %features_12_act2_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_12_act2")
  %features_12_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_12_bn2 : tensor<1x14x14x576xf32>) outs(%features_12_act2_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x576xf32> loc("features_12_act2")
  %features_12_project = tensor.collapse_shape %features_12_act2 [[0, 1, 2], [3]] : tensor<1x14x14x576xf32> into tensor<196x576xf32> loc("features_12_project")
  %features_12_project_1 = tensor.collapse_shape %arg_features_12_project_weight [[0], [1, 2, 3]] : tensor<96x576x1x1xf32> into tensor<96x576xf32> loc("features_12_project")
  %features_12_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_12_project")
  %features_12_project_mm_empty = tensor.empty() : tensor<196x96xf32> loc("features_12_project")
  %features_12_project_mm_init = linalg.fill ins(%features_12_project_mm_cst : f32) outs(%features_12_project_mm_empty : tensor<196x96xf32>) -> tensor<196x96xf32> loc("features_12_project")
  %features_12_project_mm = linalg.matmul_transpose_b ins(%features_12_project, %features_12_project_1 : tensor<196x576xf32>, tensor<96x576xf32>) outs(%features_12_project_mm_init : tensor<196x96xf32>) -> tensor<196x96xf32> loc("features_12_project")
  %features_12_project_2 = tensor.expand_shape %features_12_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 96] : tensor<196x96xf32> into tensor<1x14x14x96xf32> loc("features_12_project")
  %features_12_bn3_empty = tensor.empty() : tensor<1x14x14x96xf32> loc("features_12_bn3")
  %features_12_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_12_project_2, %arg_features_12_bn3_running_mean, %arg_features_12_bn3_running_var, %arg_features_12_bn3_weight, %arg_features_12_bn3_bias : tensor<1x14x14x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%features_12_bn3_empty : tensor<1x14x14x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x96xf32> loc("features_12_bn3")
  %add_6_empty = tensor.empty() : tensor<1x14x14x96xf32> loc("add_6")
  %add_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_11_bn3, %features_12_bn3 : tensor<1x14x14x96xf32>, tensor<1x14x14x96xf32>) outs(%add_6_empty : tensor<1x14x14x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x14x14x96xf32> loc("add_6")
  %features_13_expand = tensor.collapse_shape %add_6 [[0, 1, 2], [3]] : tensor<1x14x14x96xf32> into tensor<196x96xf32> loc("features_13_expand")
  %features_13_expand_1 = tensor.collapse_shape %arg_features_13_expand_weight [[0], [1, 2, 3]] : tensor<576x96x1x1xf32> into tensor<576x96xf32> loc("features_13_expand")
  %features_13_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_13_expand")
  %features_13_expand_mm_empty = tensor.empty() : tensor<196x576xf32> loc("features_13_expand")
  %features_13_expand_mm_init = linalg.fill ins(%features_13_expand_mm_cst : f32) outs(%features_13_expand_mm_empty : tensor<196x576xf32>) -> tensor<196x576xf32> loc("features_13_expand")
  %features_13_expand_mm = linalg.matmul_transpose_b ins(%features_13_expand, %features_13_expand_1 : tensor<196x96xf32>, tensor<576x96xf32>) outs(%features_13_expand_mm_init : tensor<196x576xf32>) -> tensor<196x576xf32> loc("features_13_expand")
  %features_13_expand_2 = tensor.expand_shape %features_13_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 576] : tensor<196x576xf32> into tensor<1x14x14x576xf32> loc("features_13_expand")
  %features_13_bn1_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_13_bn1")
  %features_13_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_13_expand_2, %arg_features_13_bn1_running_mean, %arg_features_13_bn1_running_var, %arg_features_13_bn1_weight, %arg_features_13_bn1_bias : tensor<1x14x14x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%features_13_bn1_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x576xf32> loc("features_13_bn1")
  %features_13_act1_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_13_act1")
  %features_13_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_13_bn1 : tensor<1x14x14x576xf32>) outs(%features_13_act1_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x576xf32> loc("features_13_act1")
  %features_13_depthwise = tensor.collapse_shape %arg_features_13_depthwise_weight [[0, 1], [2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32> loc("features_13_depthwise")
  %features_13_depthwise_empty = tensor.empty() : tensor<3x3x576xf32> loc("features_13_depthwise")
  %features_13_depthwise_1 = linalg.transpose ins(%features_13_depthwise : tensor<576x3x3xf32>) outs(%features_13_depthwise_empty : tensor<3x3x576xf32>) permutation = [1, 2, 0] loc("features_13_depthwise")
  %features_13_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_13_depthwise")
  %features_13_depthwise_padded = tensor.pad %features_13_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_13_depthwise_pad_value : f32
  } : tensor<1x14x14x576xf32> to tensor<1x16x16x576xf32> loc("features_13_depthwise")
  %features_13_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_13_depthwise")
  %features_13_depthwise_conv_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_13_depthwise")
  %features_13_depthwise_conv_init = linalg.fill ins(%features_13_depthwise_conv_cst : f32) outs(%features_13_depthwise_conv_empty : tensor<1x14x14x576xf32>) -> tensor<1x14x14x576xf32> loc("features_13_depthwise")
  %features_13_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_13_depthwise_padded, %features_13_depthwise_1 : tensor<1x16x16x576xf32>, tensor<3x3x576xf32>) outs(%features_13_depthwise_conv_init : tensor<1x14x14x576xf32>) -> tensor<1x14x14x576xf32> loc("features_13_depthwise")
  %features_13_bn2_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_13_bn2")
  %features_13_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_13_depthwise_conv, %arg_features_13_bn2_running_mean, %arg_features_13_bn2_running_var, %arg_features_13_bn2_weight, %arg_features_13_bn2_bias : tensor<1x14x14x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%features_13_bn2_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x576xf32> loc("features_13_bn2")
  %features_13_act2_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_13_act2")
  %features_13_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_13_bn2 : tensor<1x14x14x576xf32>) outs(%features_13_act2_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x576xf32> loc("features_13_act2")
  %features_13_project = tensor.collapse_shape %features_13_act2 [[0, 1, 2], [3]] : tensor<1x14x14x576xf32> into tensor<196x576xf32> loc("features_13_project")
  %features_13_project_1 = tensor.collapse_shape %arg_features_13_project_weight [[0], [1, 2, 3]] : tensor<96x576x1x1xf32> into tensor<96x576xf32> loc("features_13_project")
  %features_13_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_13_project")
  %features_13_project_mm_empty = tensor.empty() : tensor<196x96xf32> loc("features_13_project")
  %features_13_project_mm_init = linalg.fill ins(%features_13_project_mm_cst : f32) outs(%features_13_project_mm_empty : tensor<196x96xf32>) -> tensor<196x96xf32> loc("features_13_project")
  %features_13_project_mm = linalg.matmul_transpose_b ins(%features_13_project, %features_13_project_1 : tensor<196x576xf32>, tensor<96x576xf32>) outs(%features_13_project_mm_init : tensor<196x96xf32>) -> tensor<196x96xf32> loc("features_13_project")
  %features_13_project_2 = tensor.expand_shape %features_13_project_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 96] : tensor<196x96xf32> into tensor<1x14x14x96xf32> loc("features_13_project")
  %features_13_bn3_empty = tensor.empty() : tensor<1x14x14x96xf32> loc("features_13_bn3")
  %features_13_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_13_project_2, %arg_features_13_bn3_running_mean, %arg_features_13_bn3_running_var, %arg_features_13_bn3_weight, %arg_features_13_bn3_bias : tensor<1x14x14x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) outs(%features_13_bn3_empty : tensor<1x14x14x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x96xf32> loc("features_13_bn3")
  %add_7_empty = tensor.empty() : tensor<1x14x14x96xf32> loc("add_7")
  %add_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_6, %features_13_bn3 : tensor<1x14x14x96xf32>, tensor<1x14x14x96xf32>) outs(%add_7_empty : tensor<1x14x14x96xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x14x14x96xf32> loc("add_7")
  %features_14_expand = tensor.collapse_shape %add_7 [[0, 1, 2], [3]] : tensor<1x14x14x96xf32> into tensor<196x96xf32> loc("features_14_expand")
  %features_14_expand_1 = tensor.collapse_shape %arg_features_14_expand_weight [[0], [1, 2, 3]] : tensor<576x96x1x1xf32> into tensor<576x96xf32> loc("features_14_expand")
  %features_14_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_14_expand")
  %features_14_expand_mm_empty = tensor.empty() : tensor<196x576xf32> loc("features_14_expand")
  %features_14_expand_mm_init = linalg.fill ins(%features_14_expand_mm_cst : f32) outs(%features_14_expand_mm_empty : tensor<196x576xf32>) -> tensor<196x576xf32> loc("features_14_expand")
  %features_14_expand_mm = linalg.matmul_transpose_b ins(%features_14_expand, %features_14_expand_1 : tensor<196x96xf32>, tensor<576x96xf32>) outs(%features_14_expand_mm_init : tensor<196x576xf32>) -> tensor<196x576xf32> loc("features_14_expand")
  %features_14_expand_2 = tensor.expand_shape %features_14_expand_mm [[0, 1, 2], [3]] output_shape [1, 14, 14, 576] : tensor<196x576xf32> into tensor<1x14x14x576xf32> loc("features_14_expand")
  %features_14_bn1_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_14_bn1")
  %features_14_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_14_expand_2, %arg_features_14_bn1_running_mean, %arg_features_14_bn1_running_var, %arg_features_14_bn1_weight, %arg_features_14_bn1_bias : tensor<1x14x14x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%features_14_bn1_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x14x14x576xf32> loc("features_14_bn1")
  %features_14_act1_empty = tensor.empty() : tensor<1x14x14x576xf32> loc("features_14_act1")
  %features_14_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_14_bn1 : tensor<1x14x14x576xf32>) outs(%features_14_act1_empty : tensor<1x14x14x576xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x14x14x576xf32> loc("features_14_act1")
  %features_14_depthwise = tensor.collapse_shape %arg_features_14_depthwise_weight [[0, 1], [2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32> loc("features_14_depthwise")
  %features_14_depthwise_empty = tensor.empty() : tensor<3x3x576xf32> loc("features_14_depthwise")
  %features_14_depthwise_1 = linalg.transpose ins(%features_14_depthwise : tensor<576x3x3xf32>) outs(%features_14_depthwise_empty : tensor<3x3x576xf32>) permutation = [1, 2, 0] loc("features_14_depthwise")
  %features_14_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_14_depthwise")
  %features_14_depthwise_padded = tensor.pad %features_14_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_14_depthwise_pad_value : f32
  } : tensor<1x14x14x576xf32> to tensor<1x16x16x576xf32> loc("features_14_depthwise")
  %features_14_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_14_depthwise")
  %features_14_depthwise_conv_empty = tensor.empty() : tensor<1x7x7x576xf32> loc("features_14_depthwise")
  %features_14_depthwise_conv_init = linalg.fill ins(%features_14_depthwise_conv_cst : f32) outs(%features_14_depthwise_conv_empty : tensor<1x7x7x576xf32>) -> tensor<1x7x7x576xf32> loc("features_14_depthwise")
  %features_14_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%features_14_depthwise_padded, %features_14_depthwise_1 : tensor<1x16x16x576xf32>, tensor<3x3x576xf32>) outs(%features_14_depthwise_conv_init : tensor<1x7x7x576xf32>) -> tensor<1x7x7x576xf32> loc("features_14_depthwise")
  %features_14_bn2_empty = tensor.empty() : tensor<1x7x7x576xf32> loc("features_14_bn2")
  %features_14_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_14_depthwise_conv, %arg_features_14_bn2_running_mean, %arg_features_14_bn2_running_var, %arg_features_14_bn2_weight, %arg_features_14_bn2_bias : tensor<1x7x7x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) outs(%features_14_bn2_empty : tensor<1x7x7x576xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x576xf32> loc("features_14_bn2")
  %features_14_act2_empty = tensor.empty() : tensor<1x7x7x576xf32> loc("features_14_act2")
  %features_14_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_14_bn2 : tensor<1x7x7x576xf32>) outs(%features_14_act2_empty : tensor<1x7x7x576xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x576xf32> loc("features_14_act2")
  %features_14_project = tensor.collapse_shape %features_14_act2 [[0, 1, 2], [3]] : tensor<1x7x7x576xf32> into tensor<49x576xf32> loc("features_14_project")
  %features_14_project_1 = tensor.collapse_shape %arg_features_14_project_weight [[0], [1, 2, 3]] : tensor<160x576x1x1xf32> into tensor<160x576xf32> loc("features_14_project")
  %features_14_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_14_project")
  %features_14_project_mm_empty = tensor.empty() : tensor<49x160xf32> loc("features_14_project")
  %features_14_project_mm_init = linalg.fill ins(%features_14_project_mm_cst : f32) outs(%features_14_project_mm_empty : tensor<49x160xf32>) -> tensor<49x160xf32> loc("features_14_project")
  %features_14_project_mm = linalg.matmul_transpose_b ins(%features_14_project, %features_14_project_1 : tensor<49x576xf32>, tensor<160x576xf32>) outs(%features_14_project_mm_init : tensor<49x160xf32>) -> tensor<49x160xf32> loc("features_14_project")
  %features_14_project_2 = tensor.expand_shape %features_14_project_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 160] : tensor<49x160xf32> into tensor<1x7x7x160xf32> loc("features_14_project")
  %features_14_bn3_empty = tensor.empty() : tensor<1x7x7x160xf32> loc("features_14_bn3")
  %features_14_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_14_project_2, %arg_features_14_bn3_running_mean, %arg_features_14_bn3_running_var, %arg_features_14_bn3_weight, %arg_features_14_bn3_bias : tensor<1x7x7x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%features_14_bn3_empty : tensor<1x7x7x160xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x160xf32> loc("features_14_bn3")
  %features_15_expand = tensor.collapse_shape %features_14_bn3 [[0, 1, 2], [3]] : tensor<1x7x7x160xf32> into tensor<49x160xf32> loc("features_15_expand")
  %features_15_expand_1 = tensor.collapse_shape %arg_features_15_expand_weight [[0], [1, 2, 3]] : tensor<960x160x1x1xf32> into tensor<960x160xf32> loc("features_15_expand")
  %features_15_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_15_expand")
  %features_15_expand_mm_empty = tensor.empty() : tensor<49x960xf32> loc("features_15_expand")
  %features_15_expand_mm_init = linalg.fill ins(%features_15_expand_mm_cst : f32) outs(%features_15_expand_mm_empty : tensor<49x960xf32>) -> tensor<49x960xf32> loc("features_15_expand")
  %features_15_expand_mm = linalg.matmul_transpose_b ins(%features_15_expand, %features_15_expand_1 : tensor<49x160xf32>, tensor<960x160xf32>) outs(%features_15_expand_mm_init : tensor<49x960xf32>) -> tensor<49x960xf32> loc("features_15_expand")
  %features_15_expand_2 = tensor.expand_shape %features_15_expand_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 960] : tensor<49x960xf32> into tensor<1x7x7x960xf32> loc("features_15_expand")
  %features_15_bn1_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_15_bn1")
  %features_15_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_15_expand_2, %arg_features_15_bn1_running_mean, %arg_features_15_bn1_running_var, %arg_features_15_bn1_weight, %arg_features_15_bn1_bias : tensor<1x7x7x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%features_15_bn1_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x960xf32> loc("features_15_bn1")
  %features_15_act1_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_15_act1")
  %features_15_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_15_bn1 : tensor<1x7x7x960xf32>) outs(%features_15_act1_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x960xf32> loc("features_15_act1")
  %features_15_depthwise = tensor.collapse_shape %arg_features_15_depthwise_weight [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32> loc("features_15_depthwise")
  %features_15_depthwise_empty = tensor.empty() : tensor<3x3x960xf32> loc("features_15_depthwise")
  %features_15_depthwise_1 = linalg.transpose ins(%features_15_depthwise : tensor<960x3x3xf32>) outs(%features_15_depthwise_empty : tensor<3x3x960xf32>) permutation = [1, 2, 0] loc("features_15_depthwise")
  %features_15_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_15_depthwise")
  %features_15_depthwise_padded = tensor.pad %features_15_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_15_depthwise_pad_value : f32
  } : tensor<1x7x7x960xf32> to tensor<1x9x9x960xf32> loc("features_15_depthwise")
  %features_15_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_15_depthwise")
  %features_15_depthwise_conv_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_15_depthwise")
  %features_15_depthwise_conv_init = linalg.fill ins(%features_15_depthwise_conv_cst : f32) outs(%features_15_depthwise_conv_empty : tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> loc("features_15_depthwise")
  %features_15_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_15_depthwise_padded, %features_15_depthwise_1 : tensor<1x9x9x960xf32>, tensor<3x3x960xf32>) outs(%features_15_depthwise_conv_init : tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> loc("features_15_depthwise")
  %features_15_bn2_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_15_bn2")
  %features_15_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_15_depthwise_conv, %arg_features_15_bn2_running_mean, %arg_features_15_bn2_running_var, %arg_features_15_bn2_weight, %arg_features_15_bn2_bias : tensor<1x7x7x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%features_15_bn2_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x960xf32> loc("features_15_bn2")
  %features_15_act2_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_15_act2")
  %features_15_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_15_bn2 : tensor<1x7x7x960xf32>) outs(%features_15_act2_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x960xf32> loc("features_15_act2")
  %features_15_project = tensor.collapse_shape %features_15_act2 [[0, 1, 2], [3]] : tensor<1x7x7x960xf32> into tensor<49x960xf32> loc("features_15_project")
  %features_15_project_1 = tensor.collapse_shape %arg_features_15_project_weight [[0], [1, 2, 3]] : tensor<160x960x1x1xf32> into tensor<160x960xf32> loc("features_15_project")
  %features_15_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_15_project")
  %features_15_project_mm_empty = tensor.empty() : tensor<49x160xf32> loc("features_15_project")
  %features_15_project_mm_init = linalg.fill ins(%features_15_project_mm_cst : f32) outs(%features_15_project_mm_empty : tensor<49x160xf32>) -> tensor<49x160xf32> loc("features_15_project")
  %features_15_project_mm = linalg.matmul_transpose_b ins(%features_15_project, %features_15_project_1 : tensor<49x960xf32>, tensor<160x960xf32>) outs(%features_15_project_mm_init : tensor<49x160xf32>) -> tensor<49x160xf32> loc("features_15_project")
  %features_15_project_2 = tensor.expand_shape %features_15_project_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 160] : tensor<49x160xf32> into tensor<1x7x7x160xf32> loc("features_15_project")
  %features_15_bn3_empty = tensor.empty() : tensor<1x7x7x160xf32> loc("features_15_bn3")
  %features_15_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_15_project_2, %arg_features_15_bn3_running_mean, %arg_features_15_bn3_running_var, %arg_features_15_bn3_weight, %arg_features_15_bn3_bias : tensor<1x7x7x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%features_15_bn3_empty : tensor<1x7x7x160xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x160xf32> loc("features_15_bn3")
  %add_8_empty = tensor.empty() : tensor<1x7x7x160xf32> loc("add_8")
  %add_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_14_bn3, %features_15_bn3 : tensor<1x7x7x160xf32>, tensor<1x7x7x160xf32>) outs(%add_8_empty : tensor<1x7x7x160xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x7x7x160xf32> loc("add_8")
  %features_16_expand = tensor.collapse_shape %add_8 [[0, 1, 2], [3]] : tensor<1x7x7x160xf32> into tensor<49x160xf32> loc("features_16_expand")
  %features_16_expand_1 = tensor.collapse_shape %arg_features_16_expand_weight [[0], [1, 2, 3]] : tensor<960x160x1x1xf32> into tensor<960x160xf32> loc("features_16_expand")
  %features_16_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_16_expand")
  %features_16_expand_mm_empty = tensor.empty() : tensor<49x960xf32> loc("features_16_expand")
  %features_16_expand_mm_init = linalg.fill ins(%features_16_expand_mm_cst : f32) outs(%features_16_expand_mm_empty : tensor<49x960xf32>) -> tensor<49x960xf32> loc("features_16_expand")
  %features_16_expand_mm = linalg.matmul_transpose_b ins(%features_16_expand, %features_16_expand_1 : tensor<49x160xf32>, tensor<960x160xf32>) outs(%features_16_expand_mm_init : tensor<49x960xf32>) -> tensor<49x960xf32> loc("features_16_expand")
  %features_16_expand_2 = tensor.expand_shape %features_16_expand_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 960] : tensor<49x960xf32> into tensor<1x7x7x960xf32> loc("features_16_expand")
  %features_16_bn1_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_16_bn1")
  %features_16_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_16_expand_2, %arg_features_16_bn1_running_mean, %arg_features_16_bn1_running_var, %arg_features_16_bn1_weight, %arg_features_16_bn1_bias : tensor<1x7x7x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%features_16_bn1_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x960xf32> loc("features_16_bn1")
  %features_16_act1_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_16_act1")
  %features_16_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_16_bn1 : tensor<1x7x7x960xf32>) outs(%features_16_act1_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x960xf32> loc("features_16_act1")
  %features_16_depthwise = tensor.collapse_shape %arg_features_16_depthwise_weight [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32> loc("features_16_depthwise")
  %features_16_depthwise_empty = tensor.empty() : tensor<3x3x960xf32> loc("features_16_depthwise")
  %features_16_depthwise_1 = linalg.transpose ins(%features_16_depthwise : tensor<960x3x3xf32>) outs(%features_16_depthwise_empty : tensor<3x3x960xf32>) permutation = [1, 2, 0] loc("features_16_depthwise")
  %features_16_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_16_depthwise")
  %features_16_depthwise_padded = tensor.pad %features_16_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_16_depthwise_pad_value : f32
  } : tensor<1x7x7x960xf32> to tensor<1x9x9x960xf32> loc("features_16_depthwise")
  %features_16_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_16_depthwise")
  %features_16_depthwise_conv_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_16_depthwise")
  %features_16_depthwise_conv_init = linalg.fill ins(%features_16_depthwise_conv_cst : f32) outs(%features_16_depthwise_conv_empty : tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> loc("features_16_depthwise")
  %features_16_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_16_depthwise_padded, %features_16_depthwise_1 : tensor<1x9x9x960xf32>, tensor<3x3x960xf32>) outs(%features_16_depthwise_conv_init : tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> loc("features_16_depthwise")
  %features_16_bn2_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_16_bn2")
  %features_16_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_16_depthwise_conv, %arg_features_16_bn2_running_mean, %arg_features_16_bn2_running_var, %arg_features_16_bn2_weight, %arg_features_16_bn2_bias : tensor<1x7x7x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%features_16_bn2_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x960xf32> loc("features_16_bn2")
  %features_16_act2_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_16_act2")
  %features_16_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_16_bn2 : tensor<1x7x7x960xf32>) outs(%features_16_act2_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x960xf32> loc("features_16_act2")
  %features_16_project = tensor.collapse_shape %features_16_act2 [[0, 1, 2], [3]] : tensor<1x7x7x960xf32> into tensor<49x960xf32> loc("features_16_project")
  %features_16_project_1 = tensor.collapse_shape %arg_features_16_project_weight [[0], [1, 2, 3]] : tensor<160x960x1x1xf32> into tensor<160x960xf32> loc("features_16_project")
  %features_16_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_16_project")
  %features_16_project_mm_empty = tensor.empty() : tensor<49x160xf32> loc("features_16_project")
  %features_16_project_mm_init = linalg.fill ins(%features_16_project_mm_cst : f32) outs(%features_16_project_mm_empty : tensor<49x160xf32>) -> tensor<49x160xf32> loc("features_16_project")
  %features_16_project_mm = linalg.matmul_transpose_b ins(%features_16_project, %features_16_project_1 : tensor<49x960xf32>, tensor<160x960xf32>) outs(%features_16_project_mm_init : tensor<49x160xf32>) -> tensor<49x160xf32> loc("features_16_project")
  %features_16_project_2 = tensor.expand_shape %features_16_project_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 160] : tensor<49x160xf32> into tensor<1x7x7x160xf32> loc("features_16_project")
  %features_16_bn3_empty = tensor.empty() : tensor<1x7x7x160xf32> loc("features_16_bn3")
  %features_16_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_16_project_2, %arg_features_16_bn3_running_mean, %arg_features_16_bn3_running_var, %arg_features_16_bn3_weight, %arg_features_16_bn3_bias : tensor<1x7x7x160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>, tensor<160xf32>) outs(%features_16_bn3_empty : tensor<1x7x7x160xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x160xf32> loc("features_16_bn3")
  %add_9_empty = tensor.empty() : tensor<1x7x7x160xf32> loc("add_9")
  %add_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_8, %features_16_bn3 : tensor<1x7x7x160xf32>, tensor<1x7x7x160xf32>) outs(%add_9_empty : tensor<1x7x7x160xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x7x7x160xf32> loc("add_9")
  %features_17_expand = tensor.collapse_shape %add_9 [[0, 1, 2], [3]] : tensor<1x7x7x160xf32> into tensor<49x160xf32> loc("features_17_expand")
  %features_17_expand_1 = tensor.collapse_shape %arg_features_17_expand_weight [[0], [1, 2, 3]] : tensor<960x160x1x1xf32> into tensor<960x160xf32> loc("features_17_expand")
  %features_17_expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_17_expand")
  %features_17_expand_mm_empty = tensor.empty() : tensor<49x960xf32> loc("features_17_expand")
  %features_17_expand_mm_init = linalg.fill ins(%features_17_expand_mm_cst : f32) outs(%features_17_expand_mm_empty : tensor<49x960xf32>) -> tensor<49x960xf32> loc("features_17_expand")
  %features_17_expand_mm = linalg.matmul_transpose_b ins(%features_17_expand, %features_17_expand_1 : tensor<49x160xf32>, tensor<960x160xf32>) outs(%features_17_expand_mm_init : tensor<49x960xf32>) -> tensor<49x960xf32> loc("features_17_expand")
  %features_17_expand_2 = tensor.expand_shape %features_17_expand_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 960] : tensor<49x960xf32> into tensor<1x7x7x960xf32> loc("features_17_expand")
  %features_17_bn1_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_17_bn1")
  %features_17_bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_17_expand_2, %arg_features_17_bn1_running_mean, %arg_features_17_bn1_running_var, %arg_features_17_bn1_weight, %arg_features_17_bn1_bias : tensor<1x7x7x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%features_17_bn1_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x960xf32> loc("features_17_bn1")
  %features_17_act1_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_17_act1")
  %features_17_act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_17_bn1 : tensor<1x7x7x960xf32>) outs(%features_17_act1_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x960xf32> loc("features_17_act1")
  %features_17_depthwise = tensor.collapse_shape %arg_features_17_depthwise_weight [[0, 1], [2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32> loc("features_17_depthwise")
  %features_17_depthwise_empty = tensor.empty() : tensor<3x3x960xf32> loc("features_17_depthwise")
  %features_17_depthwise_1 = linalg.transpose ins(%features_17_depthwise : tensor<960x3x3xf32>) outs(%features_17_depthwise_empty : tensor<3x3x960xf32>) permutation = [1, 2, 0] loc("features_17_depthwise")
  %features_17_depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("features_17_depthwise")
  %features_17_depthwise_padded = tensor.pad %features_17_act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %features_17_depthwise_pad_value : f32
  } : tensor<1x7x7x960xf32> to tensor<1x9x9x960xf32> loc("features_17_depthwise")
  %features_17_depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("features_17_depthwise")
  %features_17_depthwise_conv_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_17_depthwise")
  %features_17_depthwise_conv_init = linalg.fill ins(%features_17_depthwise_conv_cst : f32) outs(%features_17_depthwise_conv_empty : tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> loc("features_17_depthwise")
  %features_17_depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%features_17_depthwise_padded, %features_17_depthwise_1 : tensor<1x9x9x960xf32>, tensor<3x3x960xf32>) outs(%features_17_depthwise_conv_init : tensor<1x7x7x960xf32>) -> tensor<1x7x7x960xf32> loc("features_17_depthwise")
  %features_17_bn2_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_17_bn2")
  %features_17_bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_17_depthwise_conv, %arg_features_17_bn2_running_mean, %arg_features_17_bn2_running_var, %arg_features_17_bn2_weight, %arg_features_17_bn2_bias : tensor<1x7x7x960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>, tensor<960xf32>) outs(%features_17_bn2_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x960xf32> loc("features_17_bn2")
  %features_17_act2_empty = tensor.empty() : tensor<1x7x7x960xf32> loc("features_17_act2")
  %features_17_act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_17_bn2 : tensor<1x7x7x960xf32>) outs(%features_17_act2_empty : tensor<1x7x7x960xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x960xf32> loc("features_17_act2")
  %features_17_project = tensor.collapse_shape %features_17_act2 [[0, 1, 2], [3]] : tensor<1x7x7x960xf32> into tensor<49x960xf32> loc("features_17_project")
  %features_17_project_1 = tensor.collapse_shape %arg_features_17_project_weight [[0], [1, 2, 3]] : tensor<320x960x1x1xf32> into tensor<320x960xf32> loc("features_17_project")
  %features_17_project_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_17_project")
  %features_17_project_mm_empty = tensor.empty() : tensor<49x320xf32> loc("features_17_project")
  %features_17_project_mm_init = linalg.fill ins(%features_17_project_mm_cst : f32) outs(%features_17_project_mm_empty : tensor<49x320xf32>) -> tensor<49x320xf32> loc("features_17_project")
  %features_17_project_mm = linalg.matmul_transpose_b ins(%features_17_project, %features_17_project_1 : tensor<49x960xf32>, tensor<320x960xf32>) outs(%features_17_project_mm_init : tensor<49x320xf32>) -> tensor<49x320xf32> loc("features_17_project")
  %features_17_project_2 = tensor.expand_shape %features_17_project_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 320] : tensor<49x320xf32> into tensor<1x7x7x320xf32> loc("features_17_project")
  %features_17_bn3_empty = tensor.empty() : tensor<1x7x7x320xf32> loc("features_17_bn3")
  %features_17_bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_17_project_2, %arg_features_17_bn3_running_mean, %arg_features_17_bn3_running_var, %arg_features_17_bn3_weight, %arg_features_17_bn3_bias : tensor<1x7x7x320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>, tensor<320xf32>) outs(%features_17_bn3_empty : tensor<1x7x7x320xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x320xf32> loc("features_17_bn3")
  %features_18_0 = tensor.collapse_shape %features_17_bn3 [[0, 1, 2], [3]] : tensor<1x7x7x320xf32> into tensor<49x320xf32> loc("features_18_0")
  %features_18_0_1 = tensor.collapse_shape %arg_features_18_0_weight [[0], [1, 2, 3]] : tensor<1280x320x1x1xf32> into tensor<1280x320xf32> loc("features_18_0")
  %features_18_0_mm_cst = arith.constant 0.000000e+00 : f32 loc("features_18_0")
  %features_18_0_mm_empty = tensor.empty() : tensor<49x1280xf32> loc("features_18_0")
  %features_18_0_mm_init = linalg.fill ins(%features_18_0_mm_cst : f32) outs(%features_18_0_mm_empty : tensor<49x1280xf32>) -> tensor<49x1280xf32> loc("features_18_0")
  %features_18_0_mm = linalg.matmul_transpose_b ins(%features_18_0, %features_18_0_1 : tensor<49x320xf32>, tensor<1280x320xf32>) outs(%features_18_0_mm_init : tensor<49x1280xf32>) -> tensor<49x1280xf32> loc("features_18_0")
  %features_18_0_2 = tensor.expand_shape %features_18_0_mm [[0, 1, 2], [3]] output_shape [1, 7, 7, 1280] : tensor<49x1280xf32> into tensor<1x7x7x1280xf32> loc("features_18_0")
  %features_18_1_empty = tensor.empty() : tensor<1x7x7x1280xf32> loc("features_18_1")
  %features_18_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_18_0_2, %arg_features_18_1_running_mean, %arg_features_18_1_running_var, %arg_features_18_1_weight, %arg_features_18_1_bias : tensor<1x7x7x1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%features_18_1_empty : tensor<1x7x7x1280xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x7x7x1280xf32> loc("features_18_1")
  %features_18_2_empty = tensor.empty() : tensor<1x7x7x1280xf32> loc("features_18_2")
  %features_18_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features_18_1 : tensor<1x7x7x1280xf32>) outs(%features_18_2_empty : tensor<1x7x7x1280xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x7x7x1280xf32> loc("features_18_2")
  %pool_empty = tensor.empty() : tensor<1x1280x7x7xf32> loc("pool")
  %pool = linalg.transpose ins(%features_18_2 : tensor<1x7x7x1280xf32>) outs(%pool_empty : tensor<1x1280x7x7xf32>) permutation = [0, 3, 1, 2] loc("pool")
  %pool_sum_acc_cst = arith.constant 0.000000e+00 : f32 loc("pool")
  %pool_sum_acc_empty = tensor.empty() : tensor<1x1280xf32> loc("pool")
  %pool_sum_acc_init = linalg.fill ins(%pool_sum_acc_cst : f32) outs(%pool_sum_acc_empty : tensor<1x1280xf32>) -> tensor<1x1280xf32> loc("pool")
  %pool_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%pool : tensor<1x1280x7x7xf32>) outs(%pool_sum_acc_init : tensor<1x1280xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.addf %in0, %out : f32
    linalg.yield %k0 : f32
  } -> tensor<1x1280xf32> loc("pool")
  %pool_empty_1 = tensor.empty() : tensor<1x1280xf32> loc("pool")
  %pool_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%pool_sum : tensor<1x1280xf32>) outs(%pool_empty_1 : tensor<1x1280xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0x3CA72F05 : f32
    %k1 = arith.mulf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x1280xf32> loc("pool")
  %pool_reshape = tensor.expand_shape %pool_1 [[0], [1, 2, 3]] output_shape [1, 1280, 1, 1] : tensor<1x1280xf32> into tensor<1x1280x1x1xf32> loc("pool")
  %flatten_reshape = tensor.collapse_shape %pool_reshape [[0], [1, 2, 3]] : tensor<1x1280x1x1xf32> into tensor<1x1280xf32> loc("flatten")
  %classifier_1_mm_cst = arith.constant 0.000000e+00 : f32 loc("classifier_1")
  %classifier_1_mm_empty = tensor.empty() : tensor<1x1000xf32> loc("classifier_1")
  %classifier_1_mm_init = linalg.fill ins(%classifier_1_mm_cst : f32) outs(%classifier_1_mm_empty : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("classifier_1")
  %classifier_1_mm = linalg.matmul_transpose_b ins(%flatten_reshape, %arg_classifier_1_weight : tensor<1x1280xf32>, tensor<1000x1280xf32>) outs(%classifier_1_mm_init : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("classifier_1")
  %classifier_1_bias_empty = tensor.empty() : tensor<1x1000xf32> loc("classifier_1")
  %classifier_1_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%classifier_1_mm, %arg_classifier_1_bias : tensor<1x1000xf32>, tensor<1000xf32>) outs(%classifier_1_bias_empty : tensor<1x1000xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x1000xf32> loc("classifier_1")
  return %classifier_1_bias : tensor<1x1000xf32> loc("output")
}
