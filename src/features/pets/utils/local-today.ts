/** Today's date (YYYY-MM-DD) in the browser's zone: the form's "not in the future" limit. */
export function localToday(now: number = Date.now()): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
