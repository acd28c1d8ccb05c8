import { afterEach, describe, expect, test, vi } from "vitest";
import { internal } from "./_generated/api";
import { newBackend } from "./model/accounts/accounts-world.testing";
import type { EmailContent, EmailKind } from "./model/email/kinds";
import { REMINDER_TEMPLATES } from "./model/email/messages/reminders";
import { EMAIL_CATALOGS, renderEmail } from "./model/email/render";
import { sendEmailToUser } from "./model/email/send";
import { configuredEmailTransport } from "./model/email/transport";
import { SUPPORTED_LOCALES } from "./tables/accounts";

const THURSDAY_14_UTC = Date.UTC(2026, 0, 15, 14, 0);
const booking = { vetName: "Dr Vera", petName: "Rex", startsAt: THURSDAY_14_UTC };

const oneOfEachKind: Record<EmailKind, EmailContent> = {
  passwordResetCode: { kind: "passwordResetCode", params: { code: "01234567", validMinutes: 10 } },
  emailChanged: { kind: "emailChanged", params: { newEmail: "new@example.test" } },
  bookingConfirmed: { kind: "bookingConfirmed", params: booking },
  bookingRescheduled: {
    kind: "bookingRescheduled",
    params: { ...booking, previousStartsAt: THURSDAY_14_UTC - 86_400_000 },
  },
  bookingCancelled: { kind: "bookingCancelled", params: { ...booking, cancelledBy: "vet" } },
  consultationReminder: {
    kind: "consultationReminder",
    params: { ...booking, lead: "dayBefore", audience: "owner", ownerName: "Olivia", joinUrl: "http://app.test/en/call/b1/prepare" },
  },
  dailyAgenda: {
    kind: "dailyAgenda",
    params: {
      day: THURSDAY_14_UTC,
      consultations: [{ startsAt: THURSDAY_14_UTC, endsAt: THURSDAY_14_UTC + 1_200_000, petName: "Rex", ownerName: "Olivia", joinUrl: "http://app.test/en/call/b1/prepare" }],
      overviewUrl: "http://app.test/en/vet/overview",
    },
  },
};

