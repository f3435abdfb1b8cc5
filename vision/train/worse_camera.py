#!/usr/bin/env python3
"""Builds folders `recognize --eval` reads from the shared labelled photos as a worse camera or
light would take them, so that how reading holds up at a real table is measured:

    /usr/bin/python3 vision/train/worse_camera.py ../shared/vision/photos/roboflow-chinese-mahjong-v4-train /tmp/worse
    java -jar device/target/tablescore.jar recognize --eval /tmp/worse/warm --held-out

One folder per kind, each with every photo (the file names kept, so `--held-out` picks the same
photos), its labels and data.yaml:
  warm     a lamp's warm light (blue x0.7, green x0.95, red x1.1)
  cool     a cool daylight tube (blue x1.15, red x0.8)
  dim      a dim room (gamma 1.8, then x0.8)
  bright   overexposed (x1.35 + 20, the faces clipped white)
  blur     out of focus (Gaussian, sigma 1.5 pixels)
  noise    a small sensor in poor light (Gaussian noise, sigma 10, seeded)
  jpeg     a hard-compressed frame (JPEG quality 25)
  lowcon   a hazy or washed-out frame (contrast x0.6 about mid grey)
Photos are written as PNG (no compression of their own). Needs only OpenCV and NumPy
(`sudo apt-get install python3-opencv python3-numpy`).
"""
import argparse
import os
import shutil

import cv2
import numpy as np


def scaled_channels(img, blue, green, red):
    return np.clip(img.astype(np.float32) * np.array([blue, green, red], np.float32), 0, 255).astype(np.uint8)


def kinds(rng):
    return {
        "warm": lambda im: scaled_channels(im, 0.7, 0.95, 1.1),
        "cool": lambda im: scaled_channels(im, 1.15, 1.0, 0.8),
        "dim": lambda im: np.clip(255 * (im / 255.0) ** 1.8 * 0.8, 0, 255).astype(np.uint8),
        "bright": lambda im: np.clip(im.astype(np.float32) * 1.35 + 20, 0, 255).astype(np.uint8),
        "blur": lambda im: cv2.GaussianBlur(im, (0, 0), 1.5),
        "noise": lambda im: np.clip(im.astype(np.float32) + rng.normal(0, 10, im.shape), 0, 255).astype(np.uint8),
        "jpeg": lambda im: cv2.imdecode(cv2.imencode(".jpg", im, [cv2.IMWRITE_JPEG_QUALITY, 25])[1], cv2.IMREAD_COLOR),
        "lowcon": lambda im: np.clip((im.astype(np.float32) - 128) * 0.6 + 128, 0, 255).astype(np.uint8),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folder", help="a labelled folder: images/, labels/, data.yaml")
    ap.add_argument("out", help="where the folders of each kind are written")
    ap.add_argument("--seed", type=int, default=5, help="seed of the noise")
    args = ap.parse_args()
    images = os.path.join(args.folder, "images")
    if not os.path.isdir(images) or not os.path.isfile(os.path.join(args.folder, "data.yaml")):
        raise SystemExit(f"{args.folder}: not a labelled folder (images/, labels/, data.yaml)")
    rng = np.random.default_rng(args.seed)
    for name, worse in kinds(rng).items():
        out = os.path.join(args.out, name)
        os.makedirs(os.path.join(out, "images"), exist_ok=True)
        shutil.copytree(os.path.join(args.folder, "labels"), os.path.join(out, "labels"), dirs_exist_ok=True)
        shutil.copy(os.path.join(args.folder, "data.yaml"), out)
        for f in sorted(os.listdir(images)):
            img = cv2.imread(os.path.join(images, f), cv2.IMREAD_COLOR)
            if img is None:
                raise SystemExit(f"{os.path.join(images, f)}: not an image OpenCV reads")
            cv2.imwrite(os.path.join(out, "images", os.path.splitext(f)[0] + ".png"), worse(img))
        print(f"{out}: {len(os.listdir(images))} photos", flush=True)


if __name__ == "__main__":
    main()
