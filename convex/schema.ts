import { rateLimitTables } from "convex-helpers/server/rateLimit";
import { defineSchema } from "convex/server";
import { accountTables } from "./tables/accounts";
import { emailTables } from "./tables/email";
import { petTables } from "./tables/pets";
import { vetTables } from "./tables/vets";
import { bookingTables } from "./tables/bookings";
import { callTables } from "./tables/calls";
import { conversationTables } from "./tables/conversation";
import { paymentTables } from "./tables/payments";
import { reminderTables } from "./tables/reminders";
import { scheduleTables } from "./tables/schedule";
import { uploadTables } from "./tables/uploads";
import { onDemandTables } from "./tables/on-demand";

export default defineSchema({
  ...accountTables,
  ...emailTables,
  ...petTables,
  ...vetTables,
  ...bookingTables,
  ...callTables,
  ...conversationTables,
  ...paymentTables,
  ...scheduleTables,
  ...reminderTables,
  ...uploadTables,
  ...onDemandTables,
  /** Every rate limit (convex/model/rate-limits.ts): one row per limit and key. */
  ...rateLimitTables,
});
