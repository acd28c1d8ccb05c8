import * as Sentry from "@sentry/react";
import type { RuntimeConfig } from "../config/runtime-config";
import { scrubEvent } from "./scrub-event";

export function startSentry(config: RuntimeConfig & { sentryDsn: string }): typeof Sentry {
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment ?? "production",
    sendClientReports: false,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === "console" ? null : scrubEvent(breadcrumb)),
  });
  return Sentry;
}
