import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { AppLink } from "@/components/layout/app-link";
import { useDocumentTitle } from "@/lib/routing/use-document-title";

export function HomePage() {
  const { t } = useLingui();
  const locale = useParams({ strict: false, select: (params) => params.locale ?? "en" });
  useDocumentTitle(t`Video consultations with veterinarians`);

  return (
    <div className="page-stack">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans>A vet for your animal, by video, today</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Vetline connects you with licensed veterinarians for video consultations. Choose a vet who speaks your language
            and treats your species, book a time from their live schedule, and get a written summary afterwards.
          </Trans>
        </p>
        <p className="form-actions">
          <AppLink className="button button--primary" href={`/${locale}/veterinarians`}>
            <Trans>Find a veterinarian</Trans>
          </AppLink>
          <AppLink className="button" href={`/${locale}/bookings/now`}>
            <Trans>See a vet now</Trans>
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title">
          <Trans>How a consultation works</Trans>
        </h2>
        <ol className="steps">
          <li className="card">
            <h3>
              <Trans>Find a vet</Trans>
            </h3>
            <p>
              <Trans>Filter by species, language, specialty and price, and see each vet's next free time.</Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Book a time</Trans>
            </h3>
            <p>
              <Trans>Pick a slot, tell the vet about your animal and why you are calling, and pay securely.</Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Meet by video</Trans>
            </h3>
            <p>
              <Trans>Join from your browser, no app to install. Check your camera and microphone before you go in.</Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Get a written summary</Trans>
            </h3>
            <p>
              <Trans>Your vet writes up what they found and what to do next, and you can read it any time.</Trans>
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="price-title" className="card">
        <h2 id="price-title">
          <Trans>Prices you see before you book</Trans>
        </h2>
        <p>
          <Trans>
            Every vet shows their price for a consultation up front. The amount is reserved when you book and charged only
            after the consultation has taken place.
          </Trans>
        </p>
        <p>
          <Trans>
            Cancel 24 hours or more before the start for a full refund; later cancellations are refunded at 50 %, and a
            booking moved in its last 24 hours keeps that 50 %. If your vet cancels, you always get everything back.
          </Trans>
        </p>
        <p>
          <AppLink href={`/${locale}/terms`}>
            <Trans>Read the full terms</Trans>
          </AppLink>
        </p>
      </section>

      <section aria-labelledby="limits-title">
        <h2 id="limits-title">
          <Trans>When to go to a clinic instead</Trans>
        </h2>
        <p>
          <Trans>
            A video consultation cannot replace an examination in an emergency. If your animal has trouble breathing, is
            bleeding heavily, has collapsed or has swallowed something poisonous, contact your nearest emergency clinic now.
          </Trans>
        </p>
      </section>
    </div>
  );
}
