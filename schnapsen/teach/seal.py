"""Answers kept out of a static page's text until the reader answers.

A drill's pool travels in its page as JSON (:func:`schnapsen.teach.drills.pool_json`): the
page's script needs each question's right choices and its rule to answer in place, with no
server to ask. So that the page's text does not give them away before the reader answers
(reading the page's source, a reader mode, a search engine, copying the page), they travel
sealed: the JSON of the value, its UTF-8 bytes mixed with a stream of bytes drawn from a key
(the question's place in its pool), in base64. This hides; it does not lock: the page's own
script opens the seal (``unseal`` in ``js/drill.js``, the same steps), as it must to answer.

The stream: FNV-1a (32 bits) of the key's UTF-8 bytes seeds a xorshift32 generator (13, 17,
5; a zero seed is replaced by 0x9E3779B9), and each step gives the low byte of the state.
"""

from __future__ import annotations

import base64
import json
from typing import Any

__all__ = ["seal", "unseal"]

_MASK = 0xFFFFFFFF


def _stream(key: str, n: int) -> bytes:
    h = 0x811C9DC5
    for b in key.encode("utf-8"):
        h = ((h ^ b) * 0x01000193) & _MASK
    x = h or 0x9E3779B9
    out = bytearray()
    for _ in range(n):
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        out.append(x & 0xFF)
    return bytes(out)


def _mix(data: bytes, key: str) -> bytes:
    return bytes(a ^ b for a, b in zip(data, _stream(key, len(data)), strict=True))


def seal(value: Any, key: str) -> str:
    """``value`` (anything JSON can say) sealed with ``key``: base64 text."""
    raw = json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return base64.b64encode(_mix(raw, key)).decode("ascii")


def unseal(text: str, key: str) -> Any:
    """The value :func:`seal` sealed with ``key``."""
    return json.loads(_mix(base64.b64decode(text), key).decode("utf-8"))
