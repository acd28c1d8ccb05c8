import { Trans, useLingui } from "@lingui/react/macro";
import type { CallAccess } from "../types/call-access";

/** "Bella with Dr. Vega, 09:00–09:20" from the viewer's side. */
export function ConsultationHeading({ access }: { access: CallAccess }) {
  const { i18n } = useLingui();
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: "numeric", minute: "2-digit" });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "full" }).format(access.startsAt);
  const starts = time.format(access.startsAt);
  const ends = time.format(access.endsAt);
  const name = access.otherPartyName;
  const petName = access.petName;
  return (
    <p className="call-heading">
      {access.role === "owner" ? (
        <Trans>
          {petName} with {name}, {day}, {starts}–{ends}
        </Trans>
      ) : (
        <Trans>
          {petName} ({name}), {day}, {starts}–{ends}
        </Trans>
      )}
    </p>
  );
}
