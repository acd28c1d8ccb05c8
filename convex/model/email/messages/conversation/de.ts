import { link } from "../../blocks";
import type { ConversationEmailTemplates } from "../../catalog";

export const de: ConversationEmailTemplates = {
  conversationUnseen: ({ audience, senderName, petName, startsAt, unread, unreadPhotos, link: href }, format) => {
    const messages = unread === 1 ? "eine neue Nachricht" : `${unread} neue Nachrichten`;
    const photos = unreadPhotos === 0 ? "" : unreadPhotos === 1 ? " (eine mit Foto)" : ` (${unreadPhotos} mit Fotos)`;
    return {
      subject: `${senderName} hat Ihnen zu ${petName} geschrieben`,
      blocks: [
        audience === "owner"
          ? `${senderName} hat Ihnen ${messages}${photos} zur Sprechstunde für ${petName} am ${format.dateTime(startsAt)} geschickt.`
          : `${senderName} hat Ihnen ${messages}${photos} zur Sprechstunde für ${petName} bei Ihnen am ${format.dateTime(startsAt)} geschickt.`,
        "Zum Schutz Ihrer Daten stehen die Nachrichten nicht in dieser E-Mail. Lesen und beantworten Sie sie auf der Seite der Sprechstunde.",
        ...link(href, "Nachrichten lesen"),
      ],
    };
  },
};
