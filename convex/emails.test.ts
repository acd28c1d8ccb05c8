import { afterEach, describe, expect, test, vi } from "vitest";
import { internal } from "./_generated/api";
import { newBackend } from "./model/accounts/accounts-world.testing";
import type { EmailContent, EmailKind } from "./model/email/kinds";
import type { OwnerRefundTerms } from "./model/payments/refund-policy";
import { CONVERSATION_TEMPLATES } from "./model/email/messages/conversation";
import { ON_DEMAND_TEMPLATES } from "./model/email/messages/on-demand";
import { RECEIPT_TEMPLATES } from "./model/email/messages/receipts";
import { REMINDER_TEMPLATES } from "./model/email/messages/reminders";
import { EMAIL_CATALOGS, renderEmail } from "./model/email/render";
import { sendEmailToUser } from "./model/email/send";
import { configuredEmailTransport } from "./model/email/transport";
import { SUPPORTED_LOCALES } from "./tables/accounts";

const THURSDAY_14_UTC = Date.UTC(2026, 0, 15, 14, 0);
const booking = {
  vetName: "Dr Vera",
  ownerName: "Olivia",
  petName: "Rex",
  startsAt: THURSDAY_14_UTC,
  priceMinor: 4500,
  currency: "EUR",
  refundTerms: "full" as const,
  links: {
    booking: "http://127.0.0.1:5173/en/bookings/b1/summary",
    bookAgain: "http://127.0.0.1:5173/en/bookings/book/v1",
  },
};
const forOwner = { ...booking, audience: "owner" as const };
const forVet = { ...booking, audience: "vet" as const, links: { ...booking.links, bookAgain: null } };
const otherTimes = [
  { startsAt: THURSDAY_14_UTC + 86_400_000, link: "http://127.0.0.1:5173/en/bookings/book/v1?startsAt=1" },
  { startsAt: THURSDAY_14_UTC + 2 * 86_400_000, link: null },
];

/** Every kind in every variant a reader can get: both audiences, and each way a booking can be cancelled. */
function everyVariant(audience: "owner" | "vet"): Array<{ name: string; content: EmailContent }> {
  const base = audience === "owner" ? forOwner : forVet;
  const cancelled = (cancelledBy: "owner" | "vet" | "system", refundMinor: number, reason: string, refundTerms: OwnerRefundTerms = "full") => ({
    kind: "bookingCancelled" as const,
    params: { ...base, refundTerms, cancelledBy, reason, refundMinor, otherTimes: cancelledBy === "vet" && audience === "owner" ? otherTimes : [] },
  });
  const rescheduledByOwner = (refundTerms: OwnerRefundTerms) => ({
    kind: "bookingRescheduled" as const,
    params: { ...base, refundTerms, previousStartsAt: THURSDAY_14_UTC - 86_400_000, movedBy: "owner" as const },
  });
  return [
    { name: "bookingConfirmed", content: { kind: "bookingConfirmed", params: base } },
    { name: "bookingConfirmed (within 24 hours of the start)", content: { kind: "bookingConfirmed", params: { ...base, refundTerms: "half" } } },
    { name: "bookingRescheduled (by the owner)", content: rescheduledByOwner("full") },
    { name: "bookingRescheduled (by the owner, to a time within 24 hours)", content: rescheduledByOwner("half") },
    { name: "bookingRescheduled (by the owner, within 24 hours of the earlier time)", content: rescheduledByOwner("halfAfterLateMove") },
    {
      name: "bookingRescheduled (the vet's proposal accepted)",
      content: { kind: "bookingRescheduled", params: { ...base, previousStartsAt: THURSDAY_14_UTC - 86_400_000, movedBy: "vet" } },
    },
    { name: "bookingCancelled (by the owner, in time)", content: cancelled("owner", 4500, "") },
    { name: "bookingCancelled (by the owner, late)", content: cancelled("owner", 2250, "Feeling better", "half") },
    { name: "bookingCancelled (by the owner, after a late move)", content: cancelled("owner", 2250, "", "halfAfterLateMove") },
    { name: "bookingCancelled (by the vet)", content: cancelled("vet", 4500, "Emergency surgery") },
    { name: "bookingCancelled (by Vetline)", content: cancelled("system", 4500, "") },
    {
      name: "newTimeProposed",
      content: { kind: "newTimeProposed", params: { ...base, proposedStartsAt: THURSDAY_14_UTC + 3_600_000, note: "Surgery that morning" } },
    },
    { name: "proposalDeclined", content: { kind: "proposalDeclined", params: { ...base, proposedStartsAt: THURSDAY_14_UTC + 3_600_000 } } },
    ...(["dayBefore", "hourBefore"] as const).map((lead) => ({
      name: `consultationReminder (${lead})`,
      content: {
        kind: "consultationReminder" as const,
        params: { ...base, lead, joinUrl: "https://app.example/en/call/b1/prepare" },
      },
    })),
    ...(audience === "vet" ? [{ name: "dailyAgenda", content: oneOfEachKind.dailyAgenda }] : []),
    ...[1, 3].map((unread) => ({
      name: `conversationUnseen (${unread})`,
      content: {
        kind: "conversationUnseen" as const,
        params: { ...base, senderName: audience === "owner" ? "Dr Vera" : "Olivia", unread, unreadPhotos: unread - 1, link: "https://app.example/en/bookings/b1/summary#conversation" },
      },
    })),
  ];
}

