import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import {
  completePasswordReset,
  errorCode,
  latestResetCode,
  newBackend,
  OTHER_STRONG_PASSWORD,
  outboxFor,
  requestPasswordReset,
  signIn,
  signUpOwner,
  signUpVet,
  STRONG_PASSWORD,
} from "./model/accounts/accounts-world.testing";
import { useTestAuthEnvironment } from "./model/accounts/accounts-world.testing";
import { signUpSchema } from "./shared/accounts/auth-input";
import { checkFields } from "./shared/input/field-errors";

const MINUTE = 60_000;
const SCRYPT_HEAVY = 60_000;

beforeAll(useTestAuthEnvironment);
afterEach(() => {
  vi.useRealTimers();
});

describe("sign-up", () => {
  test("an owner signs up with a normalised email and their profile fields", async () => {
    const t = newBackend();
    const owner = await signUpOwner(t, { email: "  Olivia@Example.TEST ", locale: "fr", timeZone: "Europe/Paris" });

    expect(await owner.client.query(api.accounts.viewer, {})).toEqual({
      id: owner.userId,
      role: "owner",
      name: "Olivia Owner",
      email: "olivia@example.test",
      phone: null,
      locale: "fr",
      timeZone: "Europe/Paris",
    });
    const vetProfiles = await t.run(async (ctx) => await ctx.db.query("vetProfiles").collect());
    expect(vetProfiles).toEqual([]);
  });

  test("a vet signs up with licence details and gets an unpublished profile", async () => {
    const t = newBackend();
    const vet = await signUpVet(t, { email: "vera@example.test", licenceNumber: " TK-998 " });

    expect((await vet.client.query(api.accounts.viewer, {}))?.role).toBe("vet");
    const profile = await t.run(
      async (ctx) =>
        await ctx.db
          .query("vetProfiles")
          .withIndex("by_user", (q) => q.eq("userId", vet.userId))
          .unique(),
    );
    expect(profile).toMatchObject({
      displayName: "Dr Vera Vet",
      licenceNumber: "TK-998",
      licenceCountry: "DE",
      timeZone: "Europe/Berlin",
      published: false,
    });
  });

  test("a vet without a licence number is refused and nothing is created", async () => {
    const t = newBackend();
    expect(await errorCode(signUpVet(t, { email: "vera@example.test", licenceNumber: "" }))).toBe(
      "INVALID_LICENCE_NUMBER",
    );
    expect(await t.run(async (ctx) => await ctx.db.query("users").collect())).toEqual([]);
  });

  test.each([
    [{ email: "not-an-email" }, "INVALID_EMAIL"],
    [{ email: "a@example.test", name: "   " }, "INVALID_NAME"],
    [{ email: "a@example.test", locale: "it" }, "INVALID_LOCALE"],
    [{ email: "a@example.test", timeZone: "Mars/Olympus_Mons" }, "INVALID_TIME_ZONE"],
    [{ email: "a@example.test", timeZone: "+02:00" }, "INVALID_TIME_ZONE"],
  ])("invalid profile field %o is refused with %s", async (input, code) => {
    const t = newBackend();
    expect(await errorCode(signUpOwner(t, input))).toBe(code);
  });

  // The form checks with the shared rules before sending: what it lets through the server must not refuse for the
  // same field, and what it refuses the server refuses with the same code (a form once let "lucia@example" through).
  test.each([
    [{ email: "lucia@example" }, "email", "INVALID_EMAIL"],
    [{ email: "lucia@@example.es" }, "email", "INVALID_EMAIL"],
    [{ email: "lucía gómez@example.es" }, "email", "INVALID_EMAIL"],
    [{ email: "a@example.test", password: "kurz" }, "password", "PASSWORD_TOO_SHORT"],
    [{ email: "a@example.test", password: "🐈".repeat(7) }, "password", "PASSWORD_TOO_SHORT"],
    [{ email: "a@example.test", password: "x".repeat(129) }, "password", "PASSWORD_TOO_LONG"],
    [{ email: "a@example.test", licenceNumber: "K" }, "licenceNumber", "INVALID_LICENCE_NUMBER"],
  ])("the sign-up form's own check and the server refuse %o alike: %s, %s", async (input, field, code) => {
    const form = { role: "vet", name: "Dr Vera Vet", password: STRONG_PASSWORD, locale: "de", timeZone: "Europe/Berlin", licenceNumber: "TK-1", licenceCountry: "DE", ...input };
    expect(checkFields(signUpSchema, form)).toEqual({ ok: false, fields: { [field]: code } });
    expect(await errorCode(signUpVet(newBackend(), input))).toBe(code);
  });

  test("an address the form lets through, with capitals and a plus, is one the server takes", async () => {
    const email = "Lucia.Gomez+vetline@Example.ES";
    const form = { role: "owner", name: "Lucía", email, password: STRONG_PASSWORD, locale: "es", timeZone: "Europe/Madrid" };
    expect(checkFields(signUpSchema, form).ok).toBe(true);
    const owner = await signUpOwner(newBackend(), { email, locale: "es", timeZone: "Europe/Madrid" });
    expect((await owner.client.query(api.accounts.viewer, {}))?.email).toBe("lucia.gomez+vetline@example.es");
  });

  test("an unknown role is refused", async () => {
    const t = newBackend();
    const attempt = t.action(api.auth.signIn, {
      provider: "password",
      params: {
        flow: "signUp",
        role: "admin",
        email: "a@example.test",
        password: STRONG_PASSWORD,
        name: "A",
        locale: "en",
        timeZone: "UTC",
      },
    });
    expect(await errorCode(attempt)).toBe("INVALID_ROLE");
  });

  test.each([
    ["short7!", "PASSWORD_TOO_SHORT"],
    ["x".repeat(129), "PASSWORD_TOO_LONG"],
    ["Password1", "PASSWORD_TOO_COMMON"],
    ["iloveyou2", "PASSWORD_TOO_COMMON"],
    ["my vetline account", "PASSWORD_CONTAINS_PERSONAL_INFO"],
    ["olivia.smith rocks", "PASSWORD_CONTAINS_PERSONAL_INFO"],
  ])("password %j is refused with %s", async (password, code) => {
    const t = newBackend();
    expect(await errorCode(signUpOwner(t, { email: "olivia.smith@example.test", password }))).toBe(code);
  });

  test(
    "long passwords with any characters and no composition rules are accepted",
    async () => {
      const t = newBackend();
      const password = "ünïcødé pässwörd ".repeat(4).slice(0, 64);
      await signUpOwner(t, { email: "u@example.test", password });
      await expect(signIn(t, "u@example.test", password)).resolves.toBeDefined();
      await signUpOwner(t, { email: "plain@example.test", password: "alllowercaseletters" });
    },
    SCRYPT_HEAVY,
  );

  test("an email can hold one account only, without revealing whether the password matched", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    expect(await errorCode(signUpOwner(t, { email: "OLIVIA@example.test" }))).toBe("EMAIL_ALREADY_REGISTERED");
    expect(await errorCode(signUpOwner(t, { email: "olivia@example.test", password: OTHER_STRONG_PASSWORD }))).toBe(
      "EMAIL_ALREADY_REGISTERED",
    );
  });
});

