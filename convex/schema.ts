import { defineSchema } from "convex/server";
import { accountTables } from "./tables/accounts";
import { bookingTables } from "./tables/bookings";
import { paymentTables } from "./tables/payments";

export default defineSchema({
  ...accountTables,
  ...bookingTables,
  ...paymentTables,
});
