import { v } from "convex/values";
import { authedQuery } from "./functions";
import { bookingForViewer } from "./model/bookings/access";
import { consultationCalendar } from "./model/calendar/consultation-event";
import { localeValidator } from "./tables/accounts";

/** A consultation as a calendar entry for the viewer: the .ics file and "add to" links, in the page's locale. */
export const consultationCalendarEntry = authedQuery({
  args: { bookingId: v.string(), locale: v.optional(localeValidator) },
  returns: v.union(
    v.null(),
    v.object({ filename: v.string(), ics: v.string(), googleUrl: v.string(), outlookUrl: v.string(), cancelled: v.boolean() }),
  ),
  handler: async (ctx, { bookingId, locale }) => {
    const { booking } = await bookingForViewer(ctx, ctx.viewer, bookingId);
    const calendar = await consultationCalendar(ctx, booking._id, ctx.viewer, locale);
    if (calendar === null) return null;
    return {
      filename: "vetline-consultation.ics",
      ics: calendar.ics("PUBLISH"),
      googleUrl: calendar.googleUrl,
      outlookUrl: calendar.outlookUrl,
      cancelled: calendar.cancelled,
    };
  },
});
