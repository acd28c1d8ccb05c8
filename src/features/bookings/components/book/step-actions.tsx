import { Trans } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";

/** Back and Continue under a booking step; Continue waits until the step is complete. */
export function StepActions({
  onBack,
  onNext,
  nextDisabled,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextDisabled: boolean;
}) {
  return (
    <div className="form-actions">
      {onBack ? (
        <Button onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      ) : null}
      <Button variant="primary" onClick={onNext} disabled={nextDisabled}>
        <Trans>Continue</Trans>
      </Button>
    </div>
  );
}
