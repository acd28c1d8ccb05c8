import { createAccount } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { WithoutSystemFields } from "convex/server";
import type { DataModel, Doc, Id } from "./_generated/dataModel";
import { type ActionCtx, internalAction, internalMutation, internalQuery } from "./_generated/server";
import { initialsAvatarSvg, pawAvatarSvg } from "./model/seed/avatar-svg";
import { accountLocaleFor } from "./model/seed/account-locale";
import { DEMO_CREDENTIALS } from "./model/seed/demo-accounts";
import { DEMO_PETS } from "./model/seed/demo-pets";
import { DEMO_VET_ACCOUNT_PROFILE, DEMO_VETS } from "./model/seed/demo-vets";
import * as seeding from "./model/seed/seed-demo";
import { insertSyntheticVets } from "./model/seed/synthetic-vets";

function storeSvg(ctx: ActionCtx, svg: string): Promise<Id<"_storage">> {
  return ctx.storage.store(new Blob([svg], { type: "image/svg+xml" }));
}

/**
 * One after another: a dozen small files, and convex-test's storage is not safe for stores running at once (seen
 * in CI as "Write outside of transaction").
 */
async function storeSvgs(ctx: ActionCtx, svgs: string[]): Promise<Array<Id<"_storage">>> {
  const ids: Array<Id<"_storage">> = [];
  for (const svg of svgs) ids.push(await storeSvg(ctx, svg));
  return ids;
}

/**
 * `npm start` runs this once on a fresh install: the directory's vets with photos and schedules, a demo vet
 * and a demo owner with two pets. Running it again changes nothing. Returns the demo credentials to print.
 */
export const demo = internalAction({
  args: {},
  handler: async (ctx) => {
    if (await ctx.runQuery(internal.seed.isSeeded, {})) return { seeded: false, credentials: DEMO_CREDENTIALS };

    const vetPhotoIds = await storeSvgs(ctx, DEMO_VETS.map((vet) => initialsAvatarSvg(vet.displayName, vet.avatarColor)));
    await ctx.runMutation(internal.seed.insertDirectoryVets, { photoIds: vetPhotoIds });

    const { user: vetUser } = await createAccount<DataModel>(ctx, {
      provider: "password",
      account: { id: DEMO_CREDENTIALS.vet.email, secret: DEMO_CREDENTIALS.vet.password },
      profile: {
        email: DEMO_CREDENTIALS.vet.email,
        name: DEMO_CREDENTIALS.vet.name,
        role: "vet",
        locale: accountLocaleFor(DEMO_VET_ACCOUNT_PROFILE.languages),
        timeZone: DEMO_VET_ACCOUNT_PROFILE.timeZone,
        // Not a users field: the sign-up hook (model/accounts/create-or-update-user.ts) moves it to the vet profile.
        vetLicence: {
          licenceNumber: DEMO_VET_ACCOUNT_PROFILE.licenceNumber,
          licenceCountry: DEMO_VET_ACCOUNT_PROFILE.licenceCountry,
        },
      } as WithoutSystemFields<Doc<"users">>,
    });
    const demoVetPhotoId = await storeSvg(
      ctx,
      initialsAvatarSvg(DEMO_VET_ACCOUNT_PROFILE.displayName, DEMO_VET_ACCOUNT_PROFILE.avatarColor),
    );
    await ctx.runMutation(internal.seed.insertDemoVetProfile, { userId: vetUser._id, photoId: demoVetPhotoId });

    // Created last: its presence is what marks the seed as done.
    const { user: owner } = await createAccount<DataModel>(ctx, {
      provider: "password",
      account: { id: DEMO_CREDENTIALS.owner.email, secret: DEMO_CREDENTIALS.owner.password },
      profile: {
        email: DEMO_CREDENTIALS.owner.email,
        name: DEMO_CREDENTIALS.owner.name,
        role: "owner",
        // Alex Morgan, an English speaker living in Berlin.
        locale: "en",
        timeZone: "Europe/Berlin",
      },
    });
    const petPhotoIds = await storeSvgs(ctx, DEMO_PETS.map((pet) => pawAvatarSvg(pet.avatarColor)));
    await ctx.runMutation(internal.seed.insertDemoPets, { ownerId: owner._id, photoIds: petPhotoIds });
    return { seeded: true, credentials: DEMO_CREDENTIALS };
  },
});

export const isSeeded = internalQuery({
  args: {},
  handler: async (ctx) => await seeding.isDemoSeeded(ctx),
});

export const insertDirectoryVets = internalMutation({
  args: { photoIds: v.array(v.id("_storage")) },
  handler: async (ctx, { photoIds }) => {
    for (const [index, vet] of DEMO_VETS.entries()) {
      const userId = await seeding.insertDirectoryVetUser(ctx, vet);
      await seeding.insertPublishedVet(ctx, userId, vet, photoIds[index]!);
    }
  },
});

export const insertDemoVetProfile = internalMutation({
  args: { userId: v.id("users"), photoId: v.id("_storage") },
  handler: async (ctx, { userId, photoId }) => {
    await seeding.insertPublishedVet(ctx, userId, DEMO_VET_ACCOUNT_PROFILE, photoId);
  },
});

export const insertDemoPets = internalMutation({
  args: { ownerId: v.id("users"), photoIds: v.array(v.id("_storage")) },
  handler: async (ctx, { ownerId, photoIds }) => await seeding.insertDemoPets(ctx, ownerId, photoIds),
});

const SYNTHETIC_BATCH_MAX = 1_000;

/** Load tests and `bench/directory.bench.ts`: `count` more published vets, numbered from `offset`. */
export const syntheticVets = internalMutation({
  args: { offset: v.number(), count: v.number() },
  handler: async (ctx, { offset, count }) => {
    await insertSyntheticVets(ctx, offset, Math.min(count, SYNTHETIC_BATCH_MAX), Date.now());
  },
});
