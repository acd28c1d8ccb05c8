import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { useNow } from "@/hooks/use-now";
import { formatDay, formatTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { formatMoney } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { speciesLabels } from "@/lib/i18n/species-labels";
import type { VetCard as VetCardData } from "../api/use-vets";
import { languageName } from "@/lib/i18n/language-names";
import { specialtyLabel } from "@shared/vets/specialties";

export function VetCard({ vet, locale }: { vet: VetCardData; locale: Locale }) {
  const { i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const price = formatMoney(vet.priceMinor, vet.currency, i18n.locale);
  const minutes = vet.consultationMinutes;
  return (
    <li className="card vet-card">
      {vet.photoUrl ? <img className="vet-card__photo" src={vet.photoUrl} alt="" width={96} height={96} /> : null}
      <div className="vet-card__body">
        <h2 className="vet-card__name">
          <AppLink href={`/${locale}/veterinarians/${vet._id}`}>{vet.displayName}</AppLink>
        </h2>
        <p className="vet-card__facts">
          <span>{vet.languages.map((code) => languageName(code, i18n.locale)).join(", ")}</span>
          <span>{vet.species.map((species) => _(speciesLabels[species])).join(", ")}</span>
          {vet.specialties.length > 0 ? (
            <span>{vet.specialties.map((specialty) => specialtyLabel(specialty, i18n.locale)).join(", ")}</span>
          ) : null}
        </p>
        <p className="vet-card__price">
          <Trans>
            {price} for {minutes} minutes
          </Trans>
        </p>
        <p className="vet-card__slot">
          {vet.nextFreeSlotAt === null ? (
            <span className="muted">
              <Trans>No free times at the moment</Trans>
            </span>
          ) : (
            <NextFreeSlot at={vet.nextFreeSlotAt} locale={i18n.locale} />
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The directory's next free time is refreshed by the backend every minute: one that has just passed is not offered
 * (the vet's page shows the times that are free now).
 */
function NextFreeSlot({ at, locale }: { at: number; locale: string }) {
  const timeZone = useViewerTimeZone();
  const now = useNow();
  if (at <= now) {
    return (
      <span className="muted">
        <Trans>See the free times on the vet's page</Trans>
      </span>
    );
  }
  const time = `${formatDay(at, locale, timeZone)}, ${formatTimeWithZone(at, locale, timeZone)}`;
  return <Trans>Next free: {time}</Trans>;
}
