#!/usr/bin/python3
"""Trains PrintedGlyphs: a small reader of the name and number printed on a flower or season tile,
and of the index many sets print on a suit tile (the digits 1-9).

Why: the second look reads a tile from a 64-pixel cut, where the small character and numeral that
tell the eight flowers and seasons apart are a few pixels. A set it never saw draws its own plants,
so it reads those tiles by picture and mostly wrong. Most sets print the same few glyphs, though:
the flower's or season's name (梅 蘭/兰 菊 竹, 春 夏 秋 冬) and its number 1-4. This reader looks for
those glyphs at the tile's own resolution.

It is a sliding-window classifier, built so that OpenCV can run it over a whole face at once: every
convolution is unpadded, so running it on a face gives at each position what it gives on that
32x32 window alone. A face is brought to FACE_WIDTH pixels wide (grey), which puts a printed glyph
at 10-26 pixels; the classes are "none", the eight names and the digits 1-9 (5-9 are no flower's
number, but are given their own classes so that they are not read as 1-4).

It learns from glyphs drawn from the fonts Debian ships (the same open-licence fonts as
drawn_sets.py) on grounds cut from the shared artwork's other faces and the labelled photos'
training split; flowers and seasons of the shared sets are never a ground ("none"), since they carry
the glyphs.

Usage: /usr/bin/python3 vision/train/flower_names.py ../shared OUT.onnx [--steps N] [--seed S]
"""
import argparse
import math
import os
import random
import sys

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import drawn_sets  # noqa: E402  (the fonts)
import tilenet  # noqa: E402  (the shared art and photos)

