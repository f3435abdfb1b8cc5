#!/usr/bin/python3
"""Trains TileFace, the second look: a small classifier that reads one tile from a square cut
around the box TileNet found, at the tile's own resolution instead of the whole photo's 416 px.

It answers one of the 45 built-in faces or "none" (the box holds no tile face: a tile back, a
gap between two touching tiles, half of each, clutter, a box that covers several tiles). The
reader mixes its face scores with TileNet's and drops spots it calls "none".

The cut is the one tablescore.vision.TileFace makes: a square of SPAN x the box's longer side,
centred on the box, copied 1:1 from the photo (edges replicated) and shrunk or grown to CUT x CUT.
The face may lie any way up in the cut; which way is TileNet's turn head's job.

It learns from ../shared/vision only, the same data as tilenet.py: the training split of the
labelled photos (never the held-out photos) and scenes drawn from the tile artwork.

The built-in second look is MobileFace (--backbone): MobileNetV2's body started from ImageNet's
weights (mobilenet_weights.py takes them from the npm package nsfwjs), so that it reads sets it
was never taught by shapes learnt from photos of everything; TileFace, learnt from nothing, was
built in until 2026-11-26. vision/README.md "Rebuilding the built-in models" has the commands.

Usage (Debian's python3-torch and python3-opencv, no network but the npm registry for the weights):

  /usr/bin/python3 vision/train/tileface.py ../shared OUT.onnx --backbone /tmp/mobilenet_v2.npz [--extra-art DIR ...]

Fixed seeds and a fixed number of steps: the same data gives the same model on the same machine.
"""
import argparse
import glob
import math
import os
import random
import sys
import time

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mobilenet  # noqa: E402  (MobileNetV2's body and ImageNet's weights)
import tilenet  # noqa: E402  (the data: photos, artwork, scene drawing, colour jitter)

CUT = 64                     # the classifier's input side, pixels
SPAN = 1.15                  # the cut's side, in box long sides: the whole face and a little around it
FACES = tilenet.FACES
NONE = len(FACES)            # the 46th class: no tile face in this box
CLASSES = len(FACES) + 1


# ---------------------------------------------------------------- the cut (as TileFace.java makes it)

def cut(img, box, span=SPAN):
    """Square of span x the box's longer side around the box centre, 1:1, then resized to CUT."""
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    side = max(int(round(span * max(x1 - x0, y1 - y0))), 2)
    left, top = int(round(cx - side / 2)), int(round(cy - side / 2))
    h, w = img.shape[:2]
    pad = max(0, -left, -top, left + side - w, top + side - h)
    if pad:
        img = cv2.copyMakeBorder(img, pad, pad, pad, pad, cv2.BORDER_REPLICATE)
        left, top = left + pad, top + pad
    piece = img[top:top + side, left:left + side]
    interp = cv2.INTER_AREA if side > CUT else cv2.INTER_LINEAR
    return cv2.resize(piece, (CUT, CUT), interpolation=interp)


def box_iou(a, b):
    return tilenet.iou(a, b)


# ---------------------------------------------------------------- samples

