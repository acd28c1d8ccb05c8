import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

crons.interval("record no-shows", { minutes: 5 }, internal.overview.recordNoShows, {});
crons.interval("retry outstanding payment settlements", { minutes: 15 }, internal.payments.settleOutstandingPayments, {});
crons.daily("prune expired command keys", { hourUTC: 3, minuteUTC: 30 }, internal.bookings.pruneCommandKeys, {});
crons.interval("refresh stale next free slots", { minutes: 1 }, internal.vets.refreshStaleNextFreeSlots, {});

crons.interval("send overdue reminders and agendas", { minutes: 5 }, internal.reminders.sendOverdue, {});
crons.interval("switch off vets whose page stopped beating", { minutes: 1 }, internal.onDemand.switchOffSilent, {});

export default crons;
