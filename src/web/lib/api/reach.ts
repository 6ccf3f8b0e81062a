import type { SessionUser } from "../../../contract/accounts";
import { isPlaceholderEmail } from "../../../contract/phone";
import { useSession } from "./session";

/** How the site's messages reach a person: the words that promise one name this. */
export type Reach = "email" | "sms" | "both" | "none";

/**
 * As the server sends (docs/product.md#sms): mail only to an address she has proved (a phone
 * account's placeholder and an added address not yet confirmed get none), texts to her verified
 * number while she wants them.
 */
export function reachOf(
  user: Pick<
    SessionUser,
    "email" | "emailVerified" | "phoneNumber" | "phoneNumberVerified" | "smsNotifications"
  >,
): Reach {
  const byMail = user.emailVerified && !isPlaceholderEmail(user.email);
  const bySms = Boolean(user.phoneNumber && user.phoneNumberVerified && user.smsNotifications);
  if (byMail && bySms) return "both";
  return byMail ? "email" : bySms ? "sms" : "none";
}

/** The signed-in person's reach; e-mail while the session is not known (an account's usual way). */
export function useReach(): Reach {
  const { user } = useSession();
  return user ? reachOf(user) : "email";
}
