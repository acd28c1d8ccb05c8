import { authTables } from "@convex-dev/auth/server";
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const roleValidator = v.union(v.literal("owner"), v.literal("vet"));
export const localeValidator = v.union(v.literal("en"), v.literal("de"), v.literal("fr"), v.literal("es"));

/** The auth library's users table, extended with Vetline's own profile fields. */
export const accountTables = {
  ...authTables,
  users: defineTable({
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    role: v.optional(roleValidator),
    locale: v.optional(localeValidator),
    timeZone: v.optional(v.string()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"]),
};
