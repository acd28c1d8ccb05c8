import { beforeAll, describe, expect, test } from "vitest";
import { insertRecordedBooking } from "./model/bookings/recorded-booking.testing";
import { executeBookingCommand } from "./model/bookings/run-command";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { throttleSubject } from "./model/accounts/throttle";
import { EVERYONE } from "./model/rate-limits";
import {
  errorCode,
  newBackend,
  OTHER_STRONG_PASSWORD,
  outboxFor,
  requestPasswordReset,
  signIn,
  signUpOwner,
  signUpVet,
  STRONG_PASSWORD,
  type TestConvex,
  useTestAuthEnvironment,
} from "./model/accounts/accounts-world.testing";

const HOUR = 3_600_000;
const SCRYPT_HEAVY = 60_000;

beforeAll(useTestAuthEnvironment);

async function sessionsOf(t: TestConvex, userId: Id<"users">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", userId))
        .collect(),
  );
}

describe("who may call the account functions", () => {
  test("a signed-out visitor has no viewer and is refused everything else", async () => {
    const t = newBackend();
    expect(await t.query(api.accounts.viewer, {})).toBeNull();
    const refusals = [
      t.mutation(api.accounts.updateProfile, { name: "X", locale: "en", timeZone: "UTC" }),
      t.mutation(api.accounts.signOutEverywhere, {}),
      t.query(api.accounts.exportMyData, {}),
      t.action(api.accounts.changePassword, { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD }),
      t.action(api.accounts.changeEmail, { currentPassword: STRONG_PASSWORD, newEmail: "x@example.test" }),
      t.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD }),
    ];
    for (const refusal of refusals) expect(await errorCode(refusal)).toBe("NOT_AUTHENTICATED");
  });

  test("an identity whose user no longer exists is treated as signed out", async () => {
    const t = newBackend();
    const owner = await signUpOwner(t, { email: "olivia@example.test" });
    await t.run(async (ctx) => ctx.db.delete(owner.userId));
    expect(await owner.client.query(api.accounts.viewer, {})).toBeNull();
    expect(await errorCode(owner.client.query(api.accounts.exportMyData, {}))).toBe("NOT_AUTHENTICATED");
  });

  test("each user reads and changes only their own account", async () => {
    const t = newBackend();
    const olivia = await signUpOwner(t, { email: "olivia@example.test", name: "Olivia" });
    const vera = await signUpVet(t, { email: "vera@example.test" });
    await olivia.client.mutation(api.accounts.updateProfile, { name: "Olivia B", locale: "en", timeZone: "UTC" });
    expect((await vera.client.query(api.accounts.viewer, {}))?.name).toBe("Dr Vera Vet");
    expect((await vera.client.query(api.accounts.exportMyData, {})).account.email).toBe("vera@example.test");
  });
});

describe("profile", () => {
  test("name, phone, locale and time zone are updated and validated", async () => {
    const t = newBackend();
    const owner = await signUpOwner(t, { email: "olivia@example.test" });
    await owner.client.mutation(api.accounts.updateProfile, {
      name: "  Olivia Brown ",
      phone: "+49 30 1234567",
      locale: "es",
      timeZone: "America/Mexico_City",
    });
    expect(await owner.client.query(api.accounts.viewer, {})).toMatchObject({
      name: "Olivia Brown",
      phone: "+49 30 1234567",
      locale: "es",
      timeZone: "America/Mexico_City",
    });

    const update = { name: "Olivia", locale: "es", timeZone: "UTC" };
    expect(await errorCode(owner.client.mutation(api.accounts.updateProfile, { ...update, phone: "call me" }))).toBe(
      "INVALID_PHONE",
    );
    expect(await errorCode(owner.client.mutation(api.accounts.updateProfile, { ...update, locale: "pt" }))).toBe(
      "INVALID_LOCALE",
    );
    expect(
      await errorCode(owner.client.mutation(api.accounts.updateProfile, { ...update, timeZone: "Europe/Atlantis" })),
    ).toBe("INVALID_TIME_ZONE");
    expect(await errorCode(owner.client.mutation(api.accounts.updateProfile, { ...update, name: "" }))).toBe(
      "INVALID_NAME",
    );

    await owner.client.mutation(api.accounts.updateProfile, { ...update, phone: null });
    expect((await owner.client.query(api.accounts.viewer, {}))?.phone).toBeNull();
  });
});

describe("sessions", () => {
  test("sign out everywhere ends every session and refresh token of the user", async () => {
    const t = newBackend();
    const laptop = await signUpOwner(t, { email: "olivia@example.test" });
    const phone = await signIn(t, "olivia@example.test", STRONG_PASSWORD);
    const other = await signUpOwner(t, { email: "oscar@example.test" });

    expect(await phone.client.mutation(api.accounts.signOutEverywhere, {})).toEqual({ endedSessions: 2 });

    expect(await laptop.client.query(api.accounts.viewer, {})).toBeNull();
    expect(await phone.client.query(api.accounts.viewer, {})).toBeNull();
    expect((await t.action(api.auth.signIn, { refreshToken: laptop.refreshToken })).tokens).toBeNull();
    expect(await sessionsOf(t, laptop.userId)).toEqual([]);
    expect(await other.client.query(api.accounts.viewer, {})).not.toBeNull();
  }, SCRYPT_HEAVY);
});

