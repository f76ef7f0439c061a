#!/usr/bin/env python3
"""Writes Fixtures/segno-matrices.txt: reference QR matrices made by segno (pip install segno; 1.6.6 was
used), level M, byte mode, with the version and the mask that QRCode chose for each text (the Swift test
checks it still chooses them), plus the invite link once under every mask. Run from this folder:
    python3 make-fixtures.py
Each entry: a line `text <text>`, a line `version V mask M chosen|forced penalty P` (segno's
mask penalty of the finished symbol), the rows as 0/1 (1 = dark), a blank line.

segno 1.6.6 appends eight zero bits when the terminator already ends on a byte boundary (always so in byte
mode), an extra 0x00 codeword that ISO/IEC 18004 §7.4.10 does not ask for; decoders ignore it, but it changes
the matrix. The script patches that one step to the standard and checks every matrix against a second
encoder, nayuki's qrcodegen 1.8.0 (pip install qrcodegen), which pads by the standard."""
import segno
import segno.encoder
from qrcodegen import QrCode, QrSegment


def padding_bits_by_the_standard(buff, version, length):
    buff.extend([0] * (-length % 8))


segno.encoder.write_padding_bits = padding_bits_by_the_standard

INVITE = "http://192.168.1.23:8080/?join=K7M2QX"


def url(length):
    """An invite-like URL of exactly `length` ASCII bytes."""
    base = INVITE + "&name="
    return base + ("andora-ultimate-" * 20)[: length - len(base)]


# (text, mask QRCode chose): one text per version boundary, a Russian (UTF-8) text, 80 and 150 bytes.
CHOSEN = [
    ("A", 4),
    ("Andora K7M2QX!", 1),  # 14 bytes: version 1 full
    ("Andora K7M2QX!!", 4),  # 15 bytes: version 2
    (INVITE, 2),
    ("Приглашение в Андору: партия K7M2QX", 1),
    (url(80), 2),
    (url(122), 2),  # version 7 full, first with version information
    (url(123), 3),  # version 8
    (url(150), 2),
    (url(180), 3),  # version 9 full
    (url(213), 2),  # version 10 full
]


def entry(text, mask, how):
    qr = segno.make(text, error="m", mask=mask, boost_error=False, mode="byte", micro=False, encoding="utf-8")
    rows = ["".join("1" if module else "0" for module in row) for row in qr.matrix]
    other = QrCode.encode_segments([QrSegment.make_bytes(text.encode())], QrCode.Ecc.MEDIUM, qr.version, qr.version, qr.mask, False)
    assert rows == ["".join("1" if other.get_module(x, y) else "0" for x in range(other.get_size())) for y in range(other.get_size())], text
    penalty = segno.encoder.evaluate_mask(qr.matrix, len(rows), len(rows))
    return f"text {text}\nversion {qr.version} mask {qr.mask} {how} penalty {penalty}\n" + "\n".join(rows) + "\n"


def automatic_masks(text):
    """The masks segno and qrcodegen choose by themselves (their penalty rules differ in details)."""
    own = segno.make(text, error="m", boost_error=False, mode="byte", micro=False, encoding="utf-8")
    other = QrCode.encode_segments([QrSegment.make_bytes(text.encode())], QrCode.Ecc.MEDIUM, 1, 40, -1, False)
    return own.mask, other.get_mask()


if __name__ == "__main__":
    for text, mask in CHOSEN:
        print("QRCode %d, segno %d, qrcodegen %d: %d bytes" % ((mask,) + automatic_masks(text) + (len(text.encode()),)))
    entries = [entry(text, mask, "chosen") for text, mask in CHOSEN]
    entries += [entry(INVITE, mask, "forced") for mask in range(8)]
    with open("Fixtures/segno-matrices.txt", "w", encoding="utf-8") as file:
        file.write("\n".join(entries))