describe("sign-in", () => {
  test("the right password signs in to the same user, whatever the email's case", async () => {
    const t = newBackend();
    const owner = await signUpOwner(t, { email: "olivia@example.test" });
    const session = await signIn(t, "Olivia@Example.test", STRONG_PASSWORD);
    expect(session.userId).toBe(owner.userId);
    expect(session.sessionId).not.toBe(owner.sessionId);
  });

  test("a wrong password and an unknown email get the same error", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    expect(await errorCode(signIn(t, "olivia@example.test", OTHER_STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
    expect(await errorCode(signIn(t, "nobody@example.test", OTHER_STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
  });

  test(
    "after 10 failures in an hour even the right password is refused, until the hour has passed",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const t = newBackend();
      await signUpOwner(t, { email: "olivia@example.test" });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect(await errorCode(signIn(t, "olivia@example.test", `wrong guess ${attempt}`))).toBe(
          "INVALID_CREDENTIALS",
        );
      }
      expect(await errorCode(signIn(t, "olivia@example.test", STRONG_PASSWORD))).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
      expect(await errorCode(signIn(t, "OLIVIA@example.test", STRONG_PASSWORD))).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");

      vi.advanceTimersByTime(30 * MINUTE);
      expect(await errorCode(signIn(t, "olivia@example.test", STRONG_PASSWORD))).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
      vi.advanceTimersByTime(31 * MINUTE);
      await expect(signIn(t, "olivia@example.test", STRONG_PASSWORD)).resolves.toBeDefined();
    },
    SCRYPT_HEAVY,
  );

  test("failures on an unknown email are throttled the same way", async () => {
    const t = newBackend();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await errorCode(signIn(t, "ghost@example.test", `guess ${attempt}`))).toBe("INVALID_CREDENTIALS");
    }
    expect(await errorCode(signIn(t, "ghost@example.test", "guess again"))).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
  });

  test(
    "a password reset lifts the sign-in limit",
    async () => {
      const t = newBackend();
      await signUpOwner(t, { email: "olivia@example.test" });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await errorCode(signIn(t, "olivia@example.test", `wrong guess ${attempt}`));
      }
      expect(await errorCode(signIn(t, "olivia@example.test", STRONG_PASSWORD))).toBe("TOO_MANY_SIGN_IN_ATTEMPTS");
      await requestPasswordReset(t, "olivia@example.test");
      const code = (await latestResetCode(t, "olivia@example.test"))!;
      await completePasswordReset(t, "olivia@example.test", code, OTHER_STRONG_PASSWORD);
      await expect(signIn(t, "olivia@example.test", OTHER_STRONG_PASSWORD)).resolves.toBeDefined();
    },
    SCRYPT_HEAVY,
  );

  test("a success clears earlier failures", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await errorCode(signIn(t, "olivia@example.test", `wrong guess ${attempt}`));
    }
    await signIn(t, "olivia@example.test", STRONG_PASSWORD);
    expect(await errorCode(signIn(t, "olivia@example.test", "wrong again"))).toBe("INVALID_CREDENTIALS");
    await expect(signIn(t, "olivia@example.test", STRONG_PASSWORD)).resolves.toBeDefined();
  }, SCRYPT_HEAVY);

  test("signing out ends the session and its refresh token", async () => {
    const t = newBackend();
    const owner = await signUpOwner(t, { email: "olivia@example.test" });
    await owner.client.action(api.auth.signOut, {});
    expect(await owner.client.query(api.accounts.viewer, {})).toBeNull();
    const refreshed = await t.action(api.auth.signIn, { refreshToken: owner.refreshToken });
    expect(refreshed.tokens).toBeNull();
  });
});

