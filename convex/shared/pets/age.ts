/** Whole months between a YYYY-MM-DD birth date and today's YYYY-MM-DD date (never negative). */
export function ageInMonths(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = birthDate.split("-").map(Number);
  const [year, month, day] = today.split("-").map(Number);
  const months = (year! - birthYear!) * 12 + (month! - birthMonth!) - (day! < birthDay! ? 1 : 0);
  return Math.max(0, months);
}

/** The birth date an owner means by "about N years and M months old" today. */
export function birthDateFromEstimatedAge(years: number, months: number, today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  const totalMonths = year! * 12 + (month! - 1) - (years * 12 + months);
  const birthYear = Math.floor(totalMonths / 12);
  const birthMonth = (totalMonths % 12) + 1;
  const lastDayOfMonth = new Date(Date.UTC(birthYear, birthMonth, 0)).getUTCDate();
  const birthDay = Math.min(day!, lastDayOfMonth);
  return `${String(birthYear).padStart(4, "0")}-${String(birthMonth).padStart(2, "0")}-${String(birthDay).padStart(2, "0")}`;
}
