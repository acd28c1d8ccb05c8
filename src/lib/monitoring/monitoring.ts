import type { RuntimeConfig } from "../config/runtime-config";
import type { startSentry } from "./sentry-client";

type SentryModule = ReturnType<typeof startSentry>;

let sentry: Promise<SentryModule | null> = Promise.resolve(null);

/** Sentry loads (as its own chunk) only when a DSN is configured; otherwise nothing is sent anywhere. */
export function initMonitoring(config: RuntimeConfig): void {
  const dsn = config.sentryDsn;
  if (!dsn) return;
  sentry = import("./sentry-client").then(({ startSentry }) => startSentry({ ...config, sentryDsn: dsn }));
}

/** Reports the error when monitoring is on and returns the event id to show as the digest. */
export async function reportError(error: unknown): Promise<string | null> {
  const client = await sentry;
  if (!client) return null;
  return client.captureException(error);
}
