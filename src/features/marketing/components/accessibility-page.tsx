import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/routing/use-document-title";

/** The accessibility statement, in the reader's language; docs/accessibility.md is its source and adds the test list. */
export function AccessibilityPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Accessibility`);
  return (
    <article className="prose" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title">
        <Trans>Accessibility</Trans>
      </h1>
      <p>
        <Trans>
          Vetline aims to meet WCAG 2.2 at level AA, so that anyone can find a vet, book and pay, and hold the consultation:
          with a keyboard alone, with a screen reader, and on a phone.
        </Trans>
      </p>
      <h2>
        <Trans>How we test</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Every change runs automated browser journeys with the keyboard alone (finding a vet, booking with a new card) in
            two languages at phone width, checking where focus is after each step and what is read out.
          </Trans>
        </li>
        <li>
          <Trans>
            Every page, in all four languages, is scanned for WCAG 2.2 AA problems, sideways scrolling on a phone and touch
            targets smaller than 44 × 44 pixels.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>What you can expect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>After moving to a page, focus is on its heading and its title is read out.</Trans>
        </li>
        <li>
          <Trans>Results, saves and refusals are announced; a refused form puts focus on the field to correct.</Trans>
        </li>
        <li>
          <Trans>Free times are one Tab stop per day; the arrow keys move between the times.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Known problems</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Some reference data (time-zone names) and demo data are still shown in English on other languages' pages. Specialties a vet wrote before the list of specialties existed are shown as written.</Trans>
        </li>
        <li>
          <Trans>We have not yet tested with people who use screen readers every day; automated checks cannot find everything.</Trans>
        </li>
      </ul>
      <p>
        <Trans>If something stops you from using Vetline, tell us at accessibility@vetline.example and we will help.</Trans>
      </p>
    </article>
  );
}
