#!/usr/bin/python3
"""Trains PrintedGlyphs' reader of the Chinese numeral a character tile prints above its 萬 (一 to 九,
伍 for five as Japanese sets print it).

Why: the nine characters are one 萬 under their numeral, and over a 64-pixel cut the 萬 outweighs
it, so the second look confuses 5, 6, 7 and 9 of characters on sets it never saw, and many sets
print no index digit for flower_names.py's reader to read. Taught to that reader as digits, the
numerals cost it digits and names elsewhere (vision/NOTEBOOK.md, tenth session), so this is a reader of
its own: flower_names.py's window classifier (the same unpadded convolutions) with the classes
"none" and the numerals 1-9. It reads the top half of a tile that looks like a character, brought
to PrintedGlyphs.NUMERAL_WIDTH (40 pixels), where a numeral across 0.35 to 0.75 of the face
is 14-30 pixels wide and fits in one window. A part of a numeral, a numeral upside down, 萬 and 万,
other characters, digits and pieces of other faces (characters' own only below their numeral) are
none.

The numerals are drawn in fonts that neither drawn_sets.py's made-up sets nor KDE's sets print in,
so both measure numerals in a hand the reader never saw (the 萬 and the other characters it reads
as none are drawn in them too, and digits in english_names.py's fonts; NUMERAL_FONTS: cwTeX, Arphic's older
Big5/GB fonts, Sawarabi, VL Gothic, Takao, Ume, Konatu and IPAmj, free licences; only the trained
weights ship):

    sudo apt-get install fonts-cwtex-kai fonts-cwtex-ming fonts-cwtex-heib fonts-cwtex-yen \\
        fonts-cwtex-fs fonts-arphic-bkai00mp fonts-arphic-gbsn00lp fonts-arphic-gkai00mp \\
        fonts-arphic-bsmi00lp fonts-sawarabi-mincho fonts-sawarabi-gothic fonts-vlgothic \\
        fonts-takao-mincho fonts-horai-umefont fonts-konatu fonts-ipamj-mincho

Usage: /usr/bin/python3 vision/train/character_numerals.py ../shared OUT.onnx [--steps N] [--seed S]
"""
import os
import sys

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import english_names as en  # noqa: E402  (words drawn to a width)
import flower_names as fn  # noqa: E402  (the window classifier, the grounds, the finish)
import tilenet  # noqa: E402

WINDOW = fn.WINDOW
NONE = 0
# Each number's numeral; five also as 伍, as Japanese sets print it.
NUMERALS = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五伍", 6: "六", 7: "七", 8: "八", 9: "九"}
CLASSES = ["none"] + [str(n) for n in range(1, 10)]
CHARACTERS = frozenset(tilenet.FACE_INDEX[f"{d}m"] for d in range(10))
# What a character tile prints below its numeral, and other glyphs that are no numeral.
WAN = "萬万"
OTHER_CJK = "東南西北中發发白梅蘭兰菊竹春夏秋冬十百千風花月松鶴龍鳳福上下人大小山川木水火土金日天王子"
NUMERAL_FONTS = [
    ("/usr/share/fonts/truetype/cwtex/cwkai.ttf", 0),
    ("/usr/share/fonts/truetype/cwtex/cwming.ttf", 0),
    ("/usr/share/fonts/truetype/cwtex/cwheib.ttf", 0),
    ("/usr/share/fonts/truetype/cwtex/cwyen.ttf", 0),
    ("/usr/share/fonts/truetype/cwtex/cwfs.ttf", 0),
    ("/usr/share/fonts/truetype/arphic-bkai00mp/bkai00mp.ttf", 0),
    ("/usr/share/fonts/truetype/arphic-gkai00mp/gkai00mp.ttf", 0),
    ("/usr/share/fonts/truetype/arphic-bsmi00lp/bsmi00lp.ttf", 0),
    ("/usr/share/fonts/truetype/arphic-gbsn00lp/gbsn00lp.ttf", 0),
    ("/usr/share/fonts/truetype/sawarabi-mincho/sawarabi-mincho-medium.ttf", 0),
    ("/usr/share/fonts/truetype/sawarabi-gothic/sawarabi-gothic-medium.ttf", 0),
    ("/usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/takao-mincho/TakaoMincho.ttf", 0),
    ("/usr/share/fonts/truetype/horai-umefont/ume-tmo3.ttf", 0),
    ("/usr/share/fonts/truetype/horai-umefont/ume-tgo5.ttf", 0),
    ("/usr/share/fonts/truetype/konatu/Konatu.ttf", 0),
    ("/usr/share/fonts/truetype/ipamj/ipamjm.ttf", 0),
]
# Brush fonts: most sets write their numerals with a brush, half cursive (四 rounded, 六 as dots).
BRUSH_FONTS = [
    ("/usr/share/fonts/truetype/kouzan-mouhitsu/kouzan-mouhitsu-gyosho.ttf", 0),
    ("/usr/share/fonts/truetype/kouzan-mouhitsu/kouzan-mouhitsu.ttf", 0),
    ("/usr/share/fonts/truetype/kouzan-mouhitsu/KouzanBrushFontSousyo.ttf", 0),
    ("/usr/share/fonts/truetype/aoyagi-kouzan-t/AoyagiKouzanT.ttf", 0),
    ("/usr/share/fonts/truetype/aoyagi-soseki/aoyagi-soseki.ttf", 0),
    ("/usr/share/fonts/truetype/seto/setofont.ttf", 0),
    ("/usr/share/fonts/truetype/yozvox-yozfont/YOzRCF.ttf", 0),
]


