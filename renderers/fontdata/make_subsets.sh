#!/bin/sh
# Rebuilds the font subsets in this folder from Debian's Noto packages (OFL-1.1, see OFL.txt):
#   apt-get install fonts-noto-core fonts-noto-cjk && pip install fonttools && sh make_subsets.sh
# Latin (with every accent), Greek and Cyrillic come whole; CJK is cut to the common characters
# (GB 2312 and JIS X 0208 level 1, KS X 1001's Hangul syllables, kana, CJK punctuation), about 7,900.
set -e
cd "$(dirname "$0")"
CORE=/usr/share/fonts/truetype/noto
CJK=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
LATIN="U+0020-007E,U+00A0-024F,U+0250-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1FFF,U+2000-206F,U+20A0-20CF,U+2100-214F,U+2190-21FF,U+2212,U+2215,U+25A0-25FF,U+FB00-FB06"
OPTS="--layout-features=* --no-hinting --name-IDs=*"
pyftsubset "$CORE/NotoSans-Regular.ttf" --unicodes="$LATIN" $OPTS --output-file=NotoSans-Regular.subset.ttf
pyftsubset "$CORE/NotoSans-Bold.ttf" --unicodes="$LATIN" $OPTS --output-file=NotoSans-Bold.subset.ttf
pyftsubset "$CORE/NotoSansHebrew-Regular.ttf" --unicodes="U+0590-05FF,U+FB1D-FB4F" $OPTS --output-file=NotoSansHebrew-Regular.subset.ttf
# Arabic is drawn run by run, so Pillow's raqm layout joins and orders its letters
pyftsubset "$CORE/NotoSansArabic-Regular.ttf" --unicodes="U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F" $OPTS --output-file=NotoSansArabic-Regular.subset.ttf
# emoji and symbols in one colour: Symbola (apt-get install fonts-symbola), "free for any use"
pyftsubset /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf --unicodes="U+2190-21FF,U+2300-23FF,U+2460-24FF,U+25A0-27BF,U+2900-297F,U+2B00-2BFF,U+1F000-1F02F,U+1F0A0-1F0FF,U+1F100-1F1FF,U+1F300-1F5FF,U+1F600-1F64F,U+1F680-1F6FF,U+1F900-1F9FF,U+1FA70-1FAFF,U+FE0F" --no-hinting --name-IDs='*' --output-file=Symbola.subset.ttf
cp /usr/share/doc/fonts-symbola/copyright Symbola-LICENSE.txt
# CJK in two WOFF files (each under 2 MiB, the most the repository keeps in one file): Han with kana and
# punctuation, and the Hangul syllables
python3 - > cjk-chars.txt <<'PY'
chars = set()
def table(codec, rows, cols):
    for a in rows:
        for b in cols:
            try:
                chars.update(bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
table("gb2312", [*range(0xA1, 0xAA), *range(0xB0, 0xD8)], range(0xA1, 0xFF))  # level 1 hanzi
table("euc_jp", [*range(0xA1, 0xA9), *range(0xB0, 0xD0)], range(0xA1, 0xFF))  # level 1 kanji
chars.update(chr(c) for c in range(0x3000, 0x3100))   # CJK punctuation, kana
chars.update(chr(c) for c in range(0xFF00, 0xFFF0))   # full-width forms
print("".join(sorted(c for c in chars if ord(c) > 0x2E7F and not 0xAC00 <= ord(c) <= 0xD7A3)))
PY
pyftsubset "$CJK" --font-number=0 --text-file=cjk-chars.txt $OPTS --flavor=woff --output-file=NotoSansCJK-Han.subset.woff
rm cjk-chars.txt
# the 2,350 Hangul syllables of KS X 1001 (the whole block is too large), with the jamo
python3 -c 'print("".join(bytes([a, b]).decode("euc_kr") for a in range(0xB0, 0xC9) for b in range(0xA1, 0xFF)))' > hangul-chars.txt
pyftsubset "$CJK" --font-number=0 --text-file=hangul-chars.txt --unicodes="U+1100-11FF,U+3130-318F" $OPTS \
    --flavor=woff --output-file=NotoSansCJK-Hangul.subset.woff
rm hangul-chars.txt