describe("changing the password", () => {
  test(
    "needs the current password and a policy-compliant new one, and ends the other sessions",
    async () => {
      const t = newBackend();
      const laptop = await signUpOwner(t, { email: "olivia@example.test" });
      const phone = await signIn(t, "olivia@example.test", STRONG_PASSWORD);
      const change = (currentPassword: string, newPassword: string) =>
        laptop.client.action(api.accounts.changePassword, { currentPassword, newPassword });

      expect(await errorCode(change("not my password", OTHER_STRONG_PASSWORD))).toBe("WRONG_PASSWORD");
      expect(await errorCode(change(STRONG_PASSWORD, "qwertyuiop"))).toBe("PASSWORD_TOO_COMMON");
      await change(STRONG_PASSWORD, OTHER_STRONG_PASSWORD);

      expect(await laptop.client.query(api.accounts.viewer, {})).not.toBeNull();
      expect(await phone.client.query(api.accounts.viewer, {})).toBeNull();
      expect(await errorCode(signIn(t, "olivia@example.test", STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
      await expect(signIn(t, "olivia@example.test", OTHER_STRONG_PASSWORD)).resolves.toBeDefined();
    },
    SCRYPT_HEAVY,
  );
});

describe("changing the email", () => {
  test(
    "re-authenticates, moves sign-in to the new address and tells the old one",
    async () => {
      const t = newBackend();
      const owner = await signUpOwner(t, { email: "olivia@example.test", locale: "fr" });
      await signUpOwner(t, { email: "taken@example.test" });
      const change = (currentPassword: string, newEmail: string) =>
        owner.client.action(api.accounts.changeEmail, { currentPassword, newEmail });

      expect(await errorCode(change(OTHER_STRONG_PASSWORD, "new@example.test"))).toBe("WRONG_PASSWORD");
      expect(await errorCode(change(STRONG_PASSWORD, "not an email"))).toBe("INVALID_EMAIL");
      expect(await errorCode(change(STRONG_PASSWORD, "Taken@example.test"))).toBe("EMAIL_ALREADY_REGISTERED");

      await requestPasswordReset(t, "olivia@example.test");
      await change(STRONG_PASSWORD, " New@Example.test ");

      expect((await owner.client.query(api.accounts.viewer, {}))?.email).toBe("new@example.test");
      expect(await errorCode(signIn(t, "olivia@example.test", STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
      await expect(signIn(t, "new@example.test", STRONG_PASSWORD)).resolves.toBeDefined();
      const notice = (await outboxFor(t, "olivia@example.test")).find((email) => email.kind === "emailChanged");
      expect(notice?.locale).toBe("fr");
      expect(notice?.text).toContain("new@example.test");
      // The reset code mailed to the old address died with it.
      expect(await t.run(async (ctx) => await ctx.db.query("authVerificationCodes").collect())).toEqual([]);
    },
    SCRYPT_HEAVY,
  );
});

describe("download my data", () => {
  test("an owner's export holds what they entered and no secrets", async () => {
    const t = newBackend();
    const owner = await signUpOwner(t, { email: "olivia@example.test", name: "Olivia", timeZone: "Europe/Madrid" });
    await owner.client.mutation(api.accounts.updateProfile, {
      name: "Olivia",
      phone: "+34 600 000 000",
      locale: "es",
      timeZone: "Europe/Madrid",
    });

    const exported = await owner.client.query(api.accounts.exportMyData, {});
    expect(exported).toMatchObject({
      format: "vetline-export/1",
      account: {
        name: "Olivia",
        email: "olivia@example.test",
        phone: "+34 600 000 000",
        role: "owner",
        locale: "es",
        timeZone: "Europe/Madrid",
      },
      vetProfile: null,
    });
    const json = JSON.stringify(exported);
    expect(json).not.toContain(STRONG_PASSWORD);
    expect(json).not.toMatch(/secret|\$scrypt|refreshToken/i);
  });

  test("a vet's export includes the profile they entered", async () => {
    const t = newBackend();
    const vet = await signUpVet(t, { email: "vera@example.test", licenceNumber: "TK-77" });
    const exported = await vet.client.query(api.accounts.exportMyData, {});
    expect(exported.account.role).toBe("vet");
    expect(exported.vetProfile).toMatchObject({
      displayName: "Dr Vera Vet",
      licenceNumber: "TK-77",
      licenceCountry: "DE",
      published: false,
      hasPhoto: false,
    });
  });
});

describe("deleting the account", () => {
  test(
    "removes personal data everywhere, ends all sessions, and the old password no longer works",
    async () => {
      const t = newBackend();
      const vet = await signUpVet(t, { email: "vera@example.test" });
      const otherDevice = await signIn(t, "vera@example.test", STRONG_PASSWORD);
      await errorCode(signIn(t, "vera@example.test", "a wrong password"));
      await requestPasswordReset(t, "vera@example.test");
      const bystander = await signUpOwner(t, { email: "olivia@example.test" });

      expect(await errorCode(vet.client.action(api.accounts.deleteMyAccount, { password: "nope nope nope" }))).toBe(
        "WRONG_PASSWORD",
      );
      expect(await vet.client.query(api.accounts.viewer, {})).not.toBeNull();

      await vet.client.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD });

      expect(await vet.client.query(api.accounts.viewer, {})).toBeNull();
      expect(await otherDevice.client.query(api.accounts.viewer, {})).toBeNull();
      expect((await t.action(api.auth.signIn, { refreshToken: otherDevice.refreshToken })).tokens).toBeNull();
      const left = await t.run(async (ctx) => ({
        users: await ctx.db.query("users").collect(),
        accounts: await ctx.db.query("authAccounts").collect(),
        sessions: await ctx.db.query("authSessions").collect(),
        refreshTokens: await ctx.db.query("authRefreshTokens").collect(),
        codes: await ctx.db.query("authVerificationCodes").collect(),
        rateLimits: await ctx.db.query("authRateLimits").collect(),
        throttles: await ctx.db.query("rateLimits").collect(),
        outbox: await ctx.db.query("emailOutbox").collect(),
        vetProfiles: await ctx.db.query("vetProfiles").collect(),
      }));
      expect(left.users.map((user) => user._id)).toEqual([bystander.userId]);
      expect(left.accounts.map((account) => account.userId)).toEqual([bystander.userId]);
      expect(left.sessions.map((session) => session.userId)).toEqual([bystander.userId]);
      expect(left.refreshTokens).toHaveLength(1);
      expect(left.codes).toEqual([]);
      expect(left.rateLimits).toEqual([]);
      // The deployment-wide windows (bare timestamps) and the bystander's sign-up stay; nothing keyed by Vera's email.
      const kept = new Set([EVERYONE, await throttleSubject("olivia@example.test")]);
      expect(left.throttles.filter((row) => !kept.has(row.key ?? ""))).toEqual([]);
      expect(left.outbox).toEqual([]);
      expect(left.vetProfiles).toEqual([]);
      expect(JSON.stringify(left)).not.toContain("vera");

      expect(await errorCode(signIn(t, "vera@example.test", STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
    },
    SCRYPT_HEAVY,
  );

  test("a vet with an upcoming booking must cancel it first; past and cancelled ones do not block", async () => {
    const t = newBackend();
    const vet = await signUpVet(t, { email: "vera@example.test" });
    const owner = await signUpOwner(t, { email: "olivia@example.test" });
    const bookingId = await t.run(async (ctx) => {
      const vetProfile = await ctx.db
        .query("vetProfiles")
        .withIndex("by_user", (q) => q.eq("userId", vet.userId))
        .unique();
      const petId = await ctx.db.insert("pets", {
        ownerId: owner.userId,
        name: "Rex",
        species: "dog",
        sex: "male",
        allergies: [],
        medications: [],
        archived: false,
      });
      const paymentMethodId = await ctx.db.insert("paymentMethods", {
        ownerId: owner.userId,
        provider: "local",
        token: "tok_test",
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
        createdAt: Date.now(),
      });
      const booking = {
        vetId: vetProfile!._id,
        vetUserId: vet.userId,
        ownerId: owner.userId,
        petId,
        reason: "Limping",
        intakeAnswers: [],
        paymentMethodId,
        priceMinor: 4500,
        currency: "EUR",
      };
      const at = (fromHours: number) => ({ startsAt: Date.now() + fromHours * HOUR, endsAt: Date.now() + (fromHours + 1) * HOUR });
      await insertRecordedBooking(ctx, { ...booking, ...at(-48) }, "completed");
      await insertRecordedBooking(ctx, { ...booking, ...at(24) }, "cancelled");
      return await insertRecordedBooking(ctx, { ...booking, ...at(48) }, "confirmed");
    });

    expect(await errorCode(vet.client.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD }))).toBe(
      "VET_HAS_UPCOMING_BOOKINGS",
    );
    expect(await vet.client.query(api.accounts.viewer, {})).not.toBeNull();

    await t.run(async (ctx) =>
      executeBookingCommand(ctx, bookingId, { type: "cancel_by_vet", reason: "Unwell", now: Date.now() }, { kind: "vet", userId: vet.userId }),
    );
    await vet.client.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD });
    expect(await vet.client.query(api.accounts.viewer, {})).toBeNull();
  }, SCRYPT_HEAVY);

  test("the email can sign up again afterwards, as a new account", async () => {
    const t = newBackend();
    const first = await signUpOwner(t, { email: "olivia@example.test" });
    await first.client.action(api.accounts.deleteMyAccount, { password: STRONG_PASSWORD });
    const second = await signUpOwner(t, { email: "olivia@example.test", password: OTHER_STRONG_PASSWORD });
    expect(second.userId).not.toBe(first.userId);
  }, SCRYPT_HEAVY);
});
