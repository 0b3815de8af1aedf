#!/usr/bin/env python3
"""Writes Tests/GraftTerminalTests/Images/PNGFixtures.swift: tiny PNG files,
as base64, with the RGBA pixels each must decode to.

Run once when the fixtures change; the tests themselves need no Python.
The encoder here is deliberately plain (struct + zlib) so that it is an
independent check on Graft's decoder.
"""
import base64
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "Tests/GraftTerminalTests/Images/PNGFixtures.swift"


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp, filters):
    out, prev = bytearray(), bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = filters[index % len(filters)]
        out.append(kind)
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            out.append((x - pred) & 0xFF)
        prev = row
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, depth, color_type, samples, plte=None, trns=None, filters=(0,), level=9, interlace=0):
    """samples[y][x] is a tuple of the pixel's samples at `depth`."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    bpp = max(1, channels * depth // 8)
    raw = b""
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for ox, oy, sx, sy in passes:
        rows = []
        for y in range(oy, height, sy):
            flat = [v for x in range(ox, width, sx) for v in samples[y][x]]
            if flat:
                rows.append(pack_row(flat, depth))
        if rows:
            raw += filter_rows(rows, bpp, filters)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if plte is not None:
        data += chunk(b"PLTE", bytes(v for rgb in plte for v in rgb))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    compressed = zlib.compress(raw, level)
    return data + chunk(b"IDAT", compressed) + chunk(b"IEND", b""), compressed


def scale(v, depth):
    return v >> 8 if depth == 16 else v * 255 // ((1 << depth) - 1)


def rgba(width, height, depth, color_type, samples, plte=None, trns_value=None, trns_alpha=None):
    out = []
    for y in range(height):
        for x in range(width):
            s = samples[y][x]
            if color_type == 3:
                r, g, b = plte[s[0]]
                a = trns_alpha[s[0]] if trns_alpha and s[0] < len(trns_alpha) else 255
            elif color_type == 0:
                r = g = b = scale(s[0], depth)
                a = 0 if trns_value == s else 255
            elif color_type == 4:
                r = g = b = scale(s[0], depth)
                a = scale(s[1], depth)
            elif color_type == 2:
                r, g, b = (scale(v, depth) for v in s)
                a = 0 if trns_value == s else 255
            else:
                r, g, b, a = (scale(v, depth) for v in s)
            out += [r, g, b, a]
    return out


def block_type(compressed):
    return (compressed[2] >> 1) & 3


fixtures = []


def add(name, width, height, depth, color_type, samples, plte=None, trns=None, trns_value=None, trns_alpha=None, **kw):
    data, compressed = png(width, height, depth, color_type, samples, plte, trns, **kw)
    fixtures.append((name, data, width, height, rgba(width, height, depth, color_type, samples, plte, trns_value, trns_alpha), block_type(compressed)))
    return data


grid = lambda w, h, f: [[f(x, y) for x in range(w)] for y in range(h)]

add("gray1", 10, 2, 1, 0, grid(10, 2, lambda x, y: ((x + y) % 2,)))
add("gray2", 5, 1, 2, 0, grid(5, 1, lambda x, y: (x % 4,)))
add("gray4", 3, 2, 4, 0, grid(3, 2, lambda x, y: (x * 5 + y,)))
add("gray8tRNS", 3, 1, 8, 0, grid(3, 1, lambda x, y: (x * 100,)), trns=struct.pack(">H", 100), trns_value=(100,))
add("gray16", 2, 1, 16, 0, grid(2, 1, lambda x, y: (0x1234 + x * 0xA000,)))
add("rgb8filters", 3, 5, 8, 2, grid(3, 5, lambda x, y: (x * 80, y * 60, (x * y * 37) % 256)), filters=(0, 1, 2, 3, 4))
add("rgb16tRNS", 2, 2, 16, 2, grid(2, 2, lambda x, y: (x * 0x8000, y * 0x4000, 0xFFFF)), trns=struct.pack(">HHH", 0x8000, 0, 0xFFFF), trns_value=(0x8000, 0, 0xFFFF), filters=(4,))
palette = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
add("palette4tRNS", 3, 2, 4, 3, grid(3, 2, lambda x, y: ((x + y) % 4,)), plte=palette, trns=bytes([0, 128]), trns_alpha=[0, 128])
add("palette2", 4, 1, 2, 3, grid(4, 1, lambda x, y: (x,)), plte=palette)
add("grayAlpha8", 2, 2, 8, 4, grid(2, 2, lambda x, y: (x * 200, y * 255)), filters=(1, 3))
add("grayAlpha16", 1, 2, 16, 4, grid(1, 2, lambda x, y: (0xFFFF, y * 0x7FFF)))
add("rgba8", 2, 4, 8, 6, [[(255, 0, 0, 255), (0, 255, 0, 255)], [(0, 0, 255, 255), (255, 255, 255, 128)], [(0, 0, 0, 0), (10, 20, 30, 255)], [(40, 50, 60, 255), (0, 0, 0, 0)]])
add("rgba16", 2, 1, 16, 6, grid(2, 1, lambda x, y: (0xFFFF, 0x8080, x * 0x0101, 0xFFFF)))
add("interlaced", 9, 9, 8, 6, grid(9, 9, lambda x, y: (x * 28, y * 28, (x + y) * 14, 255)), interlace=1, filters=(0, 1, 2, 3, 4))
add("stored", 4, 4, 8, 2, grid(4, 4, lambda x, y: (x * 60, y * 60, 7)), level=0)
big = add("dynamic", 32, 32, 8, 2, grid(32, 32, lambda x, y: ((x * 8) % 256, (y * 8) % 256, ((x ^ y) * 8) % 256)), filters=(1,))
assert fixtures[-1][5] == 2, "the dynamic fixture must use a dynamic Huffman block"
assert fixtures[-2][5] == 0, "the stored fixture must use a stored block"
assert any(f[5] == 1 for f in fixtures), "some fixture must use a fixed Huffman block"

corrupt = {}
good = fixtures[11][1]  # rgba8
# Bad CRC: the last byte of IHDR's CRC (IHDR starts at byte 8, 25 bytes long).
bad = bytearray(good)
bad[8 + 25 - 1] ^= 0xFF
corrupt["badCRC"] = bytes(bad)
# Truncated IDAT: cut the file halfway through IDAT's data.
idat = good.index(b"IDAT") - 4
corrupt["truncatedIDAT"] = good[: idat + 8 + 5]
# Bad zlib header: a compression method other than deflate, with IDAT's CRC fixed up.
length = struct.unpack(">I", good[idat : idat + 4])[0]
payload = bytearray(good[idat + 8 : idat + 8 + length])
payload[0] = 0x79  # method 9, window 7: (0x79 << 8 | payload[1]) % 31 may fail too; fix the check bits
payload[1] = (31 - ((0x79 << 8) % 31)) % 31
corrupt["badZlibHeader"] = good[:idat] + chunk(b"IDAT", bytes(payload)) + good[idat + 12 + length :]
corrupt["idatOffset"] = idat


def swift_bytes(values):
    return ", ".join(str(v) for v in values)


lines = [
    "// Generated by Scripts/make-png-fixtures.py; do not edit by hand.",
    "",
    "/// A tiny PNG file and the RGBA pixels it must decode to.",
    "struct PNGFixture: Sendable {",
    "    let name: String",
    "    let base64: String",
    "    let width: Int",
    "    let height: Int",
    "    let rgba: [UInt8]",
    "}",
    "",
    "enum PNGFixtures {",
    "    static let all: [PNGFixture] = [",
]
for name, data, width, height, pixels, _ in fixtures:
    lines.append(f'        PNGFixture(name: "{name}", base64: "{base64.b64encode(data).decode()}", width: {width}, height: {height}, rgba: [{swift_bytes(pixels)}]),')
lines.append("    ]")
lines.append("")
for name in ("badCRC", "truncatedIDAT", "badZlibHeader"):
    lines.append(f'    static let {name} = "{base64.b64encode(corrupt[name]).decode()}"')
lines.append(f"    /// Where rgba8's IDAT chunk starts.")
lines.append(f"    static let idatOffset = {corrupt['idatOffset']}")
lines.append("}")
OUT.write_text("\n".join(lines) + "\n")
print(f"wrote {len(fixtures)} fixtures to {OUT}; run swift format on it")
