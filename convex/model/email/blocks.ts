import type { EmailBlock, EmailFormatter } from "./catalog";
import type { OfferedTime } from "./kinds";

/** A link block, or nothing when the app's address is not configured. */
export function link(href: string | null, label: string): EmailBlock[] {
  return href === null ? [] : [{ link: href, label }];
}

/** A line that is a link when the app's address is known, plain text otherwise (it still says what it is). */
export function linkedOrPlain(href: string | null, label: string): EmailBlock {
  return href === null ? label : { link: href, label };
}

/** Free times offered instead, each a link to book it when the app's address is known; nothing when there are none. */
export function offeredTimes(intro: string, times: readonly OfferedTime[], format: EmailFormatter): EmailBlock[] {
  if (times.length === 0) return [];
  const choices = times.map((time) => linkedOrPlain(time.link, format.dateTime(time.startsAt)));
  return [intro, ...choices];
}