def jittered(rng, box, shift, scale):
    """The box as a detector might have found it: moved and grown or shrunk a little."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cx = (x0 + x1) / 2 + rng.uniform(-shift, shift) * w
    cy = (y0 + y1) / 2 + rng.uniform(-shift, shift) * h
    s = math.exp(rng.uniform(-scale, scale))
    sw, sh = w * s * math.exp(rng.uniform(-0.08, 0.08)), h * s * math.exp(rng.uniform(-0.08, 0.08))
    return (cx - sw / 2, cy - sh / 2, cx + sw / 2, cy + sh / 2)


def samples_from(rng, img, boxes, others, n_pos, n_neg, face_weight=None):
    """Cuts with their class from one picture. boxes: labelled faces (x0, y0, x1, y1, face, ...);
    others: boxes of things that are not faces (tile backs) and so are "none" outright;
    face_weight: how much more often a face's boxes are cut than others' (all alike if None)."""
    out = []
    labelled = [b[:4] for b in boxes]
    weights = [face_weight[b[4]] for b in boxes] if face_weight else None
    for _ in range(n_pos):
        if not boxes:
            break
        b = rng.choices(boxes, weights)[0] if weights else tilenet.random_choice(rng, boxes)
        j = jittered(rng, b[:4], 0.12, 0.15)
        if box_iou(j, b[:4]) >= 0.55:
            out.append((cut(img, j), b[4]))
    h, w = img.shape[:2]
    for _ in range(n_neg):
        r = rng.random()
        if others and r < 0.25:  # a tile back
            j = jittered(rng, tilenet.random_choice(rng, others)[:4], 0.1, 0.15)
        elif boxes and r < 0.6:  # half of one tile and half of its neighbour, or a box far off
            b = tilenet.random_choice(rng, boxes)
            bw, bh = b[2] - b[0], b[3] - b[1]
            a = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(0.45, 1.0)
            dx, dy = math.cos(a) * d * bw, math.sin(a) * d * bh
            j = (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy)
        elif boxes and r < 0.75:  # a box around several tiles
            b = tilenet.random_choice(rng, boxes)
            g = rng.uniform(1.8, 3.5)
            cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
            bw, bh = (b[2] - b[0]) * g, (b[3] - b[1]) * g
            j = (cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2)
        else:  # anywhere, at a tile's size
            if boxes:
                b = tilenet.random_choice(rng, boxes)
                bw, bh = b[2] - b[0], b[3] - b[1]
            else:
                bw = bh = rng.uniform(15, 80)
            cx, cy = rng.uniform(0, w), rng.uniform(0, h)
            j = (cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2)
        if all(box_iou(j, l) < 0.3 for l in labelled):
            out.append((cut(img, j), NONE))
    return out


INK_MATTERS = set(tilenet.INK_MATTERS)  # a five and a red five are told apart by colour


INDEX_MARKS = list("123456789") + ["E", "S", "W", "N", "C", "F", "P"]


def other_set(rng, piece):
    """The cut as a set drawn otherwise might show it: strokes bolder or finer, and (as many
    western sets print) a small index in a corner of the face, which says nothing the art does
    not, so the network learns to read past it. The tile fills the middle of the cut: its long
    side is 1/SPAN of the cut's, its short side about three quarters of that."""
    piece = piece.copy()
    if rng.random() < 0.3:
        kernel = np.ones((2, 2), np.uint8)
        piece = cv2.erode(piece, kernel) if rng.random() < 0.5 else cv2.dilate(piece, kernel)
    if rng.random() < 0.6:
        h, w = piece.shape[:2]
        tall = h >= w
        long_side, short_side = h / SPAN, 0.75 * h / SPAN
        tw, th = (short_side, long_side) if tall else (long_side, short_side)
        left, top = (w - tw) / 2, (h - th) / 2
        scale = rng.uniform(0.25, 0.45) * CUT / 64
        ink = rng.choice([(20, 20, 20), (30, 30, 200), (160, 60, 20), (30, 130, 30)])
        x = left + tw * rng.uniform(0.06, 0.12) if rng.random() < 0.5 else left + tw * rng.uniform(0.68, 0.78)
        y = top + th * rng.uniform(0.12, 0.2)
        cv2.putText(piece, rng.choice(INDEX_MARKS), (int(x), int(y)), cv2.FONT_HERSHEY_SIMPLEX, scale, ink,
                    1, cv2.LINE_AA)
    return piece


