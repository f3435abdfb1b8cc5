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
  half     a sensor of half the pixels (half size, area averaged)
  far15    a camera further off: the photo in the middle of a frame 1.5 times as wide and tall,
           the rest plain table (the median colour of the photo's edges), the labels moved with it
  far2     the same, a frame twice as wide and tall
  far3     the same, three times (a 640x640 photo in 1920x1920: a 1080p camera over a whole table)
  cam1080  the photo in the middle of the device camera's 1920x1080 frame (a 640x640 photo: three
           times as wide, 1.7 times as tall), the rest plain table
  camnear  the same, the photo enlarged 1.2 times first (768x768 in the frame: a camera nearer)
  camclose the same, the photo enlarged to the frame's height (1080x1080: a camera close over the
           hand, its tiles 50-160 pixels)
and, asked for by --kinds, for folders of crops (vision/NOTEBOOK.md, "Photos as a worse camera takes them"):
  w48, w32 each image brought to 48 or 32 pixels across, as a data set of small crops stores them

    /usr/bin/python3 vision/train/worse_camera.py /tmp/kde-eval/kde-default-crops /tmp/small-kde-default --kinds w48,w32

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
        "half": lambda im: cv2.resize(im, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA),
        "w48": lambda im: across(im, 48),
        "w32": lambda im: across(im, 32),
        "far15": None,  # framed(), which moves the labels too
        "far2": None,
        "far3": None,
        "cam1080": None,
        "camnear": None,
        "camclose": None,
    }


def across(img, width):
    """The image brought to `width` pixels across, its shape kept."""
    return cv2.resize(img, (width, max(1, round(img.shape[0] * width / img.shape[1]))), interpolation=cv2.INTER_AREA)


PHOTO_KINDS = "warm,cool,dim,bright,blur,noise,jpeg,lowcon,half,far15,far2,far3,cam1080,camnear,camclose"
FRAMED = {"far15": 1.5, "far2": 2.0, "far3": 3.0, "cam1080": (1920, 1080), "camnear": (1920, 1080), "camclose": (1920, 1080)}
# How much a framed kind enlarges the photo before framing it: a factor, or the frame's height.
ENLARGED = {"camnear": 1.2, "camclose": "height"}


def framed(img, factor):
    """The image in the middle of a frame `factor` times as wide and tall (or, for a pair, that
    many pixels wide and tall, never smaller than the image), and where it lies."""
    h, w = img.shape[:2]
    if isinstance(factor, tuple):
        big_w, big_h = max(w, factor[0]), max(h, factor[1])
    else:
        big_h, big_w = int(h * factor), int(w * factor)
    top, left = (big_h - h) // 2, (big_w - w) // 2
    edges = np.concatenate([img[0], img[-1], img[:, 0], img[:, -1]])
    table = [int(v) for v in np.median(edges, axis=0)]
    out = cv2.copyMakeBorder(img, top, big_h - h - top, left, big_w - w - left, cv2.BORDER_CONSTANT, value=table)
    return out, (w, h, big_w, big_h, left, top)


def enlarged(img, how, frame):
    """The image enlarged before framing: by a factor, to the frame's height ("height"), or not
    (None). Labels are relative, so they hold as they are."""
    if how is None:
        return img
    factor = frame[1] / img.shape[0] if how == "height" else how
    return cv2.resize(img, None, fx=factor, fy=factor, interpolation=cv2.INTER_CUBIC)


def moved_label(line, where):
    """A YOLO label line (box or polygon, relative) moved into the frame `framed` put its photo in."""
    w, h, big_w, big_h, left, top = where
    v = line.split()
    if not v:
        return line
    xs = [float(x) for x in v[1:]]
    if len(xs) == 4:
        x, y, bw, bh = xs
        xs = [(x * w + left) / big_w, (y * h + top) / big_h, bw * w / big_w, bh * h / big_h]
    else:
        xs = [(c * w + left) / big_w if i % 2 == 0 else (c * h + top) / big_h for i, c in enumerate(xs)]
    return " ".join([v[0]] + [f"{c:.6f}" for c in xs])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folder", help="a labelled folder: images/, labels/, data.yaml")
    ap.add_argument("out", help="where the folders of each kind are written")
    ap.add_argument("--seed", type=int, default=5, help="seed of the noise")
    ap.add_argument("--kinds", default=PHOTO_KINDS, help=f"comma-separated kinds to write (default {PHOTO_KINDS})")
    args = ap.parse_args()
    every = kinds(np.random.default_rng(args.seed))
    wanted = args.kinds.split(",")
    unknown = [k for k in wanted if k not in every]
    if unknown:
        raise SystemExit(f"--kinds: no such kind {', '.join(unknown)}; the kinds are {', '.join(every)}")
    images = os.path.join(args.folder, "images")
    if not os.path.isdir(images) or not os.path.isfile(os.path.join(args.folder, "data.yaml")):
        raise SystemExit(f"{args.folder}: not a labelled folder (images/, labels/, data.yaml)")
    for name in wanted:
        worse = every[name]
        out = os.path.join(args.out, name)
        os.makedirs(os.path.join(out, "images"), exist_ok=True)
        shutil.copytree(os.path.join(args.folder, "labels"), os.path.join(out, "labels"), dirs_exist_ok=True)
        shutil.copy(os.path.join(args.folder, "data.yaml"), out)
        for f in sorted(os.listdir(images)):
            img = cv2.imread(os.path.join(images, f), cv2.IMREAD_COLOR)
            if img is None:
                raise SystemExit(f"{os.path.join(images, f)}: not an image OpenCV reads")
            stem = os.path.splitext(f)[0]
            if name in FRAMED:
                img = enlarged(img, ENLARGED.get(name), FRAMED[name])
                img, where = framed(img, FRAMED[name])
                label = os.path.join(args.folder, "labels", stem + ".txt")
                if os.path.isfile(label):
                    with open(label) as src:
                        moved = [moved_label(line, where) for line in src.read().splitlines()]
                    with open(os.path.join(out, "labels", stem + ".txt"), "w") as dst:
                        dst.write("\n".join(moved) + "\n")
            else:
                img = worse(img)
            cv2.imwrite(os.path.join(out, "images", stem + ".png"), img)
        print(f"{out}: {len(os.listdir(images))} photos", flush=True)


if __name__ == "__main__":
    main()
