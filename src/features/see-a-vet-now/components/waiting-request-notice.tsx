import { Trans } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { usePageQuery } from "@/lib/data/page-query";
import { myWaitingRequestQuery } from "../api/on-demand-queries";

/** The owner is in the see-a-vet-now queue: the way back to their place in it. */
export function WaitingRequestNotice({ locale, requestId }: { locale: string; requestId: string }) {
  return (
    <Alert tone="info">
      <Trans>
        You are already waiting for a vet.{" "}
        <AppLink href={`/${locale}/bookings/now/${requestId}`}>Back to your place in the queue</AppLink>
      </Trans>
    </Alert>
  );
}

/** For pages outside the queue (Bookings): shown only while the owner has a request waiting. */
export function MyWaitingRequestNotice({ locale }: { locale: string }) {
  const requestId = usePageQuery(myWaitingRequestQuery());
  return requestId ? <WaitingRequestNotice locale={locale} requestId={requestId} /> : null;
}
