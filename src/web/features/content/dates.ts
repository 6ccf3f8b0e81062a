/** A calendar day ("2026-11-10") as local noon, so no time zone shifts it to another day. */
export const atNoon = (day: string) => `${day}T12:00:00`;
