import { adminCall } from "./backend-admin";

type OutboxEmail = {
  recipient: string;
  kind: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** The newest email of a kind in the local outbox, read as `npm start` does: an internal query with the admin key. */
export async function latestEmailTo(email: string, kind: string): Promise<OutboxEmail | null> {
  return (await adminCall<OutboxEmail | null>("query", "emails:latestFor", { email, kind })) ?? null;
}

export async function latestResetCode(email: string): Promise<string> {
  const message = await latestEmailTo(email, "passwordResetCode");
  const code = message?.text.match(/\b\d{8}\b/)?.[0];
  if (!code) throw new Error(`No reset code in the outbox for ${email}`);
  return code;
}
