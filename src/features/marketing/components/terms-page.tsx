import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/routing/use-document-title";

export function TermsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Terms`);
  return (
    <article className="prose" aria-labelledby="terms-title">
      <h1 id="terms-title">
        <Trans>Terms of use</Trans>
      </h1>
      <p>
        <Trans>
          Vetline arranges video consultations between pet owners and licensed veterinarians. The veterinarian is responsible
          for the advice they give.
        </Trans>
      </p>

      <h2>
        <Trans>Booking and payment</Trans>
      </h2>
      <p>
        <Trans>
          The price shown on the vet's page is the price you pay. When you book, the amount is reserved on your card; it is
          charged once the consultation has ended.
        </Trans>
      </p>

      <h2>
        <Trans>Cancelling and rescheduling</Trans>
      </h2>
      <ul>
        <li>
          <Trans>If you cancel 24 hours or more before the start, you get a full refund.</Trans>
        </li>
        <li>
          <Trans>If you cancel less than 24 hours before the start, you get 50 % back.</Trans>
        </li>
        <li>
          <Trans>If you do not join a consultation, it is not refunded.</Trans>
        </li>
        <li>
          <Trans>If the vet cancels, you always get a full refund.</Trans>
        </li>
        <li>
          <Trans>You can move a booking to another free time with the same vet up to 2 hours before it starts.</Trans>
        </li>
        <li>
          <Trans>A booking moved less than 24 hours before its start keeps the 50 % refund at its new time.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Joining the call</Trans>
      </h2>
      <p>
        <Trans>
          You can enter the consultation from 10 minutes before the start until 30 minutes after its planned end. Only you and
          your vet can join.
        </Trans>
      </p>

      <h2>
        <Trans>Emergencies</Trans>
      </h2>
      <p>
        <Trans>
          A video consultation is not a substitute for emergency care. If your animal's life may be in danger, go to an
          emergency clinic.
        </Trans>
      </p>
    </article>
  );
}
