import type { EmailKind, EmailParams } from "./kinds";

export type EmailFormatter = {
  /** Date and time in the recipient's locale and time zone, with the zone's name. */
  dateTime: (epochMs: number) => string;
};

/** A paragraph, or a value shown on its own, large (a code the reader must type). */
export type EmailBlock = string | { highlight: string };

export type EmailBody = {
  subject: string;
  blocks: EmailBlock[];
};

/** Every server-side email string of one locale; the type makes a missing template a compile error. */
export type EmailCatalog = {
  greeting: (name: string | undefined) => string;
  signOff: string;
  templates: { [K in EmailKind]: (params: EmailParams[K], format: EmailFormatter) => EmailBody };
};
