import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { assert, type createChecks } from "./checks";
import type { HttpClient, Reply } from "./http";
import { PASSWORD } from "./people";
import { expectStatus, type Cluster, type runScenario } from "./scenario";

type Check = ReturnType<typeof createChecks>["check"];
type Story = Awaited<ReturnType<typeof runScenario>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the app says of a signed-out visitor's page (src/server/web/spa.ts). */
const PUBLIC_PAGE = "public, max-age=0, s-maxage=5, stale-while-revalidate=5";

/**
 * How long after a change an old page may still be seen through nginx (docs/deploy.md#nginx):
 * nginx keeps a page 5 s, counted in whole seconds (so up to 6); the instance it asks may give
 * the previous page while another request renders the new one, 5 s at most (decision 046); and
 * the refetch itself takes a render.
 */
const CHANGE_WINDOW_MS = 6_000 + 5_000 + 1_000;

const english = { Cookie: "sathi.lang=en" };
const nepali = { Cookie: "sathi.lang=ne" };

const cacheStatus = (reply: Reply) => String(reply.headers["x-cache-status"] ?? "");
const languageOf = (reply: Reply) => {
  const body = reply.headers["content-encoding"] === "gzip" ? gunzipSync(reply.body) : reply.body;
  return /<html lang="(\w+)"/.exec(body.toString("utf8"))?.[1];
};

/** nginx's access-log lines for one request path (processes.ts writes the format). */
function logLinesFor(cluster: Cluster, path: string) {
  return readFileSync(join(cluster.nginxDir, "access.log"), "utf8")
    .split("\n")
    .filter((line) => line.includes(`"GET ${path} HTTP/1.1"`));
}

