import type { Message } from "../../../contract/conversations";
import { mayDo, type StoreRole } from "../../../contract/store-roles";

/**
 * Whether she may answer as the store, as far as the web can tell. A thread does not say which
 * of her stores it belongs to, so only when every store she is on makes her a carer is the answer
 * no; in doubt the form stays and the server's refusal speaks.
 */
export const mayAnswerAsStore = (stores: readonly { role: StoreRole }[] | undefined): boolean =>
  !stores?.length || stores.some((store) => mayDo(store.role, "message"));

/** "Sita · Kathmandu Animal Rescue" for a signed store message, else null. */
export const signature = (message: Pick<Message, "signed_by" | "sender_name">): string | null =>
  message.signed_by ? `${message.signed_by} · ${message.sender_name}` : null;

/**
 * The member who wrote an unsigned store message, shown to the store's team only (the server
 * sends `written_by` to them alone); null when signed, since the signature already says who.
 */
export const unsignedWriter = (
  message: Pick<Message, "sender_side" | "signed_by" | "written_by">,
): string | null =>
  message.sender_side === "store" && !message.signed_by ? message.written_by : null;
