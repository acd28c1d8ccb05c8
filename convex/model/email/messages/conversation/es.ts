import { link } from "../../blocks";
import type { ConversationEmailTemplates } from "../../catalog";

export const es: ConversationEmailTemplates = {
  conversationUnseen: ({ audience, senderName, petName, startsAt, unread, unreadPhotos, link: href }, format) => {
    const messages = unread === 1 ? "un mensaje nuevo" : `${unread} mensajes nuevos`;
    const photos = unreadPhotos === 0 ? "" : unreadPhotos === 1 ? " (uno con foto)" : ` (${unreadPhotos} con fotos)`;
    return {
      subject: `${senderName} te ha escrito sobre ${petName}`,
      blocks: [
        audience === "owner"
          ? `${senderName} te ha enviado ${messages}${photos} sobre la consulta de ${petName} del ${format.dateTime(startsAt)}.`
          : `${senderName} te ha enviado ${messages}${photos} sobre la consulta de ${petName} contigo el ${format.dateTime(startsAt)}.`,
        "Para proteger tus datos, los mensajes no aparecen en este correo. Léelos y responde en la página de la consulta.",
        ...link(href, "Leer los mensajes"),
      ],
    };
  },
};
