#!/usr/bin/env python3
"""Prints which characters a font lacks.

Usage: font-coverage.py FONT_FILE < characters
Reads UTF-8 text on standard input and prints, on one line, every distinct
character (other than white space) that the font's character map does not
have. Exits 3 when fontTools (PyPI: fonttools) is not installed.
"""
import sys

try:
    from fontTools.ttLib import TTFont
except ImportError:
    print("fontTools is not installed (pip install fonttools)", file=sys.stderr)
    sys.exit(3)

cmap = TTFont(sys.argv[1]).getBestCmap()
text = sys.stdin.read()
missing = sorted({c for c in text if not c.isspace() and ord(c) not in cmap})
print("".join(missing))
