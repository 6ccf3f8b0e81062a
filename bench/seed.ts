import { randomBytes, randomUUID } from "node:crypto";
import { linkSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import { sql } from "kysely";
import sharp from "sharp";
import type { Database } from "../src/server/db/database";
import { credentialAccount } from "../src/server/db/factories";
import { drawPet, type Species } from "../src/server/db/seed/illustrations";

/** Issue 9's catalogue: big enough that a missing index or a per-row query shows. */
export const SIZES = {
  vendors: 200,
  activeStores: 180,
  pets: 10_000,
  imagesPerPet: 3,
  applications: 20_000,
  users: 5_000,
};

const SPECIES: { name: string; species: Species }[] = [
  { name: "Dog", species: "dog" },
  { name: "Cat", species: "cat" },
  { name: "Hamster", species: "hamster" },
  { name: "Other", species: "other" },
];
const WORDS = ["friendly", "playful", "calm", "shy", "curious", "gentle", "loyal", "lively"];
const NAMES = ["Kali", "Bhote", "Maya", "Tiger", "Laddu", "Chiya", "Momo", "Sano", "Raja", "Puti"];
const BREEDS = ["Local", "Tibetan Mastiff", "Persian", "Himalayan", "Syrian", "Mixed"];
const AGES = ["baby", "young", "adult", "senior"] as const;
const SIZES_OF_PET = ["small", "medium", "large", "xlarge"] as const;
const BATCH = 500;

export interface BenchCatalogue {
  /** Published pets of active stores: what visitors see and may ask to adopt. */
  listedPetIds: number[];
  categoryName: string;
  searchWord: string;
  imageKey: string;
  /** Bearer tokens of signed-in people who have asked for nothing yet. */
  tokens: string[];
  /** The newest listed pet (on `/` and the first page of `/pets`) and its store owner's token. */
  edited: { petId: number; name: string; description: string; ownerToken: string };
}

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * A few real illustrations, hard-linked under every key: 30,000 stored photos cost the
 * disk space of a dozen, and each key is still its own file for the storage layer.
 */
async function photoFiles(uploadDir: string): Promise<string[]> {
  mkdirSync(join(uploadDir, "bench"), { recursive: true });
  const sources: string[] = [];
  for (const [s, { species }] of SPECIES.entries()) {
    for (let variant = 0; variant < 3; variant++) {
      const path = join(uploadDir, "bench", `source-${s}-${variant}.webp`);
      await sharp(Buffer.from(drawPet(species, variant)))
        .resize({ width: 1200 })
        .webp({ quality: 80 })
        .toFile(path);
      sources.push(path);
    }
  }
  return sources;
}

export async function seedBench(
  { db, dialect }: Database,
  uploadDir: string,
): Promise<BenchCatalogue> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const authDate = (ms: number) => (dialect === "postgres" ? new Date(ms) : iso(ms));
  const verified = dialect === "postgres" ? true : 1;
  // One hash for everyone: hashing 5,000 passwords would take minutes by design.
  const passwordHash = await hashPassword("bench-password");

  const users = Array.from({ length: SIZES.users }, (_, i) => ({
    id: randomUUID(),
    name: `Bench User ${i}`,
    email: `bench-${i}@example.test`,
    emailVerified: verified,
    image: null,
    firstName: "Bench",
    lastName: `User ${i}`,
    createdAt: authDate(now),
    updatedAt: authDate(now),
  }));
  await insertBatches(users, (batch) => db.insertInto("user").values(batch).execute());
  await insertBatches(users, (batch) =>
    db
      .insertInto("account")
      .values(batch.map((user) => credentialAccount(user.id, passwordHash, authDate(now))))
      .execute(),
  );

  const categories = await db
    .insertInto("category")
    .values(SPECIES.map(({ name }) => ({ category: name, status: "active", created_at: iso(now) })))
    .returning("id")
    .execute();

  // The first 200 users own the stores; the rest browse and adopt.
  const stores = await db
    .insertInto("vendor")
    .values(
      users.slice(0, SIZES.vendors).map((owner, i) => ({
        owner_id: owner.id,
        title: `Store ${i}`,
        description: "A rescue shelter in the valley.",
        location: ["Kathmandu", "Lalitpur", "Pokhara", "Bhaktapur", "Chitwan"][i % 5]!,
        image_key: null,
        status: i < SIZES.activeStores ? ("active" as const) : ("pending" as const),
        created_at: iso(now),
        updated_at: iso(now),
      })),
    )
    .returning(["id", "owner_id"])
    .execute();
  await db
    .insertInto("store_member")
    .values(
      stores.map((store) => ({
        vendor_id: store.id,
        user_id: store.owner_id,
        role: "owner" as const,
        joined_at: iso(now),
        chosen_at: iso(now),
      })),
    )
    .execute();

  const pets = Array.from({ length: SIZES.pets }, (_, i) => {
    const word = WORDS[i % WORDS.length]!;
    return {
      vendor_id: stores[i % stores.length]!.id,
      category_id: categories[i % categories.length]!.id,
      name: `${NAMES[i % NAMES.length]} ${i}`,
      description: `A ${word} companion looking for a family. Number ${i}.`,
      gender: i % 2 ? ("female" as const) : ("male" as const),
      // Two thirds published, the rest drafts.
      post_status: i % 3 === 2 ? ("draft" as const) : ("published" as const),
      breed: BREEDS[i % BREEDS.length]!,
      age_group: AGES[i % AGES.length]!,
      size: SIZES_OF_PET[(i >> 2) % SIZES_OF_PET.length]!,
      colour: "brown",
      created_at: iso(now - i * 60_000),
      updated_at: iso(now - i * 60_000),
    };
  });
  const petIds: number[] = [];
  await insertBatches(pets, async (batch) => {
    const rows = await db.insertInto("pet").values(batch).returning("id").execute();
    petIds.push(...rows.map((row) => row.id));
  });

  const sources = await photoFiles(uploadDir);
  const images = petIds.flatMap((petId, i) =>
    Array.from({ length: SIZES.imagesPerPet }, (_, position) => {
      const image_key = `bench/pet-${petId}-${position}.webp`;
      linkSync(sources[(i % 4) * 3 + position]!, join(uploadDir, image_key));
      return { pet_id: petId, image_key, position, width: 1200, height: 900, created_at: iso(now) };
    }),
  );
  await insertBatches(images, (batch) => db.insertInto("pet_image").values(batch).execute());

  const listedPetIds = petIds.filter(
    (_, i) => pets[i]!.post_status === "published" && i % stores.length < SIZES.activeStores,
  );
  // Half the adopters carry the seeded history; the other half stay free for the write load.
  const adopters = users.slice(SIZES.vendors);
  const historic = adopters.slice(adopters.length / 2);
  const applications = Array.from({ length: SIZES.applications }, (_, i) => ({
    // Person i mod H, pet (i mod H + i div H): no pair twice, as the open-request index wants.
    pet_id:
      listedPetIds[
        ((i % historic.length) + Math.floor(i / historic.length)) % listedPetIds.length
      ]!,
    user_id: historic[i % historic.length]!.id,
    name: "Bench Adopter",
    phone: "9800000000",
    address: "Kathmandu",
    message: "We have a garden.",
    status: (["pending", "Rejected", "Withdrawn", "pending"] as const)[i % 4]!,
    created_at: iso(now - i * 1000),
    updated_at: iso(now - i * 1000),
  }));
  await insertBatches(applications, (batch) =>
    db.insertInto("application").values(batch).execute(),
  );

  const writers = adopters.slice(0, adopters.length / 2);
  const tokens = writers.map(() => randomBytes(24).toString("hex"));
  // Pet 0 is the newest, and store i % 200 is owned by user i % 200: user 0 edits it.
  const edited = { petId: petIds[0]!, ...pets[0]!, owner: users[0]! };
  const ownerToken = randomBytes(24).toString("hex");
  await insertBatches(
    [
      ...writers.map((user, i) => ({ user, token: tokens[i]! })),
      { user: edited.owner, token: ownerToken },
    ],
    (batch) =>
      db
        .insertInto("session")
        .values(
          batch.map(({ user, token }) => ({
            id: randomUUID(),
            userId: user.id,
            token,
            // A full week, as better-auth gives a new session: an older one would be renewed
            // (a write) on its first request, which the bench would then measure.
            expiresAt: authDate(now + 7 * 24 * 3600_000),
            ipAddress: null,
            userAgent: "bench",
            createdAt: authDate(now),
            updatedAt: authDate(now),
          })),
        )
        .execute(),
  );

  // PostgreSQL's autovacuum would have gathered statistics on a database this size; without
  // them, right after a bulk load, it plans every join as if a table held one row.
  if (dialect === "postgres") await sql`analyze`.execute(db);

  return {
    listedPetIds,
    categoryName: "Cat",
    searchWord: "playful",
    imageKey: images[0]!.image_key,
    tokens,
    edited: {
      petId: edited.petId,
      name: edited.name,
      description: edited.description,
      ownerToken,
    },
  };
}
