import type { Id } from "../../../convex/_generated/dataModel";

/** Mirrors the server's check (convex/model/photos/photo-check.ts) so the user hears about it before uploading. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoProblem = "unsupported_type" | "too_large";

export function photoProblem(file: File): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "unsupported_type";
  if (file.size > PHOTO_MAX_BYTES) return "too_large";
  return null;
}

/** Step one of a photo change: POST the file to a one-time upload URL and get its storage id back. */
export async function uploadPhoto(file: File, uploadUrl: string): Promise<Id<"_storage">> {
  const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": file.type }, body: file });
  if (!response.ok) throw new Error(`Upload failed with status ${response.status}`);
  const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
  return storageId;
}
