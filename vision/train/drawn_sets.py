#!/usr/bin/env python3
"""Draws made-up tile sets, many of them, for the training scripts' --extra-art: OUT/drawn-K/FACE.png,
ink on a transparent ground (laid on a tile front by tilenet.load_art). Each set takes its own
fonts for the characters, winds and dragons, its own inks, its own way of drawing a dot, a bamboo
stick, the one of bamboo's bird, the white dragon's frame and the flowers' pictures, and sometimes
an index (a small digit or letter, in a top corner or in an empty place among the dots and sticks,
in one of the set's inks) and the flowers' English names across their foot, as western sets print
them. What stays from set to set is what a player reads: the numeral and 萬 of a character tile,
the count and arrangement of dots and sticks, the wind's and the dragon's character, a flower's or
season's name and number. A network that learns many such sets learns those rather than one
artist's strokes, and learns that an index among the dots is not one more dot.

    sudo apt-get install fonts-noto-cjk fonts-arphic-ukai fonts-arphic-uming fonts-droid-fallback \\
        fonts-ipafont-mincho fonts-ipaexfont-gothic fonts-hanazono fonts-lxgw-wenkai fonts-klee fonts-wqy-microhei \\
        fonts-dejavu-core fonts-dejavu-extra fonts-noto-core fonts-liberation
    /usr/bin/python3 vision/train/drawn_sets.py /tmp/drawn-art [--sets 48] [--seed 5]

Fonts missing on the machine are left out (and said so); the same fonts and seed draw the same sets.
"""
import argparse
import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

# Only fonts whose licences let a model learnt from them ship with Tablescore: SIL Open Font
# License (Noto CJK, LXGW WenKai, Klee One, Hanazono), Apache 2.0 (Droid Sans Fallback, WenQuanYi
# Micro Hei), the IPA Font License and the Arphic Public License. (path, index in a collection)
FONTS = [
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 3),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 4),
    ("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", 4),
    ("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc", 0),
    ("/usr/share/fonts/truetype/arphic/ukai.ttc", 0),
    ("/usr/share/fonts/truetype/arphic/uming.ttc", 2),
    ("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", 0),
    ("/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf", 0),
    ("/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf", 0),
    ("/usr/share/fonts/truetype/hanazono/HanaMinA.ttf", 0),
    ("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/klee/KleeOne-SemiBold.ttf", 0),
    ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0),
]

# Latin letters and digits (indices, the flowers' English names of western sets): Bitstream Vera
# (DejaVu) and SIL Open Font License (Noto, Liberation) fonts.
LATIN_FONTS = [
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf", 0),
    ("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", 0),
    ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf", 0),
]

W, H = 300, 400  # drawn at twice the size written, for smooth edges
NUMERALS = "一二三四五六七八九"
WINDS = {"1z": "東", "2z": "南", "3z": "西", "4z": "北"}
WIND_LETTERS = {"1z": "E", "2z": "S", "3z": "W", "4z": "N"}
# Western sets name the flowers and seasons in English, whole or cut short.
FLOWER_WORDS = {"1f": ("PLUM", "PLUM"), "2f": ("ORCHID", "ORCH"), "3f": ("CHRYS", "MUM"), "4f": ("BAMBOO", "BAMB"),
                "5f": ("SPRING", "SPR"), "6f": ("SUMMER", "SUM"), "7f": ("AUTUMN", "AUT"), "8f": ("WINTER", "WIN")}
FLOWERS = {"1f": "梅", "2f": "蘭", "3f": "菊", "4f": "竹", "5f": "春", "6f": "夏", "7f": "秋", "8f": "冬"}

