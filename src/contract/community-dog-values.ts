/**
 * The words of the community-dog register (docs/product.md#community-dogs), declared once for
 * the migration's CHECKs, the contract and the forms. Free of zod, as animal-values.ts is.
 */

/** A dog of the street is known to the register until it dies, moves away or is adopted. */
export const DOG_STATUSES = ["active", "died", "moved", "adopted"] as const;
export type DogStatus = (typeof DOG_STATUSES)[number];

export const DOG_SEXES = ["male", "female", "unknown"] as const;
export type DogSex = (typeof DOG_SEXES)[number];

/** A community dog's records: the animal-records kinds a camp or a caretaker writes. */
export const DOG_RECORD_KINDS = ["vaccination", "sterilisation", "deworming"] as const;
export type DogRecordKind = (typeof DOG_RECORD_KINDS)[number];

/** A rabies vaccination counts for coverage this many days (docs/product.md#ward-coverage). */
export const RABIES_VALID_DAYS = 365;
