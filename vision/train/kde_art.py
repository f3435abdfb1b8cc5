#!/usr/bin/env python3
"""Renders the tile sets of Debian's kdegames-mahjongg-data-kf5 into faces: OUT/kde-SET/FACE.png,
the face alone on a transparent ground, named in rules/notation.md, and the set's front.png. They
are for measuring how sets the networks never saw are read (kde_eval.py), not for training: the
sets are GPL-2+, so they are installed when measuring, never copied into the repository, and no
shipped model learns from them (--extra-art would take them; font_art.py's are the ones to train on).

    sudo apt-get install kdegames-mahjongg-data-kf5 librsvg2-bin
    /usr/bin/python3 vision/train/kde_art.py /tmp/kde-art traditional default

rsvg-convert draws one element of a set's SVG by its id (CHARACTER_1, ROD_5 for dots, BAMBOO_9,
WIND_1 north, DRAGON_3 red...). Some elements it draws only in part (a stroke or two, where the
set draws the face through references it does not follow); a face whose ink covers under a third
of its picture's height or width is left out rather than taught wrong.
"""
import os
import subprocess
import sys
import tempfile

import cv2
import numpy as np

TILESETS = "/usr/share/kmahjongglib/tilesets"
FACES = {**{f"{k}_{n}": f"{n}{s}" for k, s in (("CHARACTER", "m"), ("ROD", "p"), ("BAMBOO", "s")) for n in range(1, 10)},
         "WIND_1": "4z", "WIND_2": "2z", "WIND_3": "1z", "WIND_4": "3z",
         "DRAGON_1": "5z", "DRAGON_2": "6z", "DRAGON_3": "7z",
         **{f"FLOWER_{n}": f"{n}f" for n in range(1, 5)}, **{f"SEASON_{n}": f"{n + 4}f" for n in range(1, 5)}}
WIDTH = 160


def render(svg, element, out):
    done = subprocess.run(["rsvg-convert", "-i", element, "-w", str(WIDTH), svg, "-o", out], capture_output=True)
    return done.returncode == 0 and os.path.exists(out)


def on_tile(ink):
    """The face's ink centred on a transparent picture of a tile's front (3:4), a margin round it."""
    h, w = ink.shape[:2]
    tile_h = 4 * WIDTH // 3
    scale = min(0.84 * WIDTH / w, 0.86 * tile_h / h)
    ink = cv2.resize(ink, (max(1, round(w * scale)), max(1, round(h * scale))), interpolation=cv2.INTER_AREA)
    out = np.zeros((tile_h, WIDTH, 4), np.uint8)
    y, x = (tile_h - ink.shape[0]) // 2, (WIDTH - ink.shape[1]) // 2
    out[y:y + ink.shape[0], x:x + ink.shape[1]] = ink
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out, sets = sys.argv[1], sys.argv[2:]
    with tempfile.TemporaryDirectory() as tmp:
        for name in sets:
            svgz = os.path.join(TILESETS, name + ".svgz")
            if not os.path.exists(svgz):
                sys.exit(f"no tile set {svgz}: install kdegames-mahjongg-data-kf5")
            svg = os.path.join(tmp, name + ".svg")
            subprocess.run(f"zcat '{svgz}' > '{svg}'", shell=True, check=True)
            folder = os.path.join(out, "kde-" + name)
            os.makedirs(folder, exist_ok=True)
            kept, partial = 0, []
            for element, face in FACES.items():
                png = os.path.join(tmp, element + ".png")
                if not render(svg, element, png):
                    partial.append(face)
                    continue
                img = cv2.imread(png, cv2.IMREAD_UNCHANGED)
                ys, xs = np.where(img[:, :, 3] > 20) if img is not None and img.shape[2] == 4 else ([], [])
                if len(xs) == 0 or (xs.max() - xs.min()) < img.shape[1] / 3 or (ys.max() - ys.min()) < img.shape[0] / 3:
                    partial.append(face)
                    continue
                cv2.imwrite(os.path.join(folder, face + ".png"), on_tile(img[ys.min():ys.max() + 1, xs.min():xs.max() + 1]))
                kept += 1
            front = os.path.join(tmp, "TILE_1.png")
            if render(svg, "TILE_1", front):
                # the set's own tile front (jade's is dark under white ink): its middle's colour
                tile = cv2.imread(front, cv2.IMREAD_UNCHANGED)
                h, w = tile.shape[:2]
                colour = np.median(tile[h // 3:2 * h // 3, w // 3:2 * w // 3, :3].reshape(-1, 3), axis=0)
                plain = np.zeros((4 * WIDTH // 3, WIDTH, 4), np.uint8)
                plain[:, :, :3] = colour.astype(np.uint8)
                plain[:, :, 3] = 255
                cv2.imwrite(os.path.join(folder, "front.png"), plain)
            print(f"kde-{name}: {kept} faces" + (f"; left out (drawn in part): {' '.join(partial)}" if partial else ""))


if __name__ == "__main__":
    main()
