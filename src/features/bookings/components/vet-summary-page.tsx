import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { useRef, useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { useClearToasts, useToast } from "@/components/ui/toast";
import { useFocusFirstProblem } from "@/components/ui/use-focus-first-problem";
import { formatCalendarDate } from "@/lib/format/calendar-date";
import { formatConsultationTime, formatTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { useMarkBookingSeen } from "@/lib/storage/seen-bookings";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { useNow } from "@/hooks/use-now";
import { useUnsavedChanges } from "@/lib/forms/unsaved-changes";
import { errorCode } from "@/lib/convex/server-error";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { SoapNoteView } from "./soap-note-view";
import { bookingDetailQuery } from "../api/booking-queries";
import { usePageQuery } from "@/lib/data/page-query";
import { intakeQuestionForVet } from "@/lib/i18n/intake-questions";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

type SoapNote = { subjective: string; objective: string; assessment: string; plan: string; followUp: string };
const EMPTY_NOTE: SoapNote = { subjective: "", objective: "", assessment: "", plan: "", followUp: "" };

/** The vet's side of a consultation: the owner's reason and intake, the pet, and the SOAP note editor. */
export function VetSummaryPage({ locale, meetingId }: { locale: string; meetingId: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Consultation notes`);
  const detail = usePageQuery(bookingDetailQuery(meetingId));
  useMarkBookingSeen(detail?.booking._id);
  const timeZone = useViewerTimeZone();

  if (detail === undefined) return <SkeletonBlock lines={8} label={t`Loading the consultation…`} />;
  const { booking, pet } = detail;

  return (
    <div className="page-stack vet-summary-page">
      <header>
        <h1>
          <Trans>Consultation notes for {pet?.name ?? ""}</Trans>
        </h1>
        <p data-testid="consultation-when">{formatConsultationTime(booking.startsAt, booking.endsAt, i18n.locale, timeZone)}</p>
        <AppLink className="back-link" href={`/${locale}/bookings/${booking._id}/summary`}>
          <Trans>See the consultation and its history</Trans>
        </AppLink>
      </header>

      <div className="vet-summary-page__columns">
        <section className="card" aria-labelledby="owner-says-title">
          <h2 id="owner-says-title">
            <Trans>What the owner told you</Trans>
          </h2>
          <p className="preserve-lines">{booking.reason}</p>
          <dl className="summary-list">
            {booking.intakeAnswers.map((item) => (
              <div key={item.question} className="summary-list__pair">
                <dt>{intakeQuestionForVet(i18n, item)}</dt>
                <dd className="preserve-lines">{item.answer}</dd>
              </div>
            ))}
          </dl>
          {pet !== null ? (
            <>
              <h3>{pet.name}</h3>
              <dl className="summary-list">
                {pet.breed ? (
                  <>
                    <dt>
                      <Trans>Breed</Trans>
                    </dt>
                    <dd>{pet.breed}</dd>
                  </>
                ) : null}
                {pet.birthDate ? (
                  <>
                    <dt>
                      <Trans>Date of birth</Trans>
                    </dt>
                    <dd>{formatCalendarDate(pet.birthDate, i18n.locale)}</dd>
                  </>
                ) : null}
                <dt>
                  <Trans>Allergies</Trans>
                </dt>
                <dd>{pet.allergies?.length ? pet.allergies.join(", ") : t`None known`}</dd>
                <dt>
                  <Trans>Medications</Trans>
                </dt>
                <dd>
                  {pet.medications?.length
                    ? pet.medications.map((medication) => `${medication.name} ${medication.dose}, ${medication.frequency}`).join("; ")
                    : t`None`}
                </dd>
                {pet.notes ? (
                  <>
                    <dt>
                      <Trans>Notes</Trans>
                    </dt>
                    <dd className="preserve-lines">{pet.notes}</dd>
                  </>
                ) : null}
              </dl>
              <AppLink href={`/${locale}/pets/${pet._id}`}>
                <Trans>Full pet profile</Trans>
              </AppLink>
            </>
          ) : null}
        </section>

        {detail.summary !== null ? (
          <section className="card" aria-labelledby="published-title">
            <h2 id="published-title">
              <Trans>Published notes</Trans>
            </h2>
            <SoapNoteView note={detail.summary} audience="vet" />
          </section>
        ) : null}

        {booking.status !== "cancelled" ? (
          <SoapEditor
            key={detail.draft !== null ? "draft" : detail.summary !== null ? "published" : "new"}
            bookingId={booking._id}
            initial={detail.draft ?? detail.summary ?? EMPTY_NOTE}
            republishing={detail.summary !== null}
            publishOpensAt={booking.status === "confirmed" ? booking.startsAt : null}
          />
        ) : (
          <Alert tone="info">
            <Trans>This consultation was cancelled.</Trans>
          </Alert>
        )}
      </div>
    </div>
  );
}

const REQUIRED_TO_PUBLISH = ["subjective", "objective", "assessment", "plan"] as const;
const NOTE_FIELDS = [...REQUIRED_TO_PUBLISH, "followUp"] as const;

function SoapEditor({
  bookingId,
  initial,
  republishing,
  publishOpensAt,
}: {
  bookingId: string;
  initial: SoapNote;
  republishing: boolean;
  /** Before the consultation starts the vet may prepare a draft; publishing opens at the start. */
  publishOpensAt: number | null;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const toast = useToast();
  const clearToasts = useClearToasts();
  const now = useNow();
  const saveDraft = useMutation(api.bookings.saveSummaryDraft);
  const publish = useMutation(api.bookings.publishSummary);
  const { commandKey, renew } = useCommandKey();
  const [note, setNote] = useState<SoapNote>(initial);
  const [saved, setSaved] = useState<SoapNote>(initial);
  useUnsavedChanges(NOTE_FIELDS.some((name) => note[name] !== saved[name]));
  const [pending, setPending] = useState<"draft" | "publish" | null>(null);
  const [error, setError] = useState<{ caught: unknown } | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<keyof SoapNote>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const field = (name: keyof SoapNote) => ({
    value: note[name],
    maxLength: 5000,
    name,
    error: missing.has(name) ? t`Fill this in before publishing.` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setNote((current) => ({ ...current, [name]: event.target.value }));
      if (missing.has(name)) setMissing((current) => new Set([...current].filter((item) => item !== name)));
    },
  });

  const refuse = (caught: unknown) => {
    clearToasts();
    const empty = REQUIRED_TO_PUBLISH.filter((name) => note[name].trim() === "");
    if (errorCode(caught) === "SUMMARY_INCOMPLETE" && empty.length > 0) {
      setMissing(new Set(empty));
    }
    setError({ caught });
  };
  useFocusFirstProblem(formRef, error);

  const run = async (kind: "draft" | "publish") => {
    setPending(kind);
    setError(null);
    setMissing(new Set());
    try {
      if (kind === "draft") {
        await saveDraft({ bookingId, note });
        setSaved(note);
        toast(t`Draft saved. Only you can see it.`);
      } else {
        await publish({ bookingId, commandKey, note });
        setSaved(note);
        renew();
        toast(t`Notes published. The owner can read them now.`);
      }
    } catch (caught) {
      reportUnexpectedFailure(caught);
      refuse(caught);
    } finally {
      setPending(null);
    }
  };

  const opensAt = publishOpensAt !== null && now < publishOpensAt ? publishOpensAt : null;
  const opensAtText = opensAt === null ? "" : formatTime(opensAt, i18n.locale, timeZone);

  return (
    <section className="card" aria-labelledby="editor-title">
      <h2 id="editor-title">
        <Trans>SOAP note</Trans>
      </h2>
      <form ref={formRef} className="form-stack" onSubmit={(event) => event.preventDefault()}>
        <TextAreaField label={t`Subjective`} hint={t`History and what the owner reports.`} {...field("subjective")} />
        <TextAreaField label={t`Objective`} hint={t`What you observed on the call.`} {...field("objective")} />
        <TextAreaField label={t`Assessment`} hint={t`Your assessment or likely diagnosis.`} {...field("assessment")} />
        <TextAreaField label={t`Plan`} hint={t`Treatment and next steps.`} {...field("plan")} />
        <TextAreaField
          label={t`Follow-up advice`}
          hint={t`Optional: when to book again or see a vet in person.`}
          {...field("followUp")}
        />
        {opensAt !== null ? (
          <p className="field__hint">
            <Trans>You can save a draft now; publishing to the owner opens when the consultation starts at {opensAtText}.</Trans>
          </p>
        ) : null}
        <div className="form-actions">
          {/* The pressed button only shows it is busy (disabling it would drop focus to the page); the other waits. */}
          <Button pending={pending === "draft"} disabled={pending === "publish"} onClick={() => void run("draft")}>
            <Trans>Save draft</Trans>
          </Button>
          <Button
            variant="primary"
            pending={pending === "publish"}
            disabled={pending === "draft"}
            onClick={() => void run("publish")}
          >
            {republishing ? <Trans>Publish an update to the owner</Trans> : <Trans>Publish to the owner</Trans>}
          </Button>
          {error !== null ? (
            <div tabIndex={-1} className="form-refusal">
              <Alert tone="error">{i18n._(bookingErrorMessage(error.caught))}</Alert>
            </div>
          ) : null}
        </div>
      </form>
    </section>
  );
}
