import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

/**
 * The layer rules of docs/architecture.md, proven against the real lint configuration: each case lints a line of
 * code as if it stood in the named file and expects `no-restricted-imports` to refuse it or let it pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("src/ reaches the backend only through the generated API and the contract", () => {
  test.each([
    ["src/features/pets/components/bad.tsx", 'import { petProfileSchema } from "../../../../convex/model/pets/pet-commands";'],
    ["src/lib/format/bad.ts", 'import { requireViewer } from "../../../convex/functions";'],
    ["src/routes/$locale/bad.tsx", 'import type { QueryCtx } from "../../../convex/_generated/server";'],
    ["src/features/schedule/utils/bad.ts", 'import { checkFields } from "../../../../convex/shared/input/field-errors";'],
    ["src/test/bad.ts", 'import { policy } from "../../convex/shared/policy";'],
  ])("%s refuses %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([expect.stringContaining("src/ imports the backend only through")]);
  });

  test.each([
    ["src/features/pets/components/fine.tsx", 'import { api } from "../../../../convex/_generated/api";'],
    ["src/lib/format/fine.ts", 'import type { Id } from "../../../convex/_generated/dataModel";'],
    ["src/features/pets/components/fine.tsx", 'import { petProfileSchema } from "@shared/pets/pet-input";'],
    ["src/features/pets/components/fine.tsx", 'import { useQuery } from "convex/react";'],
  ])("%s accepts %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

describe("the contract imports nothing outside itself", () => {
  test.each([
    ["convex/shared/policy.ts", 'import { requireViewer } from "../functions";'],
    ["convex/shared/pets/bad.ts", 'import { petAccess } from "../../model/pets/access";'],
    ["convex/shared/slots/bad.ts", 'import type { Doc } from "../../_generated/dataModel";'],
    ["convex/shared/slots/bad.ts", 'import { query } from "convex/server";'],
    ["convex/shared/slots/bad.ts", 'import { readFileSync } from "node:fs";'],
    ["convex/shared/slots/bad.ts", 'import { formatMoney } from "@/lib/format/money";'],
  ])("%s refuses %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  test.each([
    ["convex/shared/slots/fine.ts", 'import { SLOT_LENGTHS_MINUTES } from "../policy";'],
    ["convex/shared/slots/fine.ts", 'import { z } from "zod";'],
    ["convex/shared/slots/fine.ts", 'import { v } from "convex/values";'],
  ])("%s accepts %s", async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

describe("Convex code imports the contract by relative path", () => {
  test("an alias inside convex/ is refused (the Convex CLI's bundler would not resolve it)", async () => {
    expect(await restrictedImports("convex/model/pets/bad.ts", 'import { PET_SPECIES } from "@shared/pets/species";')).toHaveLength(1);
  });
});

describe("tests build bookings the way the product does", () => {
  test("a convex test may not insert a bare booking row or event", async () => {
    const [result] = await eslint.lintText('export const f = (ctx: { db: { insert: (table: string, doc: object) => void } }) => ctx.db.insert("bookings", {});\n', { filePath: "convex/some.test.ts" });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(["no-restricted-syntax"]);
  });
});

describe("Intl formatters come from the one memoized cache", () => {
  test.each(["src/features/pets/utils/bad.ts", "convex/model/email/bad.ts"])("%s may not build its own", async (filePath) => {
    const [result] = await eslint.lintText('export const f = new Intl.NumberFormat("en");\n', { filePath });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(["no-restricted-syntax"]);
  });
});
