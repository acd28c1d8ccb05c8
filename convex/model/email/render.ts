import type { Locale } from "../../tables/accounts";
import type { EmailBlock, EmailBody, EmailCatalog, EmailFormatter } from "./catalog";
import type { EmailContent } from "./kinds";
import { de } from "./messages/de";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";
import { CONVERSATION_TEMPLATES } from "./messages/conversation";
import { ON_DEMAND_TEMPLATES } from "./messages/on-demand";
import { RECEIPT_TEMPLATES } from "./messages/receipts";
import { REMINDER_TEMPLATES } from "./messages/reminders";
import { dateTimeFormat, numberFormat } from "../../shared/intl-cache";

export const EMAIL_CATALOGS: Record<Locale, EmailCatalog> = { en, de, fr, es };

export type EmailRecipient = {
  email: string;
  locale: Locale;
  timeZone: string;
  name?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

export function emailFormatter(locale: Locale, timeZone: string): EmailFormatter {
  // Hours written as the pages write them (timeStyle "short": "9:40 AM" in English, "09:40" in German).
  const time = dateTimeFormat(locale, { timeStyle: "short", timeZone });
  const nineOClock = dateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).formatToParts(Date.UTC(2026, 0, 1, 9));
  const hour = nineOClock.find((part) => part.type === "hour")?.value.length === 1 ? "numeric" : "2-digit";
  const dateTime = dateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour,
    minute: "2-digit",
    timeZone,
  });
  const date = dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone });
  // The offset, not an abbreviation: the same label the app shows beside times ("GMT+1", "UTC−5"), per instant.
  const zone = dateTimeFormat(locale, { timeZone, timeZoneName: "shortOffset" });
  const zoneLabel = (epochMs: number) =>
    zone.formatToParts(new Date(epochMs)).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
  return {
    dateTime: (epochMs) => `${dateTime.format(new Date(epochMs))} ${zoneLabel(epochMs)}`,
    date: (epochMs) => date.format(new Date(epochMs)),
    time: (epochMs) => time.format(new Date(epochMs)),
    money: (amountMinor, currency) => {
      const format = numberFormat(locale, { style: "currency", currency });
      const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(amountMinor / 10 ** decimals);
    },
  };
}

/** Subject, plain text and minimal HTML of an email, in the recipient's locale and time zone. */
export function renderEmail(content: EmailContent, recipient: EmailRecipient): RenderedEmail {
  const catalog = EMAIL_CATALOGS[recipient.locale];
  // Each kind's template takes that kind's params; the union type cannot express the pairing.
  const templates = {
    ...catalog.templates,
    ...REMINDER_TEMPLATES[recipient.locale],
    ...CONVERSATION_TEMPLATES[recipient.locale],
    ...ON_DEMAND_TEMPLATES[recipient.locale],
    ...RECEIPT_TEMPLATES[recipient.locale],
  };
  const template = templates[content.kind] as (params: EmailContent["params"], format: EmailFormatter) => EmailBody;
  const body = template(content.params, emailFormatter(recipient.locale, recipient.timeZone));
  const blocks: EmailBlock[] = [catalog.greeting(recipient.name), ...body.blocks, catalog.signOff];
  const text = blocks.map(blockText).join("\n\n");
  const html = [
    `<!doctype html><html lang="${recipient.locale}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...blocks.map(blockHtml),
    `</body></html>`,
  ].join("");
  return { subject: body.subject, text, html };
}

function blockText(block: EmailBlock): string {
  if (typeof block === "string") return block;
  if ("highlight" in block) return block.highlight;
  return `${block.label}: ${block.link}`;
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === "string") return `<p>${escapeHtml(block)}</p>`;
  if ("highlight" in block) {
    return `<p style="font-size:1.75em;font-weight:700;letter-spacing:0.2em">${escapeHtml(block.highlight)}</p>`;
  }
  return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