# Dots: centres in the face's unit square, by count (the arrangements every set shares).
DOTS = {
    2: [(0.5, 0.27), (0.5, 0.73)],
    3: [(0.25, 0.2), (0.5, 0.5), (0.75, 0.8)],
    4: [(0.28, 0.27), (0.72, 0.27), (0.28, 0.73), (0.72, 0.73)],
    5: [(0.25, 0.2), (0.75, 0.2), (0.5, 0.5), (0.25, 0.8), (0.75, 0.8)],
    6: [(0.28, 0.17), (0.72, 0.17), (0.28, 0.52), (0.72, 0.52), (0.28, 0.83), (0.72, 0.83)],
    7: [(0.2, 0.12), (0.5, 0.24), (0.8, 0.36), (0.28, 0.6), (0.72, 0.6), (0.28, 0.86), (0.72, 0.86)],
    8: [(0.28, y) for y in (0.12, 0.37, 0.63, 0.88)] + [(0.72, y) for y in (0.12, 0.37, 0.63, 0.88)],
    9: [(x, y) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)],
}
DOT_RADIUS = {2: 0.2, 3: 0.16, 4: 0.18, 5: 0.15, 6: 0.13, 7: 0.11, 8: 0.105, 9: 0.12}
# The colour each dot takes in most sets: b(lue), g(reen), r(ed).
DOT_INKS = {
    2: "gb", 3: "brg", 4: "bggb", 5: "bgrgb", 6: "ggrrrr", 7: "ggg" + "rrrr", 8: "bbbbbbbb", 9: "bbbrrrggg",
}
# Bamboo: stick centres and their tilt (degrees), by count; inks as for dots.
STICKS = {
    2: [(0.5, 0.27, 0), (0.5, 0.73, 0)],
    3: [(0.5, 0.27, 0), (0.3, 0.73, 0), (0.7, 0.73, 0)],
    4: [(0.3, 0.27, 0), (0.7, 0.27, 0), (0.3, 0.73, 0), (0.7, 0.73, 0)],
    5: [(0.22, 0.27, 0), (0.78, 0.27, 0), (0.5, 0.5, 0), (0.22, 0.73, 0), (0.78, 0.73, 0)],
    6: [(x, y, 0) for y in (0.27, 0.73) for x in (0.2, 0.5, 0.8)],
    7: [(0.5, 0.15, 0)] + [(x, y, 0) for y in (0.5, 0.83) for x in (0.2, 0.5, 0.8)],
    8: [(0.2, 0.27, 0), (0.4, 0.27, -25), (0.6, 0.27, 25), (0.8, 0.27, 0),
        (0.2, 0.73, 0), (0.4, 0.73, 25), (0.6, 0.73, -25), (0.8, 0.73, 0)],
    9: [(x, y, 0) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)],
}
STICK_LENGTH = {2: 0.4, 3: 0.4, 4: 0.4, 5: 0.4, 6: 0.4, 7: 0.3, 8: 0.4, 9: 0.3}
STICK_INKS = {2: "gb", 3: "ggg", 4: "bggb", 5: "ggrgg", 6: "gggbbb", 7: "rgggggg", 8: "gggggggg", 9: "grggrggrg"}


def jitter(rng, colour, by=30):
    return tuple(max(0, min(255, c + rng.randint(-by, by))) for c in colour) + (255,)


