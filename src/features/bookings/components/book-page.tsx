import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useAction } from "convex/react";
import { useCallback, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { announce } from "@/lib/a11y/announcer";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { formatMoney } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { errorCode, errorData } from "@/lib/convex/server-error";
import { BookingsPausedNotice } from "@/components/errors/bookings-paused-notice";
import { useToast } from "@/components/ui/toast";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { MINUTE_MS } from "@shared/time";
import type { Slot } from "@shared/slots/types";
import { myPetsQuery, paymentMethodsQuery, vetDetailQuery } from "@/lib/data/shared-queries";
import { usePageQuery } from "@/lib/data/page-query";
import type { IntakeDraft } from "./book/book-types";
import { PaymentStep } from "./book/payment-step";
import { PetStep } from "./book/pet-step";
import { ReasonStep } from "./book/reason-step";
import { ReviewStep } from "./book/review-step";
import { SlotStep } from "./book/slot-step";
import type { AddCardHandlers } from "@/components/ui/card-chooser";
import { intakeQuestion } from "@/lib/i18n/intake-questions";
import { LATE_CANCELLATION_REFUND_PERCENT } from "@shared/policy";
import { percentOf } from "@shared/payments/refund-share";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";
import { VetNotListed } from "@/components/errors/vet-not-listed";
import { useListingChangeAnnounced } from "@/components/errors/use-listing-change-announced";

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
  renderAddCard: (handlers: AddCardHandlers) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const vet = usePageQuery(vetDetailQuery(vetId, locale));
  useDocumentTitle(vet === null ? t`This veterinarian is not listed right now` : t`Book a consultation`);
  const pets = usePageQuery(myPetsQuery());
  const cards = usePageQuery(paymentMethodsQuery());
  const book = useAction(api.bookings.book);
  const { commandKey, renew } = useCommandKey();

  const [step, setStep] = useState<Step>("slot");
  // undefined until the owner picks or a taken time is cleared: until then the time chosen on the vet's page stands.
  const [pickedSlot, setSlot] = useState<Slot | null | undefined>(undefined);
  const [petId, setPetId] = useState<string | null>(null);
  const [intake, setIntake] = useState<IntakeDraft>({ reason: "", duration: "", appetite: "" });
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Once the review was reached, a new time (after a refusal sent the owner back to the times) leads straight back to it.
  const [reviewed, setReviewed] = useState(false);
  // The address follows the time chosen, so a reload or a shared link comes back to it.
  const showInAddress = useCallback(
    (startsAt: number | undefined) =>
      void navigate({ to: "/$locale/bookings/book/$vetId", params: { locale, vetId }, search: startsAt === undefined ? {} : { startsAt }, replace: true, resetScroll: false }),
    [navigate, locale, vetId],
  );
  const clearSlot = useCallback(() => {
    setSlot(null);
    showInAddress(undefined);
  }, [showInAddress]);

  useListingChangeAnnounced(vet);

  if (vet === undefined || pets === undefined || cards === undefined) {
    return <SkeletonBlock lines={6} label={t`Loading…`} />;
  }
  if (vet === null) return <VetNotListed locale={locale} />;
  // The pause the vet has lifted is no reason any more: its refusal is not shown (the times are back below).
  const refusal = !vet.bookingsPaused && errorCode(error) === "BOOKINGS_PAUSED" ? null : error;
  const chosenSlot =
    chosenStartsAt === undefined ? null : { startsAt: chosenStartsAt, endsAt: chosenStartsAt + vet.consultationMinutes * MINUTE_MS };
  const slot = pickedSlot === undefined ? chosenSlot : pickedSlot;
  const paymentMethodId = chosenCardId ?? cards.find((card) => card.isDefault)?._id ?? null;
  // With one pet there is nothing to choose: it is preselected (and can still be seen and confirmed).
  const chosenPetId = petId ?? (pets.length === 1 ? pets[0]!._id : null);
  const pet = pets.find((candidate) => candidate._id === chosenPetId) ?? null;
  const card = cards.find((candidate) => candidate._id === paymentMethodId) ?? null;
  const price = formatMoney(vet.priceMinor, vet.currency, i18n.locale);
  const lateRefund = formatMoney(percentOf(vet.priceMinor, LATE_CANCELLATION_REFUND_PERCENT), vet.currency, i18n.locale);
  const stepIndex = STEPS.indexOf(step);
  // A refusal is about the attempt it refused: choosing another time, pet or card puts it behind.
  const chooseSlot = (next: Slot) => {
    if (next.startsAt !== slot?.startsAt) setError(null);
    setSlot(next);
    if (next.startsAt !== chosenStartsAt) showInAddress(next.startsAt);
  };
  const choosePet = (next: string) => {
    if (next !== chosenPetId) setError(null);
    setPetId(next);
  };
  const chooseCard = (next: string) => {
    if (next !== paymentMethodId) setError(null);
    setChosenCardId(next);
  };

  const confirm = async () => {
    if (slot === null || pet === null || paymentMethodId === null) return;
    setPending(true);
    setError(null);
    try {
      const intakeAnswers = [
        { topic: "duration" as const, question: intakeQuestion(i18n, "duration"), answer: intake.duration.trim() },
        { topic: "appetite" as const, question: intakeQuestion(i18n, "appetite"), answer: intake.appetite.trim() },
      ].filter((item) => item.answer !== "");
      const { bookingId } = await book({
        commandKey,
        vetId,
        petId: pet._id,
        startsAt: slot.startsAt,
        reason: intake.reason,
        intakeAnswers,
        paymentMethodId,
      });
      renew();
      await navigate({ to: "/$locale/bookings/$meetingId/summary", params: { locale, meetingId: bookingId } });
    } catch (caught) {
      const ownBooking = errorCode(caught) === "ALREADY_BOOKED" ? errorData(caught)?.bookingId : undefined;
      if (typeof ownBooking === "string") {
        // Booked already (another tab): the owner's intent is met, so they go to that consultation, told why.
        renew();
        toast(i18n._(bookingErrorMessage(caught)));
        await navigate({ to: "/$locale/bookings/$meetingId/summary", params: { locale, meetingId: ownBooking } });
        return;
      }
      reportUnexpectedFailure(caught);
      setError(caught);
      // A new attempt is a new intent: the failed one stored nothing under its key.
      renew();
      const code = errorCode(caught);
      if (code === "SLOT_TAKEN" || code === "SLOT_TOO_SOON" || code === "BOOKED_FOR_ANOTHER_PET" || code === "BOOKINGS_PAUSED") {
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
    if (next === "review") setReviewed(true);
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
      {refusal !== null ? (
        <div className="book-page__refusal" tabIndex={-1}>
          <Alert tone="error">{i18n._(bookingErrorMessage(refusal))}</Alert>
        </div>
      ) : null}
      {/* The times say so themselves; the later steps say it here, live, before Confirm is pressed. */}
      {vet.bookingsPaused && step !== "slot" && refusal === null ? <BookingsPausedNotice locale={locale} /> : null}

      {step === "slot" ? (
        <SlotStep vetId={vetId} locale={locale} slot={slot} setSlot={chooseSlot} clearSlot={clearSlot} onNext={() => goToStep(reviewed && pet !== null && paymentMethodId !== null && intake.reason.trim() !== "" ? "review" : "pet")} />
      ) : null}

      {step === "pet" ? (
        <PetStep
          locale={locale}
          pets={pets}
          chosenPetId={chosenPetId}
          setPetId={choosePet}
          onBack={() => goToStep("slot")}
          onNext={() => goToStep("reason")}
        />
      ) : null}

      {step === "reason" ? (
        <ReasonStep intake={intake} onChange={setIntake} onBack={() => goToStep("pet")} onNext={() => goToStep("payment")} />
      ) : null}

      {step === "payment" ? (
        <PaymentStep
          cards={cards}
          paymentMethodId={paymentMethodId}
          setChosenCardId={chooseCard}
          renderAddCard={renderAddCard}
          onBack={() => goToStep("reason")}
          onNext={() => goToStep("review")}
        />
      ) : null}

      {step === "review" && slot !== null && pet !== null && card !== null ? (
        <ReviewStep
          vet={vet}
          slot={slot}
          pet={pet}
          intake={intake}
          price={price}
          lateRefund={lateRefund}
          card={card}
          pending={pending}
          onBack={() => goToStep("payment")}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </div>
  );
}
