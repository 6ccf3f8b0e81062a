import type { SmsSettingsRequest } from "../../../contract/accounts";
import type { AppDeps } from "../../deps";

type Deps = Pick<AppDeps, "auth">;

/**
 * Texts about her requests and messages on or off (docs/product.md#sms). Written through the
 * auth library, which also updates the account in sessions kept in Redis.
 */
export async function setSmsNotifications(
  { auth }: Deps,
  userId: string,
  { enabled }: SmsSettingsRequest,
): Promise<void> {
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(userId, { smsNotifications: enabled });
}
