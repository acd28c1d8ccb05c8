import { Trans } from "@lingui/react/macro";
import type { CallAccess } from "../types/call-access";

/** "The vet is waiting" / "Bella's owner has joined": what the other side is doing right now. */
export function PresenceLine({ access }: { access: CallAccess }) {
  const presence = access.other.presence;
  const name = access.otherPartyName;
  const petName = access.petName;
  return (
    <p className={`call-presence call-presence--${presence}`} role="status" aria-live="polite">
      <span className="call-presence__dot" aria-hidden="true" />
      {access.role === "owner" ? (
        presence === "joined" ? (
          <Trans>{name} is in the call and waiting for you.</Trans>
        ) : presence === "preparing" ? (
          <Trans>{name} is getting ready.</Trans>
        ) : (
          <Trans>{name} has not joined yet.</Trans>
        )
      ) : presence === "joined" ? (
        <Trans>{petName}'s owner has joined.</Trans>
      ) : presence === "preparing" ? (
        <Trans>{petName}'s owner is getting ready.</Trans>
      ) : (
        <Trans>{petName}'s owner has not arrived yet.</Trans>
      )}
    </p>
  );
}
