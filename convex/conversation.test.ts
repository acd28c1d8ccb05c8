import { describe, expect, it, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { HOUR, MINUTE, NOW, SLOT, bookAsOwner, bookingWorld, freshKey, runEachTestAtNow, type BookingWorld } from "./model/bookings/booking-world.testing";
import type { SessionClient } from "./model/accounts/accounts-world.testing";
import { PHOTO_MAX_BYTES } from "./model/photos/photo-check";
import { MESSAGE_LIMITS } from "./shared/conversation/message-input";
import {
  CONVERSATION_EMAIL_INTERVAL_MS,
  CONVERSATION_FOLLOW_UP_MS,
  CONVERSATION_MESSAGES_PER_MINUTE,
  CONVERSATION_UNSEEN_EMAIL_DELAY_MS,
} from "./shared/policy";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const SVG = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
/** The booked slot's planned end (20-minute consultations). */
const END = SLOT + 20 * MINUTE;

runEachTestAtNow({ env: { SITE_URL: "http://app.test" } });

async function conversationWorld() {
  const world = await bookingWorld();
  const { bookingId } = await bookAsOwner(world);
  return { ...world, bookingId };
}

/** Uploads bytes the way the browser does: an upload URL for message photos, then the file. */
async function upload(world: BookingWorld, as: SessionClient, bytes: Uint8Array<ArrayBuffer>): Promise<Id<"_storage">> {
  await as.mutation(api.files.generateUploadUrl, { purpose: "messagePhoto" });
  return await world.t.run(async (ctx) => await ctx.storage.store(new Blob([bytes])));
}

const send = (as: SessionClient, bookingId: string, text: string) =>
  as.mutation(api.conversation.sendMessage, { bookingId, text });

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return (error as { data?: unknown }).data ?? String(error);
  }
  throw new Error("expected a refusal");
}

describe("who may take part", () => {
  it("lets the booking's owner and vet write and read each other, live on one thread", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "  The rash is on her belly.  ");
    await send(world.asVet, world.bookingId, "Thanks, please send a photo.");
    const ownerView = await world.asOwner.query(api.conversation.thread, { bookingId: world.bookingId });
    const vetView = await world.asVet.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(ownerView.messages.map((m) => [m.author, m.text])).toEqual([
      ["owner", "The rash is on her belly."],
      ["vet", "Thanks, please send a photo."],
    ]);
    expect(vetView.messages).toEqual(ownerView.messages);
    expect([ownerView.viewerIs, vetView.viewerIs]).toEqual(["owner", "vet"]);
    expect(ownerView.window).toEqual({ open: true, closesAt: END + CONVERSATION_FOLLOW_UP_MS });
  });

  it("refuses other owners, other vets and anonymous callers as if the consultation did not exist", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "Private question");
    for (const stranger of [world.asOtherOwner, world.asOtherVet]) {
      expect(await errorOf(stranger.query(api.conversation.thread, { bookingId: world.bookingId }))).toEqual({ code: "NOT_FOUND" });
      expect(await errorOf(send(stranger, world.bookingId, "Hello"))).toEqual({ code: "NOT_FOUND" });
      expect(await errorOf(stranger.mutation(api.conversation.markThreadRead, { bookingId: world.bookingId }))).toEqual({
        code: "NOT_FOUND",
      });
    }
    expect(await errorOf(world.t.query(api.conversation.thread, { bookingId: world.bookingId }))).toEqual({
      code: "NOT_AUTHENTICATED",
    });
    expect(await errorOf(world.asOtherVet.mutation(api.conversation.setThreadOpen, { bookingId: world.bookingId, open: false })))
      .toEqual({ code: "NOT_FOUND" });
    expect(await errorOf(world.asOwner.mutation(api.conversation.setThreadOpen, { bookingId: world.bookingId, open: false })))
      .toEqual({ code: "FORBIDDEN_ROLE", role: "vet" });
    expect(await world.asOtherVet.query(api.conversation.myUnread, {})).toEqual({ total: 0, bookings: [] });
    expect(await world.t.query(api.conversation.myUnread, {})).toEqual({ total: 0, bookings: [] });
    const view = await world.asVet.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.messages.map((m) => m.text)).toEqual(["Private question"]);
  });
});

