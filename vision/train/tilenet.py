#!/usr/bin/python3
"""Trains TileNet, the tile detector and reader that the vision module runs through OpenCV's dnn.

One small fully convolutional network looks at the whole photo (416x416, letterboxed) and says, for
every 8x8 cell: how likely a tile face is centred there, the face's box, which of the 45 faces it is,
which way up it lies, and a 64-number description of the face that calibration compares against
the table's own set. It learns from ../shared/vision only:

  * the labelled real photos (training split; YoloFolder.isHeldOut's photos are never seen), and
  * scenes drawn from the tile artwork: rows of touching tiles, melds set apart, sideways and
    upside-down tiles, turned rows, tile backs and clutter on felt and wood, glare.

Usage (Debian's python3-torch and python3-opencv, no network):

  /usr/bin/python3 vision/train/tilenet.py ../shared vision/src/main/resources/tablescore/vision/tilenet.onnx

Fixed seeds and a fixed number of steps: the same data gives the same model on the same machine.
"""
import argparse
import glob
import math
import os
import random
import re
import sys
import time

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SIZE = 416          # network input, pixels (square, letterboxed)
STRIDE = 8          # one output cell per 8x8 input pixels
GRID = SIZE // STRIDE
CROP = 288          # training windows: the network is fully convolutional, so it trains on crops
EMBED = 64

# Faces in the order of the class channels: the same list as tablescore.vision.Faces.TRAINED.
FACES = [f"{d}{s}" for s in "mps" for d in range(1, 10)] + [f"{d}z" for d in range(1, 8)] \
    + ["0m", "0p", "0s"] + [f"{d}f" for d in range(1, 9)]
FACE_INDEX = {f: i for i, f in enumerate(FACES)}
WORDS = {"plum": "1f", "orchid": "2f", "chrysanthemum": "3f", "bamboo": "4f", "spring": "5f",
         "summer": "6f", "autumn": "7f", "fall": "7f", "winter": "8f", "east": "1z", "south": "2z",
         "west": "3z", "north": "4z", "white": "5z", "green": "6z", "red": "7z"}
# Orientation classes: how far the face is turned clockwise from upright, in quarter turns.
UPRIGHT, SIDEWAYS_CW, UPSIDE_DOWN, SIDEWAYS_CCW = range(4)
NO_ORIENTATION = -1  # real photos: not labelled


# ---------------------------------------------------------------- data: real photos

def java_hash_held_out(stem):
    """tablescore.vision.cli.YoloFolder.isHeldOut, bit for bit (64-bit wrap-around)."""
    h = 1125899906842597
    for ch in stem:
        h = (31 * h + ord(ch)) & 0xFFFFFFFFFFFFFFFF
    h_signed = h - (1 << 64) if h >= (1 << 63) else h
    x = (h_signed ^ (h >> 29)) & 0xFFFFFFFFFFFFFFFF
    x = x - (1 << 64) if x >= (1 << 63) else x
    return x % 5 == 0


def roboflow_face(name):
    kind, sub, last = name[0], name[1], name[-1]
    if kind == "s":
        return last + {"c": "m", "d": "p", "b": "s"}[sub]
    if name.startswith("hw"):
        return {"e": "1z", "s": "2z", "w": "3z", "n": "4z"}[last]
    if name.startswith("hd"):
        return {"w": "5z", "g": "6z", "r": "7z"}[last]
    if name.startswith("bf"):
        return f"{int(last)}f"
    if name.startswith("bs"):
        return f"{int(last) + 4}f"
    raise ValueError(f"unknown class {name}")


def class_names(folder):
    """The class names of a YOLO folder's data.yaml, in class-id order."""
    text = open(os.path.join(folder, "data.yaml")).read()
    return [n.strip().strip("'\"") for n in re.search(r"names:\s*\[(.*?)]", text, re.S).group(1).split(",")]


def load_photos(folder, held_out):
    faces = [roboflow_face(n) for n in class_names(folder)]
    out = []
    for path in sorted(glob.glob(os.path.join(folder, "images", "*"))):
        stem = os.path.splitext(os.path.basename(path))[0]
        if java_hash_held_out(stem) != held_out:
            continue
        img = cv2.imread(path)
        if img is None:
            continue
        h, w = img.shape[:2]
        boxes = []
        label = os.path.join(folder, "labels", stem + ".txt")
        for line in open(label) if os.path.exists(label) else []:
            f = line.split()
            if len(f) < 5:
                continue
            v = [float(x) for x in f[1:]]
            if len(v) == 4:
                cx, cy, bw, bh = v
                x0, y0, x1, y1 = cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2
            else:
                xs, ys = v[0::2], v[1::2]
                x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
            boxes.append((x0 * w, y0 * h, x1 * w, y1 * h, FACE_INDEX[faces[int(f[0])]], NO_ORIENTATION))
        out.append((stem, img, boxes))
    return out


