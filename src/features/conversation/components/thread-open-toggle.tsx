import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ConversationWindow } from "@shared/conversation/thread-window";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConversationCommands } from "../api/use-conversation";
import { conversationErrorMessage } from "../utils/conversation-errors";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

/** The vet closes the conversation early, or reopens it for another follow-up period (not for a cancelled booking). */
export function ThreadOpenToggle({ bookingId, window }: { bookingId: string; window: ConversationWindow }) {
  const { _ } = useLinguiRuntime();
  const { setOpen } = useConversationCommands();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  if (!window.open && window.reason === "cancelled") return null;

  const toggle = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await setOpen({ bookingId, open: !window.open });
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setRefusal(conversationErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="conversation__toggle">
      <Button size="small" pending={pending} onClick={() => void toggle()}>
        {window.open ? <Trans>Close the conversation</Trans> : <Trans>Reopen the conversation</Trans>}
      </Button>
      {refusal ? (
        <p className="field__error" role="alert">
          {_(refusal)}
        </p>
      ) : null}
    </div>
  );
}
