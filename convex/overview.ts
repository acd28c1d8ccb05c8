import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { vetQuery } from "./functions";
import { recordNoShows as recordNoShowsAt } from "./model/overview/no-shows";
import { vetOverview as vetOverviewAt, vetOverviewValidator } from "./model/overview/vet-overview";
import { requireOwnVetProfile } from "./model/vets/vet-commands";

/**
 * The vet's live overview. `minute` is the client's clock tick: it re-subscribes each minute so
 * join buttons and "today" move with time; the server's own clock decides what "now" is.
 */
export const vetOverview = vetQuery({
  args: { minute: v.number() },
  returns: vetOverviewValidator,
  handler: async (ctx) => vetOverviewAt(ctx, await requireOwnVetProfile(ctx, ctx.viewer), Date.now()),
});

/** Run by the cron in crons.ts; continues at once while a backlog remains. */
export const recordNoShows = internalMutation({
  args: {},
  handler: async (ctx) => {
    const { recorded, more } = await recordNoShowsAt(ctx, Date.now());
    if (more) await ctx.scheduler.runAfter(0, internal.overview.recordNoShows, {});
    return recorded;
  },
});
