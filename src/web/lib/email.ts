import { z } from "zod";

const EmailAddress = z.email();

/**
 * The server's rule for an e-mail address (zod's, which better-auth and the contract's
 * donation schema use), so a form refuses exactly what the server would.
 */
export const isEmailAddress = (value: string) => EmailAddress.safeParse(value.trim()).success;
