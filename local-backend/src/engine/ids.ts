import { randomBytes } from "node:crypto";

/**
 * Document ids shaped like Convex's: base32 (Crockford, lower case) of
 * varint(table number) + 16 random bytes + a Fletcher-16 checksum.
 * They are url-safe, never contain `|`, and carry their table so `db.get(id)`,
 * `v.id("table")` and `db.normalizeId` can tell tables apart.
 */

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const DECODE = new Map([...ALPHABET].map((char, index) => [char, index]));
const INTERNAL_ID_BYTES = 16;

function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Uint8Array | null {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = DECODE.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  if (buffer !== 0) return null;
  return Uint8Array.from(out);
}

function fletcher16(bytes: Uint8Array): [number, number] {
  let a = 0;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 255;
    b = (b + a) % 255;
  }
  return [a, b];
}

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
  return out;
}

let pool = Buffer.alloc(0);
let poolOffset = 0;

function internalIdBytes(): Buffer {
  if (poolOffset + INTERNAL_ID_BYTES > pool.length) {
    pool = randomBytes(INTERNAL_ID_BYTES * 256);
    poolOffset = 0;
  }
  poolOffset += INTERNAL_ID_BYTES;
  return pool.subarray(poolOffset - INTERNAL_ID_BYTES, poolOffset);
}

export function makeId(tableNumber: number): string {
  const head = Uint8Array.from([...varint(tableNumber), ...internalIdBytes()]);
  const [a, b] = fletcher16(head);
  return base32Encode(Uint8Array.from([...head, a, b]));
}

/** The table number an id belongs to, or null when the string is not a well-formed id. */
export function tableNumberOfId(id: string): number | null {
  if (id.length < 29 || id.length > 40) return null;
  const bytes = base32Decode(id);
  if (bytes === null || bytes.length < INTERNAL_ID_BYTES + 3) return null;
  const head = bytes.subarray(0, bytes.length - 2);
  const [a, b] = fletcher16(head);
  if (bytes[bytes.length - 2] !== a || bytes[bytes.length - 1] !== b) return null;
  let value = 0;
  let shift = 1;
  let index = 0;
  for (;;) {
    const byte = head[index++];
    if (byte === undefined) return null;
    value += (byte & 0x7f) * shift;
    if ((byte & 0x80) === 0) break;
    shift *= 128;
  }
  if (head.length - index !== INTERNAL_ID_BYTES) return null;
  return value;
}
