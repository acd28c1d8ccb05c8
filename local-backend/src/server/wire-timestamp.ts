/** Convex sends timestamps on the sync protocol as u64 little-endian bytes in base64. */
export function encodeWireTimestamp(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

export function decodeWireTimestamp(encoded: string): bigint {
  const bytes = Buffer.from(encoded, "base64");
  if (bytes.length !== 8) throw new Error(`Invalid timestamp encoding: ${encoded}`);
  return bytes.readBigUInt64LE();
}
