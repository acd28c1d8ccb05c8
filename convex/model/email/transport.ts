export type EmailTransport =
  | { kind: "http"; url: string; apiKey: string; from: string | undefined }
  | { kind: "outbox" };

/** An HTTP email API when EMAIL_API_URL and EMAIL_API_KEY are set, otherwise the local outbox table. */
export function configuredEmailTransport(env: Record<string, string | undefined> = process.env): EmailTransport {
  const url = env.EMAIL_API_URL;
  const apiKey = env.EMAIL_API_KEY;
  if (url && apiKey) return { kind: "http", url, apiKey, from: env.EMAIL_FROM || undefined };
  return { kind: "outbox" };
}
