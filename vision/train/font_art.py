#!/usr/bin/env python3
"""Renders the mahjong tiles of Unicode (U+1F000-U+1F029) from fonts that draw them into faces
the training scripts take with --extra-art: OUT/font-NAME/FACE.png, black ink on a transparent
ground, the glyph's own tile outline its edge. A set drawn in outline, in one ink, teaches a face
by its shape alone.

    sudo apt-get install fonts-symbola fonts-noto-core
    /usr/bin/python3 vision/train/font_art.py /tmp/font-art

With --measure-only it draws FreeSerif's tiles too (sudo apt-get install fonts-freefont-ttf): a
set to measure the recogniser on, never to learn from (GPL), kept apart in OUT/measure-only.
"""
import os
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFont

# Only fonts whose licences let a model learnt from them ship with Tablescore: Symbola ("free for
# any use") and Noto Sans Symbols 2 (SIL Open Font License). FreeSerif (GPL) draws them too.
FONTS = {
    "symbola": "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
    "notosymbols2": "/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf",
}
# Measured on, never learnt from: FreeSerif is GPL.
MEASURE_ONLY = {"freeserif": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf"}
# Unicode's order: winds, red, green and white dragon, characters, bamboo, circles, flowers
# (plum, orchid, bamboo, chrysanthemum: U+1F024 is the bamboo, our 4f), seasons
FACES = (["1z", "2z", "3z", "4z", "7z", "6z", "5z"] + [f"{n}m" for n in range(1, 10)]
         + [f"{n}s" for n in range(1, 10)] + [f"{n}p" for n in range(1, 10)]
         + ["1f", "2f", "4f", "3f"] + [f"{n}f" for n in range(5, 9)])


def main():
    args = [a for a in sys.argv[1:] if a != "--measure-only"]
    if len(args) != 1:
        sys.exit(__doc__)
    out = args[0]
    fonts = dict(FONTS)
    if "--measure-only" in sys.argv[1:]:
        fonts.update(MEASURE_ONLY)
    for name, path in fonts.items():
        if not os.path.exists(path):
            print(f"font-{name}: no {path}, left out")
            continue
        font = ImageFont.truetype(path, 220)
        folder = os.path.join(out, "measure-only" if name in MEASURE_ONLY else "", "font-" + name)
        os.makedirs(folder, exist_ok=True)
        kept = 0
        for i, face in enumerate(FACES):
            canvas = Image.new("L", (400, 400), 0)
            ImageDraw.Draw(canvas).text((60, 60), chr(0x1F000 + i), fill=255, font=font)
            ink = np.array(canvas)
            ys, xs = np.nonzero(ink > 30)
            if len(xs) == 0 or xs.max() - xs.min() < 40:
                continue  # the font has no drawing for it
            ink = ink[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
            rgba = np.zeros(ink.shape + (4,), np.uint8)
            rgba[:, :, 3] = ink
            Image.fromarray(rgba, "RGBA").save(os.path.join(folder, face + ".png"))
            kept += 1
        print(f"font-{name}: {kept} faces")


if __name__ == "__main__":
    main()
