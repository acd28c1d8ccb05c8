import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useAction, useQuery } from "convex/react";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { firstProblemIn, focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { type AddCardHandlers, CardChooser } from "@/components/ui/card-chooser";
import { ChoiceList } from "@/components/ui/choice-list";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { usePageQuery } from "@/lib/data/page-query";
import { formatMoney } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { type Species, speciesLabels } from "@/lib/i18n/species-labels";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { onDemandErrorMessage } from "../utils/on-demand-error-message";
import { myWaitingRequestQuery } from "../api/on-demand-queries";
import { WaitingRequestNotice } from "./waiting-request-notice";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

export const MAX_REASON_LENGTH = 500;

/**
 * "See a vet now": the owner picks a pet, says in a few words what it is about, sees the price and reserves it on a
 * card; the next free vet who matches the species and language takes it. No time to pick.
 */
export function RequestPage({
  locale,
  languageOptions,
  renderAddCard,
}: {
  locale: Locale;
  /** Languages to ask for, named in the page's language. */
  languageOptions: Array<{ code: string; name: string }>;
  renderAddCard: (handlers: AddCardHandlers) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  useDocumentTitle(t`See a vet now`);
  const navigate = useNavigate();
  const pets = useQuery(api.pets.myPets, {});
  const cards = useQuery(api.payments.listPaymentMethods, {});
  const quote = useQuery(api.onDemand.quote, {});
  const waitingRequestId = usePageQuery(myWaitingRequestQuery());
  const requestConsultation = useAction(api.onDemand.requestConsultation);
  // One idempotency key per intent: a double submit or a retried request is queued once.
  const [commandKey, setCommandKey] = useState(() => crypto.randomUUID());
  const renew = () => setCommandKey(crypto.randomUUID());

  const [petId, setPetId] = useState<string | null>(null);
  const [chosenSpecies, setSpecies] = useState<Species | null>(null);
  const [language, setLanguage] = useState<string>(locale);
  const [reason, setReason] = useState("");
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  // The card form is a form of its own, so it sits beside the request form, not inside it (forms do not nest).
  const formRef = useRef<HTMLDivElement>(null);
  const requestFormId = useId();

  if (pets === undefined || cards === undefined || quote === undefined || waitingRequestId === undefined) {
    return <SkeletonBlock lines={6} label={t`Loading…`} />;
  }
  const pet = pets.find((candidate) => candidate._id === petId) ?? (pets.length === 1 ? pets[0]! : null);
  const species: Species | null = chosenSpecies ?? pet?.species ?? null;
  const paymentMethodId = chosenCardId ?? cards.find((card) => card.isDefault)?._id ?? cards[0]?._id ?? null;
  const price = formatMoney(quote.priceMinor, quote.currency, i18n.locale);
  const languages = languageOptions.some((option) => option.code === language)
    ? languageOptions
    : [...languageOptions, { code: language, name: language }];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pet === null || species === null || paymentMethodId === null) return;
    if (reason.trim() === "") {
      setReasonMissing(true);
      focusWhenShown(() => firstProblemIn(formRef.current));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const { requestId } = await requestConsultation({
        commandKey,
        petId: pet._id,
        species,
        language,
        reason,
        paymentMethodId,
      });
      renew();
      await navigate({ to: "/$locale/bookings/now/$requestId", params: { locale, requestId } });
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
      focusWhenShown(() => firstProblemIn(formRef.current));
      // The failed attempt stored nothing under its key: a new attempt is a new intent.
      renew();
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="page-stack on-demand-page">
      <header>
        <h1>
          <Trans>See a vet now</Trans>
        </h1>
        <p className="muted">
          <Trans>
            A {quote.consultationMinutes}-minute video consultation with the first vet who is free, usually within
            minutes. No time to pick.
          </Trans>
        </p>
      </header>

      {waitingRequestId !== null ? <WaitingRequestNotice locale={locale} requestId={waitingRequestId} /> : null}

      {pets.length === 0 ? (
        <section className="card">
          <p>
            <Trans>
              You have no pets yet. <AppLink href={`/${locale}/my-pets`}>Add your pet</AppLink> first.
            </Trans>
          </p>
        </section>
      ) : (
        <div ref={formRef} className="card form-stack">
          <form id={requestFormId} className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
            <fieldset className="choice-fieldset">
              <legend>
                <Trans>Which pet is it about?</Trans>
              </legend>
              <ChoiceList
                name="pet"
                options={pets}
                chosenId={pet?._id ?? null}
                onChoose={(candidate) => {
                  setPetId(candidate._id);
                  setSpecies(null);
                }}
                renderLabel={(candidate) => (
                  <>
                    {candidate.name} <span className="muted">({_(speciesLabels[candidate.species])})</span>
                  </>
                )}
              />
            </fieldset>

            <div className="form-row">
              <SelectField
                label={t`Species`}
                hint={t`The vet must treat this species.`}
                value={species ?? ""}
                onChange={(event) => setSpecies(event.target.value as Species)}
              >
                {species === null ? <option value="">{t`Choose a pet first`}</option> : null}
                {(Object.keys(speciesLabels) as Species[]).map((code) => (
                  <option key={code} value={code}>
                    {_(speciesLabels[code])}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t`Language of the consultation`}
                value={language}
                onChange={(event) => setLanguage(event.target.value)}
              >
                {languages.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </SelectField>
            </div>

            <TextAreaField
              label={t`What is it about?`}
              hint={t`A few words for the vet before they accept: symptoms, since when.`}
              value={reason}
              maxLength={MAX_REASON_LENGTH}
              rows={3}
              required
              error={reasonMissing && reason.trim() === "" ? t`Please tell the vet in a few words what it is about.` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </form>

          <fieldset className="choice-fieldset">
            <legend>
              <Trans>Card</Trans>
            </legend>
            <CardChooser
              cards={cards}
              chosenId={paymentMethodId}
              onChoose={setChosenCardId}
              renderAddCard={renderAddCard}
            />
          </fieldset>

          <section className="on-demand-price" aria-labelledby="on-demand-price-title">
            <h2 id="on-demand-price-title">
              <Trans>Price: {price}</Trans>
            </h2>
            <p className="muted">
              <Trans>
                The amount is reserved on your card now and charged after the consultation. If no vet takes your
                request, or you leave the queue, the reservation is released and nothing is charged.
              </Trans>
            </p>
          </section>

          {error !== null ? <Alert tone="error">{i18n._(onDemandErrorMessage(error))}</Alert> : null}
          <div className="form-actions">
            <Button
              type="submit"
              form={requestFormId}
              variant="primary"
              pending={pending}
              disabled={pet === null || species === null || paymentMethodId === null || waitingRequestId !== null}
            >
              {pending ? <Trans>Reserving…</Trans> : <Trans>Ask for a vet now · {price}</Trans>}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
