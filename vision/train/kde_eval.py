#!/usr/bin/env python3
"""Builds folders `recognize --eval` reads from art styles no network was trained on (the tile
sets kde_art.py renders, the whole tiles debian_art.py cuts), so a set the reader has never seen
is measured, as the table's own set will be:

    /usr/bin/python3 vision/train/kde_eval.py SHARED ART_DIR OUT_DIR STYLE...
    java -jar device/target/tablescore.jar recognize --eval OUT_DIR/STYLE-crops
    java -jar device/target/tablescore.jar recognize --eval OUT_DIR/STYLE-hands

STYLE-crops: every face of the style as a photo of that one tile (a crop, a thin strip of table
round it). STYLE-square-crops: the same crops stretched to 224x224, as data sets of tile photos
often store them. STYLE-hands: 12 rows of 14 touching tiles of random faces on felt, 1000x400 pixels.
STYLE-melds: the same 12 hands as three groups of three and one of five, each set a tile apart
from the next, as melds lie (1240x400).
Labels in the YOLO layout of ../shared/vision/photos, with its class names (data.yaml copied).

STYLE-layout.png: the whole set laid out for calibration, in the order of the layout sheet
(`recognize --layout-sheet`): a red five the style lacks is its five with a red dot, and faces
it lacks (animals, heads, the Fly, any other) are made-up drawings with their name. Calibrated
reading of a set never trained on is then measured with the device's own commands:

    java -jar device/target/tablescore.jar recognize --calibrate OUT_DIR/STYLE-layout.png --calibration CAL_DIR
    java -jar device/target/tablescore.jar recognize --calibration CAL_DIR --eval OUT_DIR/STYLE-hands

STYLE-layout-riichi.png and STYLE-layout-no-red-fives.png: the same layout with the places of the
faces such a set lacks left bare (flowers and the Malaysian tiles; red fives and the Malaysian
tiles), as a table whose set has no such tiles lays it out.
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


# CalibrationLayout.full(): the built-in faces, then animals, heads and the Fly, 13 to a row
LAYOUT = tilenet.FACES + ["1a", "2a", "3a", "4a", "1h", "2h", "0x"]
PER_ROW = 13


def made_up(face, rng):
    """A drawing for a face with no art in the style: a few strokes of one ink and its name."""
    img = np.full((200, 150, 4), 255, np.uint8)
    ink = tuple(int(v) for v in rng.sample(range(0, 160), 3)) + (255,)
    for _ in range(3):
        x, y = rng.randrange(30, 120), rng.randrange(40, 160)
        kind = rng.randrange(3)
        if kind == 0:
            cv2.circle(img, (x, y), rng.randrange(12, 32), ink, rng.randrange(4, 10))
        elif kind == 1:
            cv2.rectangle(img, (x, y), (x + rng.randrange(20, 50), y + rng.randrange(15, 55)), ink, -1)
        else:
            cv2.line(img, (x, y), (rng.randrange(150), rng.randrange(200)), ink, 6)
    cv2.putText(img, face, (20, 190), cv2.FONT_HERSHEY_SIMPLEX, 1.5, ink, 4)
    return img


RIICHI_LACKS = [f for f in LAYOUT if f.endswith("f") or f[1] in "ahx"]
NO_RED_FIVES_LACKS = ["0m", "0p", "0s"] + [f for f in LAYOUT if f[1] in "ahx"]


def layout_photo(faces, rng, bare=()):
    """The set laid out per LAYOUT on a blue table, tiles apart, rows apart; the places of `bare` left empty."""
    art = dict(faces)
    tw, th, gap = 60, 80, 22
    rows = (len(LAYOUT) + PER_ROW - 1) // PER_ROW
    canvas = np.full((60 + rows * (th + 40), 60 + PER_ROW * (tw + gap), 3), (120, 70, 30), np.uint8)
    for i, face in enumerate(LAYOUT):
        img = art.get(face)
        if img is None and face.startswith("0") and face[1] in "mps" and "5" + face[1] in art:
            img = art["5" + face[1]].copy()
            h, w = img.shape[:2]
            cv2.circle(img, (int(w * 0.8), int(h * 0.15)), max(4, w // 10), (20, 20, 220, 255), -1)
        if img is None:
            img = made_up(face, rng)
        if face in bare:
            continue
        x0, y0 = 30 + (i % PER_ROW) * (tw + gap), 30 + (i // PER_ROW) * (th + 40)
        canvas[y0:y0 + th, x0:x0 + tw] = tile(img, tw, th)
    return canvas


def folder(path, yaml):
    for sub in ("images", "labels"):
        os.makedirs(os.path.join(path, sub), exist_ok=True)
    shutil.copy(yaml, os.path.join(path, "data.yaml"))


def faces_of(styles, style):
    return [(tilenet.FACES[i], img) for i, img in styles.get(style, [])]


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
        squares = os.path.join(out, style + "-square-crops")
        folder(crops, yaml)
        folder(squares, yaml)
        folder(hands, yaml)
        melds = os.path.join(out, style + "-melds")
        folder(melds, yaml)
        for face, img in faces:
            picture = cv2.copyMakeBorder(tile(img, 150, 200), 12, 12, 12, 12, cv2.BORDER_CONSTANT, value=(60, 120, 50))
            h, w = picture.shape[:2]
            cv2.imwrite(os.path.join(crops, "images", face + ".png"), picture)
            cv2.imwrite(os.path.join(squares, "images", face + ".png"), cv2.resize(picture, (224, 224), interpolation=cv2.INTER_AREA))
            for folder_of_crops in (crops, squares):  # a label's place is a share of the photo's sides
                with open(os.path.join(folder_of_crops, "labels", face + ".txt"), "w") as f:
                    f.write(f"{class_of[face]} {0.5} {0.5} {150 / w:.6f} {200 / h:.6f}\n")
        for k in range(12):
            canvas = np.full((400, 1000, 3), (50, 120, 60), np.uint8)
            apart = np.full((400, 1240, 3), (50, 120, 60), np.uint8)
            lines, apart_lines = [], []
            for i in range(14):
                face, img = rng.choice(faces)
                x0, y0, tw, th = 60 + i * 60, 160, 60, 80
                canvas[y0:y0 + th, x0:x0 + tw] = tile(img, tw, th)
                lines.append(f"{class_of[face]} {(x0 + tw / 2) / 1000:.6f} {(y0 + th / 2) / 400:.6f} {tw / 1000:.6f} {th / 400:.6f}")
                xm = x0 + 60 * min(i // 3, 3)  # groups of 3, 3, 3 and 5, a tile apart
                apart[y0:y0 + th, xm:xm + tw] = tile(img, tw, th)
                apart_lines.append(f"{class_of[face]} {(xm + tw / 2) / 1240:.6f} {(y0 + th / 2) / 400:.6f} {tw / 1240:.6f} {th / 400:.6f}")
            cv2.imwrite(os.path.join(hands, "images", f"hand{k:02d}.png"), canvas)
            with open(os.path.join(hands, "labels", f"hand{k:02d}.txt"), "w") as f:
                f.write("\n".join(lines) + "\n")
            cv2.imwrite(os.path.join(melds, "images", f"hand{k:02d}.png"), apart)
            with open(os.path.join(melds, "labels", f"hand{k:02d}.txt"), "w") as f:
                f.write("\n".join(apart_lines) + "\n")
        cv2.imwrite(os.path.join(out, style + "-layout.png"), layout_photo(faces_of(styles, style), rng))
        for name, lacks in (("riichi", RIICHI_LACKS), ("no-red-fives", NO_RED_FIVES_LACKS)):
            own = random.Random(style + name)  # the other outputs stay as they were
            cv2.imwrite(os.path.join(out, f"{style}-layout-{name}.png"), layout_photo(faces_of(styles, style), own, lacks))
        print(f"{style}: {len(faces)} crops (and square), 12 hands (touching and in melds), the layout (whole and two bare)")


if __name__ == "__main__":
    main()
