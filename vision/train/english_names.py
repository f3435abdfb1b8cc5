#!/usr/bin/python3
"""Trains PrintedGlyphs' reader of English names: the word a western set prints across a flower's or
season's foot (PLUM, ORCHID, SPRING, WINTER, or their first three or four letters; MUM, FALL).

Why: such a set often prints no Chinese name and no number, and its plants are its own, so neither
the second look nor flower_names.py's reader tells its eight flowers and seasons apart. A word is
wider than that reader's window at the width it reads a face, so this one reads the whole face
brought small (PrintedGlyphs.ENGLISH_NAME_WIDTHS, 36 and 44 pixels), where the word, 14-28 pixels wide,
fits in one window. It is flower_names.py's window classifier (the same unpadded convolutions)
with the classes "none" and the eight names, 1f-8f. A part of a word, a word upside down, another
word (EAST, RED, FLOWER), Chinese glyphs, digits and pieces of other faces, brought small as well as
at flower_names.py's scale, are none.

The words are drawn in fonts that neither drawn_sets.py's made-up sets nor KDE's sets (DejaVu)
print in, so both measure words in a font the reader never saw (ENGLISH_FONTS; all SIL Open Font
License but Open Sans and Roboto, Apache 2.0):

    sudo apt-get install fonts-lato fonts-open-sans fonts-roboto-unhinted fonts-crosextra-carlito \\
        fonts-cantarell fonts-linuxlibertine fonts-ebgaramond fonts-cabin fonts-league-spartan

Usage: /usr/bin/python3 vision/train/english_names.py ../shared OUT.onnx [--steps N] [--seed S]
"""
import os
import sys

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import flower_names as fn  # noqa: E402  (the window classifier, the grounds, the finish)

WINDOW = fn.WINDOW
NONE = 0
# Each face's English name, whole or cut to its first three or four letters, and other names sets use.
ENGLISH = {k + 1: sorted({w[:n] for n in (3, 4, len(w))} | set(extra)) for k, (w, extra) in enumerate([
    ("PLUM", []), ("ORCHID", []), ("CHRYSANTHEMUM", ["MUM"]), ("BAMBOO", []),
    ("SPRING", []), ("SUMMER", []), ("AUTUMN", ["FALL"]), ("WINTER", [])])}
ENGLISH[3].remove("CHRYSANTHEMUM")  # too long to print across a tile
CLASSES = ["none"] + [f"{k}f" for k in range(1, 9)]
OTHER_WORDS = "EAST SOUTH WEST NORTH RED GREEN WHITE DRAGON FLOWER SEASON JOKER BONUS".split()
ENGLISH_FONTS = [
    ("/usr/share/fonts/truetype/lato/Lato-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/lato/Lato-Medium.ttf", 0),
    ("/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/open-sans/OpenSans-CondBold.ttf", 0),
    ("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/roboto/unhinted/RobotoCondensed-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf", 0),
    ("/usr/share/fonts/opentype/cantarell/Cantarell-Bold.otf", 0),
    ("/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf", 0),
    ("/usr/share/fonts/opentype/linux-libertine/LinLibertine_RB.otf", 0),
    ("/usr/share/fonts/opentype/linux-libertine/LinBiolinum_RB.otf", 0),
    ("/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf", 0),
    ("/usr/share/fonts/opentype/cabin/Cabin-SemiBold.otf", 0),
    ("/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf", 0),
]


def english_fonts():
    return fn.installed(ENGLISH_FONTS, "the English names", "english_names.py")


_WORDS = {}


def word_ink(font, text):
    """The word drawn large on a canvas wide enough for it, cropped to its ink."""
    key = (font, text)
    if key not in _WORDS:
        f = ImageFont.truetype(font[0], 64, index=font[1])
        img = Image.new("L", (60 + 60 * len(text), 140), 0)
        ImageDraw.Draw(img).text((20, 20), text, font=f, fill=255)
        m = np.asarray(img, np.uint8)
        ys, xs = np.nonzero(m > 60)
        _WORDS[key] = m[ys.min():ys.max() + 1, xs.min():xs.max() + 1] if len(ys) else None
    return _WORDS[key]


