import { Plural } from "@lingui/react/macro";

type UnreadMessagesBadgeProps = {
  unread: number;
  /** How many of them are photos; said only when there are some. */
  unreadPhotos?: number;
  /** "count": just the number, for the navigation (the rest is read by screen readers); "full": the words too. */
  look?: "count" | "full";
};

/** How many messages wait to be read: in the navigation, on consultation cards and lists. Nothing when none. */
export function UnreadMessagesBadge({ unread, unreadPhotos = 0, look = "full" }: UnreadMessagesBadgeProps) {
  if (unread <= 0) return null;
  const words = (
    <>
      <Plural value={unread} one="# unread message" other="# unread messages" />
      {unreadPhotos > 0 ? (
        <>
          {" "}
          <Plural value={unreadPhotos} one="(# photo)" other="(# photos)" />
        </>
      ) : null}
    </>
  );
  if (look === "full") return <span className="unread-badge">{words}</span>;
  return (
    <span className="unread-badge unread-badge--count">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden"> {words}</span>
    </span>
  );
}