describe("when the conversation is open", () => {
  it("is open from booking until the follow-up period after the consultation, then closed with the reason", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "Before the call");
    vi.setSystemTime(END + CONVERSATION_FOLLOW_UP_MS - 1);
    await send(world.asOwner, world.bookingId, "A last follow-up question");
    vi.setSystemTime(END + CONVERSATION_FOLLOW_UP_MS);
    expect(await errorOf(send(world.asOwner, world.bookingId, "Too late"))).toEqual({
      code: "CONVERSATION_CLOSED",
      reason: "window_ended",
      closedAt: END + CONVERSATION_FOLLOW_UP_MS,
    });
    const view = await world.asOwner.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.window).toMatchObject({ open: false, reason: "window_ended" });
    expect(view.messages).toHaveLength(2);
  });

  it("the vet can close it early and reopen it for another follow-up period", async () => {
    const world = await conversationWorld();
    const closed = await world.asVet.mutation(api.conversation.setThreadOpen, { bookingId: world.bookingId, open: false });
    expect(closed).toEqual({ open: false, reason: "closed_by_vet", closedAt: NOW });
    expect(await errorOf(send(world.asOwner, world.bookingId, "Hello?"))).toMatchObject({
      code: "CONVERSATION_CLOSED",
      reason: "closed_by_vet",
    });
    expect(await errorOf(send(world.asVet, world.bookingId, "Me neither"))).toMatchObject({ code: "CONVERSATION_CLOSED" });
    const reopenAt = END + CONVERSATION_FOLLOW_UP_MS + 3 * 24 * HOUR;
    vi.setSystemTime(reopenAt);
    const reopened = await world.asVet.mutation(api.conversation.setThreadOpen, { bookingId: world.bookingId, open: true });
    expect(reopened).toEqual({ open: true, closesAt: reopenAt + CONVERSATION_FOLLOW_UP_MS });
    await send(world.asOwner, world.bookingId, "Thanks for reopening");
  });

  it("a cancelled booking's conversation stays readable but takes no messages, and cannot be reopened", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "Written before cancelling");
    await world.asVet.mutation(api.bookings.cancelByVet, { bookingId: world.bookingId, commandKey: freshKey(), reason: "Ill" });
    expect(await errorOf(send(world.asOwner, world.bookingId, "Why?"))).toEqual({
      code: "CONVERSATION_CLOSED",
      reason: "cancelled",
      closedAt: null,
    });
    expect(await errorOf(world.asVet.mutation(api.conversation.setThreadOpen, { bookingId: world.bookingId, open: true })))
      .toMatchObject({ code: "CONVERSATION_CLOSED", reason: "cancelled" });
    const view = await world.asOwner.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.messages.map((m) => m.text)).toEqual(["Written before cancelling"]);
    expect(view.window).toMatchObject({ open: false, reason: "cancelled" });
  });
});

describe("messages", () => {
  it("refuses empty and over-long text with a field error, and the wrapper's backstop beyond that", async () => {
    const world = await conversationWorld();
    expect(await errorOf(send(world.asOwner, world.bookingId, "   "))).toEqual({ code: "INVALID_INPUT", fields: { text: "required" } });
    await send(world.asOwner, world.bookingId, "x".repeat(MESSAGE_LIMITS.textMax));
    expect(await errorOf(send(world.asOwner, world.bookingId, "x".repeat(MESSAGE_LIMITS.textMax + 1)))).toEqual({
      code: "INVALID_INPUT",
      fields: { text: "too_long" },
    });
    expect(await errorOf(send(world.asOwner, world.bookingId, "x".repeat(100_000)))).toMatchObject({ code: "INPUT_TOO_LONG", field: "text" });
    const view = await world.asVet.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.messages).toHaveLength(1);
  });

  it(`limits each participant to ${CONVERSATION_MESSAGES_PER_MINUTE} messages a minute, and lets them go on after it`, async () => {
    const world = await conversationWorld();
    for (let index = 0; index < CONVERSATION_MESSAGES_PER_MINUTE; index++) await send(world.asOwner, world.bookingId, `#${index}`);
    expect(await errorOf(send(world.asOwner, world.bookingId, "one too many"))).toEqual({ code: "RATE_LIMITED", retryAfterMs: MINUTE });
    // The other side is not slowed down by it.
    await send(world.asVet, world.bookingId, "Please slow down");
    vi.advanceTimersByTime(MINUTE);
    await send(world.asOwner, world.bookingId, "Sorry");
    const view = await world.asVet.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.messages).toHaveLength(CONVERSATION_MESSAGES_PER_MINUTE + 2);
  });
});