def word_mask(rng, text, font, width):
    """The word's ink as a float mask about `width` pixels wide, bolder or thinner, a little turned."""
    m = word_ink(font, text)
    if m is None:
        return None
    m = fn.bolder_or_thinner(rng, m)
    w = max(4, int(round(width * rng.uniform(0.9, 1.1))))
    h = max(3, int(round(m.shape[0] * width / m.shape[1] * rng.uniform(0.85, 1.15))))
    m = cv2.resize(m, (w, h), interpolation=cv2.INTER_AREA)
    return fn.turned(m, rng.uniform(-5, 5), 3).astype(np.float32) / 255.0


def grounds(shared, rng):
    """flower_names.py's grounds, and the same faces and plants brought small, as this reader sees a face
    (gleitz's and wikimedia's flowers print a Chinese name: fine, but not needed)."""
    return fn.SmallGrounds(shared, rng, (40, 52, 64),
                           lambda style, face, rgb: None if face in fn.FLOWER_FACES and "xhokir" not in style else rgb)


def window(rng, grounds, english, cjk, latin):
    """One training window and its class."""
    r = rng.random()
    if r < 0.35:
        return fn.finish(rng, grounds.piece()), NONE
    ground, bg = fn.plain_ground(rng)
    if r < 0.4:
        return fn.finish(rng, ground), NONE
    if r < 0.5:  # a Chinese glyph, a digit or another word: none
        if rng.random() < 0.5:
            text, font = rng.choice(fn.NAMES + fn.OTHER_CJK), rng.choice(cjk)
            m = fn.glyph_mask(rng, text, font, rng.randint(6, 28))
        else:
            text = rng.choice(OTHER_WORDS + [str(d) for d in range(1, 10)])
            m = word_mask(rng, text, rng.choice(english + latin), rng.randint(8, 28))
        return placed(rng, grounds, ground, bg, m), NONE
    label = rng.randint(1, 8)
    text = rng.choice(ENGLISH[label])
    if rng.random() < 0.3:
        text = text[0] + text[1:].lower()
    cut = rng.random() < 0.25
    m = word_mask(rng, text, rng.choice(english), rng.randint(14, 28) if not cut else rng.randint(36, 70))
    if m is None:
        return fn.finish(rng, ground), NONE
    if cut:  # a part of the word only
        x = rng.randint(0, max(0, m.shape[1] - WINDOW + 8))
        m, label = m[:, x:x + WINDOW - 4], NONE
    if rng.random() < 0.15:  # upside down
        m, label = m[::-1, ::-1].copy(), NONE
    return placed(rng, grounds, ground, bg, m), label


def placed(rng, grounds, ground, bg, m):
    """The mask's ink laid near the window's centre, the plant or the face's edge round it, finished."""
    if m is None or m.shape[0] > WINDOW - 2 or m.shape[1] > WINDOW:
        return fn.finish(rng, ground)
    top = (WINDOW - m.shape[0]) // 2 + rng.randint(-3, 3)
    left = (WINDOW - m.shape[1]) // 2 + rng.randint(-2, 2)
    full = fn.laid(m, top, left)
    if rng.random() < 0.5:  # the plant or the face's edge round it
        other = grounds.piece()
        ground = fn.cleared_round(ground, full, other, rng.randint(2, 5))
    ink = rng.uniform(0, max(10, bg - 80))
    g = ground * (1 - full) + ink * full
    if rng.random() < 0.5:  # a light blur only: a word read small has few pixels to lose
        g = cv2.GaussianBlur(g, (3, 3), rng.uniform(0.3, 0.8))
    return fn.lit(rng, g, 5)


def main():
    args = fn.arguments(__doc__, 5000)
    rng = fn.seeded(args)
    cjk, latin = fn.fonts()
    english = english_fonts()
    ground = grounds(args.shared, rng)
    if args.samples:
        fn.sample_sheet(args.samples, lambda: window(rng, ground, english, cjk, latin), CLASSES)
        return
    net = fn.PrintedGlyphs(len(CLASSES))
    fn.train(net, lambda: window(rng, ground, english, cjk, latin), ground.mine_small, args)
    fn.export(net, args.out, 72, 52, "names")


if __name__ == "__main__":
    main()
