/** Email kinds the consultation's conversation sends. */
export type ConversationEmailKind = "conversationUnseen";

export type ConversationUnseenParams = {
  /** The reader's side: the owner hears from the vet, the vet from the owner. */
  audience: "owner" | "vet";
  /** Who wrote: the vet's display name for an owner, the owner's name for a vet. */
  senderName: string;
  petName: string;
  /** The consultation the conversation belongs to. */
  startsAt: number;
  /** Messages waiting, and how many of them are photos. Never their text: email is not for clinical details. */
  unread: number;
  unreadPhotos: number;
  /** The conversation on the consultation page; null when the app's address is not configured (SITE_URL). */
  link: string | null;
};
