import type { Locale } from "../../../tables/accounts";
import type { ConversationEmailTemplates } from "../catalog";
import { de } from "./conversation/de";
import { en } from "./conversation/en";
import { es } from "./conversation/es";
import { fr } from "./conversation/fr";

export const CONVERSATION_TEMPLATES: Record<Locale, ConversationEmailTemplates> = { en, de, fr, es };
