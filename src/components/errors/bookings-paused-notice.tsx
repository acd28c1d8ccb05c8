import { Trans } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import type { Locale } from "@/lib/i18n/locales";

/** Where a vet's free times would be while the vet has paused new bookings: why there are none, and where to go. */
export function BookingsPausedNotice({ locale }: { locale: Locale }) {
  return (
    <Alert tone="warning">
      <Trans>
        This vet is not taking new bookings right now. Check again later, or <AppLink href={`/${locale}/veterinarians`}>find another vet</AppLink>.
      </Trans>
    </Alert>
  );
}