def augment(rng, piece, face=NONE, ink_share=0.0, other_set_share=0.0, grey_share=0.0):
    """A cut as another camera might see it: any quarter turn, softer, other light; with
    ink_share, as another set might show it (other ink colours), unless colour names the face;
    with other_set_share, drawn otherwise (other_set); with grey_share, in grey (shape alone),
    unless colour names the face."""
    if face not in INK_MATTERS and rng.random() < ink_share:
        piece = tilenet.other_ink(rng, piece)
    if face not in INK_MATTERS and rng.random() < grey_share:
        piece = cv2.cvtColor(cv2.cvtColor(piece, cv2.COLOR_BGR2GRAY), cv2.COLOR_GRAY2BGR)
    if rng.random() < other_set_share:
        piece = other_set(rng, piece)
    k = rng.randrange(4)
    if k:
        piece = np.ascontiguousarray(np.rot90(piece, k))
    if rng.random() < 0.5:  # photos may be mirrored (the labelled set's own augmentation flips them)
        piece = np.ascontiguousarray(piece[:, ::-1])
    if rng.random() < 0.3:  # a tile seen from further away
        small = rng.randrange(18, 48)
        piece = cv2.resize(cv2.resize(piece, (small, small), interpolation=cv2.INTER_AREA), (CUT, CUT),
                           interpolation=cv2.INTER_LINEAR)
    return tilenet.colour_jitter(rng, piece)


def synthetic_pool(rng, styles, backs, scenes):
    """Cuts from drawn scenes, made once: drawing a scene costs far more than a training step."""
    pool = []
    for i in range(scenes):
        tile_backs = []
        img, boxes = tilenet.synthetic_scene(rng, styles, backs, backs_out=tile_backs)
        pool += samples_from(rng, img, boxes, tile_backs, 12, 5)
        if (i + 1) % 1000 == 0:
            print(f"drew {i + 1} scenes, {len(pool)} cuts", flush=True)
    return pool


def real_batch(rng, photos, n, face_weight=None):
    out = []
    while len(out) < n:
        _, img, boxes = tilenet.random_choice(rng, photos)
        out += samples_from(rng, img, boxes, [], 6, 2, face_weight)
    return out[:n]


# ---------------------------------------------------------------- network

class TileFace(nn.Module):
    def __init__(self):
        super().__init__()
        c = tilenet.conv
        self.body = nn.Sequential(
            c(3, 32), nn.MaxPool2d(2),                 # 24
            c(32, 64), c(64, 64), nn.MaxPool2d(2),     # 12
            c(64, 128), c(128, 128), nn.MaxPool2d(2),  # 6
            c(128, 256), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2))
        self.head = nn.Linear(256, CLASSES)

    def forward(self, x):
        return self.head(self.body(x))


class MobileFace(nn.Module):
    """The second look on MobileNetV2's body, started from ImageNet's weights (--backbone): features
    learnt from photos of everything, so that sets never seen are read by their shapes. A 64 x 64 cut
    ends as 2 x 2 cells of 320 channels, gathered to 256 and read by one linear layer. Cheaper than
    TileFace (23 M multiply-adds a cut against 136 M, with 1.9 M weights against 0.6 M). Same input
    (BGR in 0-1) and output."""

    def __init__(self):
        super().__init__()
        stem, blocks = mobilenet.body()
        self.body = nn.Sequential(stem, *blocks, mobilenet.conv_bn(320, 256),
                                  nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2))
        self.head = nn.Linear(256, CLASSES)

    def forward(self, x):
        return self.head(self.body(x))

    def load_imagenet(self, path):
        mobilenet.load_imagenet(path, self.body[0], self.body[1:1 + len(mobilenet.MOBILENET_V2)])


ARCHES = {"tileface": TileFace, "mobilenet_v2": MobileFace}


class Exported(nn.Module):
    """What OpenCV runs: class probabilities, the 45 faces in tilenet.FACES order then "none"."""

    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, x):
        return torch.softmax(self.net(x), 1)


def init_from_onnx(net, path, calibration):
    """The shipped model's weights: its convolutions as tilenet.init_from_onnx sets them, and the
    last layer from the export's one matrix product (Gemm: weight, bias)."""
    import onnx
    from onnx import numpy_helper
    tilenet.init_from_onnx(net, path, calibration)
    model = onnx.load(path)
    weights = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    gemm = [n for n in model.graph.node if n.op_type == "Gemm"]
    if len(gemm) != 1:
        raise SystemExit(f"{path}: {len(gemm)} matrix products, the network has one")
    w, b = weights[gemm[0].input[1]], weights[gemm[0].input[2]]
    if dict(((a.name, a.i) for a in gemm[0].attribute)).get("transB", 0) == 0:
        w = w.T
    with torch.no_grad():
        net.head.weight.copy_(torch.from_numpy(w.copy()))
        net.head.bias.copy_(torch.from_numpy(b.copy()))


