#!/usr/bin/env python3
"""Cuts the tile sets of Debian's gnome-mahjongg and xmahjongg into whole tiles: OUT/STYLE/FACE.png,
each tile as the game draws it (its face, its front and the rim round it), the table's green where
the picture is transparent, named in rules/notation.md. They are for measuring how sets the
networks never saw are read (kde_eval.py takes OUT as its ART_DIR), not for training: the sets are
GPL-2+, so they are installed when measuring, never copied into the repository, and no shipped
model learns from them.

    sudo apt-get install librsvg2-bin    # rsvg-convert draws postmodern's SVG
    apt-get download gnome-mahjongg xmahjongg && for d in *.deb; do dpkg -x $d debs; done
    /usr/bin/python3 vision/train/debian_art.py debs/usr/share /tmp/debian-art
    /usr/bin/python3 vision/train/kde_eval.py ../shared /tmp/debian-art /tmp/debian-eval gnome-smooth ...

The sets, each a sheet of tiles in rows in the games' own order:
- gnome-smooth, gnome-postmodern (GNOME Mahjongg's themes, 43 tiles in a row, the row below them
  lit): dots, winds N W S E, red and green dragons, characters, bamboos, flowers orchid
  chrysanthemum plum bamboo, white dragon, seasons, a blank (postmodern: seasons numbered one to
  four, white dragon, flowers numbered so).
- xmahjongg-dorothys, xmahjongg-dorwhite (21 tiles a row, two rows, two more lit): dots, winds,
  red and green dragons, characters, bamboos, seasons, white dragon, flowers bamboo orchid plum
  chrysanthemum. xmahjongg-gnome lays out the same, but prints on flowers and seasons only 華 花 梅
  竹 and the winds' characters, which name no one face: those are left out. xmahjongg-gnome2 lays
  bamboos first and dots after the characters, its white dragon blank, and prints on flowers and
  seasons a number only (left out).
- xmahjongg-real (a photograph of a real set, 9 a row, five rows): dots, bamboos, characters,
  seasons and winds N S E W, flowers plum orchid chrysanthemum bamboo and green, white, red dragons.
xmahjongg's other sets (thick, thin, small) are GIF frames of faces laid on a separate tile in the
game, left out.
"""
import os
import subprocess
import sys
import tempfile

import cv2
import numpy as np

TABLE = (60, 120, 50)
DOTS, CHARACTERS, BAMBOOS = ([f"{n}{s}" for n in range(1, 10)] for s in "pms")
GNOME = DOTS + ["4z", "3z", "2z", "1z", "7z", "6z"] + CHARACTERS + BAMBOOS + ["2f", "3f", "1f", "4f", "5z",
                                                                             "5f", "6f", "7f", "8f", None]
XMAHJONGG = DOTS + ["4z", "3z", "2z", "1z", "7z", "6z"] + CHARACTERS + BAMBOOS + ["5f", "6f", "7f", "8f", "5z",
                                                                                 "4f", "2f", "1f", "3f"]
# postmodern draws the weather (seasons) where smooth has its flowers, and flowers where its seasons are,
# each numbered one to four in the row
POSTMODERN = GNOME[:-10] + ["5f", "6f", "7f", "8f", "5z", "1f", "2f", "3f", "4f", None]
# gnome2 lays bamboos first and dots after the characters; its flowers and seasons print a number only
GNOME2 = BAMBOOS + ["4z", "3z", "2z", "1z", "7z", "6z"] + CHARACTERS + DOTS + [None] * 4 + ["5z"] + [None] * 4
REAL = DOTS + BAMBOOS + CHARACTERS + ["5f", "6f", "7f", "8f", "4z", "2z", "1z", "3z", None] + [
    "1f", "2f", "3f", "4f", "6z", "5z", "7z", None, None]


def on_table(img):
    """The picture with the table's green where it is transparent (a tile's rounded corners)."""
    if img.ndim == 2:
        img = cv2.cvtColor(img, cv2.COLOR_GRAY2BGR)
    if img.shape[2] == 3:
        return img
    a = img[:, :, 3:4].astype(np.float32) / 255.0
    return (img[:, :, :3] * a + np.array(TABLE, np.float32) * (1 - a)).astype(np.uint8)


def grid(sheet, cols, rows, faces):
    """The sheet's first cells, cols by rows of equal size, paired with their faces (None: left out)."""
    h, w = sheet.shape[0] // rows, sheet.shape[1] // cols
    out = []
    for i, face in enumerate(faces):
        if face is not None:
            r, c = divmod(i, cols)
            out.append((face, sheet[r * h:(r + 1) * h, c * w:(c + 1) * w]))
    return out


def gif(path):
    cap = cv2.VideoCapture(path)
    ok, img = cap.read()
    if not ok:
        sys.exit(f"cannot read {path}")
    return img


def sets(share, tmp):
    gnome, xm = os.path.join(share, "gnome-mahjongg", "themes"), os.path.join(share, "games", "xmahjongg", "tiles")
    smooth = cv2.imread(os.path.join(gnome, "smooth.png"), cv2.IMREAD_UNCHANGED)
    yield "gnome-smooth", grid(on_table(smooth), 43, 2, GNOME)
    postmodern = os.path.join(tmp, "postmodern.png")
    subprocess.run(["rsvg-convert", "-w", str(2752 * 2), os.path.join(gnome, "postmodern.svg"), "-o", postmodern],
                   check=True)
    yield "gnome-postmodern", grid(on_table(cv2.imread(postmodern, cv2.IMREAD_UNCHANGED)), 43, 2, POSTMODERN)
    for name in ("dorothys", "dorwhite"):
        yield "xmahjongg-" + name, grid(gif(os.path.join(xm, name + ".gif")), 21, 4, XMAHJONGG)
    no_flowers = [f if f is None or not f.endswith("f") else None for f in XMAHJONGG]
    yield "xmahjongg-gnome", grid(gif(os.path.join(xm, "gnome.gif")), 21, 4, no_flowers)
    yield "xmahjongg-gnome2", grid(gif(os.path.join(xm, "gnome2.gif")), 21, 4, GNOME2)
    yield "xmahjongg-real", grid(gif(os.path.join(xm, "real.gif")), 9, 5, REAL)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    share, out = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory() as tmp:
        for style, tiles in sets(share, tmp):
            folder = os.path.join(out, style)
            os.makedirs(folder, exist_ok=True)
            for face, img in tiles:
                cv2.imwrite(os.path.join(folder, face + ".png"), np.dstack([img, np.full(img.shape[:2], 255, np.uint8)]))
            # the front tilenet.load_art lays a face on: the tiles are whole, so any opaque one
            h, w = tiles[0][1].shape[:2]
            cv2.imwrite(os.path.join(folder, "front.png"), np.full((h, w, 4), 255, np.uint8))
            print(f"{style}: {len(tiles)} tiles")


if __name__ == "__main__":
    main()
