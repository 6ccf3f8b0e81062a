import { z } from "zod";
import { ApplicationStatus } from "./pets";
import { CONTROL_CHARACTERS, withoutBidiControls } from "./text";

/** A person's conversation with a store about one pet (docs/product.md#conversations). */

export const CONVERSATION_SIDES = ["adopter", "store"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** A written message, or the person's adoption request joining the conversation. */
export const MESSAGE_KINDS = ["text", "request"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_LIMIT = 2000;

/** The refusals of a message's text, by code, in the order they are checked. */
export const MESSAGE_REFUSALS = {
  MESSAGE_CONTROL_CHARACTERS:
    "A message can hold letters, spaces, punctuation and line breaks, not control characters",
  MESSAGE_EMPTY: "Please write a message",
  MESSAGE_TOO_LONG: `A message can be at most ${MESSAGE_LIMIT.toLocaleString("en")} characters`,
} as const;
export type MessageRefusal = keyof typeof MESSAGE_REFUSALS;

/** A text area's text as kept: without bidirectional controls, line breaks as \n, trimmed. */
export const tidyMessage = (value: string) =>
  withoutBidiControls(value).replace(/\r\n?/g, "\n").trim();

/** Why a message's text is refused, or null: the form checks what the server checks. */
export function refuseMessage(value: string): MessageRefusal | null {
  if (CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, ""))) return "MESSAGE_CONTROL_CHARACTERS";
  const text = tidyMessage(value);
  if (!text) return "MESSAGE_EMPTY";
  if (text.length > MESSAGE_LIMIT) return "MESSAGE_TOO_LONG";
  return null;
}

/**
 * POST /api/pets/{id}/messages and /api/conversations/{id}/messages. A refusal carries its own
 * code (the router answers with `params.code`), so the web can say which rule was broken.
 */
export const SendMessageRequest = z.object({
  text: z
    .string({ error: MESSAGE_REFUSALS.MESSAGE_EMPTY })
    .superRefine((value, ctx) => {
      const code = refuseMessage(value);
      if (code) ctx.addIssue({ code: "custom", message: MESSAGE_REFUSALS[code], params: { code } });
    })
    .transform(tidyMessage)
    .meta({
      description: `Plain text, 1 to ${MESSAGE_LIMIT} characters once trimmed; line breaks kept`,
    }),
  /** A member writing as the store signs with her first name; ignored on the adopter's side. */
  signed: z.boolean().optional(),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

export const ConversationIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "The conversation id must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1, "The conversation id must be a number").max(2_147_483_647)),
});

export const Message = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  sender_side: z.enum(CONVERSATION_SIDES),
  /** The person's account name for the adopter's side, the store's title for the store's. */
  sender_name: z.string(),
  /**
   * The first name of the member who signed a store's message ("Sita · Kathmandu Animal
   * Rescue"); null when unsigned, for the adopter's messages, and once her account is gone.
   */
  signed_by: z.string().nullable(),
  /**
   * For the store's team only: the member who wrote a store's message, signed or not. Always
   * null for the adopter, who sees the store, not its members.
   */
  written_by: z.string().nullable(),
  /** Plain text: shown as written, links included, never as HTML. */
  text: z.string(),
  /** The request a 'request' message carries (null once the request is gone). */
  application_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Message = z.infer<typeof Message>;

/** POST …/messages: the conversation the message went to, and the message as kept. */
export const SentMessage = z.object({ conversation_id: z.number().int(), message: Message });
export type SentMessage = z.infer<typeof SentMessage>;

/** The request linked to a conversation: the person's newest one for its pet. */
const LinkedRequest = z.object({ id: z.number().int(), status: ApplicationStatus }).nullable();

/** A conversation in the caller's list (GET /api/conversations). */
export const ConversationSummary = z.object({
  id: z.number().int(),
  pet: z.object({ id: z.number().int(), name: z.string(), image_key: z.string().nullable() }),
  /** Which side the caller is on. */
  my_side: z.enum(CONVERSATION_SIDES),
  /** The store's title for the adopter, the person's name for the store. */
  other_name: z.string(),
  last_message: z.object({
    text: z.string(),
    kind: z.enum(MESSAGE_KINDS),
    sender_side: z.enum(CONVERSATION_SIDES),
    created_at: z.string(),
  }),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
  request: LinkedRequest,
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationList = z.object({ conversations: z.array(ConversationSummary) });
export type ConversationList = z.infer<typeof ConversationList>;

/** GET /api/conversations/{id}/messages: the conversation with every message, oldest first. */
export const ConversationThread = ConversationSummary.omit({
  last_message: true,
  unread: true,
}).extend({
  messages: z.array(Message),
});
export type ConversationThread = z.infer<typeof ConversationThread>;
