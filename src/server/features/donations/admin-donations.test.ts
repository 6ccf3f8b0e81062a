import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiRefusal } from "../../api-schema";
import { makeDonation } from "../../db/factories";
import { nepalMonth } from "./admin-donations";
import {
  donate,
  donationRow,
  payAtGateway,
  startDonationApp,
  type DonationApp,
} from "../../test/donation-app";

let app: DonationApp;
beforeAll(async () => {
  app = await startDonationApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const DONATION = "3f1c7c2e-8d0b-4b8e-9a51-0f2f6c1d2a77";
/** Each admin route, by its path in the OpenAPI document, and a call to it with these headers. */
const CALLS: {
  method: string;
  path: string;
  call: (headers?: Headers) => Promise<{ status: number; refusal: ApiRefusal }>;
}[] = [
  {
    method: "GET",
    path: "/api/admin/donations",
    call: (headers) => app.t.api("GET /admin/donations", { headers }),
  },
  {
    method: "GET",
    path: "/api/admin/donations/summary",
    call: (headers) => app.t.api("GET /admin/donations/summary", { headers }),
  },
  {
    method: "GET",
    path: "/api/admin/donations/export",
    call: (headers) => app.t.api("GET /admin/donations/export", { headers }),
  },
  {
    method: "POST",
    path: `/api/admin/donations/${DONATION}/check`,
    call: (headers) =>
      app.t.api("POST /admin/donations/:id/check", { param: { id: DONATION }, headers }),
  },
];

/** The parts of the OpenAPI document read here: each operation's security and responses. */
const OpenApiDoc = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({ security: z.unknown().optional(), responses: z.record(z.string(), z.unknown()) }),
    ),
  ),
});

describe("the admin's donation routes are the admin's only", () => {
  it.each(CALLS)("$method $path: 401 signed out, 403 for another user", async ({ call }) => {
    expect((await call()).status).toBe(401);
    const user = await app.t.login();
    const refused = await call(user.headers);
    expect(refused.status).toBe(403);
    expect(refused.refusal).toEqual({ error: "Only an admin can do this", code: "ADMIN_ONLY" });
  });

  it("declares them bearer-secured with 401 and 403 in the OpenAPI document", async () => {
    // Not a route of the API itself: the document describing it.
    const doc = OpenApiDoc.parse((await app.t.request("GET", "/api/openapi.json")).json);
    for (const { method, path } of CALLS) {
      const operation =
        doc.paths[path.replace(/^\/api/, "").replace(DONATION, "{id}")]![method.toLowerCase()]!;
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    }
  });
});