WINDOW = 32        # the classifier's window, pixels
STRIDE = 4         # the network's step over a face
FACE_WIDTH = 96    # a face is read brought to this width
NAMES = "梅蘭菊竹春夏秋冬"
SIMPLIFIED = {"蘭": "兰"}
CLASSES = ["none"] + list(NAMES) + [str(d) for d in range(1, 10)]
NONE = 0
FLOWER_FACES = {tilenet.FACE_INDEX[f"{d}f"] for d in range(1, 9)}
# Glyphs that are no name or number: a western set's words, other characters (suits, winds, a
# maker's mark). Drawn like the glyphs and read "none".
OTHER_CJK = "萬万東南西北中發发白一二三四五六七八九十百千風花月雪松竹鶴龍鳳福禄寿喜財門上下人大小山川木水火土金日天王子"
OTHER_CJK = "".join(c for c in OTHER_CJK if c not in NAMES)
LATIN = (list("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "PLUM ORCHID CHRYSANTHEMUM BAMBOO SPRING SUMMER AUTUMN "
         "WINTER FALL EAST SOUTH WEST NORTH RED GREEN WHITE DRAGON FLOWER SEASON".split())


def installed(fonts, what, script):
    """Those of `fonts` (path, index) installed; the others named, and a stop when none is."""
    here = [(p, i) for p, i in fonts if os.path.exists(p)]
    missing = [os.path.basename(p) for p, _ in fonts if not os.path.exists(p)]
    if missing:
        print(f"fonts left out (not installed): {' '.join(missing)}", flush=True)
    if not here:
        sys.exit(f"no font for {what} is installed: see the apt-get line at the top of {script}")
    return here


def fonts():
    cjk = [(p, i) for p, i in drawn_sets.FONTS if os.path.exists(p)]
    latin = [(p, i) for p, i in drawn_sets.LATIN_FONTS if os.path.exists(p)]
    return cjk, latin


_RENDERED = {}


def rendered(font, text):
    """The glyph drawn large, or None when the font lacks it (it draws its missing-glyph box)."""
    key = (font, text)
    if key not in _RENDERED:
        path, index = font
        f = ImageFont.truetype(path, 96, index=index)

        def draw(t):
            img = Image.new("L", (200, 200), 0)
            ImageDraw.Draw(img).text((40, 20), t, font=f, fill=255)
            return np.asarray(img, np.uint8)
        m = draw(text)
        missing = draw("\U0010FFFD")
        _RENDERED[key] = None if np.array_equal(m, missing) or not m.any() else m
    return _RENDERED[key]


def bolder_or_thinner(rng, m):
    """The ink printed bolder one time in five, thinner one in ten."""
    r = rng.random()
    if r < 0.2:
        return cv2.dilate(m, np.ones((3, 3), np.uint8), iterations=rng.randint(1, 3))
    if r < 0.3:
        return cv2.erode(m, np.ones((3, 3), np.uint8))
    return m


def glyph_mask(rng, text, font, height):
    """The glyph's ink as a float mask, scaled so the ink is `height` pixels tall."""
    m = rendered(font, text)
    if m is None:
        return None
    m = bolder_or_thinner(rng, m)
    ys, xs = np.nonzero(m > 60)
    if len(ys) == 0:
        return None
    m = m[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    scale = height / m.shape[0]
    w = max(2, int(round(m.shape[1] * scale * rng.uniform(0.85, 1.15))))
    m = cv2.resize(m, (w, height), interpolation=cv2.INTER_AREA)
    return turned(m, rng.uniform(-8, 8), 4).astype(np.float32) / 255.0


def turned(m, angle, pad):
    """The ink turned `angle` degrees within a border of `pad` pixels; as it is under a degree."""
    if abs(angle) <= 1:
        return m
    m = cv2.copyMakeBorder(m, pad, pad, pad, pad, cv2.BORDER_CONSTANT, 0)
    rot = cv2.getRotationMatrix2D((m.shape[1] / 2, m.shape[0] / 2), angle, 1.0)
    return cv2.warpAffine(m, rot, (m.shape[1], m.shape[0]), flags=cv2.INTER_LINEAR)


def on_tile(img):
    """An artwork's BGRA face laid on a tile's ivory (235)."""
    a = img[:, :, 3:4].astype(np.float32) / 255.0
    return (img[:, :, :3].astype(np.float32) * a + 235 * (1 - a)).astype(np.uint8)


class Grounds:
    """Grey pieces of other faces, at the scale a face is read at, to lay glyphs on or read as none."""

    def __init__(self, shared, rng, left_out=frozenset()):
        """`left_out`: faces that are no ground at all, since they carry what a reader looks for."""
        self.rng = rng
        self.hard = []
        self.faces = []
        self.plants = []
        flowers = FLOWER_FACES
        self.art = tilenet.load_art(shared)[0]
        for style, faces in self.art.items():
            for face, img in faces:
                if face in left_out:
                    continue
                rgb = self.scaled(on_tile(img))
                if face not in flowers:
                    self.faces.append(rgb)
                elif "xhokir" in style:
                    self.plants.append(rgb)  # no name or number, only calligraphy
                else:  # gleitz, wikimedia: the name in the top corner, the plant below it
                    self.plants.append(rgb[int(0.4 * rgb.shape[0]):])
        photos = tilenet.load_photos(os.path.join(shared, "vision", "photos", "roboflow-chinese-mahjong-v4-train"), held_out=False)
        for _, img, boxes in photos[::3]:
            for x0, y0, x1, y1, face, _ in boxes:
                if face in flowers or face in left_out or x1 - x0 < 30:
                    continue
                # A little round the box too: the tile's edge and what lies beyond it, which a
                # box that falls short or runs over shows, a straight stroke much like a 1.
                gx, gy = 0.12 * (x1 - x0), 0.12 * (y1 - y0)
                x0, y0, x1, y1 = x0 - gx, y0 - gy, x1 + gx, y1 + gy
                piece = img[int(max(0, y0)):int(y1), int(max(0, x0)):int(x1)]
                if piece.size:
                    self.faces.append(self.scaled(piece))
        print(f"{len(self.faces)} grounds", flush=True)

    @staticmethod
    def scaled(bgr, width=FACE_WIDTH):
        grey = cv2.cvtColor(bgr, cv2.COLOR_BGR2GRAY)
        h = max(WINDOW + 1, int(round(grey.shape[0] * width / grey.shape[1])))
        grey = cv2.resize(grey, (width, h), interpolation=cv2.INTER_AREA)
        return grey

    def drawn_plant(self):
        """Strokes, branches, petals and leaves as sets draw their flowers: what glyphs sit beside."""
        rng = self.rng
        bg = rng.uniform(170, 250)
        g = np.full((WINDOW + 16, WINDOW + 16), bg, np.float32)
        for _ in range(rng.randint(1, 6)):
            ink = rng.uniform(0, bg - 60)
            kind = rng.random()
            if kind < 0.4:  # a branch or stem: a bent line
                pts = [(rng.uniform(0, 48), rng.uniform(0, 48))]
                for _ in range(rng.randint(1, 4)):
                    x, y = pts[-1]
                    pts.append((x + rng.uniform(-20, 20), y + rng.uniform(-20, 20)))
                cv2.polylines(g, [np.array(pts, np.int32)], False, ink, rng.randint(1, 4), cv2.LINE_AA)
            elif kind < 0.7:  # a petal or leaf
                cv2.ellipse(g, (rng.randint(0, 48), rng.randint(0, 48)), (rng.randint(2, 14), rng.randint(1, 6)),
                            rng.uniform(0, 180), 0, 360, ink, -1 if rng.random() < 0.5 else rng.randint(1, 2), cv2.LINE_AA)
            elif kind < 0.85:  # a blossom: petals round a centre
                cx, cy, r = rng.randint(8, 40), rng.randint(8, 40), rng.randint(4, 12)
                for k in range(rng.randint(4, 7)):
                    a = 2 * math.pi * k / 5 + rng.uniform(0, 1)
                    cv2.circle(g, (int(cx + r * math.cos(a)), int(cy + r * math.sin(a))), max(2, r // 2), ink, 1, cv2.LINE_AA)
            else:  # an arc
                cv2.ellipse(g, (rng.randint(0, 48), rng.randint(0, 48)), (rng.randint(4, 20), rng.randint(4, 20)),
                            rng.uniform(0, 360), 0, rng.uniform(60, 270), ink, rng.randint(1, 3), cv2.LINE_AA)
        return g[8:8 + WINDOW, 8:8 + WINDOW]

    def edge(self):
        """A window across a tile's edge: the face, its border line, the side or the table."""
        rng = self.rng
        face, beyond = rng.uniform(150, 250), rng.uniform(0, 255)
        g = np.full((WINDOW, WINDOW), face, np.float32)
        at = rng.randint(4, WINDOW - 4)
        g[:, at:] = beyond
        if rng.random() < 0.5:
            cv2.line(g, (at - rng.randint(1, 4), 0), (at - rng.randint(1, 4), WINDOW), rng.uniform(0, face - 40), rng.randint(1, 2))
        if rng.random() < 0.4:  # a corner
            g[:rng.randint(4, WINDOW - 4), :] = beyond
        k = rng.randrange(4)
        return np.ascontiguousarray(np.rot90(g, k))

    def mine(self, net, faces=None, what="other faces"):
        """Windows of the grounds (or of `faces`) the network reads as a glyph: read as none from now on, more often."""
        hard = []
        with torch.no_grad():
            for f in self.faces + self.plants if faces is None else faces:
                for g in (f, cv2.rotate(f, cv2.ROTATE_180)):
                    if g.shape[0] < WINDOW:
                        continue
                    p = F.softmax(net(torch.from_numpy(g.astype(np.float32))[None, None]), 1)[0]
                    glyph = 1 - p[NONE]
                    for r, c in zip(*np.nonzero(glyph.numpy() > 0.5)):
                        if STRIDE * r + WINDOW > g.shape[0] or STRIDE * c + WINDOW > g.shape[1]:
                            continue  # the network sees 29 of a window's 32 pixels: the last one may not fit
                        hard.append(g[STRIDE * r:STRIDE * r + WINDOW, STRIDE * c:STRIDE * c + WINDOW].astype(np.float32))
        self.hard = hard
        print(f"{len(hard)} windows of {what} read as glyphs", flush=True)

    def piece(self):
        r = self.rng.random()
        if self.hard and r < 0.15:
            return self.hard[self.rng.randrange(len(self.hard))].copy()
        r = self.rng.random()
        if r < 0.1:
            return self.edge()
        if r < 0.3:
            return self.drawn_plant()
        pool = self.plants if r < 0.45 else self.faces
        f = pool[self.rng.randrange(len(pool))]
        if f.shape[0] < WINDOW:
            f = cv2.copyMakeBorder(f, 0, WINDOW - f.shape[0], 0, 0, cv2.BORDER_REPLICATE)
        if self.rng.random() < 0.5:
            f = cv2.rotate(f, cv2.ROTATE_180)
        y = self.rng.randint(0, f.shape[0] - WINDOW)
        x = self.rng.randint(0, f.shape[1] - WINDOW)
        return f[y:y + WINDOW, x:x + WINDOW].astype(np.float32)


class SmallGrounds(Grounds):
    """The grounds above, and the shared faces brought small to `widths`, as a reader of a face
    brought small sees them (a piece of those two times in five). `kept(style, face, rgb)` gives
    the part of a face (on ivory) that may be a ground, or None."""

    def __init__(self, shared, rng, widths, kept, left_out=frozenset()):
        super().__init__(shared, rng, left_out)
        self.small = []
        for style, faces in self.art.items():
            for face, img in faces:
                rgb = kept(style, face, on_tile(img))
                if rgb is None:
                    continue
                for width in widths:
                    self.small.append(self.scaled(rgb, width))
        print(f"{len(self.small)} faces brought small", flush=True)

    def piece(self):
        if self.rng.random() < 0.4:
            f = self.small[self.rng.randrange(len(self.small))]
            if f.shape[0] < WINDOW:  # a face's part, shorter than a window
                f = cv2.copyMakeBorder(f, 0, WINDOW - f.shape[0], 0, 0, cv2.BORDER_REPLICATE)
            if self.rng.random() < 0.5:
                f = cv2.rotate(f, cv2.ROTATE_180)
            y = self.rng.randint(0, f.shape[0] - WINDOW)
            x = self.rng.randint(0, max(0, f.shape[1] - WINDOW))
            w = f[y:y + WINDOW, x:x + WINDOW]
            if w.shape[1] < WINDOW:
                w = cv2.copyMakeBorder(w, 0, 0, 0, WINDOW - w.shape[1], cv2.BORDER_REPLICATE)
            return w.astype(np.float32)
        return super().piece()

    def mine_small(self, net):
        """Windows of the faces brought small the network reads as a glyph: none from now on."""
        self.mine(net, self.small, "faces brought small")


def window(rng, grounds, cjk, latin):
    """One training window and its class."""
    r = rng.random()
    label = NONE
    if r < 0.45:
        ground = grounds.piece()  # a piece of another face: none
        return finish(rng, ground), NONE
    ground, bg = plain_ground(rng)
    if r < 0.52:
        return finish(rng, ground), NONE
    label = rng.randrange(1, len(CLASSES))
    text = CLASSES[label]
    if text in SIMPLIFIED and rng.random() < 0.4:
        text = SIMPLIFIED[text]
    font = rng.choice(cjk if not text.isdigit() or rng.random() < 0.5 else latin)
    if rng.random() < 0.2:
        label = NONE
        if rng.random() < 0.5:
            text = rng.choice(OTHER_CJK)
            font = rng.choice(cjk)
        else:
            text = rng.choice(LATIN)
            font = rng.choice(latin + cjk)
    height = rng.randint(10, 30)
    m = glyph_mask(rng, text, font, height)
    if m is not None and label == NONE and m.shape[1] > WINDOW:  # part of a word
        x = rng.randint(0, m.shape[1] - WINDOW)
        m = m[:, x:x + WINDOW]
    if m is None or m.shape[0] > WINDOW or m.shape[1] > WINDOW:
        return finish(rng, ground), NONE
    # Most windows hold the glyph near their centre (a window every 4 pixels is within 2 of it);
    # one in five holds it cut off by the window's edge: that is no reading.
    off = 3 if rng.random() < 0.8 else rng.choice([-1, 1]) * rng.randint(11, 16)
    dy = rng.randint(-3, 3) if off == 3 else off
    dx = rng.randint(-3, 3) if off == 3 else rng.randint(-3, 3)
    if off != 3:
        label = NONE
    top = (WINDOW - m.shape[0]) // 2 + dy
    left = (WINDOW - m.shape[1]) // 2 + dx
    if rng.random() < 0.4:  # the plant or a neighbour at the window's edges
        other = grounds.piece()
    else:
        other = None
    full = laid(m, top, left)
    if full is None:
        return finish(rng, ground), NONE
    if other is not None:  # clear tile round the glyph, the picture further off
        ground = cleared_round(ground, full, other, rng.randint(3, 7))
    ink = rng.uniform(0, max(10, bg - 80))
    return finish(rng, ground * (1 - full) + ink * full), label


def plain_ground(rng):
    """A window of bare tile, a little shaded across, and its grey."""
    bg = rng.uniform(170, 250)
    ground = np.full((WINDOW, WINDOW), bg, np.float32)
    ground += np.linspace(-1, 1, WINDOW)[None, :] * rng.uniform(0, 15)
    return ground, bg


def laid(m, top, left):
    """The mask `m` laid in a window with its corner at (`top`, `left`), cut at the window's edges; None when none of it is inside."""
    full = np.zeros((WINDOW, WINDOW), np.float32)
    y0, x0 = max(0, top), max(0, left)
    y1, x1 = min(WINDOW, top + m.shape[0]), min(WINDOW, left + m.shape[1])
    if y1 <= y0 or x1 <= x0:
        return None
    full[y0:y1, x0:x1] = m[y0 - top:y1 - top, x0 - left:x1 - left]
    return full


def cleared_round(ground, full, other, radius):
    """Bare tile within `radius` pixels of the ink `full`, the picture `other` further off."""
    clear = cv2.dilate((full > 0.1).astype(np.uint8), cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * radius + 1, 2 * radius + 1)))
    clear = cv2.GaussianBlur(clear.astype(np.float32), (5, 5), 1.5)
    return ground * clear + other * (1 - clear)


def finish(rng, g):
    """Blur, noise, contrast and, one in five, light ink on a dark tile (jade, black sets)."""
    if rng.random() < 0.4:  # a tile of a table photo, 35-60 pixels wide, brought up to FACE_WIDTH
        f = rng.uniform(1.6, 2.8)
        small = cv2.resize(g, (int(WINDOW / f), int(WINDOW / f)), interpolation=cv2.INTER_AREA)
        g = cv2.resize(small, (WINDOW, WINDOW), interpolation=cv2.INTER_LINEAR)
    elif rng.random() < 0.5:
        g = cv2.GaussianBlur(g, (3, 3), rng.uniform(0.3, 1.0))
    return lit(rng, g, 6)


def lit(rng, g, noise):
    """Contrast, brightness, noise up to `noise` and, one in five, light ink on a dark tile (jade, black sets)."""
    g = g * rng.uniform(0.7, 1.1) + rng.uniform(-20, 20)
    g = g + np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(0, noise), g.shape)
    g = np.clip(g, 0, 255)
    if rng.random() < 0.2:
        g = 255 - g
    return g.astype(np.float32)


class PrintedGlyphs(nn.Module):
    """Unpadded convolutions: 32x32 in, one reading out; on a larger face, a reading every 4 pixels."""

    def __init__(self, classes=len(CLASSES)):
        super().__init__()
        self.c1 = nn.Conv2d(1, 16, 3)            # 30
        self.c2 = nn.Conv2d(16, 32, 3, stride=2)  # 14
        self.c3 = nn.Conv2d(32, 32, 3)            # 12
        self.c4 = nn.Conv2d(32, 48, 3, stride=2)  # 5
        self.c5 = nn.Conv2d(48, 64, 3)            # 3
        self.c6 = nn.Conv2d(64, 96, 3)            # 1
        self.out = nn.Conv2d(96, classes, 1)

    def forward(self, x):
        x = (x - 128.0) / 64.0
        for c in (self.c1, self.c2, self.c3, self.c4, self.c5, self.c6):
            x = F.relu(c(x))
        return self.out(x)


class Exported(nn.Module):
    """What TileFace-like Java code runs: grey face in, class probabilities at every window out."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, x):
        return F.softmax(self.net(x), dim=1)


def arguments(doc, steps):
    """The command line a reader's training takes."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("shared")
    ap.add_argument("out")
    ap.add_argument("--steps", type=int, default=steps)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--samples", help="write a sheet of training windows to this PNG and stop")
    return ap.parse_args()


def seeded(args):
    """Python's and torch's random numbers seeded, torch on every core; the Python generator."""
    rng = random.Random(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(max(1, os.cpu_count() or 1))
    return rng


def sample_sheet(path, draw, classes):
    """Eight rows of sixteen windows drawn by `draw`, written to `path`, their classes printed."""
    rows = []
    for _ in range(8):
        ws = [draw() for _ in range(16)]
        rows.append(np.hstack([w for w, _ in ws]))
        print(" ".join(classes[c] for _, c in ws))
    cv2.imwrite(path, cv2.resize(np.vstack(rows).astype(np.uint8), None, fx=2, fy=2, interpolation=cv2.INTER_NEAREST))


def train(net, draw, mine, args):
    """`net` taught windows drawn by `draw` (one-cycle AdamW), `mine(net)` after half and three quarters of the steps."""
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=args.steps)
    correct = seen = 0
    for step in range(1, args.steps + 1):
        ws = [draw() for _ in range(args.batch)]
        x = torch.from_numpy(np.stack([w for w, _ in ws])[:, None])
        y = torch.tensor([c for _, c in ws])
        logits = net(x)[:, :, 0, 0]
        loss = F.cross_entropy(logits, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        correct += int((logits.argmax(1) == y).sum())
        seen += len(y)
        if step in (args.steps // 2, 3 * args.steps // 4):
            net.eval()
            mine(net)
            net.train()
        if step % 250 == 0:
            print(f"step {step} loss {loss.item():.3f} right {correct / seen:.3f}", flush=True)
            correct = seen = 0
    net.eval()


def export(net, out, height, width, output):
    """The network as OpenCV runs it: a grey face of any size in, each class's chance at every window out."""
    torch.onnx.export(Exported(net), torch.zeros(1, 1, height, width), out, opset_version=11,
                      input_names=["face"], output_names=[output],
                      dynamic_axes={"face": {2: "height", 3: "width"}, output: {2: "rows", 3: "cols"}})
    print(f"wrote {out}")


def main():
    args = arguments(__doc__, 6000)
    rng = seeded(args)
    cjk, latin = fonts()
    grounds = Grounds(args.shared, rng)
    if args.samples:
        sample_sheet(args.samples, lambda: window(rng, grounds, cjk, latin), CLASSES)
        return
    net = PrintedGlyphs()
    train(net, lambda: window(rng, grounds, cjk, latin), grounds.mine, args)
    torch.save(net.state_dict(), args.out + ".pt")
    export(net, args.out, 128, FACE_WIDTH, "glyphs")


if __name__ == "__main__":
    main()
