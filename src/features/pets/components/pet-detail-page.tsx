import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { bookingStatusLabels } from "@/lib/i18n/booking-status-labels";
import type { Locale } from "@/lib/i18n/locales";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { usePet, usePetConsultations } from "../api/use-pets";
import { formatCalendarDate } from "@/lib/format/calendar-date";
import { preferredWeightUnit } from "../utils/weight-units";
import { PetAge } from "./pet-age";
import { WeightChart } from "./weight-chart";
import { WeightForm } from "./weight-form";

/** A pet's profile for its owner (with editing) or, read-only, for a vet who has a booking with it. */
export function PetDetailPage({ petId, locale }: { petId: string; locale: Locale }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const pet = usePet(petId);
  const [unit] = useState(() => preferredWeightUnit(locale));
  useDocumentTitle(pet?.name ?? t`Pet`);
  if (pet === undefined) return <SkeletonBlock lines={8} label={t`Loading the pet's profile…`} />;
  const isOwner = pet.relation === "owner";
  const name = pet.name;

  return (
    <div className="page-stack pet-detail">
      {pet.archived ? (
        <Alert tone="warning">
          <Trans>This pet is archived: it stays on past consultations but cannot be booked.</Trans>
        </Alert>
      ) : null}
      <header className="pet-detail__header">
        {pet.photoUrl ? <img className="pet-photo" src={pet.photoUrl} alt={t`Photo of ${name}`} width={120} height={120} /> : null}
        <div>
          <h1>{pet.name}</h1>
          <p className="muted">
            {_(speciesLabels[pet.species])}
            {pet.breed ? ` · ${pet.breed}` : null}
          </p>
          {isOwner ? (
            <AppLink className="button button--small" href={`/${locale}/pets/${pet._id}/edit`}>
              <Trans>Edit</Trans>
            </AppLink>
          ) : null}
        </div>
      </header>
      <section className="card" aria-labelledby="pet-profile-title">
        <h2 id="pet-profile-title">
          <Trans>Profile</Trans>
        </h2>
        <dl className="summary-list">
          <dt>
            <Trans>Sex</Trans>
          </dt>
          <dd>{pet.sex === "female" ? t`Female` : pet.sex === "male" ? t`Male` : t`Unknown`}</dd>
          <dt>
            <Trans>Neutered</Trans>
          </dt>
          <dd>{pet.neutered === null ? t`Not known` : pet.neutered ? t`Yes` : t`No`}</dd>
          <dt>
            <Trans>Age</Trans>
          </dt>
          <dd>
            {pet.birthDate === null ? (
              t`Not known`
            ) : (
              <>
                <PetAge birthDate={pet.birthDate} estimated={pet.birthDateIsEstimate} />
                {pet.birthDateIsEstimate ? null : ` (${formatCalendarDate(pet.birthDate, i18n.locale)})`}
              </>
            )}
          </dd>
          <dt>
            <Trans>Microchip</Trans>
          </dt>
          <dd>{pet.microchip ?? t`None recorded`}</dd>
          <dt>
            <Trans>Allergies</Trans>
          </dt>
          <dd>{pet.allergies.length === 0 ? t`None known` : pet.allergies.join(", ")}</dd>
          <dt>
            <Trans>Notes</Trans>
          </dt>
          <dd>{pet.notes ?? "—"}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="pet-medications-title">
        <h2 id="pet-medications-title">
          <Trans>Current medications</Trans>
        </h2>
        {pet.medications.length === 0 ? (
          <p className="muted">
            <Trans>No current medications.</Trans>
          </p>
        ) : (
          <ul>
            {pet.medications.map(({ name: medicine, dose, frequency }, index) => (
              <li key={index}>
                <Trans>
                  {medicine}: {dose}, {frequency}
                </Trans>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card page-stack" aria-labelledby="pet-weight-title">
        <h2 id="pet-weight-title">
          <Trans>Weight</Trans>
        </h2>
        <WeightChart weights={pet.weights} unit={unit} />
        {isOwner && !pet.archived ? <WeightForm petId={pet._id} species={pet.species} defaultUnit={unit} /> : null}
      </section>
      <PetConsultations petId={pet._id} locale={locale} />
    </div>
  );
}

function PetConsultations({ petId, locale }: { petId: string; locale: Locale }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const consultations = usePetConsultations(petId);
  const timeZone = useViewerTimeZone();
  return (
    <section className="card" aria-labelledby="pet-consultations-title">
      <h2 id="pet-consultations-title">
        <Trans>Consultations</Trans>
      </h2>
      {consultations === undefined ? (
        <SkeletonBlock lines={2} label={t`Loading consultations…`} />
      ) : consultations.length === 0 ? (
        <p className="muted">
          <Trans>No consultations yet.</Trans>
        </p>
      ) : (
        <ul className="plain-list pet-consultations">
          {consultations.map((consultation) => (
            <li key={consultation._id}>
              <AppLink href={`/${locale}/bookings/${consultation._id}/summary`}>
                {formatDateTimeWithZone(consultation.startsAt, i18n.locale, timeZone)}
              </AppLink>{" "}
              {consultation.vetName ? `· ${consultation.vetName} ` : null}
              <span className="muted">· {_(bookingStatusLabels[consultation.status])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
