import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { SkeletonBlock } from "@/components/ui/skeleton";
import type { Locale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useMyVetProfile } from "../api/use-vets";
import { PublishSection } from "./publish-section";
import { VetPhotoField } from "./vet-photo-field";
import { VetProfileForm } from "./vet-profile-form";

export function VetProfilePage({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  useDocumentTitle(t`Your vet profile`);
  const profile = useMyVetProfile();
  if (profile === undefined) return <SkeletonBlock lines={10} label={t`Loading your profile…`} />;
  return (
    <div className="page-stack vet-profile-page">
      <header>
        <h1>
          <Trans>Your vet profile</Trans>
        </h1>
        <p className="muted">
          <Trans>
            What owners see in the directory and on <AppLink href={`/${locale}/veterinarians/${profile._id}`}>your public page</AppLink>.
          </Trans>
        </p>
      </header>
      <PublishSection profile={profile} locale={locale} />
      <section className="card">
        <VetPhotoField photoUrl={profile.photoUrl} />
      </section>
      <VetProfileForm key={profile._id} profile={profile} />
    </div>
  );
}
