import { Trans } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import type { Locale } from "@/lib/i18n/locales";

/**
 * In place of a vet's profile while the vet has it unpublished (vetDetail is null): on their page and their booking
 * page. It gives way to the profile, live, once they publish again.
 */
export function VetNotListed({ locale }: { locale: Locale }) {
  return (
    <div className="page-stack">
      <h1>
        <Trans>This veterinarian is not listed right now</Trans>
      </h1>
      <p>
        <Trans>
          This profile is off Vetline for the moment, so no new consultation can be booked. Consultations already booked go ahead
          as planned. This page shows the profile again as soon as it is listed.
        </Trans>
      </p>
      <p className="form-actions">
        <AppLink className="button button--primary" href={`/${locale}/veterinarians`}>
          <Trans>Find another veterinarian</Trans>
        </AppLink>
      </p>
    </div>
  );
}