const oneOfEachKind: Record<EmailKind, EmailContent> = {
  passwordResetCode: { kind: "passwordResetCode", params: { code: "01234567", validMinutes: 10 } },
  emailChanged: { kind: "emailChanged", params: { newEmail: "new@example.test" } },
  bookingConfirmed: { kind: "bookingConfirmed", params: forOwner },
  bookingRescheduled: {
    kind: "bookingRescheduled",
    params: { ...forOwner, previousStartsAt: THURSDAY_14_UTC - 86_400_000, movedBy: "owner" },
  },
  bookingCancelled: {
    kind: "bookingCancelled",
    params: { ...forOwner, cancelledBy: "vet", reason: "Emergency surgery", refundMinor: 4500, otherTimes },
  },
  newTimeProposed: { kind: "newTimeProposed", params: { ...forOwner, proposedStartsAt: THURSDAY_14_UTC + 3_600_000, note: "" } },
  proposalDeclined: { kind: "proposalDeclined", params: { ...forOwner, proposedStartsAt: THURSDAY_14_UTC + 3_600_000 } },
  consultationInterrupted: {
    kind: "consultationInterrupted",
    params: { ...forOwner, heldSlot: { startsAt: THURSDAY_14_UTC + 86_400_000, until: THURSDAY_14_UTC + 3_600_000 } },
  },
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
  conversationUnseen: {
    kind: "conversationUnseen",
    params: { audience: "owner", senderName: "Dr Vera", petName: "Rex", startsAt: THURSDAY_14_UTC, unread: 2, unreadPhotos: 1, link: null },
  },
  onDemandTimedOut: {
    kind: "onDemandTimedOut",
    params: {
      petName: "Rex",
      askedAt: THURSDAY_14_UTC,
      priceMinor: 3900,
      currency: "EUR",
      nextTimes: [{ vetName: "Dr Vera", startsAt: THURSDAY_14_UTC + 3_600_000, link: null }],
      askAgainLink: null,
    },
  },
  paymentReceipt: {
    kind: "paymentReceipt",
    params: {
      vetName: "Dr Vera",
      petName: "Rex",
      startsAt: THURSDAY_14_UTC,
      amountMinor: 2250,
      priceMinor: 4500,
      currency: "EUR",
      chargedAt: THURSDAY_14_UTC + 3_600_000,
      reference: "cap_1",
      card: { brand: null, last4: "4242" },
      links: { payments: "https://app.example/en/manage/payment", booking: null },
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

  test("French emails and their subjects never break before ? ! ; : » or after « (a no-break space, as French writes)", () => {
    const breakable = /\S [?!;:»]|« /;
    for (const audience of ["owner", "vet"] as const) {
      for (const { name, content } of [...everyVariant(audience), { name: "passwordResetCode", content: oneOfEachKind.passwordResetCode }]) {
        const email = renderEmail(content, recipient("fr"));
        expect(`${name}: ${email.subject}\n${email.text}`).not.toMatch(breakable);
      }
    }
  });

  test("every locale's catalog covers the same kinds", () => {
    const kindsOf = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
      Object.keys({ ...EMAIL_CATALOGS[locale].templates, ...REMINDER_TEMPLATES[locale], ...CONVERSATION_TEMPLATES[locale], ...ON_DEMAND_TEMPLATES[locale], ...RECEIPT_TEMPLATES[locale] }).sort();
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

  test("booking times are shown in the recipient's locale and time zone, with the offset at that time", () => {
    const inNewYork = renderEmail(oneOfEachKind.bookingConfirmed, recipient("en", "America/New_York"));
    expect(inNewYork.text).toContain("Thursday, January 15, 2026 at 9:00 AM GMT-5");
    const inBerlin = renderEmail(oneOfEachKind.bookingConfirmed, recipient("de", "Europe/Berlin"));
    expect(inBerlin.text).toContain("Donnerstag, 15. Januar 2026 um 15:00 GMT+1");
    const moved = renderEmail(oneOfEachKind.bookingRescheduled, recipient("fr", "Europe/Paris"));
    expect(moved.text).toContain("mercredi 14 janvier 2026 à 15:00 UTC+1");
    expect(moved.text).toContain("jeudi 15 janvier 2026 à 15:00 UTC+1");
    const summer = renderEmail(
      { kind: "bookingConfirmed", params: { ...forOwner, startsAt: Date.UTC(2026, 6, 15, 14) } },
      recipient("de", "Europe/Berlin"),
    );
    expect(summer.text).toContain("15. Juli 2026 um 16:00 GMT+2");
  });

  test("the owner and the vet each read a version written for them, with the price in their locale", () => {
    const owner = renderEmail({ kind: "bookingConfirmed", params: forOwner }, recipient("de"));
    const vet = renderEmail({ kind: "bookingConfirmed", params: forVet }, { ...recipient("de"), name: "Vera" });
    expect(owner.text).toContain("Ihre Video-Sprechstunde für Rex bei Dr Vera");
    expect(owner.text).toContain("45,00\u00a0€");
    expect(vet.text).toContain("Olivia hat bei Ihnen eine Video-Sprechstunde für Rex gebucht");
    expect(vet.text).not.toContain("bei Dr Vera");
    expect(vet.text).toContain("45,00\u00a0€");
    const inEnglish = renderEmail({ kind: "bookingConfirmed", params: forOwner }, recipient("en"));
    expect(inEnglish.text).toContain("€45.00");
  });

  test("who cancelled is told apart, with what is charged and what released and, after a vet cancels, the vet's other times", () => {
    const byVet = renderEmail(oneOfEachKind.bookingCancelled, recipient("en"));
    expect(byVet.text).toContain("Dr Vera had to cancel");
    expect(byVet.text).toContain("Reason given: “Emergency surgery”");
    expect(byVet.text).toContain("Nothing is charged to your card: the €45.00 reserved on it is released.");
    expect(byVet.text).toContain("Dr Vera has these free times for you instead:");
    expect(byVet.html).toContain('<a href="http://127.0.0.1:5173/en/bookings/book/v1?startsAt=1">Friday, January 16, 2026 at 2:00 PM GMT+0</a>');
    const lateByOwner = renderEmail(
      { kind: "bookingCancelled", params: { ...forOwner, cancelledBy: "owner", reason: "", refundMinor: 2250, otherTimes: [] } },
      recipient("es"),
    );
    expect(lateByOwner.text).toContain("Has cancelado la videoconsulta");
    expect(lateByOwner.text).toContain("Se cobran 22,50\u00a0€ de 45,00\u00a0€");
    expect(lateByOwner.text).toContain("los otros 22,50\u00a0€ reservados en tu tarjeta se liberan y nunca se cobran");
    expect(lateByOwner.text).not.toMatch(/reembols/i);
    const toVet = renderEmail(
      { kind: "bookingCancelled", params: { ...forVet, cancelledBy: "owner", reason: "", refundMinor: 2250, otherTimes: [] } },
      recipient("en"),
    );
    expect(toVet.text).toContain("Olivia cancelled the video consultation for Rex");
    expect(toVet.text).toContain("The owner is charged €22.50 of €45.00; the other €22.50 reserved on their card is released.");
    expect(toVet.text).not.toMatch(/refund/i);
  });

  test("a time held until it starts is just held: no \"until\" the same moment", () => {
    const startsAt = THURSDAY_14_UTC + 3_600_000;
    const heldToTheStart = { kind: "consultationInterrupted", params: { ...forOwner, heldSlot: { startsAt, until: startsAt } } } as const;
    const held = renderEmail(heldToTheStart, { email: "o@example.test", locale: "es", timeZone: "Europe/Madrid", name: "Olivia" });
    expect(held.text).toContain("Te guardamos la hora del jueves, 15 de enero de 2026, 16:00 GMT+1 con Dr Vera: nadie más puede reservarla.");
    expect(held.text).not.toContain("hasta el");
    const heldForAnHour = renderEmail(oneOfEachKind.consultationInterrupted, { email: "o@example.test", locale: "es", timeZone: "Europe/Madrid", name: "Olivia" });
    expect(heldForAnHour.text).toContain("hasta el");
  });

  test("values from users are escaped in the HTML", () => {
    const email = renderEmail(
      { kind: "bookingConfirmed", params: { ...forOwner, petName: '<img src=x onerror="alert(1)">' } },
      recipient("en"),
    );
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("gallery", () => {
  test("every email kind, for the owner and for the vet, in four locales: a page a person can read", async () => {
    const zones = { owner: "America/New_York", vet: "Europe/Berlin" } as const;
    const sections: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      for (const audience of ["owner", "vet"] as const) {
        const variants = [
          ...(audience === "owner"
            ? [
                { name: "passwordResetCode", content: oneOfEachKind.passwordResetCode },
                { name: "emailChanged", content: oneOfEachKind.emailChanged },
              ]
            : []),
          ...everyVariant(audience),
        ];
        for (const { name, content } of variants) {
          const email = renderEmail(content, {
            email: `${audience}@example.test`,
            locale,
            timeZone: zones[audience],
            name: audience === "owner" ? "Olivia" : "Dr Vera",
          });
          const body = email.html.slice(email.html.indexOf("<body"), email.html.indexOf("</body>") + "</body>".length);
          sections.push(
            [
              `<section lang="${locale}" style="border:1px solid #ccc;margin:1em 0;padding:0 1em">`,
              `<h2>${locale} · ${audience} (${zones[audience]}) · ${name}</h2>`,
              `<p><strong>${email.subject.replaceAll("<", "&lt;")}</strong></p>`,
              body.replace(/^<body[^>]*>/, "<div>").replace(/<\/body>$/, "</div>"),
              `</section>`,
            ].join("\n"),
          );
        }
      }
    }
    const gallery = [
      "<!doctype html>",
      '<html lang="en"><head><meta charset="utf-8"><title>Vetline emails: every kind, owner and vet, four locales</title></head>',
      '<body style="font-family:system-ui,sans-serif;max-width:48em;margin:auto">',
      "<h1>Vetline emails</h1>",
      "<p>Generated by convex/emails.test.ts. The owner reads in New York time, the vet in Berlin time; the consultation is on 15 January 2026 at 14:00 UTC.</p>",
      ...sections,
      "</body></html>",
      "",
    ].join("\n");
    await expect(gallery).toMatchFileSnapshot("./__snapshots__/email-gallery.html");
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
    expect(latest?.text).toContain("jueves, 15 de enero de 2026, 8:00 GMT-6");
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
