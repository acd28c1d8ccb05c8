import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { Alert } from "@/components/ui/alert";
import { formatMoney } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useVetDetail } from "../api/use-vets";
import { languageName } from "@/lib/i18n/language-names";
import { VetFreeSlots } from "./vet-free-slots";
import { VetNotListed } from "@/components/errors/vet-not-listed";
import { useListingChangeAnnounced } from "@/components/errors/use-listing-change-announced";
import { specialtyLabel } from "@shared/vets/specialties";

/** A vet's public page: profile, price and the cancellation terms before any booking, then live free times. */
export function VetDetailPage({ vetId, locale, cancellationTerms }: { vetId: string; locale: Locale; cancellationTerms: ReactNode }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const vet = useVetDetail(vetId, locale);
  useDocumentTitle(vet === null ? t`This veterinarian is not listed right now` : (vet?.displayName ?? t`Veterinarian`));
  useListingChangeAnnounced(vet);
  if (vet === undefined) return <SkeletonBlock lines={8} label={t`Loading the veterinarian's profile…`} />;
  if (vet === null) return <VetNotListed locale={locale} />;
  const price = formatMoney(vet.priceMinor, vet.currency, i18n.locale);
  const minutes = vet.consultationMinutes;
  const { licenceNumber, licenceCountry } = vet;

  return (
    <div className="page-stack vet-detail">
      {!vet.published ? (
        <Alert tone="warning">
          <Trans>Only you can see this page: your profile is not published.</Trans>
        </Alert>
      ) : null}
      <header className="vet-detail__header">
        {vet.photoUrl ? <img className="vet-detail__photo" src={vet.photoUrl} alt="" width={160} height={160} /> : null}
        <div>
          <h1>{vet.displayName}</h1>
          <p className="muted">
            <Trans>
              Licence {licenceNumber} ({licenceCountry})
            </Trans>
          </p>
        </div>
      </header>
      <section className="card" aria-labelledby="vet-about-title">
        <h2 id="vet-about-title">
          <Trans>About</Trans>
        </h2>
        {vet.bio ? <p lang={vet.bio.locale}>{vet.bio.text}</p> : null}
        <dl className="vet-detail__facts">
          <dt>
            <Trans>Languages</Trans>
          </dt>
          <dd>{vet.languages.map((code) => languageName(code, i18n.locale)).join(", ")}</dd>
          <dt>
            <Trans>Treats</Trans>
          </dt>
          <dd>{vet.species.map((species) => _(speciesLabels[species])).join(", ")}</dd>
          {vet.specialties.length > 0 ? (
            <>
              <dt>
                <Trans>Specialties</Trans>
              </dt>
              <dd>{vet.specialties.map((specialty) => specialtyLabel(specialty, i18n.locale)).join(", ")}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card" aria-labelledby="vet-price-title">
        <h2 id="vet-price-title">
          <Trans>Price and cancellation</Trans>
        </h2>
        <p className="vet-detail__price">
          <Trans>
            {price} for a {minutes}-minute video consultation
          </Trans>
        </p>
        {cancellationTerms}
      </section>
      <VetFreeSlots vetId={vet._id} vetName={vet.displayName} vetTimeZone={vet.timeZone} paused={vet.bookingsPaused} locale={locale} />
    </div>
  );
}
