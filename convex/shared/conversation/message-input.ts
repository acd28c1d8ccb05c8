import { z } from "zod";

// Shared by the conversation composer (src/) and convex/conversation.ts. Issue messages are stable codes;
// the UI turns them into localized sentences.

export const MESSAGE_LIMITS = {
  textMax: 2000,
  captionMax: 500,
} as const;

export const messageTextSchema = z.object({
  text: z.string().trim().min(1, { error: "required" }).max(MESSAGE_LIMITS.textMax, { error: "too_long" }),
});

export const photoCaptionSchema = z.object({
  caption: z.string().trim().max(MESSAGE_LIMITS.captionMax, { error: "too_long" }),
});
