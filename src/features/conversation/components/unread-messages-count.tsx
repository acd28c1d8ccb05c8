import { UnreadMessagesBadge } from "@/components/ui/unread-messages-badge";
import { useUnreadMessages } from "../api/use-conversation";

/** The navigation's live count of messages waiting for the viewer, on every page. */
export function UnreadMessagesCount() {
  const unread = useUnreadMessages();
  return <UnreadMessagesBadge unread={unread?.total ?? 0} look="count" />;
}
