import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { AGE_GROUPS, SIZES, Tristate } from "../../contract/pet-profile";
import type {
  APPLICATION_STATUSES,
  GENDERS,
  POST_STATUSES,
  STORE_STATUSES,
} from "../../contract/pets";
import type { DONATION_METHODS, DONATION_STATUSES } from "../../contract/donations";
import type { QuestionKind } from "../../contract/questions";
import type { ConversationSide, MessageKind } from "../../contract/conversations";
import type { StoreRole } from "../../contract/store-roles";
import type {
  Collar,
  MatchState,
  ReportKind,
  ReportSex,
  ReportSize,
  ReportStatus,
} from "../../contract/lost-found-values";
import type { DogRecordKind, DogSex, DogStatus } from "../../contract/community-dog-values";
import type {
  AnimalEventKind,
  IntakeKind,
  OutcomeKind,
  RecordKind,
  Vaccine,
} from "../../contract/animal-values";

/**
 * The database as the queries see it. Timestamps of the product's own tables are
 * ISO-8601 UTC strings in both dialects, so values read the same on SQLite and
 * PostgreSQL and sort correctly as text. The auth tables follow better-auth's own
 * types per dialect (Date/boolean on PostgreSQL, text/integer on SQLite).
 */

type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
type AuthBool = ColumnType<boolean | number, boolean | number, boolean | number>;
type AuthBoolWithDefault = ColumnType<
  boolean | number,
  boolean | number | undefined,
  boolean | number