describe("photos", () => {
  it("accepts the sender's own JPEG/PNG/WebP upload and shows it to both sides", async () => {
    const world = await conversationWorld();
    const storageId = await upload(world, world.asOwner, PNG);
    await world.asOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId, caption: "Her belly" });
    const view = await world.asVet.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.messages).toMatchObject([{ author: "owner", text: "Her belly" }]);
    expect(view.messages[0]!.photoUrl).toEqual(expect.stringContaining("http"));
  });

  it("refuses the wrong type and too large a file by their bytes, and deletes them", async () => {
    const world = await conversationWorld();
    const svg = await upload(world, world.asOwner, SVG);
    expect(await errorOf(world.asOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: svg })))
      .toEqual({ code: "INVALID_PHOTO", reason: "unsupported_type" });
    const huge = new Uint8Array(PHOTO_MAX_BYTES + 1);
    huge.set(PNG);
    const big = await upload(world, world.asOwner, huge);
    expect(await errorOf(world.asOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: big })))
      .toEqual({ code: "INVALID_PHOTO", reason: "too_large" });
    const stored = await world.t.run(async (ctx) => [await ctx.db.system.get(svg), await ctx.db.system.get(big)]);
    expect(stored).toEqual([null, null]);
    expect((await world.asVet.query(api.conversation.thread, { bookingId: world.bookingId })).messages).toEqual([]);
  });

  it("refuses someone else's file, a file sent twice, and a photo to a closed conversation (which is deleted)", async () => {
    const world = await conversationWorld();
    const ownerFile = await upload(world, world.asOwner, PNG);
    await world.asOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: ownerFile });
    expect(await errorOf(world.asVet.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: ownerFile })))
      .toEqual({ code: "NOT_FOUND" });
    expect(await errorOf(world.asOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: ownerFile })))
      .toEqual({ code: "NOT_FOUND" });
    // Another owner cannot slip a file into this conversation, even a fresh one of their own.
    const strangerFile = await upload(world, world.asOtherOwner, PNG);
    expect(await errorOf(world.asOtherOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: strangerFile })))
      .toEqual({ code: "NOT_FOUND" });

    const vetFile = await upload(world, world.asVet, PNG);
    await world.asVet.mutation(api.conversation.setThreadOpen, { bookingId: world.bookingId, open: false });
    expect(await errorOf(world.asVet.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: vetFile })))
      .toMatchObject({ code: "CONVERSATION_CLOSED" });
    const view = await world.asOwner.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(view.messages).toHaveLength(1);
    const files = await world.t.run(async (ctx) => [await ctx.db.system.get(ownerFile), await ctx.db.system.get(vetFile)]);
    expect(files[0]).not.toBeNull();
    expect(files[1]).toBeNull();
  });
});

describe("unread counts", () => {
  it("count what the other side wrote (photos apart) until the reader opens the conversation, and say what was seen", async () => {
    const world = await conversationWorld();
    const second = await bookAsOwner(world, { startsAt: SLOT + 2 * HOUR });
    await send(world.asOwner, world.bookingId, "One");
    await send(world.asOwner, world.bookingId, "Two");
    const photo = await upload(world, world.asOwner, PNG);
    await world.asOwner.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: photo });
    await send(world.asOwner, second.bookingId, "About the other one");
    expect(await world.asOwner.query(api.conversation.myUnread, {})).toEqual({ total: 0, bookings: [] });
    const vetUnread = await world.asVet.query(api.conversation.myUnread, {});
    expect(vetUnread.total).toBe(4);
    expect(vetUnread.bookings).toEqual(
      expect.arrayContaining([
        { bookingId: world.bookingId, unread: 3, unreadPhotos: 1 },
        { bookingId: second.bookingId, unread: 1, unreadPhotos: 0 },
      ]),
    );
    expect((await world.asOwner.query(api.conversation.thread, { bookingId: world.bookingId })).otherReadAt).toBe(0);

    vi.advanceTimersByTime(MINUTE);
    await world.asVet.mutation(api.conversation.markThreadRead, { bookingId: world.bookingId });
    expect(await world.asVet.query(api.conversation.myUnread, {})).toEqual({
      total: 1,
      bookings: [{ bookingId: second.bookingId, unread: 1, unreadPhotos: 0 }],
    });
    const ownerView = await world.asOwner.query(api.conversation.thread, { bookingId: world.bookingId });
    expect(ownerView.otherReadAt).toBe(NOW + MINUTE);
    await send(world.asVet, world.bookingId, "Seen, thanks");
    expect((await world.asOwner.query(api.conversation.myUnread, {})).total).toBe(1);
  });
});