describe("password reset", () => {
  test(
    "an emailed 8-digit code sets a new password, signs in and ends every other session",
    async () => {
      const t = newBackend();
      const firstDevice = await signUpOwner(t, { email: "olivia@example.test", locale: "de" });
      await requestPasswordReset(t, "Olivia@example.test");

      const [email] = await outboxFor(t, "olivia@example.test");
      expect(email).toMatchObject({ kind: "passwordResetCode", locale: "de" });
      expect(email?.subject).toContain("Passwort");
      const code = await latestResetCode(t, "olivia@example.test");
      expect(code).toMatch(/^\d{8}$/);

      const resetSession = await completePasswordReset(t, "olivia@example.test", code!, OTHER_STRONG_PASSWORD);
      expect(resetSession.userId).toBe(firstDevice.userId);
      expect(await firstDevice.client.query(api.accounts.viewer, {})).toBeNull();
      expect((await t.action(api.auth.signIn, { refreshToken: firstDevice.refreshToken })).tokens).toBeNull();
      expect(await resetSession.client.query(api.accounts.viewer, {})).not.toBeNull();

      expect(await errorCode(signIn(t, "olivia@example.test", STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
      await expect(signIn(t, "olivia@example.test", OTHER_STRONG_PASSWORD)).resolves.toBeDefined();
    },
    SCRYPT_HEAVY,
  );

  test("a code works once", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    await requestPasswordReset(t, "olivia@example.test");
    const code = (await latestResetCode(t, "olivia@example.test"))!;
    await completePasswordReset(t, "olivia@example.test", code, OTHER_STRONG_PASSWORD);
    expect(
      await errorCode(completePasswordReset(t, "olivia@example.test", code, "a third fine passphrase")),
    ).toBe("INVALID_RESET_CODE");
  }, SCRYPT_HEAVY);

  test("a code expires after 10 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    await requestPasswordReset(t, "olivia@example.test");
    const code = (await latestResetCode(t, "olivia@example.test"))!;

    vi.advanceTimersByTime(10 * MINUTE + 1_000);
    expect(await errorCode(completePasswordReset(t, "olivia@example.test", code, OTHER_STRONG_PASSWORD))).toBe(
      "INVALID_RESET_CODE",
    );
    await expect(signIn(t, "olivia@example.test", STRONG_PASSWORD)).resolves.toBeDefined();
  }, SCRYPT_HEAVY);

  test("a code is bound to the account it was sent for", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    await signUpOwner(t, { email: "oscar@example.test" });
    await requestPasswordReset(t, "olivia@example.test");
    const code = (await latestResetCode(t, "olivia@example.test"))!;
    expect(await errorCode(completePasswordReset(t, "oscar@example.test", code, OTHER_STRONG_PASSWORD))).toBe(
      "INVALID_RESET_CODE",
    );
    await expect(signIn(t, "oscar@example.test", STRONG_PASSWORD)).resolves.toBeDefined();
  }, SCRYPT_HEAVY);

  test("the new password must meet the policy", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    await requestPasswordReset(t, "olivia@example.test");
    const code = (await latestResetCode(t, "olivia@example.test"))!;
    expect(await errorCode(completePasswordReset(t, "olivia@example.test", code, "password123"))).toBe(
      "PASSWORD_TOO_COMMON",
    );
  });

  test("at most 3 requests an hour send a code; later ones, for a known address or not, are refused alike and send nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    const answers = [];
    for (let request = 0; request < 3; request += 1) {
      answers.push(await requestPasswordReset(t, "olivia@example.test"));
      answers.push(await requestPasswordReset(t, "nobody@example.test"));
      vi.advanceTimersByTime(MINUTE);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    for (const email of ["olivia@example.test", "nobody@example.test"]) {
      expect(await errorCode(requestPasswordReset(t, email))).toBe("TOO_MANY_RESET_CODES");
    }
    expect(await outboxFor(t, "olivia@example.test")).toHaveLength(3);
    expect(await outboxFor(t, "nobody@example.test")).toEqual([]);

    // The refused requests did not replace the last code sent.
    const lastCode = (await latestResetCode(t, "olivia@example.test"))!;
    await expect(completePasswordReset(t, "olivia@example.test", lastCode, OTHER_STRONG_PASSWORD)).resolves.toBeDefined();

    vi.advanceTimersByTime(60 * MINUTE);
    await requestPasswordReset(t, "olivia@example.test");
    expect(await outboxFor(t, "olivia@example.test")).toHaveLength(4);
  }, SCRYPT_HEAVY);

  test("an unknown email gets the same answer as a known one and no email is sent", async () => {
    const t = newBackend();
    await signUpOwner(t, { email: "olivia@example.test" });
    const known = await requestPasswordReset(t, "olivia@example.test");
    const unknown = await requestPasswordReset(t, "nobody@example.test");
    expect(unknown).toEqual(known);
    expect(await outboxFor(t, "nobody@example.test")).toEqual([]);
    expect(await errorCode(completePasswordReset(t, "nobody@example.test", "12345678", OTHER_STRONG_PASSWORD))).toBe(
      "INVALID_RESET_CODE",
    );
  });
});

