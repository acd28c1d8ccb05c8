import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/routing/use-document-title";

export function PrivacyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy`);
  return (
    <article className="prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">
        <Trans>Privacy</Trans>
      </h1>
      <p>
        <Trans>
          We keep only what we need to run your consultations, we never sell it, and you can take it with you or delete it at
          any time.
        </Trans>
      </p>

      <h2>
        <Trans>What we keep and why</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your account: name, email address, phone number, language and time zone, to sign you in and reach you.</Trans>
        </li>
        <li>
          <Trans>
            Your animals: the details you enter (species, breed, age, weight, allergies, medications, notes and photos), so
            the vet can prepare.
          </Trans>
        </li>
        <li>
          <Trans>
            Your bookings: times, the reason you gave, the history of changes, and the vet's written summary, so both of you
            can refer back to them.
          </Trans>
        </li>
        <li>
          <Trans>
            Payments: the card brand, its last four digits and expiry date, and the amounts charged or refunded. We never
            store the full card number or the security code.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Video calls are not recorded</Trans>
      </h2>
      <p>
        <Trans>
          Video and sound travel directly between your browser and the vet's. We do not record or store them. We keep only
          who joined and when, to show the consultation's history.
        </Trans>
      </p>

      <h2>
        <Trans>Who sees your data</Trans>
      </h2>
      <p>
        <Trans>
          The vet you book sees your animal's profile and what you wrote for that booking. Other vets and other pet owners see
          nothing of yours. Error reports, when they are switched on, have email addresses, names and clinical notes removed
          before they leave your browser.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Export: download everything you entered as a file from your account page.</Trans>
        </li>
        <li>
          <Trans>Correction: change your details and your animals' details at any time.</Trans>
        </li>
        <li>
          <Trans>
            Deletion: delete your account from your account page. Your personal data is removed; the history of past bookings
            keeps only an anonymous reference.
          </Trans>
        </li>
      </ul>
    </article>
  );
}
