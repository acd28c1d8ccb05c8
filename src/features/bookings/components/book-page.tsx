import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useAction } from "convex/react";
import { useCallback, useState, type ReactNode } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { announce } from "@/lib/a11y/announcer";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { formatMoney } from "@/lib/format/money";
import { CardLabel } from "@/lib/i18n/card-label";
import { formatConsultationTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { errorCode } from "@/lib/convex/server-error";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { RefundTerms } from "./refund-terms";
import { SlotPicker } from "./slot-picker";
import { MINUTE_MS } from "@shared/time";
import type { Slot } from "@shared/slots/types";
import { myPetsQuery, paymentMethodsQuery, vetDetailQuery } from "@/lib/data/shared-queries";
import { usePageQuery } from "@/lib/data/page-query";

const STEPS = ["slot", "pet", "reason", "payment", "review"] as const;
type Step = (typeof STEPS)[number];

/**
 * Booking in five steps: time → pet → reason → card → review and confirm. The card is charged only
 * on confirmation; a declined card or a slot taken meanwhile books nothing and says why.
 */
export function BookPage({
  locale,
  vetId,
  chosenStartsAt,
  renderAddCard,
}: {
  locale: Locale;
  vetId: string;
  /** A time the owner already picked on the vet's page; the first step starts with it selected. */
  chosenStartsAt?: number;
  renderAddCard: (onAdded: (paymentMethodId: string) => void) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Book a consultation`);
  const navigate = useNavigate();
  const vet = usePageQuery(vetDetailQuery(vetId, locale));
  const pets = usePageQuery(myPetsQuery());
  const cards = usePageQuery(paymentMethodsQuery());
  const book = useAction(api.bookings.book);
  const { commandKey, renew } = useCommandKey();

  const [step, setStep] = useState<Step>("slot");
  // undefined until the owner picks or a taken time is cleared: until then the time chosen on the vet's page stands.
  const [pickedSlot, setSlot] = useState<Slot | null | undefined>(undefined);
  const [petId, setPetId] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [duration, setDuration] = useState("");
  const [appetite, setAppetite] = useState("");
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const timeZone = useViewerTimeZone();
  const clearSlot = useCallback(() => setSlot(null), []);

  if (vet === undefined || pets === undefined || cards === undefined) {
    return <SkeletonBlock lines={6} label={t`Loading…`} />;
  }
  const chosenSlot =
    chosenStartsAt === undefined ? null : { startsAt: chosenStartsAt, endsAt: chosenStartsAt + vet.consultationMinutes * MINUTE_MS };
  const slot = pickedSlot === undefined ? chosenSlot : pickedSlot;
  const paymentMethodId = chosenCardId ?? cards.find((card) => card.isDefault)?._id ?? null;
  // With one pet there is nothing to choose: it is preselected (and can still be seen and confirmed).
  const chosenPetId = petId ?? (pets.length === 1 ? pets[0]!._id : null);
  const pet = pets.find((candidate) => candidate._id === chosenPetId) ?? null;
  const card = cards.find((candidate) => candidate._id === paymentMethodId) ?? null;
  const price = formatMoney(vet.priceMinor, vet.currency, i18n.locale);
  const stepIndex = STEPS.indexOf(step);

  const confirm = async () => {
    if (slot === null || pet === null || paymentMethodId === null) return;
    setPending(true);
    setError(null);
    try {
      const intakeAnswers = [
        { question: t`How long has this been going on?`, answer: duration.trim() },
        { question: t`Is your pet eating and drinking normally?`, answer: appetite.trim() },
      ].filter((item) => item.answer !== "");
      const { bookingId } = await book({
        commandKey,
        vetId,
        petId: pet._id,
        startsAt: slot.startsAt,
        reason,
        intakeAnswers,
        paymentMethodId,
      });
      renew();
      await navigate({ to: "/$locale/bookings/$meetingId/summary", params: { locale, meetingId: bookingId } });
    } catch (caught) {
      setError(caught);
      // A new attempt is a new intent: the failed one stored nothing under its key.
      renew();
      if (errorCode(caught) === "SLOT_TAKEN") {
        setSlot(null);
        setStep("slot");
      }
      // The refusal (role=alert, read out as it appears) takes focus: the next move starts from it.
      focusWhenShown(() => document.querySelector<HTMLElement>(".book-page__refusal"));
    } finally {
      setPending(false);
    }
  };

  const stepLabels: Record<Step, string> = {
    slot: t`Time`,
    pet: t`Pet`,
    reason: t`Reason`,
    payment: t`Payment`,
    review: t`Review`,
  };
  /** Each step replaces the last: focus moves to the new step's heading and the step is announced. */
  const goToStep = (next: Step) => {
    setStep(next);
    focusWhenShown(() => document.getElementById(`${next}-title`));
    const stepNumber = STEPS.indexOf(next) + 1;
    const stepCount = STEPS.length;
    const stepName = stepLabels[next];
    announce(t`Step ${stepNumber} of ${stepCount}: ${stepName}`);
  };

  return (
    <div className="page-stack book-page">
      <header>
        <h1>
          <Trans>Book a consultation with {vet.displayName}</Trans>
        </h1>
        <p className="muted">
          <Trans>
            {vet.consultationMinutes} minutes by video · {price}
          </Trans>
        </p>
      </header>
      <ol className="booking-steps" aria-label={t`Booking steps`}>
        {STEPS.map((candidate, index) => (
          <li key={candidate} aria-current={candidate === step ? "step" : undefined}>
            {index < stepIndex ? (
              <button type="button" className="button button--ghost button--small" onClick={() => goToStep(candidate)}>
                {stepLabels[candidate]}
              </button>
            ) : (
              <span>{stepLabels[candidate]}</span>
            )}
          </li>
        ))}
      </ol>
      {error !== null ? (
        <div className="book-page__refusal" tabIndex={-1}>
          <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert>
        </div>
      ) : null}

      {step === "slot" ? (
        <section className="card" aria-labelledby="slot-title">
          <h2 id="slot-title">
            <Trans>Choose a time</Trans>
          </h2>
          <SlotPicker
            vetId={vetId}
            locale={locale}
            selected={slot?.startsAt ?? null}
            onSelect={setSlot}
            onSelectedGone={clearSlot}
          />
          <StepActions onNext={() => goToStep("pet")} nextDisabled={slot === null} />
        </section>
      ) : null}

      {step === "pet" ? (
        <section className="card" aria-labelledby="pet-title">
          <h2 id="pet-title">
            <Trans>Which pet is it about?</Trans>
          </h2>
          {pets.length === 0 ? (
            <p>
              <Trans>
                You have no pets yet. <AppLink href={`/${locale}/my-pets`}>Add your pet</AppLink> first.
              </Trans>
            </p>
          ) : (
            <div className="choice-list" role="radiogroup" aria-labelledby="pet-title">
              {pets.map((candidate) => (
                <label key={candidate._id} className="choice">
                  <input
                    type="radio"
                    name="pet"
                    checked={chosenPetId === candidate._id}
                    onChange={() => setPetId(candidate._id)}
                  />
                  <span>{candidate.name}</span>
                </label>
              ))}
            </div>
          )}
          <StepActions onBack={() => goToStep("slot")} onNext={() => goToStep("reason")} nextDisabled={pet === null} />
        </section>
      ) : null}

      {step === "reason" ? (
        <section className="card" aria-labelledby="reason-title">
          <h2 id="reason-title">
            <Trans>What is the consultation about?</Trans>
          </h2>
          <TextAreaField
            label={t`Reason for the consultation`}
            hint={t`Symptoms, questions, anything the vet should know beforehand.`}
            value={reason}
            maxLength={2000}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <TextAreaField
            label={t`How long has this been going on?`}
            hint={t`Optional`}
            value={duration}
            maxLength={2000}
            rows={2}
            onChange={(event) => setDuration(event.target.value)}
          />
          <TextAreaField
            label={t`Is your pet eating and drinking normally?`}
            hint={t`Optional`}
            value={appetite}
            maxLength={2000}
            rows={2}
            onChange={(event) => setAppetite(event.target.value)}
          />
          <StepActions
            onBack={() => goToStep("pet")}
            onNext={() => goToStep("payment")}
            nextDisabled={reason.trim() === ""}
          />
        </section>
      ) : null}

      {step === "payment" ? (
        <section className="card" aria-labelledby="payment-title">
          <h2 id="payment-title">
            <Trans>How would you like to pay?</Trans>
          </h2>
          <p className="muted">
            <Trans>The amount is reserved on your card now and charged when the consultation takes place.</Trans>
          </p>
          {cards.length > 0 ? (
            <div className="choice-list" role="radiogroup" aria-labelledby="payment-title">
              {cards.map((candidate) => (
                <label key={candidate._id} className="choice">
                  <input
                    type="radio"
                    name="card"
                    checked={paymentMethodId === candidate._id}
                    onChange={() => setChosenCardId(candidate._id)}
                  />
                  <span>
                    <CardLabel card={candidate} />
                  </span>
                </label>
              ))}
            </div>
          ) : null}
          <details className="add-card-details" open={cards.length === 0}>
            <summary>
              <Trans>Add a card</Trans>
            </summary>
            {renderAddCard((id) => {
              setChosenCardId(id);
              announce(t`Card saved and chosen for this consultation.`);
            })}
          </details>
          <StepActions
            onBack={() => goToStep("reason")}
            onNext={() => goToStep("review")}
            nextDisabled={paymentMethodId === null}
          />
        </section>
      ) : null}

      {step === "review" && slot !== null && pet !== null && card !== null ? (
        <section className="card" aria-labelledby="review-title">
          <h2 id="review-title">
            <Trans>Check and confirm</Trans>
          </h2>
          <dl className="summary-list">
            <dt>
              <Trans>Vet</Trans>
            </dt>
            <dd>{vet.displayName}</dd>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd data-testid="review-when">{formatConsultationTime(slot.startsAt, slot.endsAt, i18n.locale, timeZone)}</dd>
            <dt>
              <Trans>Pet</Trans>
            </dt>
            <dd>{pet.name}</dd>
            <dt>
              <Trans>Reason</Trans>
            </dt>
            <dd className="preserve-lines">{reason}</dd>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>{price}</dd>
            <dt>
              <Trans>Card</Trans>
            </dt>
            <dd>
              <CardLabel card={card} />
            </dd>
          </dl>
          <h3>
            <Trans>Refunds</Trans>
          </h3>
          <RefundTerms />
          <p className="muted">
            <Trans>
              Once booked, you can send {vet.displayName} photos and notes about {pet.name} on the consultation page, before the call.
            </Trans>
          </p>
          <div className="form-actions">
            <Button onClick={() => goToStep("payment")} disabled={pending}>
              <Trans>Back</Trans>
            </Button>
            <Button variant="primary" pending={pending} onClick={() => void confirm()}>
              {pending ? <Trans>Confirming…</Trans> : <Trans>Confirm and pay {price}</Trans>}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function StepActions({
  onBack,
  onNext,
  nextDisabled,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextDisabled: boolean;
}) {
  return (
    <div className="form-actions">
      {onBack ? (
        <Button onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      ) : null}
      <Button variant="primary" onClick={onNext} disabled={nextDisabled}>
        <Trans>Continue</Trans>
      </Button>
    </div>
  );
}
