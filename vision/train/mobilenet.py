"""MobileNetV2's body (alpha 1.0) as Keras builds it, and ImageNet's weights for it.

The weights come from mobilenet_weights.py (the npm package nsfwjs, MIT; MobileNetV2's ImageNet
weights, Apache 2.0). The second look stands on it (tileface.py --backbone); under the tile finder
it was tried and not kept, 67 ms a look at 416 pixels on one core against 28 (vision/NOTEBOOK.md,
"Measuring").
"""
import numpy as np
import torch
import torch.nn as nn


def conv_bn(cin, cout, k=1, stride=1, groups=1, relu=True):
    """Keras' Conv2D/DepthwiseConv2D, BatchNormalization (epsilon 1e-3) and ReLU6, as MobileNetV2 has them."""
    layers = [nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout, eps=1e-3)]
    return nn.Sequential(*layers, nn.ReLU6(inplace=True)) if relu else nn.Sequential(*layers)


class InvertedResidual(nn.Module):
    """One MobileNetV2 block: widen (1x1), look around (3x3 depthwise), narrow (1x1); added to its input
    where the shape allows."""

    def __init__(self, cin, cout, expand, stride):
        super().__init__()
        wide = cin * expand
        self.expand = conv_bn(cin, wide) if expand != 1 else None
        self.depthwise = conv_bn(wide, wide, 3, stride, groups=wide)
        self.project = conv_bn(wide, cout, relu=False)
        self.residual = stride == 1 and cin == cout

    def forward(self, x):
        y = self.project(self.depthwise(self.expand(x) if self.expand is not None else x))
        return x + y if self.residual else y


# MobileNetV2 (alpha 1.0) after its first convolution: (widening, channels out, stride) per block,
# Keras' expanded_conv, then block_1 .. block_16.
MOBILENET_V2 = [(1, 16, 1), (6, 24, 2), (6, 24, 1), (6, 32, 2), (6, 32, 1), (6, 32, 1), (6, 64, 2), (6, 64, 1),
                (6, 64, 1), (6, 64, 1), (6, 96, 1), (6, 96, 1), (6, 96, 1), (6, 160, 2), (6, 160, 1), (6, 160, 1),
                (6, 320, 1)]


def body():
    """The first convolution (stride 2, 32 channels) and the 17 blocks, as separate modules."""
    blocks, cin = [], 32
    for expand, cout, stride in MOBILENET_V2:
        blocks.append(InvertedResidual(cin, cout, expand, stride))
        cin = cout
    return conv_bn(3, 32, 3, 2), blocks


def load_imagenet(path, stem, blocks):
    """Keras' MobileNetV2 weights (mobilenet_weights.py) into body()'s modules. Keras takes RGB in
    -1..1, both networks take BGR in 0..1: the first convolution's inputs are swapped and doubled,
    and its constant -1 moves into the batch norm's mean (exact but at the padded edge)."""
    w = np.load(path)

    def put(seq, conv_name, bn_name, depthwise=False):
        k = w[conv_name + ("/depthwise_kernel" if depthwise else "/kernel")]
        k = k.transpose(2, 3, 0, 1) if depthwise else k.transpose(3, 2, 0, 1)
        with torch.no_grad():
            seq[0].weight.copy_(torch.from_numpy(np.ascontiguousarray(k)))
            bn = seq[1]
            bn.weight.copy_(torch.from_numpy(w[bn_name + "/gamma"]))
            bn.bias.copy_(torch.from_numpy(w[bn_name + "/beta"]))
            bn.running_mean.copy_(torch.from_numpy(w[bn_name + "/moving_mean"]))
            bn.running_var.copy_(torch.from_numpy(w[bn_name + "/moving_variance"]))
    put(stem, "Conv1", "bn_Conv1")
    with torch.no_grad():
        k = stem[0].weight
        stem[1].running_mean.add_(k.sum(dim=(1, 2, 3)))  # conv(2x - 1) = conv(2x) - sum of weights
        k.copy_(2 * k.flip(1))                             # RGB -> BGR, 0..1 -> 0..2
    for i, block in enumerate(blocks):
        name = "expanded_conv" if i == 0 else f"block_{i}"
        if block.expand is not None:
            put(block.expand, f"{name}_expand", f"{name}_expand_BN")
        put(block.depthwise, f"{name}_depthwise", f"{name}_depthwise_BN", depthwise=True)
        put(block.project, f"{name}_project", f"{name}_project_BN")
