import { Trans, useLingui } from "@lingui/react/macro";
import type { ConversationWindow } from "@shared/conversation/thread-window";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";

type ConversationClosedNoteProps = {
  window: Extract<ConversationWindow, { open: false }>;
  viewerIs: "owner" | "vet";
  /** whether there are messages to read (then the note says they stay) */
  hasMessages: boolean;
};

/** Where the composer was: why no new message can be written, and what to do instead. */
export function ConversationClosedNote({ window, viewerIs, hasMessages }: ConversationClosedNoteProps) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const when = window.closedAt === null ? "" : formatDateTimeWithZone(window.closedAt, i18n.locale, timeZone);
  return (
    <p className="conversation__closed" role="status">
      {window.reason === "cancelled" ? (
        hasMessages ? (
          <Trans>This consultation was cancelled, so no new messages can be sent. The messages stay here to read.</Trans>
        ) : (
          <Trans>This consultation was cancelled, so no messages can be sent.</Trans>
        )
      ) : window.reason === "closed_by_vet" ? (
        viewerIs === "vet" ? (
          <Trans>You closed this conversation on {when}. Reopen it to let the owner write again.</Trans>
        ) : (
          <Trans>The vet closed this conversation on {when}. For a new question, book another consultation.</Trans>
        )
      ) : viewerIs === "vet" ? (
        <Trans>This conversation closed on {when}, at the end of the follow-up period. You can reopen it.</Trans>
      ) : (
        <Trans>This conversation closed on {when}, at the end of the follow-up period after the consultation. For a new question, book another consultation.</Trans>
      )}
    </p>
  );
}
