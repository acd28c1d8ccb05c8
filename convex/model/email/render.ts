import type { Locale } from "../../tables/accounts";
import type { EmailBlock, EmailBody, EmailCatalog, EmailFormatter } from "./catalog";
import type { EmailContent } from "./kinds";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";
import { REMINDER_TEMPLATES } from "./messages/reminders";

export const EMAIL_CATALOGS: Record<Locale, EmailCatalog> = { en, de, fr, es };

export type EmailRecipient = {
  email: string;
  locale: Locale;
  timeZone: string;
  name?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

export function emailFormatter(locale: Locale, timeZone: string): EmailFormatter {
  const dateTime = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  const date = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone });
  return {
    dateTime: (epochMs) => dateTime.format(new Date(epochMs)),
    date: (epochMs) => date.format(new Date(epochMs)),
    time: (epochMs) => time.format(new Date(epochMs)),
  };
}

/** Subject, plain text and minimal HTML of an email, in the recipient's locale and time zone. */
export function renderEmail(content: EmailContent, recipient: EmailRecipient): RenderedEmail {
  const catalog = EMAIL_CATALOGS[recipient.locale];
  // Each kind's template takes that kind's params; the union type cannot express the pairing.
  const templates = { ...catalog.templates, ...REMINDER_TEMPLATES[recipient.locale] };
  const template = templates[content.kind] as (params: EmailContent["params"], format: EmailFormatter) => EmailBody;
  const body = template(content.params, emailFormatter(recipient.locale, recipient.timeZone));
  const blocks: EmailBlock[] = [catalog.greeting(recipient.name), ...body.blocks, catalog.signOff];
  const text = blocks.map((block) => (typeof block === "string" ? block : block.highlight)).join("\n\n");
  const html = [
    `<!doctype html><html lang="${recipient.locale}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...blocks.map((block) =>
      typeof block === "string"
        ? `<p>${escapeHtml(block)}</p>`
        : `<p style="font-size:1.75em;font-weight:700;letter-spacing:0.2em">${escapeHtml(block.highlight)}</p>`,
    ),
    `</body></html>`,
  ].join("");
  return { subject: body.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
