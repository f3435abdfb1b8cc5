#!/usr/bin/python3
"""Trains PrintedGlyphs' reader of the character a wind or a dragon prints across its face (東 南 西 北,
中 發).

Why: the four winds are four characters of one size in one place, and a set the looks never saw
writes them in its own hand, so they took its 西 for a 南, or a wind for a suit tile whose strokes
it drew in the same ink (drawn_sets.py's sets: 北 as a 4 of bamboo, 西 as an 8). Nearly every set
prints these six characters, large, so this is a reader of its own: flower_names.py's window
classifier (the same unpadded convolutions) with the classes "none" and the six characters. It
reads the whole of a tile that may be an honour, brought to PrintedGlyphs.HONOUR_NAME_WIDTH
(30 pixels; it learns faces 32, 36 and 44 wide), where a character across 0.5 to 0.85 of the
face is 15-26 pixels wide and fits in one window. 东 and 发 count as 東 and 發. A part of a character, a character upside down (but 中,
which reads the same), other characters (萬 and its numerals, the flowers' names, 白), digits,
letters and pieces of other faces are none.

It learns from character_numerals.py's fonts, which neither drawn_sets.py's made-up sets nor KDE's
sets print in, so both measure a wind or a dragon in a hand the reader never saw; no set's own
honours are a ground (they carry the characters), and none is learnt (PrintedGlyphsTest reads the
shared sets'). The fonts as character_numerals.py installs them; only the trained weights ship.

Usage: /usr/bin/python3 vision/train/honour_names.py ../shared OUT.onnx [--steps N] [--seed S]
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import character_numerals as cn  # noqa: E402  (the fonts, numerals and brush)
import english_names as en  # noqa: E402  (glyphs drawn to a width)
import flower_names as fn  # noqa: E402  (the window classifier, the grounds, the finish)
import tilenet  # noqa: E402

WINDOW = fn.WINDOW
NONE = 0
# Each class's faces and characters, in PrintedGlyphs.HONOURS' order.
HONOURS = [("1z", "東东"), ("2z", "南"), ("3z", "西"), ("4z", "北"), ("7z", "中"), ("6z", "發发")]
CLASSES = ["none"] + [face for face, _ in HONOURS]
HONOUR_FACES = frozenset(tilenet.FACE_INDEX[face] for face, _ in HONOURS)
# Characters a tile prints that are no wind or dragon: the suits', the flowers', the white dragon's
# name and others a maker prints.
OTHER_CJK = ("萬万一二三四五伍六七八九十梅蘭兰菊竹春夏秋冬白百千風花月松鶴龍鳳福禄寿喜財門上下人大小山川木水火土金日天王子"
             "索筒餅条")
UPSIDE_DOWN_THE_SAME = {5}  # 中


def grounds(shared, rng):
    """flower_names.py's grounds without the winds and the red and green dragons, and faces brought
    small as this reader sees a face."""
    return fn.SmallGrounds(shared, rng, (32, 36, 44), lambda style, face, rgb: rgb, left_out=HONOUR_FACES)


def window(rng, grounds, hands, latin):
    """One training window and its class."""
    r = rng.random()
    if r < 0.33:
        return fn.finish(rng, grounds.piece()), NONE
    ground, bg = fn.plain_ground(rng)
    if r < 0.38:
        return fn.finish(rng, ground), NONE
    if r < 0.52:  # another character, a digit or a letter: none
        q = rng.random()
        if q < 0.75:
            m = drawn(rng, rng.choice(OTHER_CJK), hands, rng.randint(8, 30))
        else:
            m = en.word_mask(rng, rng.choice("123456789ESWNCFPRGB"), rng.choice(latin), rng.randint(8, 30))
        return placed(rng, grounds, ground, bg, m, latin), NONE
    label = rng.randint(1, len(HONOURS))
    text = rng.choice(HONOURS[label - 1][1])
    cut = rng.random() < 0.15
    m = drawn(rng, text, hands, rng.randint(16, 30) if not cut else rng.randint(44, 64))
    if m is None:
        return fn.finish(rng, ground), NONE
    if not cut and rng.random() < 0.12:  # whole but off the window's centre: the window beside it reads none
        return placed(rng, grounds, ground, bg, m, latin, off=rng.randint(7, 12)), NONE
    if cut:  # a part of the character only
        x = rng.randint(0, max(0, m.shape[1] - WINDOW + 10))
        y = rng.randint(0, max(0, m.shape[0] - WINDOW + 10))
        m, label = m[y:y + WINDOW - 6, x:x + WINDOW - 10], NONE
    elif label not in UPSIDE_DOWN_THE_SAME and rng.random() < 0.12:  # upside down
        m, label = m[::-1, ::-1].copy(), NONE
    return placed(rng, grounds, ground, bg, m, latin), label


def drawn(rng, text, hands, width):
    """The character's ink about `width` pixels wide in one of the fonts that has it (a Japanese font
    lacks 东 and 发, and would draw its missing-glyph box); None when a few tries find none."""
    for _ in range(6):
        font = hands.any()
        if fn.rendered(font, text) is not None:
            return en.word_mask(rng, text, font, width)
    return None


def placed(rng, grounds, ground, bg, m, latin, off=0):
    """The mask's ink laid near the window's centre, the face's edge, a corner's letter or another
    face round it, finished."""
    if m is None or m.shape[0] > WINDOW - 2 or m.shape[1] > WINDOW:
        return fn.finish(rng, ground)
    full = near_centre(rng, m, off)
    if full is None:
        return fn.finish(rng, ground)
    if rng.random() < 0.2:  # the small letter or digit many sets print in a corner
        small = en.word_mask(rng, rng.choice("ESWNCFP123456789"), rng.choice(latin), rng.randint(4, 7))
        if small is not None:
            corner = fn.laid(small, rng.choice((0, WINDOW - small.shape[0])), rng.choice((0, WINDOW - small.shape[1])))
            if corner is not None:
                full = np.maximum(full, corner)
    if rng.random() < 0.4:  # the face's edge or a neighbour further off
        other = grounds.edge() if rng.random() < 0.5 else grounds.piece()
        ground = fn.cleared_round(ground, full, other, rng.randint(1, 4))
    return cn.inked(rng, ground, full, bg)


def near_centre(rng, m, off=0):
    """The mask laid in a window within 3 pixels of its centre, or moved `off` pixels from it; None
    when none of it is inside."""
    top = (WINDOW - m.shape[0]) // 2 + rng.randint(-3, 3)
    left = (WINDOW - m.shape[1]) // 2 + rng.randint(-3, 3)
    if off:  # moved along one axis or both, one way or the other
        dy, dx = rng.choice(((1, 0), (0, 1), (1, 1)))
        top += off * dy * rng.choice((-1, 1))
        left += off * dx * rng.choice((-1, 1))
    return fn.laid(m, top, left)


def main():
    cn.taught(__doc__, grounds, window, CLASSES, 36, "honours")


if __name__ == "__main__":
    main()
