/** Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so time zones never shift a day. */

export function todayIso(now = new Date()): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The first of the month of a day, as ISO. */
export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function addMonths(monthIso: string, months: number): string {
  const d = new Date(`${monthIso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, 1);
  return d.toISOString().slice(0, 10);
}

/** The days of a month's calendar grid, weeks starting on Monday; null pads the first week. */
export function monthGrid(monthIso: string): (string | null)[] {
  const first = new Date(`${monthIso}T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = monthIso; d.slice(0, 7) === monthIso.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}

/** Every day from checkIn up to (not including) checkOut. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const days: string[] = [];
  for (let d = checkIn; d < checkOut && days.length < 800; d = addDays(d, 1)) days.push(d);
  return days;
}