class Hands:
    """The fonts a numeral is drawn in: a brush font two times in five, since most sets' numerals are brush-written."""

    def __init__(self, rng):
        self.rng = rng
        self.printed = fn.installed(NUMERAL_FONTS, "the numerals", "character_numerals.py")
        self.brush = fn.installed(BRUSH_FONTS, "the numerals", "character_numerals.py")

    def any(self):
        return self.rng.choice(self.brush if self.rng.random() < 0.4 else self.printed)


def grounds(shared, rng):
    """flower_names.py's grounds without the characters, and faces brought small as this reader sees
    a face: the characters only below their numeral (their 萬)."""
    return fn.SmallGrounds(shared, rng, (36, 44, 52),
                           lambda style, face, rgb: rgb[int(0.5 * rgb.shape[0]):] if face in CHARACTERS else rgb,
                           left_out=CHARACTERS)


def window(rng, grounds, hands, latin):
    """One training window and its class."""
    r = rng.random()
    if r < 0.33:
        return fn.finish(rng, grounds.piece()), NONE
    ground, bg = fn.plain_ground(rng)
    if r < 0.38:
        return fn.finish(rng, ground), NONE
    if r < 0.5:  # 萬, another character or a digit: none
        q = rng.random()
        if q < 0.5:
            text, font = rng.choice(WAN), hands.any()
        elif q < 0.8:
            text, font = rng.choice(OTHER_CJK), hands.any()
        else:
            text, font = str(rng.randint(1, 9)), rng.choice(latin)
        m = en.word_mask(rng, text, font, rng.randint(8, 30))
        return placed(rng, grounds, ground, bg, m, None), NONE
    label = rng.randint(1, 9)
    text = rng.choice(NUMERALS[label])
    cut = rng.random() < 0.15
    m = en.word_mask(rng, text, hands.any(), rng.randint(14, 30) if not cut else rng.randint(40, 60))
    if m is None:
        return fn.finish(rng, ground), NONE
    if cut:  # a part of the numeral only
        x = rng.randint(0, max(0, m.shape[1] - WINDOW + 10))
        m, label = m[:, x:x + WINDOW - 10], NONE
    elif label >= 4 and rng.random() < 0.12:  # upside down (一 二 三 read much the same either way)
        m, label = m[::-1, ::-1].copy(), NONE
    wan = None
    if label != NONE and rng.random() < 0.4:  # the 萬 below, its top in the window's foot
        wan = en.word_mask(rng, rng.choice(WAN), hands.any(), int(m.shape[1] * rng.uniform(0.8, 1.3)))
    return placed(rng, grounds, ground, bg, m, wan), label


def placed(rng, grounds, ground, bg, m, wan):
    """The mask's ink laid near the window's centre, the 萬 (or nothing) below it, the plant or the
    face's edge round it, finished."""
    if m is None or m.shape[0] > WINDOW - 2 or m.shape[1] > WINDOW:
        return fn.finish(rng, ground)
    top = (WINDOW - m.shape[0]) // 2 + rng.randint(-3, 3)
    left = (WINDOW - m.shape[1]) // 2 + rng.randint(-3, 3)
    full = fn.laid(m, top, left)
    if wan is not None:
        below = fn.laid(wan, top + m.shape[0] + rng.randint(2, 6), (WINDOW - wan.shape[1]) // 2 + rng.randint(-2, 2))
        if below is not None:
            full = np.maximum(full, below)
    if rng.random() < 0.4:  # the face's edge or a neighbour further off
        ground = fn.cleared_round(ground, full, grounds.piece(), rng.randint(3, 6))
    return inked(rng, ground, full, bg)


def inked(rng, ground, full, bg):
    """The ink `full` (0-1) printed on `ground`, whose bare grey is `bg`, in a darker ink, blurred
    or brought down to a table photo's size and up again now and then, lit."""
    ink = rng.uniform(0, max(10, bg - 80))
    g = ground * (1 - full) + ink * full
    if rng.random() < 0.5:
        g = cv2.GaussianBlur(g, (3, 3), rng.uniform(0.3, 1.0))
    if rng.random() < 0.3:  # a tile of a table photo, 30-50 pixels wide, brought up
        f = rng.uniform(1.2, 2.0)
        small = cv2.resize(g, (int(WINDOW / f), int(WINDOW / f)), interpolation=cv2.INTER_AREA)
        g = cv2.resize(small, (WINDOW, WINDOW), interpolation=cv2.INTER_LINEAR)
    return fn.lit(rng, g, 6)


def taught(doc, grounds_of, window_of, classes, width, output):
    """A reader of glyphs drawn in these fonts, trained and exported as `output` (the command line
    `doc` describes): `grounds_of(shared, rng)` its grounds, `window_of(rng, grounds, hands, latin)`
    one training window and its class among `classes`, exported `width` pixels wide."""
    args = fn.arguments(doc, 5000)
    rng = fn.seeded(args)
    hands, latin = Hands(rng), en.english_fonts()
    ground = grounds_of(args.shared, rng)
    draw = lambda: window_of(rng, ground, hands, latin)  # noqa: E731
    if args.samples:
        fn.sample_sheet(args.samples, draw, classes)
        return
    net = fn.PrintedGlyphs(len(classes))
    fn.train(net, draw, ground.mine_small, args)
    fn.export(net, args.out, 72, width, output)


def main():
    taught(__doc__, grounds, window, CLASSES, 44, "numerals")


if __name__ == "__main__":
    main()
