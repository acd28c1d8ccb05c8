import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { appLink } from "../app-link";
import { sendEmailToUser } from "../email/send";
import { nextBookableTimes } from "./next-bookable-times";

/** Tells the owner by email that nobody took their request, with the next bookable times and a way to ask again. */
export async function emailRequestTimedOut(ctx: MutationCtx, request: Doc<"onDemandRequests">, now: number): Promise<void> {
  const [owner, pet] = await Promise.all([ctx.db.get(request.ownerId), ctx.db.get(request.petId)]);
  if (owner === null) return;
  const locale = owner.locale ?? "en";
  const times = await nextBookableTimes(ctx, request, now);
  await sendEmailToUser(ctx, owner._id, {
    kind: "onDemandTimedOut",
    params: {
      petName: pet?.name ?? "",
      askedAt: request.createdAt,
      priceMinor: request.priceMinor,
      currency: request.currency,
      nextTimes: times.map((time) => ({
        vetName: time.displayName,
        startsAt: time.startsAt,
        link: appLink(locale, `/bookings/book/${time.vetId}?startsAt=${time.startsAt}`),
      })),
      askAgainLink: appLink(locale, "/bookings/now"),
    },
  });
}
