import { link } from "../../blocks";
import type { ConversationEmailTemplates } from "../../catalog";

export const en: ConversationEmailTemplates = {
  conversationUnseen: ({ audience, senderName, petName, startsAt, unread, unreadPhotos, link: href }, format) => {
    const messages = unread === 1 ? "a new message" : `${unread} new messages`;
    const photos = unreadPhotos === 0 ? "" : unreadPhotos === 1 ? " (one with a photo)" : ` (${unreadPhotos} with photos)`;
    return {
      subject: `${senderName} wrote to you about ${petName}`,
      blocks: [
        audience === "owner"
          ? `${senderName} sent you ${messages}${photos} about ${petName}'s consultation on ${format.dateTime(startsAt)}.`
          : `${senderName} sent you ${messages}${photos} about ${petName}'s consultation with you on ${format.dateTime(startsAt)}.`,
        "For your privacy the messages are not in this email. Read and answer them on the consultation page.",
        ...link(href, "Read the messages"),
      ],
    };
  },
};
