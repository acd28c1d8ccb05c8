import { defineSchema } from "convex/server";
import { accountTables } from "./tables/accounts";

export default defineSchema({
  ...accountTables,
});
