import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { callPageOfPath, isLiveCall } from "../utils/call-page";
import { stopMedia } from "../utils/local-media";
import { CallActor } from "./call-actor";

/**
 * The way out of the call pages: from a live call the user is asked first and then leaves the
 * call properly (the other side sees it); otherwise they just go. Once the call pages are gone,
 * camera and microphone are freed.
 */
export function LeaveCallGuard({ meetingId }: { meetingId: string }) {
  const { t } = useLingui();
  const call = CallActor.useActorRef();
  const otherPartyName = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => callPageOfPath(next.pathname, meetingId) === null && isLiveCall(call.getSnapshot()),
    enableBeforeUnload: false,
    withResolver: true,
  });
  useReleaseMediaOnUnmount();

  if (blocker.status !== "blocked") return null;
  return (
    <Dialog title={t`Leave the consultation?`} closeLabel={t`Close`} onClose={blocker.reset}>
      <div className="form-stack">
        <p>
          <Trans>{otherPartyName} will see that you left. You can come back while the consultation is open.</Trans>
        </p>
        <div className="form-actions">
          <Button onClick={blocker.reset}>
            <Trans>Stay in the consultation</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              call.send({ type: "user.hangUp" });
              blocker.proceed();
            }}
          >
            <Trans>Leave and continue</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * Stopping the machine does not run its exit actions, so the camera would stay on after the call
 * pages are gone. React's StrictMode rehearses an unmount and mounts again at once: only an unmount
 * that lasts frees the devices.
 */
function useReleaseMediaOnUnmount() {
  const call = CallActor.useActorRef();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) stopMedia(call.getSnapshot().context.localStream);
      }, 0);
    };
  }, [call]);
}
