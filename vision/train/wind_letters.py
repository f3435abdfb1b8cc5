#!/usr/bin/python3
"""Trains PrintedGlyphs' reader of the letter a wind prints in its corner as an index: E, S, W or N.

Why: many sets, western ones and KDE's among them, print the wind's initial in a corner beside the
character, and a set the looks never saw writes its characters in its own hand: they took KDE's
traditional 南 for a 西 and its 西 for a 南, where the corner said S and W plainly. The letter sits
where a suit tile's index digit does, so this reader reads the top band of the face at the width
flower_names.py's reader reads it (96 pixels), a letter 8-24 pixels tall in one window. It is
flower_names.py's window classifier (the same unpadded convolutions) with the classes "none" and
the four letters. A letter off the window's centre, other letters (C F P R G B D H M...), digits,
Chinese characters and pieces of other faces are none; so is an E or a W upside down (a face read
the wrong way up shows its foot), while S and N read the same both ways.

The letters are drawn in english_names.py's fonts, which neither drawn_sets.py's made-up sets nor
KDE's sets (DejaVu) print in, so both measure letters in a font the reader never saw; the other
characters in character_numerals.py's fonts. No shared set prints such a letter (PrintedGlyphsTest
prints them on the shared winds with OpenCV's stroke fonts, which are not learnt either). Install
both scripts' fonts (the apt-get lines at their tops). Seeded: a second run writes the same file.

Usage: /usr/bin/python3 vision/train/wind_letters.py ../shared OUT.onnx [--steps N] [--seed S]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import character_numerals as cn  # noqa: E402  (the fonts, the inking, the training)
import english_names as en  # noqa: E402  (glyphs drawn to a width)
import flower_names as fn  # noqa: E402  (the window classifier, the grounds, the finish)
import honour_names as hn  # noqa: E402  (a glyph laid near a window's centre)
import tilenet  # noqa: E402

WINDOW = fn.WINDOW
NONE = 0
LETTERS = "ESWN"  # PrintedGlyphs.WIND_LETTERS' order: 1z-4z
CLASSES = ["none"] + list(LETTERS)
UPSIDE_DOWN_THE_SAME = {"S", "N"}
OTHER_LATIN = "ABCDFGHIJKLMOPQRTUVXYZ123456789"
WINDS = frozenset(tilenet.FACE_INDEX[f"{k}z"] for k in range(1, 5))


def grounds(shared, rng):
    """flower_names.py's grounds, at the width its reader reads a face; the winds left out (a set's
    own may print a letter)."""
    return fn.Grounds(shared, rng, left_out=WINDS)


def window(rng, grounds, hands, latin):
    """One training window and its class."""
    r = rng.random()
    if r < 0.4:
        return fn.finish(rng, grounds.piece()), NONE
    ground, bg = fn.plain_ground(rng)
    if r < 0.46:
        return fn.finish(rng, ground), NONE
    height = rng.randint(8, 24)
    if r < 0.62:  # another letter, a digit or a character: none
        if rng.random() < 0.7:
            m = letter(rng, rng.choice(OTHER_LATIN), rng.choice(latin), height)
        else:
            m = letter(rng, rng.choice(fn.OTHER_CJK), hands.any(), height)
        return placed(rng, grounds, ground, bg, m), NONE
    label = rng.randint(1, len(LETTERS))
    text = LETTERS[label - 1]
    m = letter(rng, text, rng.choice(latin), height)
    if m is None:
        return fn.finish(rng, ground), NONE
    if text not in UPSIDE_DOWN_THE_SAME and rng.random() < 0.12:  # upside down: a face's foot
        m, label = m[::-1, ::-1].copy(), NONE
    if rng.random() < 0.15:  # whole but off the window's centre: the window beside it reads none
        return placed(rng, grounds, ground, bg, m, off=rng.randint(9, 14)), NONE
    return placed(rng, grounds, ground, bg, m), label


def letter(rng, text, font, height):
    """The glyph's ink `height` pixels tall: drawn to a width that gives that height."""
    ink = en.word_ink(font, text)
    if ink is None:
        return None
    return en.word_mask(rng, text, font, max(3, int(round(height * ink.shape[1] / ink.shape[0]))))


def placed(rng, grounds, ground, bg, m, off=0):
    """The mask's ink laid near the window's centre (or `off` pixels from it), the face's edge, the
    character or a neighbour round it, finished."""
    if m is None or m.shape[0] > WINDOW - 2 or m.shape[1] > WINDOW - 2:
        return fn.finish(rng, ground)
    full = hn.near_centre(rng, m, off)
    if full is None:
        return fn.finish(rng, ground)
    if rng.random() < 0.5:  # the face's edge, the character beside the letter or a neighbour further off
        other = grounds.edge() if rng.random() < 0.4 else grounds.piece()
        ground = fn.cleared_round(ground, full, other, rng.randint(2, 6))
    return cn.inked(rng, ground, full, bg)


def main():
    args = fn.arguments(__doc__, 5000)
    rng = fn.seeded(args)
    hands, latin = cn.Hands(rng), en.english_fonts()
    ground = grounds(args.shared, rng)
    draw = lambda: window(rng, ground, hands, latin)  # noqa: E731
    if args.samples:
        fn.sample_sheet(args.samples, draw, CLASSES)
        return
    net = fn.PrintedGlyphs(len(CLASSES))
    fn.train(net, draw, ground.mine, args)  # mining the faces read as a letter, at the band's width
    fn.export(net, args.out, 72, fn.FACE_WIDTH, "letters")


if __name__ == "__main__":
    main()
