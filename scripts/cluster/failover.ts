import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { assert, type createChecks } from "./checks";
import { person, PASSWORD } from "./people";
import { expectStatus, type Cluster, type runScenario } from "./scenario";

type Check = ReturnType<typeof createChecks>["check"];
type Story = Awaited<ReturnType<typeof runScenario>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the upstream column of nginx's access log says about each request (see processes.ts). */
function upstreamsInLog(cluster: Cluster): string[] {
  return readFileSync(join(cluster.nginxDir, "access.log"), "utf8")
    .trim()
    .split("\n")
    .map((line) => line.split(" upstream=")[1] ?? "");
}

export async function runSharedLimits(cluster: Cluster, check: Check) {
  const { urls } = cluster;
  await check(
    "sign-in attempts on both instances count together (RATE_LIMIT_SIGN_IN=5)",
    async () => {
      const guesser = person(urls, "nobody@cluster.test", "203.0.113.50");
      const statuses: number[] = [];
      for (const client of [
        guesser.a,
        guesser.b,
        guesser.a,
        guesser.b,
        guesser.a,
        guesser.b,
        guesser.a,
      ]) {
        statuses.push(
          (
            await client.post("/api/auth/sign-in/email", {
              email: guesser.email,
              password: "wrong-guess",
            })
          ).status,
        );
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
      guesser.close();
    },
  );

  await check("through nginx, a forged X-Forwarded-For does not escape the limit", async () => {
    // Another address than the test before: its per-account pause must not answer for the per-address limit.
    const guesser = person(urls, "nobody-else@cluster.test", "127.0.0.40");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const reply = await guesser.nginx.post(
        "/api/auth/sign-in/email",
        { email: guesser.email, password: "wrong-guess" },
        { "X-Forwarded-For": `198.51.100.${i}` },
      );
      statuses.push(reply.status);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429]);
    guesser.close();
  });
}

export async function runMailOnce(cluster: Cluster, check: Check) {
  await check("every e-mail the outbox holds went out exactly once", async () => {
    const outbox = () =>
      cluster.pg
        .query<{ recipient: string; subject: string; status: string }>(
          "select recipient, subject, status from mail_outbox order by id",
        )
        .then((result) => result.rows);
    // Both instances flush the shared outbox: wait until it is all sent and delivered...
    const deadline = Date.now() + 15_000;
    let rows = await outbox();
    while (
      Date.now() < deadline &&
      (rows.some((row) => row.status !== "sent") || cluster.smtp.messages.length < rows.length)
    ) {
      await sleep(250);
      rows = await outbox();
    }
    // ...then a little longer, so a second copy of any message would have arrived too.
    await sleep(1_000);
    assert.ok(rows.length >= 6, `expected the run's e-mails in the outbox, found ${rows.length}`);
    assert.deepEqual(
      rows.filter((row) => row.status !== "sent"),
      [],
      "every message sent",
    );
    const sent = cluster.smtp.messages.map((mail) => `${mail.to.join(",")} ${mail.subject}`).sort();
    const queued = rows.map((row) => `${row.recipient.toLowerCase()} ${row.subject}`).sort();
    assert.deepEqual(sent, queued);
  });
}

/**
 * Instance A is killed while visitors keep browsing through nginx: no request may fail, and
 * everything afterwards (adopting, answering, uploading, signing in) works through B alone.
 */
export async function runFailover(cluster: Cluster, check: Check, story: Story) {
  const { owner, adopter, pets, photos } = story;
  await check("nginx spreads requests over both instances", async () => {
    for (let i = 0; i < 6; i++)
      expectStatus(await adopter.nginx.get(`/api/pets/${pets[1]}`), 200, "pet");
    const used = new Set(upstreamsInLog(cluster).slice(-6));
    assert.deepEqual(
      [...used].sort(),
      [new URL(cluster.urls.a).host, new URL(cluster.urls.b).host].sort(),
    );
  });

  await check("killing instance A mid-run fails no request made through nginx", async () => {
    const paths: [string, Record<string, string>][] = [
      [`/api/pets/${pets[1]}`, {}],
      [`/f/${photos.second[0]!.key}?w=400`, {}],
      ["/api/applications", adopter.auth()],
      ["/api/vendors/me", owner.auth()],
    ];
    const failures: string[] = [];
    let done = 0;
    let afterKill = 0;
    let killed = false;
    const stopAt = Date.now() + 4_000;
    const worker = async (offset: number) => {
      for (let i = offset; Date.now() < stopAt; i++) {
        const [path, headers] = paths[i % paths.length]!;
        const reply = await adopter.nginx
          .get(path, headers)
          .catch((error: Error) => ({ status: 0, error }));
        if (reply.status !== 200) failures.push(`${path}: ${reply.status}`);
        done++;
        if (killed) afterKill++;
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await sleep(1_000);
    await cluster.instances.a.stop("SIGKILL");
    killed = true;
    await load;
    assert.deepEqual(failures, [], `${failures.length} of ${done} requests failed`);
    assert.ok(afterKill >= 20, `only ${afterKill} requests after the kill`);
  });

  await check(
    "after the stop, adopting, answering, uploading and signing in work through nginx",
    async () => {
      const body = {
        name: "Sita Rai",
        phone: "9841234567",
        address: "Lakeside",
        message: "Kali too, please.",
        pet_id: pets[1],
      };
      const request = expectStatus(
        await adopter.nginx.post(`/api/adoptPet/${pets[1]}`, body, adopter.auth()),
        200,
        "adopt",
      );
      const answer = await owner.nginx.post(
        `/api/vendors/applications/${request.json.id}/update`,
        { status: "Rejected" },
        owner.auth(),
      );
      expectStatus(answer, 200, "reject");
      const form = new FormData();
      const late = await sharp({
        create: { width: 640, height: 480, channels: 3, background: "#e9c46a" },
      })
        .jpeg()
        .toBuffer();
      form.append("files", new File([new Uint8Array(late)], "late.jpg"));
      const uploaded = await owner.nginx.send("POST", `/api/uploads/petsImages?petId=${pets[1]}`, {
        form,
        headers: owner.auth(),
      });
      const key: string = expectStatus(uploaded, 200, "upload").json[0].key;
      expectStatus(await owner.nginx.get(`/f/${key}`), 200, "new photo");
      const again = await adopter.nginx.post("/api/auth/sign-in/email", {
        email: adopter.email,
        password: PASSWORD,
      });
      expectStatus(again, 200, "sign-in");
    },
  );

  await check("in S3 mode no instance wrote to its local upload folder", async () => {
    assert.equal(existsSync(cluster.uploadDir), false, `${cluster.uploadDir} exists`);
  });
}
