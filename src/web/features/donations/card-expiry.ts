/** Expiry months, 01–12. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

/**
 * The current year and the four after it. A fixed 2023–2027 went stale; a card that
 * expired before this year is useless, and five years covers the cards banks issue.
 */
export function expiryYears(today: Date = new Date()): string[] {
  const year = today.getFullYear();
  return Array.from({ length: 5 }, (_, i) => String(year + i));
}
