import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalMutation, type QueryCtx } from "./_generated/server";
import { authedAction, authedMutation, authedQuery, currentViewer, publicQuery, vetMutation } from "./functions";
import { bookingForViewer } from "./model/bookings/access";
import { claimUploadedPhoto } from "./model/photos/claim-uploaded-photo";
import { deleteOwnUpload, requireOwnUpload } from "./model/photos/uploads";
import { requireValid } from "./model/input/require-valid";
import { postMessage } from "./model/conversation/post-message";
import { markRead, unreadFor } from "./model/conversation/readers";
import { setConversationOpen } from "./model/conversation/thread-state";
import { threadView } from "./model/conversation/thread-view";
import { conversationWindowValidator, threadViewValidator, unreadMessagesValidator } from "./model/conversation/conversation-views";
import { sendUnseenEmail } from "./model/conversation/unseen-email";
import { messageTextSchema, photoCaptionSchema } from "./shared/conversation/message-input";

// The consultation's conversation (issue 22): only the booking's owner and vet; anyone else's id is NOT_FOUND.

export const thread = authedQuery({
  args: { bookingId: v.string() },
  returns: threadViewValidator,
  handler: async (ctx, { bookingId }) => {
    const { booking, participant } = await bookingForViewer(ctx, ctx.viewer, bookingId);
    return await threadView(ctx, booking, participant);
  },
});

export const sendMessage = authedMutation({
  args: { bookingId: v.string(), text: v.string() },
  returns: v.object({ messageId: v.id("conversationMessages") }),
  handler: async (ctx, { bookingId, text }) => {
    const { booking, participant } = await bookingForViewer(ctx, ctx.viewer, bookingId);
    const input = requireValid(messageTextSchema, { text });
    return { messageId: await postMessage(ctx, booking, participant, { text: input.text }) };
  },
});

/**
 * Step two of sending a photo (step one: `files.generateUploadUrl({ purpose: "messagePhoto" })`): the file must be
 * the caller's fresh upload and a JPEG, PNG or WebP of at most 5 MB, and the conversation must take messages.
 * A refused file of the caller's is deleted rather than left behind.
 */
export const sendPhoto = authedAction({
  args: { bookingId: v.string(), storageId: v.id("_storage"), caption: v.optional(v.string()) },
  returns: v.object({ messageId: v.id("conversationMessages") }),
  handler: async (ctx, { bookingId, storageId, caption = "" }): Promise<{ messageId: Id<"conversationMessages"> }> => {
    await claimUploadedPhoto(ctx, ctx.viewer, "messagePhoto", storageId);
    try {
      const input = requireValid(photoCaptionSchema, { caption });
      const messageId = await ctx.runMutation(internal.conversation.postPhoto, {
        userId: ctx.viewer._id,
        bookingId,
        storageId,
        caption: input.caption,
      });
      return { messageId };
    } catch (error) {
      await ctx.runMutation(internal.conversation.discardUnsentPhoto, { ownerId: ctx.viewer._id, storageId });
      throw error;
    }
  },
});

async function participantFor(ctx: QueryCtx, userId: Id<"users">, bookingId: string) {
  const viewer = await ctx.db.get(userId);
  if (viewer === null) throw new ConvexError({ code: "NOT_AUTHENTICATED" });
  return await bookingForViewer(ctx, viewer, bookingId);
}

export const postPhoto = internalMutation({
  args: { userId: v.id("users"), bookingId: v.string(), storageId: v.id("_storage"), caption: v.string() },
  returns: v.id("conversationMessages"),
  handler: async (ctx, { userId, bookingId, storageId, caption }) => {
    const { booking, participant } = await participantFor(ctx, userId, bookingId);
    await requireOwnUpload(ctx, userId, "messagePhoto", storageId);
    const used = await ctx.db
      .query("conversationMessages")
      .withIndex("by_photo", (q) => q.eq("photoId", storageId))
      .first();
    if (used !== null) throw new ConvexError({ code: "NOT_FOUND" });
    return await postMessage(ctx, booking, participant, { text: caption, photoId: storageId });
  },
});

/** A checked photo that did not become a message goes; one already sent (a repeated request) stays. */
export const discardUnsentPhoto = internalMutation({
  args: { ownerId: v.id("users"), storageId: v.id("_storage") },
  returns: v.null(),
  handler: async (ctx, { ownerId, storageId }) => {
    const sent = await ctx.db
      .query("conversationMessages")
      .withIndex("by_photo", (q) => q.eq("photoId", storageId))
      .first();
    if (sent === null) await deleteOwnUpload(ctx, ownerId, storageId);
    return null;
  },
});

/** The viewer has seen the conversation (it is on their screen): its unread count drops to zero. */
export const markThreadRead = authedMutation({
  args: { bookingId: v.string() },
  returns: v.null(),
  handler: async (ctx, { bookingId }) => {
    const { booking, participant } = await bookingForViewer(ctx, ctx.viewer, bookingId);
    await markRead(ctx, booking._id, participant);
    return null;
  },
});

/** The vet closes the conversation early, or reopens it for another follow-up period. */
export const setThreadOpen = vetMutation({
  args: { bookingId: v.string(), open: v.boolean() },
  returns: conversationWindowValidator,
  handler: async (ctx, { bookingId, open }) => {
    const { booking } = await bookingForViewer(ctx, ctx.viewer, bookingId, "vet");
    return await setConversationOpen(ctx, booking, open);
  },
});

/** Messages waiting for the viewer, in total (the navigation) and per consultation; nothing when signed out. */
export const myUnread = publicQuery({
  args: {},
  returns: unreadMessagesValidator,
  handler: async (ctx) => {
    const viewer = await currentViewer(ctx);
    if (viewer === null) return { total: 0, bookings: [] };
    return await unreadFor(ctx, viewer._id);
  },
});

/** The unseen-message email planned by a send; does nothing if the reader has read since or a newer plan replaced it. */
export const emailUnseen = internalMutation({
  args: { readerId: v.id("conversationReaders"), dueAt: v.number() },
  returns: v.null(),
  handler: async (ctx, { readerId, dueAt }) => {
    await sendUnseenEmail(ctx, readerId, dueAt);
    return null;
  },
});
