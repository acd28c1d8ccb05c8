import { Trans } from "@lingui/react/macro";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** What to do when the browser blocked the camera and microphone. */
export function PermissionHelp({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="warning">
      <h2 className="call-help__title">
        <Trans>Your browser blocked the camera and microphone</Trans>
      </h2>
      <ol className="call-help__steps">
        <li>
          <Trans>Click the camera or lock icon at the left of the address bar.</Trans>
        </li>
        <li>
          <Trans>Set Camera and Microphone to "Allow" for this site.</Trans>
        </li>
        <li>
          <Trans>On a computer, also check that the system settings let your browser use the camera and microphone.</Trans>
        </li>
        <li>
          <Trans>Then press "Try again". If nothing changes, reload the page.</Trans>
        </li>
      </ol>
      <Button variant="primary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}
