import { expect, test } from "vitest";
import { PHOTO_MAX_BYTES, detectPhotoType, photoProblem } from "./photo-check";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

test("the photo type comes from the file's first bytes", () => {
  expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe("image/jpeg");
  expect(detectPhotoType(bytes(0x89, ...ascii("PNG"), 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
  expect(detectPhotoType(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WEBP")))).toBe("image/webp");
  expect(detectPhotoType(bytes(...ascii("RIFF"), 1, 2, 3, 4, ...ascii("WAVE")))).toBeNull();
  expect(detectPhotoType(bytes(...ascii("<svg")))).toBeNull();
});

test("size is checked before type", () => {
  const jpeg = bytes(0xff, 0xd8, 0xff);
  expect(photoProblem(PHOTO_MAX_BYTES, jpeg)).toBeNull();
  expect(photoProblem(PHOTO_MAX_BYTES + 1, jpeg)).toBe("too_large");
  expect(photoProblem(10, bytes(0x47, 0x49, 0x46))).toBe("unsupported_type");
});