def onnx_arch(path):
    """Which network a shipped model is: MobileFace's depthwise convolutions are grouped, TileFace has none."""
    import onnx
    nodes = onnx.load(path).graph.node
    grouped = any(a.name == "group" and a.i > 1 for n in nodes if n.op_type == "Conv" for a in n.attribute)
    return "mobilenet_v2" if grouped else "tileface"


def tensor(pieces):
    return torch.from_numpy(np.stack(pieces).astype(np.float32).transpose(0, 3, 1, 2) / 255.0)


def held_out_samples(photos):
    """Fixed cuts from the held-out photos: each label's own box (face) and two off boxes ("none")."""
    rng = random.Random(99)
    out = []
    for _, img, boxes in photos:
        out += [(cut(img, b[:4]), b[4]) for b in boxes]
        out += [s for s in samples_from(rng, img, boxes, [], 0, 2)]
    return out


def evaluate(net, samples):
    net.eval()
    right = faces = none_right = nones = 0
    with torch.no_grad():
        for i in range(0, len(samples), 256):
            part = samples[i:i + 256]
            guess = net(tensor([p for p, _ in part])).argmax(1).tolist()
            for g, (_, t) in zip(guess, part):
                if t == NONE:
                    nones += 1
                    none_right += g == NONE
                else:
                    faces += 1
                    right += g == t
    net.train()
    return right / max(faces, 1), none_right / max(nones, 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("shared", help="the shared folder (holds vision/art and vision/photos)")
    ap.add_argument("out", help="where to write the ONNX model")
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--real-share", type=float, default=0.6)
    ap.add_argument("--scenes", type=int, default=4000, help="drawn scenes to cut synthetic samples from")
    ap.add_argument("--threads", type=int, default=os.cpu_count())
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--eval-every", type=int, default=500)
    ap.add_argument("--init", help="a checkpoint (.pt) whose weights start a fresh schedule (a second, gentler cycle)")
    ap.add_argument("--init-onnx", help="a shipped model (.onnx) whose weights start a fresh schedule, when its checkpoint is gone")
    ap.add_argument("--backbone", metavar="NPZ",
                    help="learn MobileFace (MobileNetV2's body) from ImageNet's weights, as mobilenet_weights.py "
                         "writes them, instead of TileFace from nothing")
    ap.add_argument("--ink-share", type=float, default=0.0,
                    help="share of cuts shown with other ink colours (sets not seen in training)")
    ap.add_argument("--grey-share", type=float, default=0.0,
                    help="share of cuts shown in grey (shape alone; not faces whose colour names them)")
    ap.add_argument("--other-set-share", type=float, default=0.0,
                    help="share of cuts drawn otherwise: bolder or finer strokes, a corner index (other_set)")
    ap.add_argument("--balance-faces", type=float, default=0.0, metavar="MOST",
                    help="cut labelled boxes of faces the photos show seldom up to MOST times as often "
                         "(the median face's count over the face's own); 0 cuts every box alike")
    ap.add_argument("--extra-art", metavar="DIR",
                    help="more art styles to draw scenes from, a folder per style (vision/train/drawn_sets.py "
                         "and font_art.py write them)")
    ap.add_argument("--extra-scenes", type=int, default=0,
                    help="scenes drawn from the --extra-art styles, besides --scenes of the shared ones (default: as many)")
    ap.add_argument("--average", nargs="+", metavar="CHECKPOINT",
                    help="train nothing: write the mean of these checkpoints' weights (cycles started from one "
                         "model, which each learnt other sets; their mean keeps most of what each learnt)")
    args = ap.parse_args()
    if args.average and (args.init or args.init_onnx or args.backbone):
        ap.error("--average starts from its checkpoints: no --init, --init-onnx or --backbone with it")
    if args.backbone and (args.init or args.init_onnx):
        ap.error("--backbone starts from ImageNet's weights: no --init or --init-onnx with it")

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    cv2.setNumThreads(1)
    starts = [torch.load(c) for c in ([args.init] if args.init else args.average or [])]
    arches = {s.get("arch", "tileface") for s in starts}
    if len(arches) > 1:
        ap.error(f"--average of checkpoints of different networks: {sorted(arches)}")
    arch = ("mobilenet_v2" if args.backbone else arches.pop() if arches
            else onnx_arch(args.init_onnx) if args.init_onnx else "tileface")
    net = ARCHES[arch]()
    if args.backbone:
        net.load_imagenet(args.backbone)
    if starts:
        net.load_state_dict(mean_weights([s["net"] for s in starts]))
    folders = sorted(glob.glob(os.path.join(args.shared, "vision", "photos", "*")))
    held = held_out_samples([p for f in folders for p in tilenet.load_photos(f, held_out=True)])
    if args.average:  # nothing to train: the training photos are not read
        torch.save({"net": net.state_dict(), "step": 0, "arch": arch}, args.out + ".pt")
        face, none = evaluate(net, held)
        print(f"mean of {len(args.average)} checkpoints: held-out face right {face:.3f}, none right {none:.3f}", flush=True)
        export(net, args.out)
        return
    train = [p for f in folders for p in tilenet.load_photos(f, held_out=False)]
    styles, backs = tilenet.load_art(args.shared)
    t0 = time.time()
    pool = synthetic_pool(rng, styles, backs, args.scenes)
    if args.extra_art:
        # Scenes of the extra sets come on top of the shared sets' own, which they must not crowd out.
        extra = {k: v for k, v in tilenet.load_art(args.shared, args.extra_art)[0].items() if k not in styles}
        pool += synthetic_pool(rng, extra, backs, args.extra_scenes or args.scenes)
    print(f"{len(train)} training photos, {len(held)} held-out cuts, {len(pool)} drawn cuts "
          f"({time.time() - t0:.0f}s)", flush=True)
    if args.init_onnx:
        init_from_onnx(net, args.init_onnx, tensor([augment(rng, p, t) for p, t in real_batch(rng, train, 64)]))
        face, none = evaluate(net, held)
        print(f"from {args.init_onnx}: held-out face right {face:.3f}, none right {none:.3f}", flush=True)
    face_weight = tilenet.balancing_weights(train, args.balance_faces) if args.balance_faces else None
    if face_weight:
        print("face weights " + " ".join(f"{f}:{w:.1f}" for f, w in zip(FACES, face_weight) if w > 1.05), flush=True)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=args.steps, pct_start=0.05)
    t0 = time.time()
    for step in range(args.steps):
        n_real = int(round(args.batch * args.real_share))
        batch = real_batch(rng, train, n_real, face_weight) + [tilenet.random_choice(rng, pool) for _ in range(args.batch - n_real)]
        x = tensor([augment(rng, p, t, args.ink_share, args.other_set_share, args.grey_share) for p, t in batch])
        y = torch.tensor([t for _, t in batch], dtype=torch.int64)
        loss = F.cross_entropy(net(x), y, label_smoothing=0.05)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 50 == 0:
            print(f"step {step} loss {loss.item():.3f} {time.time() - t0:.0f}s", flush=True)
        if (step + 1) % args.eval_every == 0 or step + 1 == args.steps:
            torch.save({"net": net.state_dict(), "step": step + 1, "arch": arch}, args.out + ".pt")
            face, none = evaluate(net, held)
            print(f"step {step + 1} held-out face right {face:.3f}, none right {none:.3f}", flush=True)
    export(net, args.out)


def mean_weights(states):
    """The element-wise mean of state dicts of one network (batch-norm statistics too; counts kept)."""
    return {k: (sum(s[k] for s in states) / len(states)) if states[0][k].is_floating_point() else states[0][k]
            for k in states[0]}


def export(net, out):
    net.eval()
    torch.onnx.export(Exported(net), torch.zeros(1, 3, CUT, CUT), out, opset_version=11,
                      input_names=["cut"], output_names=["faces"], dynamic_axes={"cut": {0: "n"}, "faces": {0: "n"}})
    print(f"wrote {out}", flush=True)


if __name__ == "__main__":
    main()
