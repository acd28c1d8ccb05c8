import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { errorDigest } from "@/lib/monitoring/error-digest";
import { reportError } from "@/lib/monitoring/monitoring";

/** SPEC §2's generic fallback for unexpected failures, with a digest to quote to support. */
export function AppErrorFallback({ error }: { error: unknown }) {
  const [digest, setDigest] = useState(() => errorDigest(error));
  const host = window.location.host;

  useEffect(() => {
    console.error(error);
    let cancelled = false;
    void reportError(error).then((eventId) => {
      if (eventId && !cancelled) setDigest(eventId);
    });
    return () => {
      cancelled = true;
    };
  }, [error]);

  return (
    <main className="error-page" id="main-content">
      <h1>
        <Trans>Application error</Trans>
      </h1>
      <p>
        <Trans>
          An application error (client-side or server-side) occurred while loading {host}. See the browser console or the
          server logs for more information.
        </Trans>
      </p>
      <p className="error-page__digest" data-testid="error-digest">
        <Trans>Digest: {digest}</Trans>
      </p>
      <p>
        <a href="/">
          <Trans>Reload Vetline</Trans>
        </a>
      </p>
    </main>
  );
}
