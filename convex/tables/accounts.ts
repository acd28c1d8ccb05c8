import { authTables } from "@convex-dev/auth/server";
import { defineTable } from "convex/server";
import { type Infer, v } from "convex/values";

export const SUPPORTED_LOCALES = ["en", "de", "fr", "es"] as const;
export const roleValidator = v.union(v.literal("owner"), v.literal("vet"));
export const localeValidator = v.union(v.literal("en"), v.literal("de"), v.literal("fr"), v.literal("es"));
export type Locale = Infer<typeof localeValidator>;

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
