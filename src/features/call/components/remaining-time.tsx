import { Trans } from "@lingui/react/macro";
import { useNow } from "@/hooks/use-now";

function clock(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** The consultation's remaining booked time, counting down each second. */
export function RemainingTime({ endsAt }: { endsAt: number }) {
  const now = useNow(1_000);
  const remaining = clock(endsAt - now);
  return (
    <p className="call-remaining">
      {now < endsAt ? <Trans>{remaining} left</Trans> : <Trans>The booked time is over</Trans>}
    </p>
  );
}
