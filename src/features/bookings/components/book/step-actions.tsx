import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";

/** Back and Continue under a booking step. Continue is never disabled: the step says what is missing instead. */
export function StepActions({ onBack, onNext }: { onBack?: () => void; onNext: () => void }) {
  return (
    <div className="form-actions">
      {onBack ? (
        <Button onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      ) : null}
      <Button variant="primary" onClick={onNext}>
        <Trans>Continue</Trans>
      </Button>
    </div>
  );
}