describe("emails about unseen messages", () => {
  const outboxOf = async (world: BookingWorld, recipient: string) =>
    (await world.t.run(async (ctx) => await ctx.db.query("emailOutbox").collect())).filter(
      (email) => email.recipient === recipient && email.kind === "conversationUnseen",
    );
  async function advanceBy(world: BookingWorld, ms: number) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      vi.advanceTimersByTime(Math.min(MINUTE, until - Date.now()));
      await world.t.finishInProgressScheduledFunctions();
    }
  }

  it("go out after the delay, never more than one per conversation and reader per interval, and hold no message text", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "Secret symptom text");
    await advanceBy(world, CONVERSATION_UNSEEN_EMAIL_DELAY_MS - MINUTE);
    expect(await outboxOf(world, "vera@example.test")).toHaveLength(0);
    await send(world.asOwner, world.bookingId, "Another one");
    await advanceBy(world, MINUTE);
    const [first, ...none] = await outboxOf(world, "vera@example.test");
    expect(none).toEqual([]);
    expect(first!.subject).toBe("olivia wrote to you about Rex");
    expect(first!.text).toContain("2 new messages");
    expect(first!.text).toContain(`http://app.test/en/bookings/${world.bookingId}/summary#conversation`);
    expect(first!.text + first!.html).not.toContain("Secret symptom text");

    // A burst right after: one more email, only once the interval since the first has passed.
    for (const text of ["Three", "Four", "Five"]) await send(world.asOwner, world.bookingId, text);
    await advanceBy(world, CONVERSATION_EMAIL_INTERVAL_MS - CONVERSATION_UNSEEN_EMAIL_DELAY_MS);
    expect(await outboxOf(world, "vera@example.test")).toHaveLength(1);
    await advanceBy(world, CONVERSATION_UNSEEN_EMAIL_DELAY_MS);
    const emails = await outboxOf(world, "vera@example.test");
    expect(emails).toHaveLength(2);
    expect(emails[1]!.createdAt - emails[0]!.createdAt).toBeGreaterThanOrEqual(CONVERSATION_EMAIL_INTERVAL_MS);
    // The count covers everything still unread.
    expect(emails[1]!.text).toContain("5 new messages");
    expect(await outboxOf(world, "olivia@example.test")).toHaveLength(0);
  });

  it("are called off when the reader reads in time, in their own language", async () => {
    const world = await conversationWorld();
    await world.t.run(async (ctx) => await ctx.db.patch(world.owner, { locale: "es" }));
    await send(world.asVet, world.bookingId, "¿Cómo está?");
    await advanceBy(world, CONVERSATION_UNSEEN_EMAIL_DELAY_MS - MINUTE);
    await world.asOwner.mutation(api.conversation.markThreadRead, { bookingId: world.bookingId });
    await advanceBy(world, CONVERSATION_EMAIL_INTERVAL_MS);
    expect(await outboxOf(world, "olivia@example.test")).toHaveLength(0);

    await send(world.asVet, world.bookingId, "¿Y ahora?");
    await advanceBy(world, CONVERSATION_UNSEEN_EMAIL_DELAY_MS);
    const [email] = await outboxOf(world, "olivia@example.test");
    expect(email!.subject).toBe("Dr Vera te ha escrito sobre Rex");
    expect(email!.text).toContain(`http://app.test/es/bookings/${world.bookingId}/summary#conversation`);
  });

  it("a stale or repeated job sends nothing", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "Hello");
    const reader = await world.t.run(async (ctx) =>
      (await ctx.db.query("conversationReaders").collect()).find((row) => row.role === "vet"),
    );
    await world.t.mutation(internal.conversation.emailUnseen, { readerId: reader!._id, dueAt: reader!.emailDueAt! - 1 });
    expect(await outboxOf(world, "vera@example.test")).toHaveLength(0);
    await world.t.mutation(internal.conversation.emailUnseen, { readerId: reader!._id, dueAt: reader!.emailDueAt! });
    await world.t.mutation(internal.conversation.emailUnseen, { readerId: reader!._id, dueAt: reader!.emailDueAt! });
    expect(await outboxOf(world, "vera@example.test")).toHaveLength(1);
  });
});

describe("personal data", () => {
  it("the export holds the conversation; erasing the vet removes what the vet wrote and uploaded, the owner keeps theirs", async () => {
    const world = await conversationWorld();
    await send(world.asOwner, world.bookingId, "Owner's own words");
    await send(world.asVet, world.bookingId, "Vet's advice");
    const vetPhoto = await upload(world, world.asVet, PNG);
    await world.asVet.action(api.conversation.sendPhoto, { bookingId: world.bookingId, storageId: vetPhoto });
    const exported = JSON.stringify(await world.asOwner.query(api.accounts.exportMyData, {}));
    expect(exported).toContain("Owner's own words");
    expect(exported).toContain("Vet's advice");
    expect(JSON.stringify(await world.asVet.query(api.accounts.exportMyData, {}))).toContain("Owner's own words");

    vi.setSystemTime(END + HOUR);
    await world.t.mutation(internal.accounts.eraseAccount, { userId: world.vetUser });
    const left = await world.t.run(async (ctx) => ({
      messages: (await ctx.db.query("conversationMessages").collect()).map((m) => [m.author, m.text]),
      readers: (await ctx.db.query("conversationReaders").collect()).map((r) => r.role),
      photo: await ctx.db.system.get(vetPhoto),
    }));
    expect(left).toEqual({ messages: [["owner", "Owner's own words"]], readers: ["owner"], photo: null });
  });
});