def photo_turn(img):
    """How far the data set's own augmentation turned (or sheared) a photo, as |sin 2a| of the edges
    of the dark wedges it filled the corners with; None when the corners hold no wedge.

    Why it matters: the data set labels a turned photo with the upright box of its turned label box,
    so there a label is a box around the tile, not the tile's own box. A label of an unturned photo
    is the tile's box, as a person draws it on a photo of a table."""
    h, w = img.shape[:2]
    dark = np.zeros((h, w), np.uint8)
    for cx, cy in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        mask = np.zeros((h + 2, w + 2), np.uint8)
        cv2.floodFill(img, mask, (cx, cy), 0,  # MASK_ONLY: img is left as it is
                      (3, 3, 3), (3, 3, 3),
                      cv2.FLOODFILL_FIXED_RANGE | cv2.FLOODFILL_MASK_ONLY | (255 << 8))
        dark |= (mask[1:-1, 1:-1] > 0).astype(np.uint8)
    n, parts, stats, _ = cv2.connectedComponentsWithStats(dark, connectivity=8)
    turns, weights = [], []
    for i in range(1, n):
        x, y, bw, bh, area = stats[i]
        if area < 0.002 * h * w or int(x == 0) + int(y == 0) + int(x + bw == w) + int(y + bh == h) < 2:
            continue  # a wedge fills a corner: it is sizeable and touches two sides
        contours, _ = cv2.findContours((parts == i).astype(np.uint8), cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
        pts = np.vstack([c.reshape(-1, 2) for c in contours])
        inner = pts[(pts[:, 0] > 1) & (pts[:, 0] < w - 2) & (pts[:, 1] > 1) & (pts[:, 1] < h - 2)]
        if len(inner) < 20:
            continue
        vx, vy, _, _ = cv2.fitLine(inner.astype(np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
        turns.append(abs(math.sin(2 * math.atan2(vy, vx))))
        weights.append(len(inner))
    return float(np.average(turns, weights=weights)) if turns else None


def sizes_trusted(img, most_turn=0.25):
    """Whether a photo's label sizes are the tiles' own (unturned, or turned under about 7 degrees)."""
    turn = photo_turn(img)
    return turn is None or turn < most_turn


# ---------------------------------------------------------------- data: artwork

SHARED_STYLES = ("fluffy-Regular", "fluffy-Black", "wikimedia", "gleitz")  # as load_art names them


def load_art(shared, extra=None):
    """The art styles of the shared folder, and those of `extra` (a folder of styles, each a folder
    of FACE.png faces on a transparent ground and, if the set's tile front is not ivory, its
    front.png; as vision/train/font_art.py and kde_art.py write them)."""
    art = os.path.join(shared, "vision", "art")
    styles = {}

    def add(style, face, path, body):
        img = cv2.imread(path, cv2.IMREAD_UNCHANGED)
        if img is None:
            return
        if body is not None:  # transparent face: lay it on the tile front
            b = cv2.resize(body, (img.shape[1], img.shape[0]), interpolation=cv2.INTER_AREA)
            a = img[:, :, 3:4].astype(np.float32) / 255.0
            rgb = img[:, :, :3].astype(np.float32) * a + b[:, :, :3].astype(np.float32) * (1 - a)
            alpha = b[:, :, 3] if b.shape[2] == 4 else np.full(img.shape[:2], 255, np.uint8)
            img = np.dstack([rgb.astype(np.uint8), alpha])
        elif img.shape[2] == 3:
            img = np.dstack([img, np.full(img.shape[:2], 255, np.uint8)])
        # Keep a modest size: tiles are drawn 12-300 px wide.
        scale = 160.0 / img.shape[1]
        if scale < 1:
            img = cv2.resize(img, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
        styles.setdefault(style, []).append((FACE_INDEX[face], img))

    fluffy = os.path.join(art, "fluffystuff-riichi-mahjong-tiles", "Export")
    honours = {"Ton": "1z", "Nan": "2z", "Shaa": "3z", "Pei": "4z", "Haku": "5z", "Hatsu": "6z", "Chun": "7z"}
    for style in ("Regular", "Black"):
        body = cv2.imread(os.path.join(fluffy, style, "Front.png"), cv2.IMREAD_UNCHANGED)
        for p in sorted(glob.glob(os.path.join(fluffy, style, "*.png"))):
            s = os.path.splitext(os.path.basename(p))[0]
            m = re.fullmatch(r"(Man|Pin|Sou)([1-9])(-Dora)?", s)
            if s in honours:
                add("fluffy-" + style, honours[s], p, body)
            elif m:
                suit = {"Man": "m", "Pin": "p", "Sou": "s"}[m.group(1)]
                add("fluffy-" + style, ("0" if m.group(3) else m.group(2)) + suit, p, body)
        if style == "Regular":
            for p in sorted(glob.glob(os.path.join(art, "xhokir-riichi-flowers-seasons", "Export", "Regular", "*.png"))):
                s = os.path.splitext(os.path.basename(p))[0]
                n = int(s[-1])
                add("fluffy-Regular", f"{n if s.startswith('Flower') else n + 4}f", p, body)
    regular_body = cv2.imread(os.path.join(fluffy, "Regular", "Front.png"), cv2.IMREAD_UNCHANGED)

    def word_face(stem, prefixes):
        bamboo, chars, dots, dragon, flower, season, wind = prefixes
        head = re.sub(r"[_0-9].*$", "", stem)
        digit = re.sub(r"^\D*", "", stem)
        parts = stem.split("_")
        if head == bamboo and digit:
            return digit + "s"
        if head == chars and digit:
            return digit + "m"
        if head == dots and digit:
            return digit + "p"
        if len(parts) == 2 and head in (dragon, flower, season, wind):
            return WORDS.get(parts[1])
        return None

    for p in sorted(glob.glob(os.path.join(art, "wikimedia-shizhao-unicode-color", "png", "*.png"))):
        f = word_face(os.path.splitext(os.path.basename(p))[0], ("ba", "ch", "do", "dr", "fl", "se", "wi"))
        if f:
            add("wikimedia", f, p, regular_body)
    for p in sorted(glob.glob(os.path.join(art, "gleitz-mahjong", "public", "img", "tiles", "*.png"))):
        f = word_face(os.path.splitext(os.path.basename(p))[0],
                      ("bamboo", "character", "ball", "dragon", "flower", "season", "wind"))
        if f:
            add("gleitz", f, p, None)
    for folder in sorted(glob.glob(os.path.join(extra, "*"))) if extra else []:
        front_path = os.path.join(folder, "front.png")
        front = cv2.imread(front_path, cv2.IMREAD_UNCHANGED) if os.path.exists(front_path) else None
        for p in sorted(glob.glob(os.path.join(folder, "*.png"))):
            face = os.path.splitext(os.path.basename(p))[0]
            if face in FACE_INDEX:
                add(os.path.basename(folder), face, p, front if front is not None else regular_body)
    backs = [cv2.imread(os.path.join(fluffy, s, "Back.png"), cv2.IMREAD_UNCHANGED) for s in ("Regular", "Black")]
    return styles, [b for b in backs if b is not None]


# ---------------------------------------------------------------- scene drawing

def background(rng, size):
    kind = rng.random()
    base = np.array([rng.uniform(0, 255) for _ in range(3)], np.float32)
    if kind < 0.35:  # felt: green, blue, red, grey, black
        base = np.array(random_choice(rng, [(60, 140, 40), (150, 90, 30), (40, 40, 150), (90, 90, 90),
                                             (25, 25, 25), (70, 110, 20), (120, 60, 60)]), np.float32)
        base = base * rng.uniform(0.6, 1.4)
    elif kind < 0.7:  # wood: light or dark stripes
        base = np.array(random_choice(rng, [(150, 190, 220), (90, 130, 170), (60, 90, 130), (180, 200, 210),
                                             (40, 60, 90)]), np.float32) * rng.uniform(0.8, 1.2)
    img = np.ones((size, size, 3), np.float32) * base
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    if 0.35 <= kind < 0.7:
        ang = rng.uniform(0, math.pi)
        t = xx * math.cos(ang) + yy * math.sin(ang)
        stripes = np.sin(t / rng.uniform(3, 12) + 2 * np.sin(t / rng.uniform(30, 90))) * rng.uniform(8, 25)
        img += stripes[:, :, None]
    img += np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(2, 12), img.shape).astype(np.float32)
    # clutter: blobs, bars and white paper that are not tiles
    for _ in range(rng.randrange(0, 7)):
        colour = tuple(float(rng.uniform(0, 255)) for _ in range(3))
        if rng.random() < 0.25:
            colour = (float(rng.uniform(200, 255)),) * 3
        cx, cy = rng.uniform(0, size), rng.uniform(0, size)
        if rng.random() < 0.5:
            cv2.ellipse(img, (int(cx), int(cy)), (int(rng.uniform(5, 80)), int(rng.uniform(5, 80))),
                        rng.uniform(0, 180), 0, 360, colour, -1)
        else:
            box = cv2.boxPoints(((cx, cy), (rng.uniform(5, 160), rng.uniform(5, 60)), rng.uniform(0, 180)))
            cv2.fillConvexPoly(img, box.astype(np.int32), colour)
    return img


def random_choice(rng, seq):
    return seq[rng.randrange(len(seq))]


def tile_sprite(rng, face_img, side_colour, depth):
    """The face on its tile, with the tile's side showing below it (a tile seen slightly from the front)."""
    h, w = face_img.shape[:2]
    d = int(h * depth)
    sprite = np.zeros((h + d, w, 4), np.float32)
    if d > 0:
        body = np.zeros((h, w, 4), np.float32)
        body[:, :, :3] = side_colour
        body[:, :, 3] = face_img[:, :, 3]
        sprite[d:, :, :] = body
    sprite[:h] = np.where(face_img[:, :, 3:4] > 0, face_img.astype(np.float32), sprite[:h])
    return sprite, h


def paste(canvas, sprite, matrix):
    h, w = canvas.shape[:2]
    warped = cv2.warpAffine(sprite, matrix, (w, h), flags=cv2.INTER_LINEAR, borderValue=(0, 0, 0, 0))
    a = warped[:, :, 3:4] / 255.0
    canvas[:] = canvas * (1 - a) + warped[:, :, :3] * a


def synthetic_scene(rng, styles, backs, size=CROP, backs_out=None, closeup_share=0.0):
    """A drawn table: (image, face boxes). Boxes of tile backs go to backs_out, if given."""
    img = background(rng, size)
    boxes = []
    occupied = np.zeros((size, size), np.uint8)
    shared = sorted(s for s in styles if s in SHARED_STYLES)
    extra = sorted(s for s in styles if s not in SHARED_STYLES)
    # Many extra sets (drawn_sets.py) must not crowd out the shared ones: half the scenes each.
    style = random_choice(rng, extra if extra and (not shared or rng.random() < 0.5) else shared)
    art = styles[style]
    side_colour = random_choice(rng, [(40, 140, 40), (160, 110, 30), (40, 160, 220), (200, 200, 200),
                                      (30, 30, 30), (150, 60, 40), (60, 180, 90)])
    groups = rng.randrange(2, 9)
    big = rng.random() < 0.12
    closeup = closeup_share > 0 and rng.random() < closeup_share  # one tile filling the picture: a crop
    if closeup:
        groups = 1
    for _ in range(groups):
        tile_w = rng.uniform(80, 260) if big else math.exp(rng.uniform(math.log(16), math.log(70)))
        n = rng.randrange(1, 4) if big else rng.randrange(1, 15)
        angle = rng.uniform(-50, 50) if rng.random() < 0.7 else rng.uniform(-180, 180)
        depth = rng.uniform(0, 0.25) if rng.random() < 0.6 else 0.0
        back_row = rng.random() < 0.1
        cx, cy = rng.uniform(0.05, 0.95) * size, rng.uniform(0.05, 0.95) * size
        if closeup:
            tile_w, n, back_row = rng.uniform(0.4, 0.74) * size, 1, False
            angle = rng.uniform(-8, 8) if rng.random() < 0.8 else rng.uniform(-180, 180)
            cx, cy = rng.uniform(0.45, 0.55) * size, rng.uniform(0.45, 0.55) * size
        # lay the row out along its own x axis, then turn it about (cx, cy)
        items = []
        x = 0.0
        for i in range(n):
            face, fimg = random_choice(rng, art)
            turn = UPRIGHT
            r = rng.random()
            if r < 0.1:
                turn = UPSIDE_DOWN
            elif r < 0.2:
                turn = random_choice(rng, [SIDEWAYS_CW, SIDEWAYS_CCW])
            scale = tile_w / fimg.shape[1]
            along = (fimg.shape[0] if turn in (SIDEWAYS_CW, SIDEWAYS_CCW) else fimg.shape[1]) * scale
            if i > 0 and rng.random() < 0.12:
                x += rng.uniform(0.3, 1.2) * tile_w  # a meld set apart
            items.append((face, fimg, turn, scale, x + along / 2))
            x += along + (rng.uniform(0, 0.06) * tile_w if rng.random() < 0.3 else 0.0)
        row_len = x
        theta = math.radians(angle)
        ok = True
        placed = []
        for face, fimg, turn, scale, along_c in items:
            if back_row:
                fimg = random_choice(rng, backs)
                scale = tile_w / fimg.shape[1]
            sprite, face_h = tile_sprite(rng, fimg, side_colour, depth if turn == UPRIGHT else 0.0)
            total = theta + turn * math.pi / 2
            # sprite centre of the face part
            fx, fy = sprite.shape[1] / 2, face_h / 2
            px = cx + (along_c - row_len / 2) * math.cos(theta)
            py = cy + (along_c - row_len / 2) * math.sin(theta)
            c, s = math.cos(total) * scale, math.sin(total) * scale
            m = np.array([[c, -s, px - (c * fx - s * fy)], [s, c, py - (s * fx + c * fy)]], np.float32)
            fh, fw = face_h, sprite.shape[1]
            corners = np.array([[0, 0], [fw, 0], [fw, fh], [0, fh]], np.float32)
            pts = corners @ m[:, :2].T + m[:, 2]
            x0, y0 = pts.min(0)
            x1, y1 = pts.max(0)
            if x0 < -0.1 * (x1 - x0) or y0 < -0.1 * (y1 - y0) or x1 > size * 1.05 or y1 > size * 1.05:
                ok = False
                break
            placed.append((sprite, m, pts, (x0, y0, x1, y1), face, turn))
        if not ok or not placed:
            continue
        mask = np.zeros_like(occupied)
        for _, _, pts, _, _, _ in placed:
            cv2.fillConvexPoly(mask, pts.astype(np.int32), 1)
        if (mask & occupied).sum() > 0.05 * mask.sum():
            continue
        occupied |= mask
        for sprite, m, pts, (x0, y0, x1, y1), face, turn in placed:
            paste(img, sprite, m)
            if not back_row:
                boxes.append((x0, y0, x1, y1, face, turn))
            elif backs_out is not None:
                backs_out.append((x0, y0, x1, y1))
    # light: a gradient, a glare spot, blur, noise
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    g = 1 + rng.uniform(-0.35, 0.2) * (xx * math.cos(rng.uniform(0, 6.3)) + yy * math.sin(rng.uniform(0, 6.3))) / size
    img *= g[:, :, None]
    if rng.random() < 0.3:
        gx, gy, gr = rng.uniform(0, size), rng.uniform(0, size), rng.uniform(20, 120)
        img += (np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * gr * gr)) * rng.uniform(40, 160))[:, :, None]
    img = np.clip(img, 0, 255).astype(np.uint8)
    if rng.random() < 0.4:
        k = random_choice(rng, [3, 5])
        img = cv2.GaussianBlur(img, (k, k), 0)
    return img, boxes


# ---------------------------------------------------------------- data: photo augmentation

def letterbox_matrix(w, h):
    s = SIZE / max(w, h)
    return np.array([[s, 0, (SIZE - w * s) / 2], [0, s, (SIZE - h * s) / 2]], np.float32)


def augmented_photo(rng, img, boxes, size=CROP, closeup=False, sizes_exact=True):
    """A window of the photo, turned and zoomed. A close-up zooms on one labelled tile until it
    fills half the window or more: a photo of a single tile (a crop) must be read too.
    sizes_exact False: the labels are boxes around the tiles, an upper bound of their size."""
    h, w = img.shape[:2]
    m = np.vstack([letterbox_matrix(w, h), [0, 0, 1]])
    quarter = rng.randrange(4) if rng.random() < 0.5 else 0
    if quarter:
        c = SIZE / 2
        rot = cv2.getRotationMatrix2D((c, c), -90 * quarter, 1.0)
        m = np.vstack([rot, [0, 0, 1]]) @ m
    s = math.exp(rng.uniform(math.log(0.55), math.log(1.6)))
    # a window of size x size around a random point of the zoomed photo
    px, py = rng.uniform(0.15, 0.85) * SIZE, rng.uniform(0.15, 0.85) * SIZE
    if closeup and boxes:
        x0, y0, x1, y1 = random_choice(rng, boxes)[:4]
        pts = np.array([[x0, y0], [x1, y1]], np.float32) @ m[:2, :2].T + m[:2, 2]
        side = max(abs(pts[1] - pts[0]))
        s = rng.uniform(0.5, 1.0) * size / max(side, 1.0)
        px = (pts[0][0] + pts[1][0]) / 2 + rng.uniform(-0.06, 0.06) * size / s
        py = (pts[0][1] + pts[1][1]) / 2 + rng.uniform(-0.06, 0.06) * size / s
    zoom = np.array([[s, 0, size / 2 - s * px], [0, s, size / 2 - s * py], [0, 0, 1]], np.float32)
    m = (zoom @ m)[:2]
    fill = tuple(float(v) for v in img.reshape(-1, 3)[rng.randrange(h * w)])
    out = cv2.warpAffine(img, m, (size, size), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
                         borderValue=fill if rng.random() < 0.5 else (0, 0, 0))
    new = []
    for x0, y0, x1, y1, face, turn in boxes:
        pts = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], np.float32) @ m[:, :2].T + m[:, 2]
        nx0, ny0 = pts.min(0)
        nx1, ny1 = pts.max(0)
        area = (nx1 - nx0) * (ny1 - ny0)
        cx0, cy0, cx1, cy1 = max(nx0, 0), max(ny0, 0), min(nx1, size), min(ny1, size)
        if cx1 <= cx0 or cy1 <= cy0:
            continue
        visible = (cx1 - cx0) * (cy1 - cy0) / max(area, 1e-6)
        new.append((nx0, ny0, nx1, ny1, face, turn, visible, sizes_exact))
    return out, new


