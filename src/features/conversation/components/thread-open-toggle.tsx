import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { ConversationWindow } from "@shared/conversation/thread-window";
import { Button } from "@/components/ui/button";
import { useConversationCommands } from "../api/use-conversation";
import { conversationErrorMessage } from "../utils/conversation-errors";
import { useAsyncAction } from "@/hooks/use-async-action";

/** The vet closes the conversation early, or reopens it for another follow-up period (not for a cancelled booking). */
export function ThreadOpenToggle({ bookingId, window }: { bookingId: string; window: ConversationWindow }) {
  const { _ } = useLinguiRuntime();
  const { setOpen } = useConversationCommands();
  const { run: toggle, pending, error } = useAsyncAction(() => setOpen({ bookingId, open: !window.open }));
  if (!window.open && window.reason === "cancelled") return null;

  return (
    <div className="conversation__toggle">
      <Button size="small" pending={pending} onClick={() => void toggle()}>
        {window.open ? <Trans>Close the conversation</Trans> : <Trans>Reopen the conversation</Trans>}
      </Button>
      {error !== null ? (
        <p className="field__error" role="alert">
          {_(conversationErrorMessage(error))}
        </p>
      ) : null}
    </div>
  );
}
