import type { Locale } from "../../../tables/accounts";
import type { ReceiptEmailTemplates } from "../catalog";
import { de } from "./receipts/de";
import { en } from "./receipts/en";
import { es } from "./receipts/es";
import { fr } from "./receipts/fr";

export const RECEIPT_TEMPLATES: Record<Locale, ReceiptEmailTemplates> = { en, de, fr, es };
