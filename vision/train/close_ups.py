#!/usr/bin/env python3
"""Builds folders of close-ups `recognize --eval` reads: two to four touching tiles of a hand,
cut from a labelled folder of hand photos and framed in a small square of table, as a phone
held close over a meld or a pair takes them (vision/NOTEBOOK.md, "The farther look"):

    /usr/bin/python3 vision/train/close_ups.py /tmp/drawn-eval/drawn-00-hands /tmp/close/drawn-00-close
    java -jar device/target/tablescore.jar recognize --eval /tmp/close/drawn-00-close

From each hand photo, two close-ups of each of 2, 3 and 4 tiles at random places in its row
(seeded: a second run writes the same files): the tiles' labelled boxes with a margin of a
fifth of a tile, set in the middle of a square of the table's colour (the median of the
photo's edges) a quarter again as wide, brought to 160-240 pixels. The labels move with them.
"""
import os
import random
import shutil
import sys

import cv2
import numpy as np


def table_colour(img):
    edges = np.concatenate([img[0], img[-1], img[:, 0], img[:, -1]])
    return [int(v) for v in np.median(edges, axis=0)]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    src, out = sys.argv[1], sys.argv[2]
    for sub in ("images", "labels"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    shutil.copy(os.path.join(src, "data.yaml"), os.path.join(out, "data.yaml"))
    rng = random.Random(11)
    made = 0
    for name in sorted(os.listdir(os.path.join(src, "images"))):
        stem = os.path.splitext(name)[0]
        img = cv2.imread(os.path.join(src, "images", name))
        h, w = img.shape[:2]
        boxes = []
        for line in open(os.path.join(src, "labels", stem + ".txt")):
            c, x, y, bw, bh = line.split()[:5]
            x, y, bw, bh = float(x) * w, float(y) * h, float(bw) * w, float(bh) * h
            boxes.append((int(c), x - bw / 2, y - bh / 2, x + bw / 2, y + bh / 2))
        boxes.sort(key=lambda b: b[1])
        colour = table_colour(img)
        for k in (2, 3, 4):
            for n in range(2):
                if len(boxes) < k:
                    continue
                first = rng.randrange(len(boxes) - k + 1)
                group = boxes[first:first + k]
                tile = np.median([b[3] - b[1] for b in group])
                x0 = max(0, int(min(b[1] for b in group) - tile / 5))
                y0 = max(0, int(min(b[2] for b in group) - tile / 5))
                x1 = min(w, int(max(b[3] for b in group) + tile / 5))
                y1 = min(h, int(max(b[4] for b in group) + tile / 5))
                cut = img[y0:y1, x0:x1]
                side = int(max(cut.shape[:2]) * 1.25)
                square = np.full((side, side, 3), colour, np.uint8)
                ox, oy = (side - cut.shape[1]) // 2, (side - cut.shape[0]) // 2
                square[oy:oy + cut.shape[0], ox:ox + cut.shape[1]] = cut
                size = rng.randrange(160, 241)
                f = size / side
                square = cv2.resize(square, (size, size), interpolation=cv2.INTER_AREA)
                lines = []
                for c, bx0, by0, bx1, by1 in group:
                    cx, cy = (bx0 + bx1) / 2 - x0 + ox, (by0 + by1) / 2 - y0 + oy
                    lines.append(f"{c} {cx * f / size:.6f} {cy * f / size:.6f} "
                                 f"{(bx1 - bx0) * f / size:.6f} {(by1 - by0) * f / size:.6f}\n")
                out_stem = f"{stem}-{k}-{n}"
                cv2.imwrite(os.path.join(out, "images", out_stem + ".png"), square)
                with open(os.path.join(out, "labels", out_stem + ".txt"), "w") as fh:
                    fh.writelines(lines)
                made += 1
    print(f"{made} close-ups in {out}")


if __name__ == "__main__":
    main()