describe("what the admin sees", () => {
  let admin: Awaited<ReturnType<typeof app.t.loginAdmin>>;
  beforeAll(async () => {
    admin = await app.t.loginAdmin();
    // Nepal is UTC+05:45: 18:30 UTC on 31 May is already 1 June in Kathmandu.
    await makeDonation(app.t.deps, {
      status: "completed",
      method: "esewa",
      amount: 1000,
      completed_at: "2026-05-10T06:00:00.000Z",
    });
    await makeDonation(app.t.deps, {
      status: "completed",
      method: "khalti",
      amount: 500,
      completed_at: "2026-05-31T18:00:00.000Z",
    });
    await makeDonation(app.t.deps, {
      status: "completed",
      method: "khalti",
      amount: 2500,
      completed_at: "2026-05-31T18:30:00.000Z",
    });
    await makeDonation(app.t.deps, {
      status: "completed",
      method: "esewa",
      amount: 300,
      completed_at: "2026-06-02T09:00:00.000Z",
      name: '=HYPERLINK("x")',
      message: 'Bhote, "the brave"',
    });
    await makeDonation(app.t.deps, { status: "pending", amount: 9999 });
    await makeDonation(app.t.deps, { status: "cancelled", amount: 8888 });
  });

  it("totals completed donations per month in Nepal time and per method; pending and cancelled do not count", async () => {
    const response = await app.t.api("GET /admin/donations/summary", { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      total: { count: 4, amount: 4300 },
      by_method: { esewa: { count: 2, amount: 1300 }, khalti: { count: 2, amount: 3000 } },
      months: [
        {
          month: "2026-06",
          total: { count: 2, amount: 2800 },
          esewa: { count: 1, amount: 300 },
          khalti: { count: 1, amount: 2500 },
        },
        {
          month: "2026-05",
          total: { count: 2, amount: 1500 },
          esewa: { count: 1, amount: 1000 },
          khalti: { count: 1, amount: 500 },
        },
      ],
      pending: 1,
    });
  });

  it("lists donations newest first, filtered and paged, with the total in X-Total-Count", async () => {
    const all = await app.t.api("GET /admin/donations", { headers: admin.headers });
    expect(all.headers.get("x-total-count")).toBe("6");
    const completed = await app.t.api("GET /admin/donations", {
      query: { status: "completed", method: "khalti", limit: 1, page: 2 },
      headers: admin.headers,
    });
    expect(completed.status).toBe(200);
    expect(completed.headers.get("x-total-count")).toBe("2");
    expect(completed.json).toHaveLength(1);
    expect(completed.json[0]).toMatchObject({
      method: "khalti",
      status: "completed",
      receipt_number: expect.stringMatching(/^D-\d{6}$/),
    });
    // Not a status the contract knows, so sent as it is.
    const bad = await app.t.request("GET", "/api/admin/donations?status=lost", {
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
  });

  it("exports CSV that a spreadsheet reads safely: quoted, no formulas, UTF-8 marked", async () => {
    const response = await app.t.api("GET /admin/donations/export", {
      query: { status: "completed" },
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = await (
      await app.t.app.request("/api/admin/donations/export?status=completed", {
        headers: admin.headers,
      })
    ).arrayBuffer();
    expect([...new Uint8Array(raw).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "receipt_number,status,method,amount_npr,name,email,message,anonymous,reference,created_at,completed_at,donation_id",
    );
    expect(lines).toHaveLength(5);
    const risky = lines.find((line) => line.includes("HYPERLINK"))!;
    expect(risky).toContain(`"'=HYPERLINK(""x"")"`);
    expect(risky).toContain(`"Bhote, ""the brave"""`);
    expect(risky).toContain(",completed,esewa,300,");
  });

  it("guards formulas behind control characters in the CSV, and keeps a message's line breaks", async () => {
    // PostgreSQL cannot store a NUL, so it is tried on SQLite only.
    const nul =
      app.t.deps.dialect === "sqlite" ? [['\u0000=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`]] : [];
    const cases = [
      ...nul,
      ["\u0007=1+1", "'=1+1"],
      ["\u001b@SUM(A1)", "'@SUM(A1)"],
      ["\u007f+2", "'+2"],
      ["\u0001\u0008-3", "'-3"],
      ["\u0002\t=4", "'\t=4"],
      ["\u0003\n=5", `"'\n=5"`],
      ["Ram\u001f Thapa\u007f", "Ram Thapa"],
    ];
    const rows = await Promise.all(
      cases.map(([name], index) =>
        makeDonation(app.t.deps, {
          status: "cancelled",
          name,
          email: `csv-${index}@example.test`,
          message: index === 0 ? "First line\nsecond line" : null,
        }),
      ),
    );
    try {
      const response = await app.t.api("GET /admin/donations/export", {
        query: { status: "cancelled" },
        headers: admin.headers,
      });
      const lines = response.text.split("\r\n");
      cases.forEach(([, cell], index) => {
        const line = lines.find((candidate) => candidate.includes(`csv-${index}@example.test`));
        expect(line, cell).toContain(`,${cell},csv-${index}@example.test,`);
      });
      expect(response.text).toContain(`,"First line\nsecond line",`);
      // eslint-disable-next-line no-control-regex -- control characters are what it looks for
      expect(response.text.replace(/[\t\r\n]/g, "")).not.toMatch(/[\u0000-\u001f\u007f]/);
    } finally {
      await app.t.db
        .deleteFrom("donation")
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
    }
  });

  it("lets the admin ask the gateway about a donation whose donor never came back", async () => {
    const created = await donate(app.t, { amount: 700, method: "khalti" });
    await payAtGateway(created.checkout, "Pay"); // paid, but the browser never returned
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
    const response = await app.t.api("POST /admin/donations/:id/check", {
      param: { id: created.id },
      headers: admin.headers,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "completed", amount: 700 });
  });
});

describe("nepalMonth", () => {
  it.each([
    ["2026-05-31T18:14:59.999Z", "2026-05"],
    ["2026-05-31T18:15:00.000Z", "2026-06"],
    ["2025-12-31T20:00:00.000Z", "2026-01"],
  ])("%s is in %s in Kathmandu", (iso, month) => {
    expect(nepalMonth(iso)).toBe(month);
  });
});