class Style:
    """One made-up set: every choice a set's artist makes, drawn once from the seed."""

    def __init__(self, rng, fonts, fronts=True):
        self.rng = rng
        self.fonts = fonts
        self.numeral_font, self.wan_font, self.honour_font = (rng.choice(fonts) for _ in range(3))
        self.flower_font = rng.choice(fonts)
        if rng.random() < 0.5:
            self.wan_font = self.numeral_font
        one_ink = rng.random() < 0.25  # a set of one ink per suit (as some Western sets)
        self.inks = {
            "b": jitter(rng, rng.choice([(30, 60, 150), (20, 40, 110), (40, 90, 170), (20, 20, 20)])),
            "g": jitter(rng, rng.choice([(20, 120, 60), (30, 90, 40), (40, 140, 90)])),
            "r": jitter(rng, rng.choice([(190, 30, 30), (160, 20, 40), (210, 60, 40)])),
            "k": jitter(rng, rng.choice([(20, 20, 20), (30, 30, 60), (20, 40, 90)]), 15),
        }
        if one_ink:
            ink = rng.choice("bgrk")
            self.dot_inks = self.stick_inks = {k: self.inks[ink] for k in "bgr"}
        else:
            self.dot_inks = self.stick_inks = self.inks
        self.numeral_ink = self.inks["k"] if rng.random() < 0.8 else self.inks["b"]
        self.wan_ink = self.inks["r"] if rng.random() < 0.85 else self.inks["k"]
        self.wan = "萬" if rng.random() < 0.85 else "万"
        self.wind_ink = rng.choice([self.inks["k"], self.inks["k"], self.inks["b"], self.inks["g"]])
        self.green = "發" if rng.random() < 0.8 else "发"
        self.red_frame = rng.random() < 0.25
        self.white = rng.choice(["blank", "frame", "frame", "double", "corners"])
        self.white_ink = rng.choice([self.inks["b"], self.inks["b"], self.inks["k"], self.inks["g"]])
        self.dot_kind = rng.choice(["rings", "solid", "petals", "coin", "plain"])
        self.stick_kind = rng.choice(["nodes", "plain", "segments", "leaf"])
        self.stick_width = rng.uniform(0.07, 0.12)
        self.bird = rng.choice(["bird", "bird", "stick", "peacock"])
        self.index = rng.random() < 0.45  # an index: a small digit or letter naming the face
        # in a top corner, or in an empty place among the dots and sticks (as some western sets print it)
        self.index_place = rng.choice(["left", "left", "right", "among"])
        latin = [f for f in LATIN_FONTS if os.path.exists(f[0])]
        self.index_font = rng.choice(latin) if latin and rng.random() < 0.6 else None
        self.index_size = rng.uniform(0.14, 0.22)
        self.index_ink = rng.choice(["", "", "k", "r", "b"])  # "": the ink the face's own index would take
        self.flower_words = rng.random() < 0.35 and bool(latin)
        self.flower_word_short = rng.random() < 0.5
        self.latin_font = rng.choice(latin) if latin else None
        self.stretch = rng.uniform(0.85, 1.0)  # how much of the face the art fills
        self.stroke = rng.choice([0, 0, 0, 1, 2])  # bolder characters
        # The tile front: ivory in most sets; white or pale in some; dark (black, jade, navy, maroon) with
        # light inks in others, as black and jade sets are drawn.
        self.front = None
        kind = rng.random() if fronts else 1.0  # --ivory-only draws no front, and draws nothing for one
        if kind < 0.1:
            self.front = jitter(rng, rng.choice([(246, 246, 244), (240, 230, 190), (214, 234, 214)]), 8)
        elif kind < 0.3:
            dark = jitter(rng, rng.choice([(20, 20, 22), (20, 75, 55), (25, 35, 85), (70, 20, 25)]), 10)
            one_light = rng.choice([None, None, (245, 245, 240), (235, 205, 110)])

            def light(c):
                if one_light:
                    return jitter(rng, one_light, 10)
                return tuple(int(255 - (255 - v) * 0.3) for v in c[:3]) + (255,)
            lighter = {}
            for name, value in list(vars(self).items()):
                if isinstance(value, tuple) and len(value) == 4:
                    setattr(self, name, lighter.setdefault(value, light(value)))
                elif isinstance(value, dict) and value and all(isinstance(v, tuple) for v in value.values()):
                    setattr(self, name, {k: lighter.setdefault(v, light(v)) for k, v in value.items()})
            self.front = dark

    def front_image(self):
        """The tile front the faces are laid on (tilenet.load_art reads OUTDIR/drawn-K/front.png), or
        None for the ivory front of the shared art."""
        if self.front is None:
            return None
        img = Image.new("RGBA", (W // 2, H // 2), (0, 0, 0, 0))
        edge = tuple(max(0, min(255, v + (30 if sum(self.front[:3]) < 300 else -25))) for v in self.front[:3]) + (255,)
        ImageDraw.Draw(img).rounded_rectangle((0, 0, W // 2 - 1, H // 2 - 1), radius=12, fill=self.front, outline=edge,
                                              width=3)
        return img

    # ------------------------------------------------------------ drawing helpers

    @staticmethod
    def glyph(text, font, stroke):
        """The text drawn white on black, or None if the font draws it as its missing-glyph box."""
        path, index = font
        f = ImageFont.truetype(path, 240, index=index)

        def drawn(t):
            g = Image.new("L", (120 + 260 * len(t), 420), 0)  # room for a word, not only one character
            ImageDraw.Draw(g).text((60, 40), t, fill=255, font=f, stroke_width=stroke, stroke_fill=255)
            return g
        g = drawn(text)
        if g.getbbox() is None or np.array_equal(np.asarray(g), np.asarray(drawn("\U000F0000"))):
            return None
        return g

    def text(self, canvas, text, font, box, ink, keep_shape=True):
        """The text's ink fitted into box (x0, y0, x1, y1)."""
        glyph = self.glyph(text, font, 0 if text == "一" else self.stroke * 4)
        if glyph is None:  # the font lacks it: the first font that has it
            glyph = next(g for g in (self.glyph(text, f, 0) for f in self.fonts) if g is not None)
        bbox = glyph.getbbox()
        if bbox is None:
            return False
        glyph = glyph.crop(bbox)
        bw, bh = box[2] - box[0], box[3] - box[1]
        if keep_shape:
            s = min(bw / glyph.width, bh / glyph.height)
            size = (max(1, int(glyph.width * s)), max(1, int(glyph.height * s)))
        else:
            size = (int(bw), int(bh))
        glyph = glyph.resize(size, Image.LANCZOS)
        x = int(box[0] + (bw - size[0]) / 2)
        y = int(box[1] + (bh - size[1]) / 2)
        layer = Image.new("RGBA", size, ink)
        canvas.paste(layer, (x, y), glyph)
        return True

    def area(self):
        """The face's drawing area, inset from the tile's edge."""
        m = (1 - self.stretch) / 2 + 0.06
        return W * m, H * m, W * (1 - m), H * (1 - m)

    def at(self, u, v):
        x0, y0, x1, y1 = self.area()
        return x0 + u * (x1 - x0), y0 + v * (y1 - y0)

    def index_mark(self, canvas, mark, ink):
        if not self.index:
            return
        if self.index_ink:
            ink = self.inks[self.index_ink]
        cjk_bold = ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", 0)
        font = self.index_font or (cjk_bold if os.path.exists(cjk_bold[0]) else self.numeral_font)
        w, h = W * self.index_size, W * self.index_size * 0.75
        box = None
        if self.index_place == "among":
            box = self.empty_place(canvas, w, h)
        if box is None:
            x = W * 0.07 if self.index_place != "right" else W * 0.93 - w
            box = (x, H * 0.04, x + w, H * 0.04 + h)
        self.text(canvas, mark, font, box, ink)

    def empty_place(self, canvas, w, h):
        """A box of w x h inside the drawing area with no ink in it or close by, or None."""
        alpha = np.asarray(canvas)[:, :, 3]
        x0, y0, x1, y1 = self.area()
        pad = 6
        places = []
        for y in np.arange(y0, y1 - h, 8):
            for x in np.arange(x0, x1 - w, 8):
                a, b, c, d = int(x - pad), int(y - pad), int(x + w + pad), int(y + h + pad)
                if not alpha[max(0, b):d, max(0, a):c].any():
                    places.append((float(x), float(y), float(x + w), float(y + h)))
        return self.rng.choice(places) if places else None

    # ------------------------------------------------------------ faces

    def characters(self, canvas, n, red=False):
        x0, y0, x1, y1 = self.area()
        if self.index:
            y0 += (y1 - y0) * 0.08
        split = y0 + (y1 - y0) * self.rng.uniform(0.4, 0.47)
        numeral_ink = self.inks["r"] if red else self.numeral_ink
        wan_ink = self.inks["r"] if red else self.wan_ink
        inset = 40 if n == 1 else 10
        self.text(canvas, NUMERALS[n - 1], self.numeral_font, (x0 + inset, y0, x1 - inset, split - 6), numeral_ink,
                  keep_shape=n in (1, 2, 3) or self.rng.random() < 0.5)
        self.text(canvas, self.wan, self.wan_font, (x0, split + 6, x1, y1), wan_ink)
        self.index_mark(canvas, str(n), numeral_ink)

    def dot(self, draw, cx, cy, r, ink):
        kind = self.dot_kind
        if kind == "plain":
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
            return
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=max(2, int(r * 0.22)))
        if kind == "rings":
            rr = r * 0.55
            draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=ink, width=max(2, int(r * 0.15)))
            rr = r * 0.18
            draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=ink)
        elif kind == "solid":
            rr = r * 0.6
            draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=ink)
        elif kind == "petals":
            for k in range(8):
                a = k * math.pi / 4
                px, py = cx + 0.55 * r * math.cos(a), cy + 0.55 * r * math.sin(a)
                rr = r * 0.2
                draw.ellipse((px - rr, py - rr, px + rr, py + rr), fill=ink)
        elif kind == "coin":
            rr = r * 0.32
            draw.rectangle((cx - rr, cy - rr, cx + rr, cy + rr), outline=ink, width=max(2, int(r * 0.14)))

    def dots(self, canvas, n, red=False):
        draw = ImageDraw.Draw(canvas)
        x0, y0, x1, y1 = self.area()
        side = min(x1 - x0, y1 - y0)
        if n == 1:
            cx, cy = self.at(0.5, 0.5)
            r = side * 0.45
            inks = [self.dot_inks["b"], self.dot_inks["g"], self.dot_inks["r"]]
            for k, f in enumerate((1.0, 0.78, 0.56, 0.34)):
                ink = inks[k % 3]
                draw.ellipse((cx - r * f, cy - r * f, cx + r * f, cy + r * f), outline=ink, width=max(3, int(r * 0.09)))
            for k in range(12 if self.dot_kind == "petals" else 0):
                a = k * math.pi / 6
                px, py = cx + 0.89 * r * math.cos(a), cy + 0.89 * r * math.sin(a)
                draw.ellipse((px - r * 0.06, py - r * 0.06, px + r * 0.06, py + r * 0.06), fill=inks[1])
            rr = r * 0.15
            draw.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), fill=inks[2])
        else:
            r = DOT_RADIUS[n] * (x1 - x0) * 1.05
            for (u, v), colour in zip(DOTS[n], DOT_INKS[n]):
                cx, cy = self.at(u, v)
                self.dot(draw, cx, cy, r, self.inks["r"] if red else self.dot_inks[colour])
        self.index_mark(canvas, str(n), self.inks["k"])

    def stick(self, canvas, cx, cy, length, angle, ink):
        """One bamboo stick, drawn upright on its own layer and turned."""
        x0, y0, x1, y1 = self.area()
        w, h = self.stick_width * (x1 - x0), length * (y1 - y0)
        pad = int(h)
        layer = Image.new("RGBA", (2 * pad, 2 * pad), (0, 0, 0, 0))
        d = ImageDraw.Draw(layer)
        left, top, right, bottom = pad - w / 2, pad - h / 2, pad + w / 2, pad + h / 2
        kind = self.stick_kind
        if kind == "leaf":
            d.ellipse((left, top, right, bottom), fill=ink)
            d.line((pad, top + 3, pad, bottom - 3), fill=(255, 255, 255, 0), width=max(2, int(w * 0.15)))
        else:
            d.rounded_rectangle((left, top, right, bottom), radius=w / 2.5, fill=ink)
            if kind != "plain":
                nodes = [0.5] if kind == "nodes" else [0.25, 0.5, 0.75]
                for f in nodes:
                    y = top + f * h
                    d.line((left - w * 0.15, y, right + w * 0.15, y), fill=ink, width=max(3, int(w * 0.3)))
                    d.line((left + w * 0.2, y + w * 0.35, right - w * 0.2, y + w * 0.35), fill=(0, 0, 0, 0),
                           width=max(1, int(w * 0.12)))
                d.line((pad, top + w * 0.5, pad, bottom - w * 0.5), fill=(0, 0, 0, 0), width=max(1, int(w * 0.12)))
        layer = layer.rotate(angle, resample=Image.BICUBIC)
        canvas.alpha_composite(layer, (int(cx - pad), int(cy - pad)))

    def bamboo(self, canvas, n, red=False):
        if n == 1:
            self.one_of_bamboo(canvas)
        else:
            for (u, v, angle), colour in zip(STICKS[n], STICK_INKS[n]):
                cx, cy = self.at(u, v)
                self.stick(canvas, cx, cy, STICK_LENGTH[n], angle, self.inks["r"] if red else self.stick_inks[colour])
        self.index_mark(canvas, str(n), self.inks["k"])

    def one_of_bamboo(self, canvas):
        """The one of bamboo: a bird in most sets, a single tall stick in some."""
        if self.bird == "stick":
            cx, cy = self.at(0.5, 0.5)
            self.stick_width *= 2
            self.stick(canvas, cx, cy, 0.85, 0, self.stick_inks["g"])
            self.stick_width /= 2
            return
        rng = random.Random(int(self.stretch * 1e6))
        d = ImageDraw.Draw(canvas)
        x0, y0, x1, y1 = self.area()
        s = (x1 - x0)
        cx, cy = self.at(0.5, 0.55)
        body, wing, head = self.inks["g"], self.inks["b"], self.inks["r"]
        d.ellipse((cx - 0.3 * s, cy - 0.18 * s, cx + 0.25 * s, cy + 0.2 * s), fill=body)
        d.polygon([(cx - 0.1 * s, cy - 0.05 * s), (cx + 0.2 * s, cy - 0.35 * s), (cx + 0.15 * s, cy)], fill=wing)
        d.ellipse((cx + 0.12 * s, cy - 0.5 * s, cx + 0.34 * s, cy - 0.28 * s), fill=head)
        d.polygon([(cx + 0.32 * s, cy - 0.42 * s), (cx + 0.45 * s, cy - 0.38 * s), (cx + 0.32 * s, cy - 0.34 * s)],
                  fill=self.inks["k"])
        tail = 5 if self.bird == "peacock" else 3
        for k in range(tail):
            a = math.radians(200 + k * rng.uniform(10, 18))
            ex, ey = cx - 0.2 * s + 0.5 * s * math.cos(a), cy + 0.1 * s - 0.5 * s * math.sin(a)
            d.line((cx - 0.2 * s, cy + 0.05 * s, ex, ey), fill=[body, wing, head][k % 3], width=int(0.05 * s))
            if self.bird == "peacock":
                d.ellipse((ex - 0.06 * s, ey - 0.06 * s, ex + 0.06 * s, ey + 0.06 * s), fill=wing)
        d.line((cx, cy + 0.18 * s, cx - 0.05 * s, cy + 0.4 * s), fill=self.inks["k"], width=int(0.03 * s))
        d.line((cx + 0.08 * s, cy + 0.18 * s, cx + 0.1 * s, cy + 0.4 * s), fill=self.inks["k"], width=int(0.03 * s))

    def wind(self, canvas, face):
        x0, y0, x1, y1 = self.area()
        self.text(canvas, WINDS[face], self.honour_font, (x0, y0 + (y1 - y0) * 0.1, x1, y1 - (y1 - y0) * 0.1),
                  self.wind_ink)
        self.index_mark(canvas, WIND_LETTERS[face], self.inks["k"])

    def dragon(self, canvas, face):
        x0, y0, x1, y1 = self.area()
        d = ImageDraw.Draw(canvas)
        if face == "7z":
            box = (x0, y0 + (y1 - y0) * 0.1, x1, y1 - (y1 - y0) * 0.1)
            if self.red_frame:
                d.rectangle((x0, y0, x1, y1), outline=self.inks["r"], width=8)
                box = (x0 + 25, y0 + 30, x1 - 25, y1 - 30)
            self.text(canvas, "中", self.honour_font, box, self.inks["r"])
        elif face == "6z":
            self.text(canvas, self.green, self.honour_font, (x0, y0 + (y1 - y0) * 0.08, x1, y1 - (y1 - y0) * 0.08),
                      self.inks["g"])
        else:
            ink = self.white_ink
            if self.white == "frame":
                d.rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), outline=ink, width=14)
            elif self.white == "double":
                d.rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), outline=ink, width=8)
                d.rectangle((x0 + 30, y0 + 30, x1 - 30, y1 - 30), outline=ink, width=5)
            elif self.white == "corners":
                d.rectangle((x0 + 10, y0 + 10, x1 - 10, y1 - 10), outline=ink, width=6)
                for cx, cy in ((x0 + 10, y0 + 10), (x1 - 10, y0 + 10), (x0 + 10, y1 - 10), (x1 - 10, y1 - 10)):
                    d.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=ink)
        if face != "5z" or self.white != "blank":
            self.index_mark(canvas, {"5z": "P", "6z": "F", "7z": "C"}[face], self.inks["k"])

    def flower(self, canvas, face):
        """A flower or season: a picture no two sets share, its name, and its number in a corner."""
        n = int(face[0])
        number = n if n <= 4 else n - 4
        x0, y0, x1, y1 = self.area()
        d = ImageDraw.Draw(canvas)
        rng = random.Random(n * 7919 + int(self.stretch * 10000))
        s = x1 - x0
        foot = 0.3 * s if self.flower_words else 0.0  # room for the name
        for _ in range(rng.randint(3, 7)):  # blossoms and leaves on stems
            cx, cy = rng.uniform(x0 + 0.15 * s, x1 - 0.15 * s), rng.uniform(y0 + 0.25 * s, y1 - 0.15 * s - foot)
            d.line((cx, cy, cx + rng.uniform(-0.3, 0.3) * s, y1 - 0.05 * s - foot), fill=self.inks["g"], width=5)
            r = rng.uniform(0.07, 0.14) * s
            ink = rng.choice([self.inks["r"], self.inks["b"], self.inks["g"], (230, 160, 40, 255)])
            for k in range(5):
                a = k * 2 * math.pi / 5
                px, py = cx + r * math.cos(a), cy + r * math.sin(a)
                d.ellipse((px - r * 0.6, py - r * 0.6, px + r * 0.6, py + r * 0.6), fill=ink)
        top = rng.random() < 0.5  # drawn whatever the set, so that the sets drawn before stay the same
        if self.flower_words:  # a western set: the English name across the foot, the Chinese one sometimes too
            word = FLOWER_WORDS[face][1 if self.flower_word_short else 0]
            self.text(canvas, word, self.latin_font, (x0, y1 - 0.22 * s, x1, y1), self.inks["k"])
            if rng.random() < 0.5:
                self.text(canvas, FLOWERS[face], self.flower_font, (x1 - 0.3 * s, y0, x1, y0 + 0.35 * s), self.inks["k"])
        else:
            name_box = (x1 - 0.45 * s, y0, x1, y0 + 0.5 * s) if top else (x0, y1 - 0.45 * s, x0 + 0.45 * s, y1)
            self.text(canvas, FLOWERS[face], self.flower_font, name_box, self.inks["k"])
        ink = self.inks["r"] if n <= 4 else self.inks["b"]
        mark = str(number) if self.rng.random() < 0.7 else NUMERALS[number - 1]
        self.text(canvas, mark, self.numeral_font, (x0, y0, x0 + 0.28 * s, y0 + 0.3 * s), ink)

    def face(self, face):
        canvas = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        digit, suit = face[0], face[1]
        red = digit == "0"
        n = 5 if red else int(digit)
        if suit == "m":
            self.characters(canvas, n, red)
        elif suit == "p":
            self.dots(canvas, n, red)
        elif suit == "s":
            self.bamboo(canvas, n, red)
        elif suit == "z" and face in WINDS:
            self.wind(canvas, face)
        elif suit == "z":
            self.dragon(canvas, face)
        else:
            self.flower(canvas, face)
        if self.rng.random() < 0.3:
            canvas = canvas.filter(ImageFilter.GaussianBlur(1))
        return canvas.resize((W // 2, H // 2), Image.LANCZOS)


FACES = [f"{d}{s}" for s in "mps" for d in range(1, 10)] + [f"{d}z" for d in range(1, 8)] \
    + ["0m", "0p", "0s"] + [f"{d}f" for d in range(1, 9)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--sets", type=int, default=48)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--ivory-only", action="store_true",
                    help="every set on the ivory front (the sets the built-in second look's seventh to eleventh cycles learnt)")
    args = ap.parse_args()
    fonts = [(p, i) for p, i in FONTS if os.path.exists(p)]
    for p, _ in FONTS + LATIN_FONTS:
        if not os.path.exists(p):
            print(f"no {p}, left out")
    if not fonts:
        raise SystemExit("no CJK font installed (see the apt-get line above)")
    rng = random.Random(args.seed)
    for k in range(args.sets):
        style = Style(random.Random(rng.randrange(1 << 30)), fonts, fronts=not args.ivory_only)
        folder = os.path.join(args.out, f"drawn-{k:02d}")
        os.makedirs(folder, exist_ok=True)
        for face in FACES:
            style.face(face).save(os.path.join(folder, face + ".png"))
        front = style.front_image()
        if front is not None:
            front.save(os.path.join(folder, "front.png"))
    print(f"{args.sets} sets of {len(FACES)} faces from {len(fonts)} fonts in {args.out}")


if __name__ == "__main__":
    main()