>;
/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type Gender = (typeof GENDERS)[number];
export type PostStatus = (typeof POST_STATUSES)[number];
export type StoreStatus = (typeof STORE_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Size = (typeof SIZES)[number];
export type { Tristate };

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBool;
  image: string | null;
  firstName: string | null;
  lastName: string | null;
  language: Generated<string>;
  /** E.164 (+97798…), set only by verifying it with a texted code. */
  phoneNumber: string | null;
  phoneNumberVerified: ColumnType<
    boolean | number | null,
    boolean | number | null | undefined,
    boolean | number | null
  >;
  /** Whether she wants texts about her requests and messages; codes go regardless. */
  smsNotifications: AuthBoolWithDefault;
  /** An address a phone account added, not yet proved by its link: it opens nothing. */
  pendingEmail: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface CategoryTable {
  id: Generated<number>;
  category: string;
  /** The Nepali name; null for a category added before there was one (the English shows). */
  category_ne: string | null;
  status: string;
  created_at: string;
}

export interface StoreTable {
  id: Generated<number>;
  owner_id: string;
  title: string;
  description: string;
  location: string;
  image_key: string | null;
  status: WithDefault<StoreStatus>;
  created_at: string;
  updated_at: string;
  /** When it was first set active; null for a store never listed. */
  first_listed_at: string | null;
  /** English names from src/contract/places.ts; null until the store picks them. */
  province: ColumnType<string | null, string | null | undefined, string | null>;
  district: ColumnType<string | null, string | null | undefined, string | null>;
  /** Free text on the store's page ("Sun–Fri 10–5"); null when not given. */
  opening_hours: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when the store's page shows its owner's verified number (docs/product.md#a-stores-page). */
  show_phone: WithDefault<number>;
}

export interface PetTable {
  id: Generated<number>;
  vendor_id: number;
  category_id: number;
  name: string;
  /** The name and breed in Devanagari, when the store gives them. */
  name_ne: ColumnType<string | null, string | null | undefined, string | null>;
  description: string;
  gender: Gender;
  post_status: WithDefault<PostStatus>;
  breed: ColumnType<string | null, string | null | undefined, string | null>;
  breed_ne: ColumnType<string | null, string | null | undefined, string | null>;
  age_group: ColumnType<AgeGroup | null, AgeGroup | null | undefined, AgeGroup | null>;
  size: ColumnType<Size | null, Size | null | undefined, Size | null>;
  colour: ColumnType<string | null, string | null | undefined, string | null>;
  vaccinated: WithDefault<Tristate>;
  sterilised: WithDefault<Tristate>;
  house_trained: WithDefault<Tristate>;
  good_with_children: WithDefault<Tristate>;
  good_with_dogs: WithDefault<Tristate>;
  good_with_cats: WithDefault<Tristate>;
  /** The adoption fee in whole rupees; 0 is none. */
  fee: WithDefault<number>;
  /** Days as `YYYY-MM-DD`; a birth date may be an estimate (docs/product.md#profile). */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  weight_kg: ColumnType<number | null, number | null | undefined, number | null>;
  intake_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** A JSON list of video links (contract/pet-videos.ts). */
  videos: WithDefault<string>;
  /** Romanized keys of the name, breed and colour in both scripts (db/search-keys.ts). */
  name_key: WithDefault<string>;
  breed_key: WithDefault<string>;
  colour_key: WithDefault<string>;
  created_at: string;
  updated_at: string;
}

export interface PetImageTable {
  id: Generated<number>;
  pet_id: number;
  image_key: string;
  position: number;
  width: number;
  height: number;
  created_at: string;
}

export interface ApplicationTable {
  id: Generated<number>;
  pet_id: number;
  user_id: string;
  name: string;
  phone: string;
  address: string;
  message: string;
  status: WithDefault<ApplicationStatus>;
  created_at: string;
  updated_at: string;
  /** An Adopted request whose pet came back to the store (migration 0024). */
  returned_at: string | null;
}

export interface ApplicationHistoryTable {
  id: Generated<number>;
  application_id: number;
  status: ApplicationStatus;
  reason: string | null;
  /** The store's own words with a rejection, shown to the applicant. */
  rejection_reason: string | null;
  changed_by: string | null;
  created_at: string;
}

/** A store's adoption agreement; a store without one has no row. */
export interface StoreAgreementTable {
  vendor_id: number;
  text: string;
  updated_at: string;
}

/** A request's signed agreement: what was signed, by which name, when and from where. */
export interface AgreementSignatureTable {
  application_id: number;
  full_name: string;
  text: string;
  /** SHA-256 of `text`, hex. */
  text_hash: string;
  signed_at: string;
  ip_address: string;
  user_agent: string | null;
}

/** A store's own question for applicants, in the order it asks them (migration 0013). */
export interface StoreQuestionTable {
  id: Generated<number>;
  vendor_id: number;
  position: number;
  label: string;
  kind: QuestionKind;
  /** 0 or 1 in both dialects. */
  required: WithDefault<number>;
  /** A choice question's choices, a JSON array of text; null for the other kinds. */
  choices: string | null;
  created_at: string;
  updated_at: string;
}

/** An answer sent with a request, with its question's text and kind as they were asked. */
export interface ApplicationAnswerTable {
  id: Generated<number>;
  application_id: number;
  position: number;
  label: string;
  kind: QuestionKind;
  value: string;
}

/** One person's conversation with a store about one pet (migration 0014). */
export interface ConversationTable {
  id: Generated<number>;
  pet_id: number;
  /** The person who asks; the other side is the owner of the pet's store. */
  user_id: string;
  created_at: string;
  last_message_at: string;
  /** The last message each side has read; 0 before any. */
  adopter_read_id: WithDefault<number>;
  store_read_id: WithDefault<number>;
  /** When each side was last mailed about it; null once it has read since. */
  adopter_mailed_at: string | null;
  store_mailed_at: string | null;
}

/** A message of a conversation: text, or the person's adoption request joining it. */
export interface ConversationMessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_side: ConversationSide;
  kind: WithDefault<MessageKind>;
  application_id: number | null;
  text: string;
  created_at: string;
  /** The member who wrote a store's message (migration 0031); null for the adopter's. */
  sender_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when she signed it: the adopter then sees her name beside the store's. */
  signed: WithDefault<number>;
}

/** E-mail and SMS waiting to be sent (migrations 0002, 0017). */
export interface MailOutboxTable {
  id: Generated<number>;
  channel: WithDefault<"mail" | "sms">;
  /** An e-mail address, or a phone number in E.164 for an SMS. */
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  status: WithDefault<"pending" | "sending" | "sent" | "failed">;
  attempts: WithDefault<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Extra headers, a JSON object (List-Unsubscribe); null for none (migration 0021). */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 once an SMS is counted against the site's SMS budget (migration 0025). */
  budgeted: WithDefault<number>;
}

/** Texts counted in one Nepal clock hour (`h:2026-11-26T10`) or day (`d:2026-11-26`). */
export interface SmsBudgetTable {
  period: string;
  used: WithDefault<number>;
  /** 1 once the admins were mailed that this period's budget is spent. */
  admins_told: WithDefault<number>;
}

export interface FavouriteTable {
  user_id: string;
  pet_id: number;
  created_at: string;
}

export interface DonationTable {
  id: Generated<number>;
  uuid: string;
  method: (typeof DONATION_METHODS)[number];
  /** Whole rupees. */
  amount: number;
  status: WithDefault<(typeof DONATION_STATUSES)[number]>;
  name: string | null;
  email: string | null;
  message: string | null;
  /** 0 or 1 in both dialects. */
  anonymous: WithDefault<number>;
  pidx: string | null;
  reference: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

/**
 * One online payment of a request's adoption fee, apart from donations (migration 0016). The ids
 * are cleared when the request or store goes; the store's name stays for the ledger.
 */
export interface FeePaymentTable {
  id: Generated<number>;
  uuid: string;
  application_id: number | null;
  vendor_id: number | null;
  store_title: string;
  method: (typeof DONATION_METHODS)[number];
  /** Whole rupees: the pet's fee when the checkout started. */
  amount: number;
  status: WithDefault<(typeof DONATION_STATUSES)[number]>;
  pidx: string | null;
  reference: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Paid after the fee was already paid (migration 0024): the payment that counts; owed back. */
  duplicate_of: number | null;
  /** When the admin recorded a paid-twice payment refunded, and its reference. */
  refunded_on: string | null;
  refund_reference: string | null;
}

/** Fee money passed on to a store, as the admin recorded it. */
export interface FeePayoutTable {
  id: Generated<number>;
  vendor_id: number | null;
  store_title: string;
  amount: number;
  /** The day it was paid, YYYY-MM-DD, as the admin wrote it. */
  paid_on: string;
  reference: string;
  recorded_by: string | null;
  created_at: string;
}

/** One row, bumped by triggers whenever the public catalogue changes (migration 0007). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

/** When each tag of the catalogue last changed, as a catalogue_version clock (decision 046). */
export interface CatalogueChangeTable {
  tag: string;
  at: number;
}

/** A person's named `/pets` query, whose new pets she is mailed about (migration 0021). */
export interface SavedSearchTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  /** The `/pets` query string, without page or limit. */
  query: string;
  /** 0 or 1 in both dialects. */
  paused: WithDefault<number>;
  created_at: string;
}

/** A pet a search matched; `mailed_at` is set once she was told, and it is never told again. */
export interface SavedSearchPetTable {
  search_id: number;
  pet_id: number;
  matched_at: string;
  mailed_at: string | null;
}

/** A pet that has just appeared on the listing, written by triggers, waiting to be matched. */
export interface ListingEventTable {
  id: Generated<number>;
  pet_id: number;
}

/** When a person last opened her requests or her store's requests (migration 0028). */
export interface NewsSeenTable {
  user_id: string;
  what: "requests" | "store-requests";
  seen_at: string;
}

/** A member of a store's team, with her role (migration 0031). */
export interface StoreMemberTable {
  vendor_id: number;
  user_id: string;
  role: StoreRole;
  joined_at: string;
  /** When she last chose this store: the newest is "her store" (/vendors/me). */
  chosen_at: string;
  /** 0 or 1: whether new requests and messages reach her by mail, by SMS. */
  notify_mail: WithDefault<number>;
  notify_sms: WithDefault<number>;
  /** 0 or 1: whether the daily list of what is due reaches her (migration 0032). */
  notify_digest: WithDefault<number>;
}

/** An invitation to join a store, by e-mail address or by mobile number (one of the two). */
export interface StoreInvitationTable {
  id: Generated<number>;
  vendor_id: number;
  role: StoreRole;
  email: string | null;
  /** E.164, as accounts keep it. */
  phone: string | null;
  token_hash: string;
  language: "en" | "ne";
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  withdrawn_at: string | null;
}

/** One line of a store's activity: which member did what, when (migration 0031). */
export interface StoreActivityTable {
  id: Generated<number>;
  vendor_id: number;
  /** Null once her account is deleted. */
  actor_id: string | null;
  action: string;
  application_id: number | null;
  pet_id: number | null;
  /** JSON: the names and values the line shows, as they were when it happened. */
  detail: WithDefault<string>;
  created_at: string;
}

/** One health record of an animal (migration 0032); days are `YYYY-MM-DD`, Nepal's. */
export interface HealthRecordTable {
  id: Generated<number>;
  pet_id: number;
  kind: RecordKind;
  /** A vaccination's kind; null for any other record. */
  vaccine: Vaccine | null;
  given_on: string;
  next_due_on: string | null;
  batch: string | null;
  /** A treatment's or deworming's medicine. */
  treatment: string | null;
  /** Where a sterilisation or a vet visit was. */
  place: string | null;
  weight_kg: number | null;
  microchip: string | null;
  /** The team's own words, never public. */
  note: string | null;
  /** The record that did what this one said was due (closes its due item). */
  followed_by: number | null;
  recorded_by: string | null;
  created_at: string;
}

/** An animal placed in a foster home, from a day, until it ends (migration 0032). */
export interface FosterPlacementTable {
  id: Generated<number>;
  pet_id: number;
  vendor_id: number;
  /** Null once her account is deleted. */
  foster_id: string | null;
  /** English name from contract/places.ts: all the public is told of where it stays. */
  district: string | null;
  starts_on: string;
  /** The planned last day, when known. */
  until_on: string | null;
  /** Null while the animal is there. */
  ended_on: string | null;
  placed_by: string | null;
  created_at: string;
}

/** An animal came in, left, or came back after an adoption (migration 0032). */
export interface AnimalEventTable {
  id: Generated<number>;
  pet_id: number;
  vendor_id: number;
  kind: AnimalEventKind;
  /** An intake's or an outcome's kind; null for a return. */
  reason: IntakeKind | OutcomeKind | null;
  on_day: string;
  place: string | null;
  /** The team's own words, never public. */
  note: string | null;
  application_id: number | null;
  actor_id: string | null;
  created_at: string;
}

/** The day a store's digest of what is due went out. */
export interface StoreDigestTable {
  vendor_id: number;
  day: string;
  sent_at: string;
}

/** A person's report of an animal lost or found (migration 0033); days are Nepal's. */
export interface LostFoundReportTable {
  id: Generated<number>;
  kind: ReportKind;
  user_id: string;
  /** The species: the catalogue's category. */
  category_id: number;
  sex: ReportSex;
  size: ReportSize;
  /** A JSON array of COAT_COLOURS. */
  colours: string;
  marks: string | null;
  collar: Collar;
  name: string | null;
  description: string | null;
  /** English name from contract/places.ts. */
  district: string;
  ward: number | null;
  tole: string | null;
  /** Only ever shown to the reporter. */
  latitude: number | null;
  longitude: number | null;
  seen_on: string;
  status: WithDefault<ReportStatus>;
  expires_on: string;
  reminded_on: string | null;
  hidden_reason: string | null;
  hidden_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LostFoundPhotoTable {
  id: Generated<number>;
  report_id: number;
  image_key: string;
  position: number;
  width: number;
  height: number;
  created_at: string;
}

/** A lost and a found report the matcher paired, and what their reporters made of it. */
export interface LostFoundMatchTable {
  id: Generated<number>;
  lost_id: number;
  found_id: number;
  /** 0-100, higher is likelier. */
  score: number;
  /** A JSON array of the reasons shown beside the pair. */
  reasons: string;
  state: WithDefault<MatchState>;
  decided_by: string | null;
  decided_at: string | null;
  lost_read_id: WithDefault<number>;
  found_read_id: WithDefault<number>;
  last_message_at: string | null;
  created_at: string;
}

/** A message between the two reporters of a pair. */
export interface LostFoundMessageTable {
  id: Generated<number>;
  match_id: number;
  /** Null once her account is deleted. */
  sender_id: string | null;
  text: string;
  created_at: string;
}

/** A dog of the street a store keeps on the register (migration 0034). */
export interface CommunityDogTable {
  id: Generated<number>;
  vendor_id: number;
  name: string | null;
  sex: DogSex;
  district: string;
  ward: number;
  tole: string | null;
  /** 0 or 1. */
  ear_notch: WithDefault<number>;
  collar_tag: string | null;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  caretaker_id: string | null;
  status: WithDefault<DogStatus>;
  registered_on: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A CNVR camp: one day, one place, many dogs at once. */
export interface CnvrCampTable {
  id: Generated<number>;
  vendor_id: number;
  held_on: string;
  district: string;
  ward: number | null;
  place: string | null;
  note: string | null;
  created_by: string | null;
  created_at: string;
}

/** A community dog's sterilisation, vaccination or deworming. */
export interface DogRecordTable {
  id: Generated<number>;
  dog_id: number;
  kind: DogRecordKind;
  vaccine: Vaccine | null;
  given_on: string;
  next_due_on: string | null;
  camp_id: number | null;
  reminded_on: string | null;
  recorded_by: string | null;
  created_at: string;
}

/** A printable QR tag of a pet or a community dog (exactly one). */
export interface AnimalTagTable {
  id: Generated<number>;
  token: string;
  pet_id: number | null;
  dog_id: number | null;
  created_by: string | null;
  created_at: string;
}

/** A finder's message relayed by SMS to the animal's person. */
export interface TagMessageTable {
  id: Generated<number>;
  tag_id: number;
  finder_phone: string;
  text: string;
  /** The sender's network (lib/client-network.ts), which the relay's per-address limit counts. */
  sender_network: string | null;
  created_at: string;
}

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  category: CategoryTable;
  vendor: StoreTable;
  pet: PetTable;
  pet_image: PetImageTable;
  application: ApplicationTable;
  mail_outbox: MailOutboxTable;
  favourite: FavouriteTable;
  application_history: ApplicationHistoryTable;
  store_agreement: StoreAgreementTable;
  agreement_signature: AgreementSignatureTable;
  donation: DonationTable;
  fee_payment: FeePaymentTable;
  fee_payout: FeePayoutTable;
  catalogue_version: CatalogueVersionTable;
  catalogue_change: CatalogueChangeTable;
  store_question: StoreQuestionTable;
  application_answer: ApplicationAnswerTable;
  conversation: ConversationTable;
  conversation_message: ConversationMessageTable;
  saved_search: SavedSearchTable;
  saved_search_pet: SavedSearchPetTable;
  listing_event: ListingEventTable;
  sms_budget: SmsBudgetTable;
  news_seen: NewsSeenTable;
  store_member: StoreMemberTable;
  store_invitation: StoreInvitationTable;
  store_activity: StoreActivityTable;
  health_record: HealthRecordTable;
  foster_placement: FosterPlacementTable;
  animal_event: AnimalEventTable;
  store_digest: StoreDigestTable;
  lost_found_report: LostFoundReportTable;
  lost_found_photo: LostFoundPhotoTable;
  lost_found_match: LostFoundMatchTable;
  lost_found_message: LostFoundMessageTable;
  community_dog: CommunityDogTable;
  cnvr_camp: CnvrCampTable;
  dog_record: DogRecordTable;
  animal_tag: AnimalTagTable;
  tag_message: TagMessageTable;
}

export type Category = Selectable<CategoryTable>;
export type Store = Selectable<StoreTable>;
export type NewStore = Insertable<StoreTable>;
export type Pet = Selectable<PetTable>;
export type NewPet = Insertable<PetTable>;
export type PetUpdate = Updateable<PetTable>;
export type PetImage = Selectable<PetImageTable>;
export type Application = Selectable<ApplicationTable>;
export type Donation = Selectable<DonationTable>;
export type FeePayment = Selectable<FeePaymentTable>;
