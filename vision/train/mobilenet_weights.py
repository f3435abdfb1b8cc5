#!/usr/bin/python3
"""Takes MobileNetV2's ImageNet weights out of the npm package nsfwjs, for tileface.py --backbone.

No photo of the shared folder shows a tile set the networks were not taught, and a network learnt
from nothing on this machine learns one artist's strokes; features learnt from a million photos
of everything (ImageNet) read shapes of sets never seen better. The npm registry is reachable
here (PyPI and model hubs are not), and nsfwjs (MIT) ships Keras' MobileNetV2 (alpha 1.0, 224,
Apache-2.0 ImageNet weights) as a TensorFlow.js layers model: blocks 0-10 exactly as trained on
ImageNet (frozen, "trainable": false), blocks 11-16 fine-tuned on its own five classes. Weights
are stored as uint8 with a min and a scale per tensor; they come out dequantised.

    cd /tmp && npm pack nsfwjs@4.3.0 && mkdir -p nsfwjs && tar xzf nsfwjs-4.3.0.tgz -C nsfwjs
    /usr/bin/python3 vision/train/mobilenet_weights.py /tmp/nsfwjs/package /tmp/mobilenet_v2.npz

The package's model files are JavaScript modules; Node.js (on the machine) reads them.
Writes OUT (.npz): each Keras weight by its name ("block_3_depthwise/depthwise_kernel", ...),
in Keras' layout (kernels HWIO, depthwise HWC1).
"""
import argparse
import base64
import json
import os
import subprocess
import sys

import numpy as np

DUMP = """
const dir = process.argv[1];
const model = require(dir + '/model.min.js');
const shard = require(dir + '/group1-shard1of1.min.js');
process.stdout.write(JSON.stringify({manifest: model.weightsManifest, layers:
  model.modelTopology.model_config.config.layers.map(l => [l.name, l.class_name, l.config.trainable]),
  shard: shard}));
"""


def read(package):
    models = os.path.join(os.path.abspath(package), "dist", "models", "mobilenet_v2")
    if not os.path.exists(os.path.join(models, "model.min.js")):
        raise SystemExit(f"{package}: no dist/models/mobilenet_v2/model.min.js (the nsfwjs package, extracted?)")
    out = subprocess.run(["node", "-e", DUMP, models], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def weights(dump):
    if len(dump["manifest"]) != 1 or dump["manifest"][0]["paths"] != ["group1-shard1of1"]:
        raise SystemExit("unexpected weights manifest: one shard, group1-shard1of1, expected")
    raw = np.frombuffer(base64.b64decode(dump["shard"]), dtype=np.uint8)
    out, at = {}, 0
    for w in dump["manifest"][0]["weights"]:
        n = int(np.prod(w["shape"]))
        q = w.get("quantization")
        if q is None or q["dtype"] != "uint8":
            raise SystemExit(f"{w['name']}: expected uint8-quantised weights, found {q}")
        out[w["name"]] = (raw[at:at + n].astype(np.float32) * q["scale"] + q["min"]).reshape(w["shape"])
        at += n
    if at != raw.size:
        raise SystemExit(f"the shard holds {raw.size} bytes, the manifest names {at}")
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("package", help="the extracted nsfwjs package (the folder holding dist/)")
    ap.add_argument("out", help="the .npz to write")
    args = ap.parse_args()
    dump = read(args.package)
    w = weights(dump)
    frozen = [name for name, _, trainable in dump["layers"] if trainable is False]
    if not frozen:
        raise SystemExit(f"{args.package}: no layer kept as trained on ImageNet; not the nsfwjs model this expects")
    np.savez(args.out, **w)
    print(f"wrote {args.out}: {len(w)} tensors, {sum(v.size for v in w.values())} weights; "
          f"{len(frozen)} layers as trained on ImageNet (up to {frozen[-1]})", file=sys.stderr)


if __name__ == "__main__":
    main()
