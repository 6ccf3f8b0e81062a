import { z } from "zod";
import { toNepaliMobile } from "./phone";
import { CONTROL_CHARACTERS, withoutBidiControls } from "./text";

/*
 * Printable QR tags and the finder's message relayed by SMS (docs/product.md#qr-tags,
 * docs/decisions/050-lost-and-found.md): the tag's page names the animal and never its person;
 * the finder's words reach the person by SMS and mail, and the person's number never comes back.
 */

/** Tags printed at once, and the longest message a finder may send (one or two SMS). */
export const TAGS_PER_PRINT = 40;
export const TAG_MESSAGE_MAX = 300;

/** POST /api/pets/{id}/tag and /api/community-dogs/{id}/tag: the animal's one tag. */
export const TagCreated = z.object({
  token: z.string(),
  /** What the QR code holds: the relay page. */
  url: z.string(),
});
export type TagCreated = z.infer<typeof TagCreated>;

export const TagTokenParam = z.object({
  token: z.string().max(64, "There is no such tag").meta({ description: "The tag's token" }),
});

/** GET /api/tags/{token}: the animal as its tag's page shows it, never a person. */
export const TagAnimal = z.object({
  animal: z.object({
    kind: z.enum(["pet", "community_dog"]),
    /** Null for a community dog nobody named. */
    name: z.string().nullable(),
    name_ne: z.string().nullable(),
    species: z.string(),
    species_ne: z.string().nullable(),
    /** The image key of its first photo (/f/<key>), or null. */
    photo: z.string().nullable(),
    /** Its store's district for a pet (null when the store has not said), the dog's own. */
    district: z.string().nullable(),
    ward: z.number().int().nullable(),
  }),
});
export type TagAnimal = z.infer<typeof TagAnimal>;

/** The refusals of a finder's message, by code, in the order they are checked. */
export const TAG_MESSAGE_REFUSALS = {
  MESSAGE_CONTROL_CHARACTERS:
    "A message can hold letters, spaces, punctuation and line breaks, not control characters",
  MESSAGE_EMPTY: "Please write a message",
  TAG_MESSAGE_TOO_LONG: `A message can be at most ${TAG_MESSAGE_MAX} characters`,
} as const;

/** One line for an SMS: bidirectional controls dropped, line breaks and runs of spaces as one. */
export const tidyTagMessage = (value: string) =>
  withoutBidiControls(value).replace(/\s+/g, " ").trim();

function refuseTagMessage(value: string): keyof typeof TAG_MESSAGE_REFUSALS | null {
  if (CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, ""))) return "MESSAGE_CONTROL_CHARACTERS";
  const text = tidyTagMessage(value);
  if (!text) return "MESSAGE_EMPTY";
  return text.length > TAG_MESSAGE_MAX ? "TAG_MESSAGE_TOO_LONG" : null;
}

/** POST /api/tags/{token}/messages: a finder's number and words, no account needed. */
export const TagMessageRequest = z.object({
  phone: z
    .string({ error: "Please give a Nepali mobile number" })
    .max(40, "Please give a Nepali mobile number")
    .transform((typed, ctx) => {
      const phone = toNepaliMobile(typed);
      if (phone) return phone;
      ctx.addIssue({
        code: "custom",
        message: "Please give a Nepali mobile number, e.g. 98XXXXXXXX",
        params: { code: "PHONE_INVALID" },
      });
      return z.NEVER;
    })
    .meta({ description: "The finder's Nepali mobile number, sent on to the animal's person" }),
  text: z
    .string({ error: TAG_MESSAGE_REFUSALS.MESSAGE_EMPTY })
    .max(TAG_MESSAGE_MAX * 4, TAG_MESSAGE_REFUSALS.TAG_MESSAGE_TOO_LONG)
    .superRefine((value, ctx) => {
      const code = refuseTagMessage(value);
      if (code) {
        ctx.addIssue({ code: "custom", message: TAG_MESSAGE_REFUSALS[code], params: { code } });
      }
    })
    .transform(tidyTagMessage)
    .meta({ description: `1 to ${TAG_MESSAGE_MAX} characters once trimmed` }),
});
export type TagMessageRequest = z.input<typeof TagMessageRequest>;

/** 202: the message is on its way; nothing says to whom. */
export const TagMessageAccepted = z.object({ accepted: z.literal(true) });

/** A list of ids in a query, "1,2,3": at most TAGS_PER_PRINT of each kind are read. */
const IdList = z
  .string()
  .max(TAGS_PER_PRINT * 12, `At most ${TAGS_PER_PRINT} tags at a time`)
  .optional()
  .transform((typed, ctx) => {
    const parts = (typed ?? "").split(",").filter((part) => part.trim() !== "");
    const ids = parts.map((part) => (/^\s*\d{1,10}\s*$/.test(part) ? Number(part) : NaN));
    if (ids.every((id) => id >= 1 && id <= 2_147_483_647)) return [...new Set(ids)];
    ctx.addIssue({ code: "custom", message: "Ids are numbers separated by commas" });
    return z.NEVER;
  });

/** GET /api/vendors/{id}/tags.pdf?pets=1,2&dogs=3 */
export const TagsPdfQuery = z
  .object({
    pets: IdList.meta({ description: "The store's pets, e.g. 1,2" }),
    dogs: IdList.meta({ description: "The store's community dogs, e.g. 3" }),
  })
  .superRefine(({ pets, dogs }, ctx) => {
    const count = pets.length + dogs.length;
    if (count === 0) {
      ctx.addIssue({
        code: "custom",
        message: "Choose at least one animal",
        params: { code: "TAG_LIST_EMPTY" },
      });
    } else if (count > TAGS_PER_PRINT) {
      ctx.addIssue({
        code: "custom",
        message: `At most ${TAGS_PER_PRINT} tags at a time`,
        params: { code: "TAG_LIST_TOO_LONG" },
      });
    }
  });
