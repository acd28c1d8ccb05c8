/** Uploaded photos must be JPEG, PNG or WebP and at most 5 MB; the type comes from the bytes, not the upload header. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SNIFF_BYTES = 12;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";
export type PhotoProblem = "too_large" | "unsupported_type";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

export function detectPhotoType(head: Uint8Array): PhotoType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export function photoProblem(size: number, head: Uint8Array): PhotoProblem | null {
  if (size > PHOTO_MAX_BYTES) return "too_large";
  if (detectPhotoType(head) === null) return "unsupported_type";
  return null;
}
