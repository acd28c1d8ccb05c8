import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { formatDay, formatTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { ConversationView } from "../api/use-conversation";

/**
 * Where the consultation stands for the reader: what the empty conversation invites them to do fits it. Closed: the
 * note below the list says why, and the empty list invites nothing.
 */
export type ConsultationMoment = "before" | "during" | "after" | "closed";

type MessageListProps = {
  view: ConversationView;
  moment: ConsultationMoment;
  otherName: string;
  onOpenPhoto: (messageId: string) => void;
};

/**
 * The messages, oldest first, as a log region: a screen reader announces each new one politely. The list scrolls
 * to the newest message as messages arrive, unless the reader has scrolled up to read older ones.
 */
export function MessageList({ view, moment, otherName, onOpenPhoto }: MessageListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const listRef = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);
  const count = view.messages.length;

  useEffect(() => {
    const list = listRef.current;
    if (list !== null && stickToEnd.current) list.scrollTop = list.scrollHeight;
  }, [count]);

  const lastSeenOwn = view.messages.findLast((message) => message.author === view.viewerIs && message.sentAt <= view.otherReadAt);

  return (
    <div
      ref={listRef}
      className="conversation__messages"
      role="log"
      aria-live="polite"
      aria-label={t`Messages with ${otherName}`}
      // Scrollable: reachable by keyboard so the arrow keys can scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        stickToEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
    >
      <ol className="conversation__list">
      {count === 0 ? (
        <li className="conversation__empty muted">
          <EmptyConversationNote viewerIs={view.viewerIs} moment={moment} otherName={otherName} />
        </li>
      ) : null}
      {view.messages.map((message, index) => {
        const own = message.author === view.viewerIs;
        const author = own ? t`You` : otherName;
        const time = formatTime(message.sentAt, i18n.locale, timeZone);
        const previous = view.messages[index - 1];
        const day = formatDay(message.sentAt, i18n.locale, timeZone);
        const newDay = previous === undefined || formatDay(previous.sentAt, i18n.locale, timeZone) !== day;
        return (
          <li key={message.id} className={`conversation__message conversation__message--${own ? "own" : "other"}`}>
            {newDay ? <p className="conversation__day">{day}</p> : null}
            <div className="conversation__bubble">
              <p className="conversation__meta">
                <span className="conversation__author">{author}</span> <time dateTime={new Date(message.sentAt).toISOString()}>{time}</time>
              </p>
              {message.photoUrl ? (
                <button
                  type="button"
                  className="conversation__thumbnail"
                  onClick={() => onOpenPhoto(message.id)}
                  aria-label={t`Open the photo from ${author}, ${time}`}
                >
                  <img src={message.photoUrl} alt="" width={160} height={120} loading="lazy" decoding="async" />
                </button>
              ) : message.photoUrl === null ? (
                <p className="muted">
                  <Trans>This photo was deleted.</Trans>
                </p>
              ) : null}
              {message.text !== "" ? <p className="conversation__text preserve-lines">{message.text}</p> : null}
              {message === lastSeenOwn ? (
                <p className="conversation__seen muted">
                  <Trans>Seen</Trans>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
      </ol>
    </div>
  );
}

type EmptyConversationNoteProps = { viewerIs: "owner" | "vet"; moment: ConsultationMoment; otherName: string };

/** What the owner can use the conversation for now (before, during or after the call); the vet reads one line. */
function EmptyConversationNote({ viewerIs, moment, otherName }: EmptyConversationNoteProps) {
  if (moment === "closed") return <Trans>No messages.</Trans>;
  if (viewerIs === "vet") {
    return <Trans>No messages yet. The owner and you can write to each other here before, during and after the consultation.</Trans>;
  }
  if (moment === "before") {
    return (
      <Trans>
        No messages yet. Before the call, send {otherName} photos and notes: what you noticed, since when, what worries
        you. Photos of a wound, a rash or a lump help the vet prepare.
      </Trans>
    );
  }
  if (moment === "during") {
    return (
      <Trans>
        No messages yet. During the call you can send {otherName} photos and notes here, for example a photo of a wound, a
        rash or a lump.
      </Trans>
    );
  }
  return (
    <Trans>
      No messages yet. After the consultation you can ask {otherName} a follow-up question here while the conversation is
      open.
    </Trans>
  );
}