const recipient = (locale: (typeof SUPPORTED_LOCALES)[number], timeZone = "UTC") => ({
  email: "olivia@example.test",
  locale,
  timeZone,
  name: "Olivia",
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("rendering", () => {
  test.each(SUPPORTED_LOCALES)("every kind of email is written in %s", (locale) => {
    for (const content of Object.values(oneOfEachKind)) {
      const email = renderEmail(content, recipient(locale));
      expect(email.subject.length).toBeGreaterThan(0);
      expect(email.text).toContain("Olivia");
      expect(email.html).toContain(`<html lang="${locale}">`);
      if (locale !== "en") {
        expect(email.subject).not.toBe(renderEmail(content, recipient("en")).subject);
      }
    }
  });

  test("every locale's catalog covers the same kinds", () => {
    const kindsOf = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
      Object.keys({ ...EMAIL_CATALOGS[locale].templates, ...REMINDER_TEMPLATES[locale] }).sort();
    const englishKinds = kindsOf("en");
    expect(englishKinds).toEqual(Object.keys(oneOfEachKind).sort());
    for (const locale of SUPPORTED_LOCALES) {
      expect(kindsOf(locale)).toEqual(englishKinds);
    }
  });

  test("the reset email shows the code and how long it is valid", () => {
    const email = renderEmail(oneOfEachKind.passwordResetCode, recipient("de"));
    expect(email.text).toContain("01234567");
    expect(email.text).toContain("10 Minuten");
    expect(email.html).toContain("01234567");
  });

  test("booking times are shown in the recipient's locale and time zone", () => {
    const inNewYork = renderEmail(oneOfEachKind.bookingConfirmed, recipient("en", "America/New_York"));
    expect(inNewYork.text).toContain("Thursday, January 15, 2026 at 09:00 AM EST");
    const inBerlin = renderEmail(oneOfEachKind.bookingConfirmed, recipient("de", "Europe/Berlin"));
    expect(inBerlin.text).toContain("Donnerstag, 15. Januar 2026 um 15:00 MEZ");
    const moved = renderEmail(oneOfEachKind.bookingRescheduled, recipient("fr", "Europe/Paris"));
    expect(moved.text).toContain("mercredi 14 janvier 2026 à 15:00");
    expect(moved.text).toContain("jeudi 15 janvier 2026 à 15:00");
  });

  test("who cancelled is told apart", () => {
    const byVet = renderEmail(oneOfEachKind.bookingCancelled, recipient("en"));
    const byOwner = renderEmail(
      { kind: "bookingCancelled", params: { ...booking, cancelledBy: "owner" } },
      recipient("en"),
    );
    expect(byVet.text).toContain("Dr Vera has cancelled");
    expect(byOwner.text).toContain("The pet owner has cancelled");
  });

  test("values from users are escaped in the HTML", () => {
    const email = renderEmail(
      { kind: "bookingConfirmed", params: { ...booking, petName: '<img src=x onerror="alert(1)">' } },
      recipient("en"),
    );
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("transport", () => {
  test("the HTTP API is used only when both its URL and key are configured", () => {
    expect(configuredEmailTransport({})).toEqual({ kind: "outbox" });
    expect(configuredEmailTransport({ EMAIL_API_URL: "http://127.0.0.1:9/send" })).toEqual({ kind: "outbox" });
    expect(
      configuredEmailTransport({ EMAIL_API_URL: "http://127.0.0.1:9/send", EMAIL_API_KEY: "k", EMAIL_FROM: "a@b.c" }),
    ).toEqual({ kind: "http", url: "http://127.0.0.1:9/send", apiKey: "k", from: "a@b.c" });
  });

  test("without an API, emails land in the outbox in the user's locale and zone", async () => {
    const t = newBackend();
    const userId = await t.run(async (ctx) => {
      const id = await ctx.db.insert("users", {
        email: "vera@example.test",
        name: "Vera",
        role: "vet",
        locale: "es",
        timeZone: "America/Mexico_City",
      });
      await sendEmailToUser(ctx, id, oneOfEachKind.bookingConfirmed);
      return id;
    });
    const latest = await t.query(internal.emails.latestFor, { email: "Vera@example.test" });
    expect(latest).toMatchObject({ recipient: "vera@example.test", locale: "es", kind: "bookingConfirmed" });
    expect(latest?.text).toContain("jueves, 15 de enero de 2026, 08:00");
    expect(userId).toBeDefined();
  });

  test("latestFor finds the newest email of a kind", async () => {
    const t = newBackend();
    await t.run(async (ctx) => {
      const id = await ctx.db.insert("users", { email: "o@example.test", locale: "en", timeZone: "UTC" });
      await sendEmailToUser(ctx, id, oneOfEachKind.passwordResetCode);
      await sendEmailToUser(ctx, id, oneOfEachKind.bookingConfirmed);
    });
    expect((await t.query(internal.emails.latestFor, { email: "o@example.test" }))?.kind).toBe("bookingConfirmed");
    expect(
      (await t.query(internal.emails.latestFor, { email: "o@example.test", kind: "passwordResetCode" }))?.kind,
    ).toBe("passwordResetCode");
    expect(await t.query(internal.emails.latestFor, { email: "o@example.test", kind: "emailChanged" })).toBeNull();
  });

  test("with an API configured, the email is posted as JSON by a scheduled action and not stored", async () => {
    vi.useFakeTimers();
    vi.stubEnv("EMAIL_API_URL", "http://127.0.0.1:9/send");
    vi.stubEnv("EMAIL_API_KEY", "test-key");
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    const t = newBackend();
    await t.run(async (ctx) => {
      const id = await ctx.db.insert("users", { email: "o@example.test", locale: "fr", timeZone: "UTC" });
      await sendEmailToUser(ctx, id, oneOfEachKind.emailChanged);
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:9/send");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer test-key");
    const body = JSON.parse(String(init.body)) as { to: string; subject: string; text: string; html: string };
    expect(body.to).toBe("o@example.test");
    expect(body.subject).toContain("Vetline");
    expect(body.text).toContain("new@example.test");
    expect(await t.run(async (ctx) => await ctx.db.query("emailOutbox").collect())).toEqual([]);
  });
});
