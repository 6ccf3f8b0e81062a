import type pg from "pg";
import sharp from "sharp";
import type { SmtpCapture } from "../../src/server/test/smtp-capture";
import { assert, type createChecks } from "./checks";
import type { Reply } from "./http";
import { bothInstances, PASSWORD, person, type ClusterUrls, type Person } from "./people";
import type { Managed } from "./processes";

export interface Cluster {
  urls: ClusterUrls;
  smtp: SmtpCapture;
  /** A connection to the cluster's database, for what only the database can tell. */
  pg: pg.Client;
  instances: { a: Managed; b: Managed };
  nginxDir: string;
  /** The UPLOAD_DIR the instances were given: in S3 mode nothing may appear there. */
  uploadDir: string;
  runId: string;
}

type Check = ReturnType<typeof createChecks>["check"];

/** Fails with the answer when a request did not get the status it should. */
export function expectStatus(reply: Reply, status: number, what: string) {
  if (reply.status !== status) {
    const isText = /json|text/.test(String(reply.headers["content-type"]));
    const body = isText
      ? reply.body.toString("utf8").slice(0, 300)
      : `(${reply.headers["content-type"]})`;
    throw new Error(`${what}: expected ${status}, got ${reply.status} ${body}`);
  }
  return reply;
}

const photo = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function signUpAndVerify(cluster: Cluster, someone: Person, firstName: string) {
  const body = {
    email: someone.email,
    password: PASSWORD,
    name: firstName,
    firstName,
    lastName: "Test",
  };
  expectStatus(await someone.nginx.post("/api/auth/sign-up/email", body), 200, "sign-up");
  const mail = await cluster.smtp.waitFor(someone.email, /Verify your e-mail/, 10_000);
  const link = new URL(mail.links.find((href) => href.includes("/verify-email"))!);
  assert.equal(
    link.origin,
    cluster.urls.nginx,
    "the e-mailed link points at the site (PUBLIC_URL)",
  );
  // The link's page sends its token with the sign-up password.
  const token = link.searchParams.get("token");
  expectStatus(
    await someone.nginx.post("/api/verify-email", { token, password: PASSWORD }),
    200,
    "verifying with the link and the password",
  );
}

async function signIn(someone: Person, via: "nginx" | "a" | "b") {
  const reply = await someone[via].post("/api/auth/sign-in/email", {
    email: someone.email,
    password: PASSWORD,
  });
  return expectStatus(reply, 200, `sign-in through ${via}`).json.token as string;
}