def colour_jitter(rng, img):
    f = img.astype(np.float32)
    f = f * rng.uniform(0.6, 1.35) + rng.uniform(-30, 30)
    f *= np.array([rng.uniform(0.85, 1.15) for _ in range(3)], np.float32)
    if rng.random() < 0.3:
        f += np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(2, 10), f.shape)
    out = np.clip(f, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        q = rng.randrange(30, 90)
        out = cv2.imdecode(cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, q])[1], cv2.IMREAD_COLOR)
    return out


# ---------------------------------------------------------------- targets

def targets(boxes, size=CROP):
    """Per-cell training targets from boxes (x0, y0, x1, y1, face, turn[, visible[, size exact]]).
    size_exact per cell: 1 the label's size is the tile's, 0 only an upper bound of it."""
    grid = size // STRIDE
    heat = np.zeros((grid, grid), np.float32)
    reg = np.zeros((4, grid, grid), np.float32)
    reg_mask = np.zeros((grid, grid), np.float32)
    size_exact = np.ones((grid, grid), np.float32)
    cls = np.full((grid, grid), -1, np.int64)
    turn_t = np.full((grid, grid), -1, np.int64)
    ignore = np.zeros((grid, grid), np.float32)
    yy, xx = np.mgrid[0:grid, 0:grid].astype(np.float32)
    for b in boxes:
        x0, y0, x1, y1, face, turn = b[:6]
        visible = b[6] if len(b) > 6 else 1.0
        exact = b[7] if len(b) > 7 else True
        cx, cy = (x0 + x1) / 2 / STRIDE, (y0 + y1) / 2 / STRIDE
        bw, bh = (x1 - x0) / STRIDE, (y1 - y0) / STRIDE
        ix, iy = int(cx), int(cy)
        if not (0 <= ix < grid and 0 <= iy < grid) or bw < 0.5 or bh < 0.5:
            continue
        if visible < 0.6:  # mostly outside the frame: neither a tile nor "no tile"
            ignore[max(iy - 1, 0):iy + 2, max(ix - 1, 0):ix + 2] = 1
            continue
        sigma = max(min(bw, bh) / 6.0, 0.5)
        g = np.exp(-((xx - ix) ** 2 + (yy - iy) ** 2) / (2 * sigma * sigma))
        heat = np.maximum(heat, g)
        reg[:, iy, ix] = (cx - ix, cy - iy, math.log(bw), math.log(bh))
        reg_mask[iy, ix] = 1
        size_exact[iy, ix] = 1.0 if exact else 0.0
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                jy, jx = iy + dy, ix + dx
                if 0 <= jy < grid and 0 <= jx < grid and (dy == 0 and dx == 0 or g[jy, jx] > 0.5):
                    if cls[jy, jx] < 0 or (dy == 0 and dx == 0):
                        cls[jy, jx] = face
                        turn_t[jy, jx] = turn
    return heat, reg, reg_mask, cls, turn_t, ignore, size_exact


