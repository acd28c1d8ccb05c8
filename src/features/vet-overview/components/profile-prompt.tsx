import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import type { VetOverview } from "../api/use-vet-overview";

const missingLabels: Record<VetOverview["profile"]["missing"][number], MessageDescriptor> = {
  display_name: msg`your display name`,
  photo: msg`a photo`,
  bio: msg`a short bio`,
  languages: msg`the languages you speak`,
  species: msg`the species you treat`,
  licence: msg`your licence`,
  price: msg`your price`,
  availability: msg`your weekly hours`,
};

/** Until a vet is published, owners cannot find them: say what is left to do. */
export function ProfilePrompt({ profile, locale }: { profile: VetOverview["profile"]; locale: string }) {
  const { _ } = useLinguiRuntime();
  if (profile.published) return null;
  const missingList = profile.missing.map((item) => _(missingLabels[item])).join(", ");
  return (
    <Alert tone="warning">
      <p>
        <strong>
          <Trans>Pet owners cannot find you yet.</Trans>
        </strong>{" "}
        {profile.missing.length > 0 ? (
          <Trans>Add {missingList}, then publish your profile.</Trans>
        ) : (
          <Trans>Your profile is complete: publish it to appear in the directory.</Trans>
        )}
      </p>
      <p>
        <AppLink href={`/${locale}/vet/profile`}>
          <Trans>Complete your profile</Trans>
        </AppLink>
        {profile.missing.includes("availability") ? (
          <>
            {" · "}
            <AppLink href={`/${locale}/vet/schedule`}>
              <Trans>Set your hours</Trans>
            </AppLink>
          </>
        ) : null}
      </p>
    </Alert>
  );
}