describe("sign-up, sign-in and reset bursts", () => {
  const limits = ["SIGN_UPS_PER_MINUTE", "SIGN_INS_PER_MINUTE", "PASSWORD_RESETS_PER_MINUTE"] as const;
  afterEach(() => {
    for (const name of limits) delete process.env[name];
  });

  test(
    "an email gets 5 sign-up attempts an hour, counted before any password is hashed",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const t = newBackend();
      await signUpOwner(t, { email: "olivia@example.test" });
      for (let attempt = 2; attempt <= 5; attempt++) {
        expect(await errorCode(signUpOwner(t, { email: "olivia@example.test" }))).toBe("EMAIL_ALREADY_REGISTERED");
      }
      expect(await errorCode(signUpOwner(t, { email: "olivia@example.test" }))).toBe("TOO_MANY_SIGN_UPS");
      vi.advanceTimersByTime(61 * MINUTE);
      expect(await errorCode(signUpOwner(t, { email: "olivia@example.test" }))).toBe("EMAIL_ALREADY_REGISTERED");
    },
    SCRYPT_HEAVY,
  );

  test(
    "the deployment takes SIGN_UPS_PER_MINUTE sign-ups a minute (10 unless set), whoever signs up",
    async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      process.env.SIGN_UPS_PER_MINUTE = "2";
      const t = newBackend();
      await signUpOwner(t, { email: "first@example.test" });
      await signUpOwner(t, { email: "second@example.test" });
      expect(await errorCode(signUpOwner(t, { email: "third@example.test" }))).toBe("TOO_MANY_SIGN_UPS");
      vi.advanceTimersByTime(MINUTE + 1);
      await signUpOwner(t, { email: "third@example.test" });
      // A changed limit applies from the next window (the rate limiter keeps what is left of the current one).
      process.env.SIGN_UPS_PER_MINUTE = "not a number";
      vi.advanceTimersByTime(MINUTE + 1);
      for (const name of ["fourth", "fifth", "sixth"]) await signUpOwner(t, { email: `${name}@example.test` });
    },
    SCRYPT_HEAVY,
  );

  test("the deployment takes SIGN_INS_PER_MINUTE sign-in attempts and PASSWORD_RESETS_PER_MINUTE reset requests a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    process.env.SIGN_INS_PER_MINUTE = "1";
    process.env.PASSWORD_RESETS_PER_MINUTE = "1";
    const t = newBackend();
    expect(await errorCode(signIn(t, "nobody@example.test", STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
    expect(await errorCode(signIn(t, "someone@example.test", STRONG_PASSWORD))).toBe("SIGN_IN_BUSY");
    expect(await requestPasswordReset(t, "nobody@example.test")).toMatchObject({ tokens: null });
    expect(await errorCode(requestPasswordReset(t, "someone@example.test"))).toBe("TOO_MANY_RESET_REQUESTS");
    vi.advanceTimersByTime(MINUTE + 1);
    expect(await errorCode(signIn(t, "someone@example.test", STRONG_PASSWORD))).toBe("INVALID_CREDENTIALS");
  });

  test("over-long sign-in parameters are refused before anything is hashed or counted", async () => {
    const t = newBackend();
    expect(await errorCode(signIn(t, "nobody@example.test", "x".repeat(1_000_000)))).toBe("INPUT_TOO_LONG");
    expect(await t.run(async (ctx) => await ctx.db.query("rateLimits").collect())).toEqual([]);
  });
});
