#!/usr/bin/env python3
"""Builds folders `recognize --eval` reads from art styles no network was trained on (the tile
sets kde_art.py renders), so a set the reader has never seen is measured, as the table's own set
will be:

    /usr/bin/python3 vision/train/kde_eval.py SHARED ART_DIR OUT_DIR STYLE...
    java -jar device/target/tablescore.jar recognize --eval OUT_DIR/STYLE-crops
    java -jar device/target/tablescore.jar recognize --eval OUT_DIR/STYLE-hands

STYLE-crops: every face of the style as a photo of that one tile (a crop, a thin strip of table
round it). STYLE-hands: 12 rows of 14 touching tiles of random faces on felt, 1000x400 pixels.
Labels in the YOLO layout of ../shared/vision/photos, with its class names (data.yaml copied).
"""
import os
import random
import shutil
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tilenet  # noqa: E402

IVORY = (226, 236, 242)


def tile(img, w, h):
    alpha = img[:, :, 3:] / 255.0
    t = (img[:, :, :3] * alpha + np.array(IVORY) * (1 - alpha)).astype(np.uint8)
    t = cv2.resize(t, (w, h), interpolation=cv2.INTER_AREA)
    cv2.rectangle(t, (0, 0), (w - 1, h - 1), (150, 155, 160), 2)  # the rounded edge, as seen from above
    return t


def folder(path, yaml):
    for sub in ("images", "labels"):
        os.makedirs(os.path.join(path, sub), exist_ok=True)
    shutil.copy(yaml, os.path.join(path, "data.yaml"))


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    shared, art, out, wanted = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    photos = os.path.join(shared, "vision", "photos", "roboflow-chinese-mahjong-v4-train")
    yaml = os.path.join(photos, "data.yaml")
    class_of = {tilenet.roboflow_face(n): i for i, n in enumerate(tilenet.class_names(photos))}
    styles, _ = tilenet.load_art(shared, art)
    rng = random.Random(3)
    for style in wanted:
        faces = [(tilenet.FACES[i], img) for i, img in styles.get(style, []) if tilenet.FACES[i] in class_of]
        if not faces:
            sys.exit(f"no faces of style {style} in {art}")
        crops, hands = os.path.join(out, style + "-crops"), os.path.join(out, style + "-hands")
        folder(crops, yaml)
        folder(hands, yaml)
        for face, img in faces:
            picture = cv2.copyMakeBorder(tile(img, 150, 200), 12, 12, 12, 12, cv2.BORDER_CONSTANT, value=(60, 120, 50))
            h, w = picture.shape[:2]
            cv2.imwrite(os.path.join(crops, "images", face + ".png"), picture)
            with open(os.path.join(crops, "labels", face + ".txt"), "w") as f:
                f.write(f"{class_of[face]} {0.5} {0.5} {150 / w:.6f} {200 / h:.6f}\n")
        for k in range(12):
            canvas = np.full((400, 1000, 3), (50, 120, 60), np.uint8)
            lines = []
            for i in range(14):
                face, img = rng.choice(faces)
                x0, y0, tw, th = 60 + i * 60, 160, 60, 80
                canvas[y0:y0 + th, x0:x0 + tw] = tile(img, tw, th)
                lines.append(f"{class_of[face]} {(x0 + tw / 2) / 1000:.6f} {(y0 + th / 2) / 400:.6f} {tw / 1000:.6f} {th / 400:.6f}")
            cv2.imwrite(os.path.join(hands, "images", f"hand{k:02d}.png"), canvas)
            with open(os.path.join(hands, "labels", f"hand{k:02d}.txt"), "w") as f:
                f.write("\n".join(lines) + "\n")
        print(f"{style}: {len(faces)} crops, 12 hands")


if __name__ == "__main__":
    main()
