import type { AppDeps } from "../../deps";
import { loadSharp } from "../../storage/sharp";
import {
  makeApplication,
  makeConversation,
  makeCategory,
  makePet,
  makePetImage,
  makeUser,
  makeStore,
} from "../factories";
import type { Tristate } from "../schema";
import {
  DEMO_ADMIN,
  DEMO_CATEGORIES,
  DEMO_DRAFT_NAMES,
  DEMO_NEPALI,
  DEMO_PASSWORD,
  DEMO_PETS,
  DEMO_STORES,
} from "./demo-data";
import { seedDemoAnimals } from "./demo-animals";
import { seedDemoStreet } from "./demo-street";
import { drawPet } from "./illustrations";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Some pets ask an adoption fee (docs/product.md#adoption-fee), among them the second, which the
 * demo adopter's approved request is for: she can pay it with the gateways' test wallets.
 */
const demoFee = (index: number) => [0, 1500, 0, 0, 500, 0, 2000][index % 7]!;

/** A store logo: the store's colour with a paw print. */
function drawStoreLogo(colour: string): string {
  const toe = (cx: number, cy: number, r: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 1.2}" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="56" fill="${colour}"/>
<ellipse cx="128" cy="160" rx="46" ry="38" fill="#fff"/>
${toe(70, 110, 17)}${toe(102, 78, 18)}${toe(154, 78, 18)}${toe(186, 110, 17)}
</svg>`;
}

async function storeImage(deps: AppDeps, key: string, svg: string, width: number) {
  // Through loadSharp: a static import would be hoisted into the server's bundle and load sharp at start.
  const sharp = await loadSharp();
  const webp = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer();
  await deps.storage.put(key, webp, "image/webp");
}

const flag = (n: number, every: number): Tristate =>
  n % every === 0 ? "unknown" : n % 2 ? "yes" : "no";

/**
 * Fills an empty database with demo content (SEED=demo); a database with categories is left alone.
 * Returns the lost-and-found reports it made, for the matcher to pair (bootstrap.ts).
 */
export async function seedDemo(deps: AppDeps): Promise<number[]> {
  const { db } = deps;
  const existing = await db.selectFrom("category").select("id").limit(1).executeTakeFirst();
  if (existing) return [];
  deps.log.info("Empty database: adding demo content (SEED=demo)");

  const categoryIds = new Map<string, number>();
  for (const { name, nepali, species } of DEMO_CATEGORIES) {
    categoryIds.set(
      species,
      (await makeCategory(deps, { category: name, category_ne: nepali })).id,
    );
  }

  await makeUser(deps, { ...DEMO_ADMIN, password: DEMO_PASSWORD });
  const adopter = await makeUser(deps, {
    email: "adopter@sathi.test",
    firstName: "Pema",
    lastName: "Sherpa",
    password: DEMO_PASSWORD,
  });

  const stores = [];
  for (const [index, demo] of DEMO_STORES.entries()) {
    const owner = await makeUser(deps, {
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      password: DEMO_PASSWORD,
    });
    const image_key = `demo/store-${index + 1}.webp`;
    await storeImage(deps, image_key, drawStoreLogo(demo.colour), 256);
    stores.push(
      await makeStore(deps, {
        owner_id: owner.id,
        title: demo.title,
        description: demo.description,
        location: demo.location,
        province: demo.province,
        district: demo.district,
        status: demo.status,
        image_key,
      }),
    );
  }

  const start = Date.now();
  for (const [index, demo] of DEMO_PETS.entries()) {
    // The pending store gets a few pets too: they stay hidden until an admin activates it.
    const store = stores[index % stores.length]!;
    const created = new Date(start - (DEMO_PETS.length - index) * 0.7 * DAY).toISOString();
    const pet = await makePet(deps, {
      vendor_id: store.id,
      category_id: categoryIds.get(demo.species)!,
      name: demo.name,
      description: demo.story,
      gender: demo.gender,
      post_status: DEMO_DRAFT_NAMES.has(demo.name) ? "draft" : "published",
      breed: demo.breed,
      age_group: demo.age_group,
      size: demo.size,
      colour: demo.colour,
      ...DEMO_NEPALI[demo.name],
      vaccinated: flag(index, 7),
      sterilised: flag(index + 1, 5),
      house_trained: flag(index + 2, 4),
      good_with_children: flag(index + 3, 6),
      good_with_dogs: flag(index + 1, 3),
      good_with_cats: flag(index, 4),
      fee: demoFee(index),
      created_at: created,
      updated_at: created,
    });
    const photoCount = (index % 3) + 1;
    for (let position = 0; position < photoCount; position++) {
      const image_key = `demo/pet-${pet.id}-${position + 1}.webp`;
      await storeImage(deps, image_key, drawPet(demo.species, index * 3 + position), 800);
      await makePetImage(deps, { pet_id: pet.id, image_key, position });
    }
  }

  const [first, second] = await db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .where("pet.post_status", "=", "published")
    .where("vendor.status", "=", "active")
    .select(["pet.id"])
    .orderBy("pet.id")
    .limit(2)
    .execute();
  for (const [pet, status] of [
    [first, "pending"],
    [second, "Approved"],
  ] as const) {
    if (!pet) continue;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const request = await makeApplication(deps, {
      created_at: hoursAgo(26),
      updated_at: hoursAgo(26),
      pet_id: pet.id,
      user_id: adopter.id,
      name: "Pema Sherpa",
      phone: "9812345678",
      address: "Boudha, Kathmandu",
      message: "We have a garden and two children who have wanted a pet for years.",
      status,
    });
    // The pending request's conversation: the request, the store's answer, her reply.
    if (status === "pending") {
      await makeConversation(deps, { pet_id: pet.id, user_id: adopter.id }, [
        {
          sender_side: "adopter",
          kind: "request",
          application_id: request.id,
          text: request.message,
          created_at: request.created_at,
        },
        {
          sender_side: "store",
          text: "Namaste Pema! Thank you for your request. Could you visit us on Saturday morning to meet him?",
          created_at: hoursAgo(20),
        },
        {
          sender_side: "adopter",
          text: "Yes, Saturday at 10 works for us. Should we bring anything?",
          created_at: hoursAgo(2),
        },
      ]);
    }
  }
  const activeStores = stores.filter((store) => store.status === "active");
  const team = await seedDemoAnimals(
    deps,
    activeStores.map((store) => store.id),
  );
  return seedDemoStreet(deps, {
    storeId: activeStores[0]!.id,
    caretakerId: team.caretaker!,
    categoryIds: { dog: categoryIds.get("dog")!, cat: categoryIds.get("cat")! },
    draw: async (key, species, variant) => {
      await storeImage(deps, key, drawPet(species, variant), 800);
      return { image_key: key, width: 800, height: 600 };
    },
  });
}