/** The first part of the run: one store's life through nginx, each step read back from both instances. */
export async function runScenario(cluster: Cluster, check: Check) {
  const { urls, runId } = cluster;
  const owner = person(urls, `owner-${runId}@cluster.test`, "127.0.0.11");
  const adopter = person(urls, `adopter-${runId}@cluster.test`, "127.0.0.12");
  const admin = person(urls, "admin@cluster.test", "127.0.0.13");

  await check("health answers through nginx and on each instance, on PostgreSQL", async () => {
    for (const client of [owner.nginx, owner.a, owner.b]) {
      const reply = expectStatus(await client.get("/api/health"), 200, `health at ${client.base}`);
      assert.deepEqual(reply.json, { ok: true, db: "postgres" });
    }
  });

  await check(
    "sign-up and the e-mailed link through nginx; the session is valid on both instances",
    async () => {
      for (const [someone, name] of [
        [owner, "Owner"],
        [adopter, "Adopter"],
        [admin, "Admin"],
      ] as const) {
        await signUpAndVerify(cluster, someone, name);
      }
      owner.token = await signIn(owner, "a");
      adopter.token = await signIn(adopter, "b");
      admin.token = await signIn(admin, "nginx");
      for (const someone of [owner, adopter, admin]) {
        for (const [name, client] of bothInstances(someone)) {
          const session = await client.get("/api/auth/get-session", someone.auth());
          assert.equal(
            session.json?.user?.email,
            someone.email,
            `session of ${someone.email} on ${name}`,
          );
        }
      }
    },
  );

  const store = await check("a store created through nginx is seen on both instances", async () => {
    const created = await owner.nginx.post(
      "/api/vendors/create",
      {
        storeName: `Cluster Rescue ${runId}`,
        storeDescription: "Two instances, one store",
        storeLocation: "Pokhara",
      },
      owner.auth(),
    );
    const id: number = expectStatus(created, 200, "create store").json.id;
    for (const [name, client] of bothInstances(owner)) {
      const me = expectStatus(
        await client.get("/api/vendors/me", owner.auth()),
        200,
        `store on ${name}`,
      );
      assert.equal(me.json.store?.vendor.id, id, `store on ${name}`);
    }
    return { id };
  });

  const categoryId = await check(
    "the admin's category and approval on one instance are seen on the other",
    async () => {
      const category = await admin.a.post(
        "/api/category",
        { category: `Dogs ${runId}`, category_ne: `कुकुर ${runId}` },
        admin.auth(),
      );
      const id: number = expectStatus(category, 200, "add category").json.id;
      const listed = expectStatus(await admin.b.get("/api/category"), 200, "categories on B");
      assert.ok(
        listed.json.some((item: { id: number }) => item.id === id),
        "category listed on B",
      );
      const approved = await admin.b.post(
        "/api/vendors/update",
        { id: store.id, status: "active" },
        admin.auth(),
      );
      expectStatus(approved, 200, "approve store on B");
      const me = await owner.a.get("/api/vendors/me", owner.auth());
      assert.equal(me.json.store?.vendor.status, "active", "store active on A");
      return id;
    },
  );

  const pets = await check("pets added through nginx are listed by both instances", async () => {
    const ids: number[] = [];
    for (const name of ["Bhote", "Kali"]) {
      const body = {
        vendor_id: store.id,
        name,
        description: `${name} is calm and friendly.`,
        category_id: categoryId,
        gender: "female",
        post_status: "published",
      };
      ids.push(
        expectStatus(await owner.nginx.post("/api/pets", body, owner.auth()), 200, "add pet").json
          .id,
      );
    }
    for (const [name, client] of bothInstances(owner)) {
      const listed = expectStatus(
        await client.get("/api/pets?limit=100"),
        200,
        `listing on ${name}`,
      );
      const listedIds = listed.json.map((item: { pet: { id: number } }) => item.pet.id);
      for (const id of ids) assert.ok(listedIds.includes(id), `pet ${id} listed on ${name}`);
    }
    return ids as [number, number];
  });

  const photos = await check(
    "a photo uploaded through one instance is served by the other",
    async () => {
      const upload = async (client: Person["a"], petId: number, files: Buffer[]) => {
        const form = new FormData();
        files.forEach((bytes, i) =>
          form.append("files", new File([new Uint8Array(bytes)], `photo-${i}.jpg`)),
        );
        const reply = await client.send("POST", `/api/uploads/petsImages?petId=${petId}`, {
          form,
          headers: owner.auth(),
        });
        return expectStatus(reply, 200, `upload through ${client.base}`).json as {
          id: number;
          key: string;
        }[];
      };
      const first = await upload(owner.a, pets[0], [
        await photo("#c8553d"),
        await photo("#2d6a4f"),
      ]);
      const second = await upload(owner.b, pets[1], [await photo("#1d3557")]);
      for (const [from, to, key] of [
        ["A", owner.b, first[0]!.key],
        ["B", owner.a, second[0]!.key],
      ] as const) {
        const original = expectStatus(
          await to.get(`/f/${key}`),
          200,
          `photo from ${from} on the other`,
        );
        assert.equal(original.headers["content-type"], "image/webp");
        const sized = expectStatus(
          await to.get(`/f/${key}?w=400`),
          200,
          `sized photo from ${from}`,
        );
        assert.equal(sized.headers["content-type"], "image/webp");
      }
      const onA = await owner.a.get(`/f/${first[1]!.key}`);
      const onB = await owner.b.get(`/f/${first[1]!.key}`);
      assert.ok(onA.body.equals(onB.body), "both instances serve the same bytes");
      return { first, second };
    },
  );

  await check(
    "an adoption request through nginx is seen on both, and answered on the other",
    async () => {
      const body = {
        name: "Sita Rai",
        phone: "9841234567",
        address: "Lakeside, Pokhara",
        message: "We have a garden.",
        pet_id: pets[0],
      };
      const id: number = expectStatus(
        await adopter.nginx.post(`/api/adoptPet/${pets[0]}`, body, adopter.auth()),
        200,
        "adopt",
      ).json.id;
      for (const [name, client] of bothInstances(adopter)) {
        const mine = expectStatus(
          await client.get("/api/applications", adopter.auth()),
          200,
          `requests on ${name}`,
        );
        assert.ok(
          mine.json.some((item: { id: number }) => item.id === id),
          `request seen on ${name}`,
        );
      }
      const inbox = await owner.b.get(`/api/vendors/${store.id}/applications`, owner.auth());
      assert.ok(
        expectStatus(inbox, 200, "store's requests on B").json.some(
          (item: { id: number }) => item.id === id,
        ),
      );
      const answered = await owner.a.post(
        `/api/vendors/applications/${id}/update`,
        { status: "Approved" },
        owner.auth(),
      );
      expectStatus(answered, 200, "approve on A");
      const mine = await adopter.b.get("/api/applications", adopter.auth());
      const request = mine.json.find((item: { id: number }) => item.id === id);
      assert.equal(request?.status, "Approved", "approval seen on B");
    },
  );

  const deleted = photos.first[0]!;
  const addresses = (key: string) => [`/f/${key}?w=400`, `/f/${key}?w=200`];
  await check(
    "a photo deleted through one instance is gone from both at its original address",
    async () => {
      // Every size is fetched on both first, as visitors would have, so any copy kept is found.
      for (const [, client] of bothInstances(owner)) {
        for (const path of [`/f/${deleted.key}`, ...addresses(deleted.key)])
          expectStatus(await client.get(path), 200, path);
      }
      const removed = await owner.a.send("DELETE", `/api/pets/${pets[0]}/images/${deleted.id}`, {
        headers: owner.auth(),
      });
      expectStatus(removed, 200, "delete photo on A");
      for (const [name, client] of bothInstances(owner)) {
        expectStatus(await client.get(`/f/${deleted.key}`), 404, `deleted photo on ${name}`);
      }
    },
  );
  await check(
    "a photo deleted through one instance is gone from both at its sized addresses",
    async () => {
      for (const [name, client] of bothInstances(owner)) {
        for (const path of addresses(deleted.key))
          expectStatus(await client.get(path), 404, `${path} on ${name}`);
      }
    },
  );

  await check("signing out through one instance ends the session on the other", async () => {
    const second = await signIn(adopter, "a");
    const auth = { Authorization: `Bearer ${second}` };
    expectStatus(await adopter.b.get("/api/applications", auth), 200, "second session on B");
    expectStatus(await adopter.a.post("/api/auth/sign-out", {}, auth), 200, "sign-out on A");
    expectStatus(await adopter.b.get("/api/applications", auth), 401, "signed-out session on B");
    assert.equal((await adopter.b.get("/api/auth/get-session", auth)).json, null);
    // The adopter's other session is untouched.
    expectStatus(
      await adopter.b.get("/api/applications", adopter.auth()),
      200,
      "first session on B",
    );
  });

  return { owner, adopter, admin, store, pets, photos, people: [owner, adopter, admin] };
}