/** Public pages through nginx's cache: kept per language, never a signed-in one, fresh in time. */
export async function runPageCache(cluster: Cluster, check: Check, story: Story) {
  const { owner, adopter, pets } = story;
  const visitor = adopter.nginx;

  await check("a public page is kept by nginx, its English and Nepali versions apart", async () => {
    const path = `/pets/${pets[0]}`;
    const get = async (headers: Record<string, string>, what: string) => {
      const reply = expectStatus(await visitor.get(path, headers), 200, what);
      return { status: cacheStatus(reply), language: languageOf(reply), reply };
    };
    // Rendered by both instances first, so the checks below take milliseconds, well inside 5 s.
    for (const client of [adopter.a, adopter.b])
      for (const headers of [english, nepali])
        expectStatus(await client.get(path, headers), 200, path);
    const first = await get(english, "English, first");
    assert.equal(first.reply.headers["cache-control"], PUBLIC_PAGE);
    assert.match(String(first.reply.headers.vary), /Cookie.*Accept-Language/);
    assert.deepEqual(
      [first, await get(english, "English, again")].map(({ status, language }) => [
        status,
        language,
      ]),
      [
        ["MISS", "en"],
        ["HIT", "en"],
      ],
    );
    const seen = [];
    for (const [headers, what] of [
      [nepali, "Nepali by the cookie"],
      [nepali, "Nepali by the cookie, again"],
      [{ "Accept-Language": "ne-NP,ne;q=0.9" }, "Nepali by the browser"],
      [{ "Accept-Language": "ne-NP,ne;q=0.9" }, "Nepali by the browser, again"],
      [english, "English, a third time"],
      // The key holds the language the app renders, not the headers that chose it.
      [{ "Accept-Language": "en-GB,en;q=0.8" }, "English by the browser"],
      [{ Cookie: "sathi.lang=en; seen=1" }, "English by the cookie, beside another"],
      [{ ...english, "Accept-Encoding": "gzip" }, "English, gzipped"],
      [{ ...english, "Accept-Encoding": "gzip, br" }, "English, gzipped, again"],
      [english, "English, not gzipped"],
    ] as const) {
      const { status, language, reply } = await get(headers, what);
      seen.push(`${what}: ${status} ${language} ${reply.headers["content-encoding"] ?? "-"}`);
    }
    assert.deepEqual(seen, [
      "Nepali by the cookie: MISS ne -",
      "Nepali by the cookie, again: HIT ne -",
      "Nepali by the browser: MISS ne -",
      "Nepali by the browser, again: HIT ne -",
      "English, a third time: HIT en -",
      "English by the browser: HIT en -",
      "English by the cookie, beside another: HIT en -",
      "English, gzipped: MISS en gzip",
      "English, gzipped, again: HIT en gzip",
      "English, not gzipped: HIT en -",
    ]);
  });

  await check(
    "headers the app and nginx could read apart never leave a page under another key",
    async () => {
      // A second Accept-Language: the http module sends one header per value of an array.
      const twice = (values: string[]) => values as unknown as string;
      const cases: [Record<string, string>, string][] = [
        [{ "Accept-Language": "\u00a0ne" }, "a no-break space before ne"],
        [{ Cookie: "x=1;\u00a0sathi.lang=ne" }, "a no-break space before the cookie"],
        [{ "Accept-Language": twice(["en;q=0.1", "ne"]) }, "two Accept-Language headers"],
        [{ "Accept-Encoding": "*" }, "any encoding"],
        [{ "Accept-Encoding": "gzip\u00a0" }, "a no-break space after gzip"],
      ];
      const seen = [];
      for (const [index, [headers, what]] of cases.entries()) {
        const path = `/pets/${pets[0]}?apart=${cluster.runId}-${index}`;
        expectStatus(await visitor.get(path, headers), 200, what);
        // Then a visitor who asks in English for no encoding gets just that, kept or not.
        const reply = expectStatus(await visitor.get(path, english), 200, `${what}, then English`);
        seen.push(`${what}: ${languageOf(reply)} ${reply.headers["content-encoding"] ?? "-"}`);
      }
      assert.deepEqual(
        seen,
        cases.map(([, what]) => `${what}: en -`),
      );
    },
  );

  await check(
    "a signed-in visitor's page through nginx is never taken from the cache nor kept",
    async () => {
      const signedIn = expectStatus(
        await owner.nginx.post("/api/auth/sign-in/email", {
          email: owner.email,
          password: PASSWORD,
        }),
        200,
        "sign-in through nginx",
      );
      const session = [signedIn.headers["set-cookie"] ?? []]
        .flat()
        .map((cookie) => cookie.split(";")[0]!)
        .find((cookie) => cookie.startsWith("better-auth.session_token="));
      assert.ok(session, "sign-in sets the session cookie");
      const asOwner = { Cookie: `${session}; sathi.lang=en` };
      const statuses = async (
        client: HttpClient,
        path: string,
        headers: Record<string, string>,
      ) => {
        const reply = expectStatus(await client.get(path, headers), 200, path);
        return `${cacheStatus(reply)} ${reply.headers["cache-control"]}`;
      };

      // A page kept for signed-out visitors is not what the signed-in one gets...
      const kept = `/pets/${pets[0]}?signed-out=${cluster.runId}`;
      assert.equal(await statuses(visitor, kept, english), `MISS ${PUBLIC_PAGE}`);
      assert.equal(await statuses(visitor, kept, english), `HIT ${PUBLIC_PAGE}`);
      assert.equal(await statuses(owner.nginx, kept, asOwner), "BYPASS private, no-cache");
      // better-auth trims the cookie's name: written with spaces around it, it is a session still.
      const spaced = { Cookie: `sathi.lang=en;\t${session.replace("=", " =")}` };
      assert.equal(await statuses(owner.nginx, kept, spaced), "BYPASS private, no-cache");
      // ...and a page first asked for by her (cookie or token) is not kept for the next visitor.
      const fresh = `/pets/${pets[1]}?signed-in=${cluster.runId}`;
      assert.equal(await statuses(owner.nginx, fresh, asOwner), "BYPASS private, no-cache");
      assert.equal(
        await statuses(owner.nginx, fresh, { ...english, ...owner.auth() }),
        `BYPASS ${PUBLIC_PAGE}`,
      );
      assert.equal(await statuses(visitor, fresh, english), `MISS ${PUBLIC_PAGE}`);
      assert.equal(await statuses(visitor, fresh, english), `HIT ${PUBLIC_PAGE}`);
    },
  );

  await check(
    `a pet renamed through instance A shows on B and through nginx within ${CHANGE_WINDOW_MS / 1000} s, and never the old name after`,
    async () => {
      const path = `/pets/${pets[1]}`;
      const oldName = "Kali";
      const newName = `Kali ${cluster.runId}`;
      const nameOn = async (client: HttpClient) => {
        const reply = expectStatus(
          await client.get(path, english),
          200,
          `${path} at ${client.base}`,
        );
        const html = reply.body.toString("utf8");
        if (html.includes(`${newName}</h1>`)) return "new";
        if (html.includes(`>${oldName}</h1>`)) return "old";
        throw new Error(`${path} at ${client.base} shows neither name`);
      };
      // Both have the page as it was: nginx keeps it, B has rendered it.
      await nameOn(visitor);
      assert.equal(await nameOn(visitor), "old");
      assert.equal(await nameOn(adopter.b), "old");

      const changedAt = Date.now();
      expectStatus(
        await owner.a.send("PATCH", `/api/pets/${pets[1]}`, {
          json: { name: newName },
          headers: owner.auth(),
        }),
        200,
        "rename on A",
      );
      const watched = { nginx: visitor, B: adopter.b };
      const firstNew: Record<string, number> = {};
      const lastOld: Record<string, number> = {};
      // Past the window by a margin: whatever is seen after the window must be the new name.
      while (Date.now() - changedAt < CHANGE_WINDOW_MS + 1_000) {
        for (const [where, client] of Object.entries(watched)) {
          const name = await nameOn(client);
          const after = Date.now() - changedAt;
          if (name === "new") firstNew[where] ??= after;
          else lastOld[where] = after;
        }
        await sleep(100);
      }
      console.log(
        `      new name first seen through nginx after ${firstNew.nginx} ms, on B after ${firstNew.B} ms; old last seen through nginx after ${lastOld.nginx ?? "-"} ms, on B after ${lastOld.B ?? "-"} ms`,
      );
      for (const where of Object.keys(watched)) {
        assert.ok(firstNew[where] !== undefined, `the new name never showed ${where}`);
        assert.ok(
          (lastOld[where] ?? 0) <= CHANGE_WINDOW_MS,
          `the old name showed ${where} ${lastOld[where]} ms after the change`,
        );
      }
    },
  );

  await check(
    "50 visitors asking at once for a page nginx does not have yet reach an instance once",
    async () => {
      const path = `/pets/${pets[0]}?at-once=${cluster.runId}`;
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => visitor.get(path, english)),
      );
      assert.deepEqual(
        [...new Set(replies.map((reply) => reply.status))],
        [200],
        "every visitor gets the page",
      );
      // The access log's upstream column: an instance's address when nginx asked one, "-" if not.
      // nginx writes a line once the answer is sent, so the last may come a moment after it.
      let lines = logLinesFor(cluster, path);
      for (const deadline = Date.now() + 2_000; lines.length < 50 && Date.now() < deadline;) {
        await sleep(50);
        lines = logLinesFor(cluster, path);
      }
      assert.equal(lines.length, 50, "nginx logged each request");
      const asked = lines.filter((line) => !line.endsWith("upstream=-"));
      assert.equal(
        asked.length,
        1,
        `nginx asked the instances ${asked.length} times:\n${asked.join("\n")}`,
      );
    },
  );
}
