import { Trans, useLingui } from "@lingui/react/macro";
import { conversationWindow } from "@shared/conversation/thread-window";
import { useCallback, useState } from "react";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { useConversation, useConversationCommands } from "../api/use-conversation";
import { useMarkReadWhileShown } from "../hooks/use-mark-read-while-shown";
import { useNow } from "@/hooks/use-now";
import { useScrollIntoViewWhenLinked } from "../hooks/use-scroll-into-view-when-linked";
import { ConversationClosedNote } from "./conversation-closed-note";
import { MessageComposer } from "./message-composer";
import { type ConsultationMoment, MessageList } from "./message-list";
import { PhotoViewer } from "./photo-viewer";
import { ThreadOpenToggle } from "./thread-open-toggle";

type ConversationThreadProps = {
  bookingId: string;
  /** "page": a card on the consultation page; "panel": beside the video in the call. */
  variant?: "page" | "panel";
};

/**
 * The consultation's conversation between the owner and the vet: messages and photos, live both ways. The list is
 * a log region (new messages are announced politely); the composer closes, with the reason, when the window ends.
 */
export function ConversationThread({ bookingId, variant = "page" }: ConversationThreadProps) {
  const { t } = useLingui();
  const view = useConversation(bookingId);
  const commands = useConversationCommands();
  const now = useNow();
  const [viewing, setViewing] = useState<string | null>(null);
  const { markRead } = commands;
  const markThisRead = useCallback(() => markRead({ bookingId }), [markRead, bookingId]);
  useMarkReadWhileShown(view?.unread, markThisRead);
  useScrollIntoViewWhenLinked("conversation", view !== undefined && variant === "page");

  const headingId = `conversation-title-${variant}`;
  if (view === undefined) {
    return (
      <section className={`conversation conversation--${variant}`} aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Trans>Messages</Trans>
        </h2>
        <SkeletonBlock lines={3} label={t`Loading the messages…`} />
      </section>
    );
  }
  const otherName = view.otherName ?? (view.viewerIs === "owner" ? t`The vet` : t`The owner`);
  const window = conversationWindow(view.windowInput, now);
  const photos = view.messages.filter((message) => message.photoUrl);

  return (
    <section id="conversation" className={`conversation conversation--${variant}`} aria-labelledby={headingId}>
      <div className="conversation__header">
        <h2 id={headingId}>
          <Trans>Messages with {otherName}</Trans>
        </h2>
        {view.viewerIs === "vet" ? <ThreadOpenToggle bookingId={bookingId} window={window} /> : null}
      </div>
      {view.hasEarlier ? (
        <p className="muted">
          <Trans>Earlier messages are in your data export.</Trans>
        </p>
      ) : null}
      <MessageList view={view} moment={window.open ? momentOf(view.windowInput.status, variant) : "closed"} otherName={otherName} onOpenPhoto={setViewing} />
      {window.open ? (
        <MessageComposer bookingId={bookingId} closesAt={window.closesAt} />
      ) : (
        <ConversationClosedNote window={window} viewerIs={view.viewerIs} hasMessages={view.messages.length > 0 || view.hasEarlier} />
      )}
      {viewing !== null ? (
        <PhotoViewer
          photos={photos}
          initialId={viewing}
          authorOf={(photo) => (photo.author === view.viewerIs ? t`You` : otherName)}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </section>
  );
}

/** The panel beside the video is the call itself, whatever the booking's status says yet. */
function momentOf(status: string, variant: "page" | "panel"): ConsultationMoment {
  if (variant === "panel" || status === "in_call") return "during";
  return status === "confirmed" ? "before" : "after";
}
