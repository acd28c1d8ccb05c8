import { expect, test } from "vitest";
import { CONVERSATION_FOLLOW_UP_MS } from "../policy";
import { DAY_MS as DAY } from "../time";
import { conversationWindow } from "./thread-window";

const END = Date.UTC(2026, 10, 24, 10, 20);

test("open from booking until the follow-up period after the planned end", () => {
  const booking = { status: "confirmed", endsAt: END };
  expect(conversationWindow(booking, END - 3 * DAY)).toEqual({ open: true, closesAt: END + CONVERSATION_FOLLOW_UP_MS });
  expect(conversationWindow({ ...booking, status: "completed" }, END + CONVERSATION_FOLLOW_UP_MS - 1).open).toBe(true);
  expect(conversationWindow({ ...booking, status: "completed" }, END + CONVERSATION_FOLLOW_UP_MS)).toEqual({
    open: false,
    reason: "window_ended",
    closedAt: END + CONVERSATION_FOLLOW_UP_MS,
  });
});

test("a cancelled booking's conversation is read-only, whatever the vet did", () => {
  expect(conversationWindow({ status: "cancelled", endsAt: END, reopenedAt: END }, END - DAY)).toEqual({
    open: false,
    reason: "cancelled",
    closedAt: null,
  });
});

test("the vet closes early; a reopen gives another follow-up period from that moment", () => {
  expect(conversationWindow({ status: "completed", endsAt: END, closedByVetAt: END + DAY }, END + DAY)).toMatchObject({
    open: false,
    reason: "closed_by_vet",
  });
  const reopenedAt = END + 10 * DAY;
  expect(conversationWindow({ status: "completed", endsAt: END, reopenedAt }, END + 11 * DAY)).toEqual({
    open: true,
    closesAt: reopenedAt + CONVERSATION_FOLLOW_UP_MS,
  });
  // Reopening early never shortens the period after the consultation.
  expect(conversationWindow({ status: "confirmed", endsAt: END, reopenedAt: END - 5 * DAY }, END).open).toBe(true);
});
