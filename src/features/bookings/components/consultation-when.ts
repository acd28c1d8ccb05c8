/** The change page's line with who and when: where focus goes once the consultation has moved. */
export const CONSULTATION_WHEN_ID = "consultation-when";
