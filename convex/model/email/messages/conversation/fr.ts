import { link } from "../../blocks";
import type { ConversationEmailTemplates } from "../../catalog";

export const fr: ConversationEmailTemplates = {
  conversationUnseen: ({ audience, senderName, petName, startsAt, unread, unreadPhotos, link: href }, format) => {
    const messages = unread === 1 ? "un nouveau message" : `${unread} nouveaux messages`;
    const photos = unreadPhotos === 0 ? "" : unreadPhotos === 1 ? " (dont un avec une photo)" : ` (dont ${unreadPhotos} avec des photos)`;
    return {
      subject: `${senderName} vous a écrit au sujet de ${petName}`,
      blocks: [
        audience === "owner"
          ? `${senderName} vous a envoyé ${messages}${photos} au sujet de la consultation de ${petName} du ${format.dateTime(startsAt)}.`
          : `${senderName} vous a envoyé ${messages}${photos} au sujet de la consultation de ${petName} avec vous le ${format.dateTime(startsAt)}.`,
        "Pour protéger vos données, les messages ne figurent pas dans cet e-mail. Lisez-les et répondez sur la page de la consultation.",
        ...link(href, "Lire les messages"),
      ],
    };
  },
};
