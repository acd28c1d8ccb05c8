import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AppLink } from "@/components/layout/app-link";
import type { Locale } from "@/lib/i18n/locales";
import { type MyVetProfile, useVetProfileMutations } from "../api/use-vets";
import { missingPartMessages, vetErrorMessage } from "../utils/vet-errors";
import { useAsyncAction } from "@/hooks/use-async-action";

/** The published switch, with what is still missing before owners can find the vet. */
export function PublishSection({ profile, locale }: { profile: MyVetProfile; locale: Locale }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { setPublished } = useVetProfileMutations();
  const { run: change, pending, error } = useAsyncAction((published: boolean) => setPublished({ published }));
  const missing = profile.missingForPublication;

  return (
    <section className="card page-stack" aria-labelledby="publish-title">
      <h2 id="publish-title">
        <Trans>Directory listing</Trans>
      </h2>
      {/* A status: the change a press of the button below makes is read out, wherever the focus is. */}
      <p role="status">
        {profile.published ? (
          <Trans>Your profile is published: owners can find you in the directory and book your free times.</Trans>
        ) : (
          <Trans>Your profile is not published: owners cannot find or book you.</Trans>
        )}
      </p>
      {!profile.published && missing.length > 0 ? (
        <Alert tone="warning">
          <p>
            <Trans>Before publishing, add:</Trans>
          </p>
          <ul>
            {missing.map((part) => (
              <li key={part}>
                {missingPartMessages[part] ? _(missingPartMessages[part]) : part}
                {part === "availability" ? (
                  <>
                    {" "}
                    <AppLink href={`/${locale}/vet/schedule`}>{t`Open your schedule`}</AppLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="form-actions">
        {profile.published ? (
          <Button pending={pending} onClick={() => void change(false)}>
            <Trans>Unpublish my profile</Trans>
          </Button>
        ) : (
          <Button variant="primary" pending={pending} disabled={missing.length > 0} onClick={() => void change(true)}>
            <Trans>Publish my profile</Trans>
          </Button>
        )}
        {error !== null ? (
          <div className="form-refusal">
            <Alert tone="error">{_(vetErrorMessage(error))}</Alert>
          </div>
        ) : null}
      </div>
    </section>
  );
}
