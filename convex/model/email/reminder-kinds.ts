/** Email kinds sent by the reminder scheduler rather than by a booking change. */
export type ReminderEmailKind = "consultationReminder" | "dailyAgenda";

/** Which reminder before a consultation: the day before (24 h) or shortly before (1 h). */
export type ReminderLead = "dayBefore" | "hourBefore";

export type ConsultationReminderParams = {
  lead: ReminderLead;
  /** The reader's side: the owner reads about their vet, the vet about the pet and its owner. */
  audience: "owner" | "vet";
  vetName: string;
  petName: string;
  ownerName: string;
  startsAt: number;
  /** Null when the app's address is not configured (SITE_URL). */
  joinUrl: string | null;
};

export type DailyAgendaParams = {
  /** Any instant of the agenda's day, shown as a date in the vet's zone. */
  day: number;
  consultations: { startsAt: number; endsAt: number; petName: string; ownerName: string; joinUrl: string | null }[];
  overviewUrl: string | null;
};