# ---------------------------------------------------------------- network

def conv(cin, cout, stride=1, k=3):
    return nn.Sequential(nn.Conv2d(cin, cout, k, stride, k // 2, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class TileNet(nn.Module):
    def __init__(self, classes=len(FACES), context=False):
        super().__init__()
        self.s2 = conv(3, 16, 2)                                               # 208
        self.s4 = nn.Sequential(conv(16, 32, 2), conv(32, 32))                 # 104
        self.s8 = nn.Sequential(conv(32, 64, 2), conv(64, 64))                 # 52
        self.s16 = nn.Sequential(conv(64, 128, 2), conv(128, 128))             # 26
        self.s32 = nn.Sequential(conv(128, 192, 2), conv(192, 192), conv(192, 192))  # 13
        self.lat16 = conv(192 + 128, 128, k=1)
        # --context, the whole photo's look, added to every cell: the data set labels a turned
        # photo's tiles with boxes larger than the tiles, so a box depends on more than its tile.
        # Tried, not shipped (vision/NOTEBOOK.md says what it measured).
        self.ctx = nn.Sequential(nn.Conv2d(192, 96, 1), nn.ReLU(inplace=True), nn.Conv2d(96, 128, 1)) if context else None
        self.mix16 = conv(128, 128)
        self.lat8 = conv(128 + 64, 96, k=1)
        self.mix8 = conv(96, 96)
        self.det = nn.Sequential(conv(96, 48), nn.Conv2d(48, 5, 1))
        self.embed = conv(96, EMBED)
        self.cls = nn.Conv2d(EMBED, classes, 1)
        self.turn = nn.Conv2d(EMBED, 4, 1)
        nn.init.constant_(self.det[1].bias, 0.0)
        with torch.no_grad():
            self.det[1].bias[0] = -4.0  # start with "no tile" everywhere
            if self.ctx is not None:  # starts adding nothing: a model without it carries on unchanged
                nn.init.zeros_(self.ctx[2].weight)
                nn.init.zeros_(self.ctx[2].bias)

    def forward(self, x):
        x = self.s2(x)
        x4 = self.s4(x)
        x8 = self.s8(x4)
        x16 = self.s16(x8)
        x32 = self.s32(x16)
        u = F.interpolate(x32, scale_factor=2.0, mode="nearest")
        z16 = self.lat16(torch.cat([u, x16], 1))
        if self.ctx is not None:
            z16 = z16 + self.ctx(F.adaptive_avg_pool2d(x32, 1))
        y16 = self.mix16(z16)
        u = F.interpolate(y16, scale_factor=2.0, mode="nearest")
        y8 = self.mix8(self.lat8(torch.cat([u, x8], 1)))
        det = self.det(y8)
        emb = self.embed(y8)
        return det, emb, self.cls(emb), self.turn(emb)


class Exported(nn.Module):
    """What OpenCV runs: heat (sigmoid), box regression, face logits, turn logits, unit embeddings."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, x):
        det, emb, cls, turn = self.net(x)
        heat = torch.sigmoid(det[:, 0:1])
        norm = torch.sqrt((emb * emb).sum(1, keepdim=True) + 1e-6)
        return heat, det[:, 1:5], cls, turn, emb / norm


def init_from_onnx(net, path, calibration):
    """Start from a shipped model's weights: the ONNX export folds each batch norm into its conv,
    so each conv gets the folded weights and its batch norm is set to pass the conv's output plus
    the folded bias through unchanged, in training as in use (its scale and shift are the batch's
    own spread and mean, measured on `calibration`)."""
    import onnx
    from onnx import numpy_helper
    model = onnx.load(path)
    weights = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    convs = [(weights[n.input[1]], weights[n.input[2]] if len(n.input) > 2 else None)
             for n in model.graph.node if n.op_type == "Conv"]
    order = []
    hooks = [m.register_forward_hook(lambda m, i, o: order.append(m))
             for m in net.modules() if isinstance(m, nn.Conv2d)]
    with torch.no_grad():
        net(torch.zeros(1, 3, 64, 64))
    for h in hooks:
        h.remove()
    if getattr(net, "ctx", None) is not None and len(convs) == len(order) - 2:  # a model from before the whole-photo look
        fresh = set(m for m in net.ctx.modules() if isinstance(m, nn.Conv2d))
        order = [m for m in order if m not in fresh]
    if len(order) != len(convs):
        raise SystemExit(f"{path}: {len(convs)} convolutions, the network has {len(order)}")
    bn_of = {}
    for m in net.modules():
        if isinstance(m, nn.Sequential):
            kids = list(m.children())
            for a, b in zip(kids, kids[1:]):
                if isinstance(a, nn.Conv2d) and isinstance(b, nn.BatchNorm2d):
                    bn_of[a] = b
    pending = {}
    with torch.no_grad():
        for conv_m, (w, b) in zip(order, convs):
            if tuple(conv_m.weight.shape) != w.shape:
                raise SystemExit(f"{path}: a convolution of shape {w.shape} where the network has {tuple(conv_m.weight.shape)}")
            conv_m.weight.copy_(torch.from_numpy(w.copy()))
            bias = torch.from_numpy(b.copy()) if b is not None else torch.zeros(w.shape[0])
            if conv_m in bn_of:
                pending[bn_of[conv_m]] = bias
            else:
                conv_m.bias.copy_(bias)

    def calibrate(bn, inputs):
        z = inputs[0]
        mean = z.mean((0, 2, 3))
        var = z.var((0, 2, 3), unbiased=False)
        bn.weight.copy_(torch.sqrt(var + bn.eps))
        bn.bias.copy_(mean + pending[bn])
        bn.running_mean.copy_(mean)
        bn.running_var.copy_(var)

    hooks = [bn.register_forward_pre_hook(calibrate) for bn in pending]
    net.train()
    with torch.no_grad():
        net(calibration)
    for h in hooks:
        h.remove()


def focal_loss(pred_logit, heat, ignore):
    p = torch.sigmoid(pred_logit).clamp(1e-4, 1 - 1e-4)
    pos = (heat >= 0.999).float()
    neg = (1 - pos) * (1 - ignore)
    pos_loss = -torch.log(p) * (1 - p) ** 2 * pos
    neg_loss = -torch.log(1 - p) * p ** 2 * (1 - heat) ** 4 * neg
    n = pos.sum().clamp(min=1)
    return (pos_loss.sum() + neg_loss.sum()) / n


# ---------------------------------------------------------------- training

def to_tensor(img):
    return torch.from_numpy(img.astype(np.float32).transpose(2, 0, 1) / 255.0)


def mirrored(img, boxes):
    """The picture mirrored left to right: a face turned a quarter clockwise now turns anticlockwise."""
    w = img.shape[1]
    swap = {SIDEWAYS_CW: SIDEWAYS_CCW, SIDEWAYS_CCW: SIDEWAYS_CW}
    out = [(w - b[2], b[1], w - b[0], b[3], b[4], swap.get(b[5], b[5])) + tuple(b[6:]) for b in boxes]
    return np.ascontiguousarray(img[:, ::-1]), out


# Faces told apart by the colour of their ink: a red five from its plain five.
INK_MATTERS = [FACE_INDEX[f] for f in ("5m", "5p", "5s", "0m", "0p", "0s")]


def other_ink(rng, img):
    """The picture as a set with other ink colours would show it: every hue turned by one amount
    (ivory faces, nearly without hue, stay ivory; the table changes colour too), or grey."""
    if rng.random() < 0.25:
        return cv2.cvtColor(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)
    hsv = cv2.cvtColor(img, cv2.COLOR_BGR2HSV)
    hsv[:, :, 0] = ((hsv[:, :, 0].astype(np.int32) + rng.randrange(20, 160)) % 180).astype(np.uint8)
    return cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)


def balancing_weights(photos, most):
    """Per face, how much more it counts in training (its labelled boxes cut more often, or its
    loss weighed more), so that faces the photos show seldom (flowers and seasons: about 50
    labels each against about 180) count about as much as the rest: the median face's count of
    labels over the face's own, at most `most`."""
    counts = [0] * len(FACES)
    for _, _, boxes in photos:
        for b in boxes:
            counts[b[4]] += 1
    median = sorted(c for c in counts if c)[len([c for c in counts if c]) // 2]
    return [min(most, median / c) if c else 1.0 for c in counts]


def make_batch(rng, photos, styles, backs, n, real_share, flip_share=0.0, closeup_share=0.0, size=CROP,
               bounded_sizes=frozenset(), ink_share=0.0):
    """bounded_sizes: stems of photos whose label sizes are only upper bounds (see photo_turn).
    ink_share: share of pictures shown with other ink colours; there a five's face (plain or red,
    told apart by colour) is not taught."""
    xs, ts = [], []
    for _ in range(n):
        if rng.random() < real_share:
            stem, img, boxes = random_choice(rng, photos)
            img, boxes = augmented_photo(rng, img, boxes, size, closeup=closeup_share > 0 and rng.random() < closeup_share,
                                         sizes_exact=stem not in bounded_sizes)
        else:
            img, boxes = synthetic_scene(rng, styles, backs, size, closeup_share=closeup_share)
        if flip_share > 0 and rng.random() < flip_share:
            img, boxes = mirrored(img, boxes)
        inked = ink_share > 0 and rng.random() < ink_share
        if inked:
            img = other_ink(rng, img)
        xs.append(to_tensor(colour_jitter(rng, img)))
        t = targets(boxes, size)
        if inked:
            t[3][np.isin(t[3], INK_MATTERS)] = -1
        ts.append(t)
    stack = lambda i, dt: torch.from_numpy(np.stack([t[i] for t in ts])).to(dt)
    return (torch.stack(xs), stack(0, torch.float32), stack(1, torch.float32), stack(2, torch.float32),
            stack(3, torch.int64), stack(4, torch.int64), stack(5, torch.float32), stack(6, torch.float32))


def loss_of(net, batch, face_weight=None):
    """face_weight: a weight per face for the face loss (None: all alike)."""
    x, heat, reg, reg_mask, cls, turn, ignore, size_exact = batch
    det, emb, cls_logit, turn_logit = net(x)
    l_heat = focal_loss(det[:, 0], heat, ignore)
    n = reg_mask.sum().clamp(min=1)
    per = F.smooth_l1_loss(det[:, 1:5], reg, reduction="none")
    # a size known only as an upper bound costs only when the box comes out larger than it
    over = (det[:, 3:5] > reg[:, 2:4]).float()
    keep = torch.cat([torch.ones_like(per[:, 0:2]),
                      torch.maximum(size_exact[:, None].expand_as(over), over)], 1)
    l_reg = ((per * keep).sum(1) * reg_mask).sum() / n
    l_cls = F.cross_entropy(cls_logit, cls, weight=face_weight, ignore_index=-1, label_smoothing=0.05)
    l_turn = F.cross_entropy(turn_logit, turn, ignore_index=-1) if (turn >= 0).any() else torch.zeros(())
    return l_heat + l_reg + l_cls + 0.5 * l_turn, (l_heat.item(), l_reg.item(), l_cls.item(), l_turn.item())


def decode(heat, reg, cls, threshold=0.3):
    """Peaks of the heat map (3x3 max) -> boxes; same rule as the Java reader."""
    out = []
    hm = heat[0]
    pooled = F.max_pool2d(hm[None], 3, 1, 1)[0]
    ys, xs = torch.nonzero((hm == pooled) & (hm >= threshold), as_tuple=True)
    for y, x in zip(ys.tolist(), xs.tolist()):
        ox, oy, lw, lh = reg[:, y, x].tolist()
        cx, cy = (x + ox) * STRIDE, (y + oy) * STRIDE
        w, h = math.exp(lw) * STRIDE, math.exp(lh) * STRIDE
        out.append((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, int(cls[:, y, x].argmax()), float(hm[y, x])))
    return out


def iou(a, b):
    ix = max(0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union > 0 else 0


def evaluate(net, photos, threshold=0.3):
    """Per-tile precision/recall at IoU >= 0.5 with the face right, on letterboxed photos."""
    net.eval()
    found = right = labelled = 0
    with torch.no_grad():
        for _, img, boxes in photos:
            m = letterbox_matrix(img.shape[1], img.shape[0])
            x = cv2.warpAffine(img, m, (SIZE, SIZE), borderValue=(0, 0, 0))
            det, emb, cls, turn = net(to_tensor(x)[None])
            dets = decode(torch.sigmoid(det[0, 0:1]), det[0, 1:5], cls[0], threshold)
            s = m[0, 0]
            labels = [((b[0] * s + m[0, 2]), (b[1] * s + m[1, 2]), (b[2] * s + m[0, 2]), (b[3] * s + m[1, 2]), b[4])
                      for b in boxes]
            used = set()
            for d in sorted(dets, key=lambda d: -d[5]):
                best, bi = 0.5, -1
                for i, l in enumerate(labels):
                    if i not in used and l[4] == d[4]:
                        v = iou(d, l)
                        if v >= best:
                            best, bi = v, i
                if bi >= 0:
                    used.add(bi)
                    right += 1
            found += len(dets)
            labelled += len(labels)
    net.train()
    return right / max(found, 1), right / max(labelled, 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("shared", help="the shared folder (holds vision/art and vision/photos)")
    ap.add_argument("out", help="where to write the ONNX model")
    ap.add_argument("--steps", type=int, default=6000)
    ap.add_argument("--batch", type=int, default=12)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--real-share", type=float, default=0.6)
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--eval-every", type=int, default=500)
    ap.add_argument("--resume", help="a checkpoint (.pt) to start from")
    ap.add_argument("--init", help="a checkpoint (.pt) whose weights start a fresh schedule (a second, gentler cycle)")
    ap.add_argument("--init-onnx", help="a shipped model (.onnx) whose weights start a fresh schedule")
    ap.add_argument("--flip-share", type=float, default=0.5,
                    help="share of training pictures mirrored (the labelled photos include mirrored ones)")
    ap.add_argument("--closeup-share", type=float, default=0.08,
                    help="share of training pictures that are one tile filling the frame (a crop of a tile)")
    ap.add_argument("--context", action="store_true",
                    help="add the whole-photo look (a model without one, given to --init-onnx, gains it)")
    ap.add_argument("--crop", type=int, default=CROP,
                    help="training window side in pixels (the whole-photo look wants the photo's own 416)")
    ap.add_argument("--bound-turned-sizes", action="store_true",
                    help="on photos the data set turned, take a label's size as an upper bound of the tile's, "
                         "not the tile's own (see photo_turn)")
    ap.add_argument("--sizes-only", action="store_true",
                    help="learn only the box size outputs (the last layer's width and height rows); every other "
                         "weight, so the faces, the heat and the calibration description, stays as --init-onnx had it")
    ap.add_argument("--faces-only", action="store_true",
                    help="learn only the face and turn heads (the embedding layer, the face and turn outputs); "
                         "the heat and the boxes stay as --init-onnx had them")
    ap.add_argument("--balance-faces", type=float, default=0.0, metavar="MOST",
                    help="weigh the face loss of faces the training photos show seldom up to MOST times "
                         "(the median face's count of labels over the face's own); 0 weighs all alike")
    ap.add_argument("--ink-share", type=float, default=0.0,
                    help="share of pictures shown with other ink colours (sets not seen in training)")
    ap.add_argument("--extra-art", metavar="DIR",
                    help="more art styles to draw scenes from, a folder per style (vision/train/drawn_sets.py "
                         "and font_art.py write them); half the drawn scenes are of these")
    ap.add_argument("--export-only", action="store_true", help="export --resume to ONNX and stop")
    args = ap.parse_args()

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    cv2.setNumThreads(1)
    net = TileNet(context=args.context)
    start = 0
    if args.resume:
        state = torch.load(args.resume)
        net.load_state_dict(state["net"])
        start = state.get("step", 0)
    elif args.init:
        net.load_state_dict(torch.load(args.init)["net"])
    if not args.export_only:
        folders = sorted(glob.glob(os.path.join(args.shared, "vision", "photos", "*")))
        train = [p for f in folders for p in load_photos(f, held_out=False)]
        held = [p for f in folders for p in load_photos(f, held_out=True)]
        styles, backs = load_art(args.shared, args.extra_art)
        print(f"{len(train)} training photos, {len(held)} held out, art styles {sorted(styles)}", flush=True)
        bounded = frozenset(stem for stem, img, _ in train if not sizes_trusted(img)) \
            if args.bound_turned_sizes else frozenset()
        unturned_held = [p for p in held if sizes_trusted(p[1])]
        if args.bound_turned_sizes:
            print(f"{len(bounded)} training photos turned by the data set: their label sizes bound the tiles' "
                  f"from above; {len(unturned_held)} held-out photos unturned", flush=True)
        if args.init_onnx:
            init_from_onnx(net, args.init_onnx, make_batch(rng, train, styles, backs, 32, args.real_share, 0.0,
                                                          args.closeup_share, args.crop)[0])
            p, r = evaluate(net, held)
            pu, ru = evaluate(net, unturned_held)
            print(f"from {args.init_onnx}: held-out precision {p:.3f} recall {r:.3f}; "
                  f"unturned photos {pu:.3f} / {ru:.3f}", flush=True)
        if args.sizes_only:
            net.eval()  # batch norms keep the shipped model's spreads: they pass through unchanged
            for p in net.parameters():
                p.requires_grad_(False)
            last = net.det[1]
            last.weight.requires_grad_(True)
            last.bias.requires_grad_(True)
            rows = torch.zeros(last.weight.shape[0])
            rows[3:5] = 1  # log width, log height
            last.weight.register_hook(lambda g: g * rows[:, None, None, None])
            last.bias.register_hook(lambda g: g * rows)
        if args.faces_only:
            net.eval()  # batch norms keep the shipped model's spreads
            for p in net.parameters():
                p.requires_grad_(False)
            for m in (net.embed, net.cls, net.turn):
                for p in m.parameters():
                    p.requires_grad_(True)
        params = [p for p in net.parameters() if p.requires_grad]
        face_weight = torch.tensor(balancing_weights(train, args.balance_faces), dtype=torch.float32) \
            if args.balance_faces else None
        opt = torch.optim.AdamW(params, lr=args.lr, weight_decay=0.0 if args.sizes_only or args.faces_only else 1e-4)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=args.steps, pct_start=0.05)
        for _ in range(start):
            sched.step()
        t0 = time.time()
        for step in range(start, args.steps):
            batch = make_batch(rng, train, styles, backs, args.batch, args.real_share, args.flip_share,
                               args.closeup_share, args.crop, bounded, args.ink_share)
            if args.sizes_only or args.faces_only:
                net.eval()  # evaluate() leaves it training
            loss, parts = loss_of(net, batch, face_weight)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            if step % 50 == 0:
                print(f"step {step} loss {loss.item():.3f} heat {parts[0]:.3f} box {parts[1]:.3f} "
                      f"face {parts[2]:.3f} turn {parts[3]:.3f} {time.time() - t0:.0f}s", flush=True)
            if (step + 1) % args.eval_every == 0 or step + 1 == args.steps:
                torch.save({"net": net.state_dict(), "step": step + 1}, args.out + ".pt")
                p, r = evaluate(net, held)
                pu, ru = evaluate(net, unturned_held)
                print(f"step {step + 1} held-out precision {p:.3f} recall {r:.3f}; "
                      f"unturned photos {pu:.3f} / {ru:.3f}", flush=True)
    net.eval()
    torch.onnx.export(Exported(net), torch.zeros(1, 3, SIZE, SIZE), args.out, opset_version=11,
                      input_names=["image"], output_names=["heat", "box", "face", "turn", "embedding"])
    print(f"wrote {args.out}", flush=True)


if __name__ == "__main__":
    main()
