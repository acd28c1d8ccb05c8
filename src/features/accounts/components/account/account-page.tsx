import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useViewer } from "../../api/use-viewer";
import { DataSection } from "./data-section";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { RemindersSection } from "./reminders-section";
import { SessionsSection } from "./sessions-section";

export function AccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Account`);
  const viewer = useViewer();
  if (viewer.status !== "signed-in") return null;
  const account = viewer.viewer;
  return (
    <div className="page-stack account-page">
      <h1>
        <Trans>Account</Trans>
      </h1>
      <ProfileSection account={account} />
      <RemindersSection account={account} />
      <EmailSection currentEmail={account.email} />
      <PasswordSection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection />
    </div>
  );
}
