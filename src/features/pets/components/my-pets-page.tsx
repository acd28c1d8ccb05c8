import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { SkeletonBlock } from "@/components/ui/skeleton";
import type { Locale } from "@/lib/i18n/locales";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useMyPets } from "../api/use-pets";
import { NewPetForm } from "./new-pet-form";
import { PetAge } from "./pet-age";

export function MyPetsPage({ locale, onCreated }: { locale: Locale; onCreated: (petId: string) => void }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  useDocumentTitle(t`My pets`);
  const pets = useMyPets();
  const [adding, setAdding] = useState(false);
  const newPetRef = useRef<HTMLElement>(null);
  const startAdding = () => {
    setAdding(true);
    // The button goes away: the keyboard continues in the form it opened, at its first field.
    focusWhenShown(() => newPetRef.current?.querySelector<HTMLElement>("input, select, textarea"));
  };

  return (
    <div className="page-stack my-pets-page">
      <header className="my-pets-page__header">
        <h1>
          <Trans>My pets</Trans>
        </h1>
        {!adding ? (
          <Button variant="primary" onClick={startAdding}>
            <Trans>Add a pet</Trans>
          </Button>
        ) : null}
      </header>
      {adding ? (
        <section ref={newPetRef} aria-labelledby="new-pet-title" className="page-stack">
          <h2 id="new-pet-title">
            <Trans>New pet</Trans>
          </h2>
          <NewPetForm onCreated={onCreated} onCancel={() => setAdding(false)} />
        </section>
      ) : null}
      {pets === undefined ? (
        <SkeletonBlock lines={4} label={t`Loading your pets…`} />
      ) : pets.length === 0 && !adding ? (
        <EmptyState title={t`No pets yet`}>
          <p>
            <Trans>Add your pet so the vet has its details before the consultation.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className="pet-list plain-list">
          {pets.map((pet) => (
            <li key={pet._id} className="card pet-card">
              {pet.photoUrl ? <img className="pet-photo pet-photo--small" src={pet.photoUrl} alt="" width={72} height={72} /> : null}
              <div>
                <h2 className="pet-card__name">
                  <AppLink href={`/${locale}/pets/${pet._id}`}>{pet.name}</AppLink>
                </h2>
                <p className="muted">
                  {_(speciesLabels[pet.species])}
                  {pet.breed ? ` · ${pet.breed}` : null}
                  {pet.birthDate ? (
                    <>
                      {" · "}
                      <PetAge birthDate={pet.birthDate} estimated={pet.birthDateIsEstimate} />
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
