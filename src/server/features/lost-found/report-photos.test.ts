import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_PHOTOS_MAX } from "../../../contract/lost-found-values";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import { sizedKey } from "../../storage/derived-sizes";
import { makeJpeg } from "../../test/images";
import { newSpecies, type Login } from "../../test/lost-found-reports";
import { createTestApp, type TestApp } from "../../test/test-app";
import { upload, type UploadPart } from "../../test/upload";

/** A report's photos: the reporter's alone, through the same checks as a pet's, at most four. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function report(status: "open" | "closed" = "open") {
  const species = await newSpecies(t);
  const reporter = await t.login();
  const row = await makeLostFoundReport(t.deps, {
    user_id: reporter.user.id,
    category_id: species.id,
    status,
  });
  return { reporter, id: row.id };
}

const send = (id: number, who: Login | undefined, parts: UploadPart[]) =>
  upload(t, `/api/lost-found/${id}/photos`, parts, who?.headers);
const photoRows = (id: number) =>
  t.db
    .selectFrom("lost_found_photo")
    .select(["id", "image_key", "position"])
    .where("report_id", "=", id)
    .orderBy("position")
    .execute();

describe("a report's photos", () => {
  it("stores a real JPEG with its sizes, shows it on the report and serves it from /f/", async () => {
    const { reporter, id } = await report();
    const response = await send(id, reporter, [
      { name: "kalu.jpg", body: await makeJpeg(1600, 1200) },
    ]);
    expect(response.status, response.text).toBe(201);
    const { photos } = response.json as unknown as { photos: { image_key: string }[] };
    expect(photos).toEqual([
      { id: expect.any(Number), image_key: expect.any(String), width: 1600, height: 1200 },
    ]);
    const key = photos[0]!.image_key;
    expect(key).toMatch(new RegExp(`^lost-found/${id}/[0-9a-f]{24}\\.webp$`));
    for (const width of [400, 800]) {
      expect(await t.deps.storage.get(sizedKey(key, width))).not.toBeNull();
    }
    const file = await t.app.request(`/f/${key}?w=400`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    const read = await t.api("GET /lost-found/:id", { param: { id } });
    expect(read.json.report.photos.map((photo) => photo.image_key)).toEqual([key]);
  });

  it("refuses what is not an image, a fifth photo, and anyone but the reporter; nothing is kept", async () => {
    const { reporter, id } = await report();
    const jpeg = await makeJpeg();
    const text = await send(id, reporter, [
      { name: "dog.jpg", body: Buffer.from("not an image, honestly"), type: "image/jpeg" },
    ]);
    expect(text.status).toBe(400);
    expect(text.refusal.code).toBe("BAD_REQUEST");
    expect(await photoRows(id)).toEqual([]);

    const four = Array.from({ length: REPORT_PHOTOS_MAX }, (_, i) => ({
      name: `p${i}.jpg`,
      body: jpeg,
    }));
    expect((await send(id, reporter, four)).status).toBe(201);
    const fifth = await send(id, reporter, [{ name: "p5.jpg", body: jpeg }]);
    expect(fifth.status).toBe(400);
    expect(fifth.refusal.code).toBe("TOO_MANY_FILES");
    const kept = await photoRows(id);
    expect(kept.map((row) => row.position)).toEqual([0, 1, 2, 3]);

    const stranger = await t.login();
    for (const who of [stranger, await t.loginAdmin()]) {
      const refused = await send(id, who, [{ name: "x.jpg", body: jpeg }]);
      expect(refused.status).toBe(404);
      expect(refused.refusal.code).toBe("REPORT_NOT_FOUND");
    }
    expect((await send(id, undefined, [{ name: "x.jpg", body: jpeg }])).status).toBe(401);
    const removed = await t.api("DELETE /lost-found/:id/photos/:photoId", {
      param: { id, photoId: kept[0]!.id },
      headers: stranger.headers,
    });
    expect(removed.status).toBe(404);
    expect(await photoRows(id)).toEqual(kept);
  });

  it("deletes a photo and its stored file; a closed report takes no more", async () => {
    const { reporter, id } = await report();
    const sent = await send(id, reporter, [{ name: "a.jpg", body: await makeJpeg() }]);
    const [photo] = await photoRows(id);
    expect(sent.status).toBe(201);
    expect(await t.deps.storage.get(photo!.image_key)).not.toBeNull();
    const removed = await t.api("DELETE /lost-found/:id/photos/:photoId", {
      param: { id, photoId: photo!.id },
      headers: reporter.headers,
    });
    expect(removed.status, removed.text).toBe(204);
    expect(await photoRows(id)).toEqual([]);
    expect(await t.deps.storage.get(photo!.image_key)).toBeNull();
    const again = await t.api("DELETE /lost-found/:id/photos/:photoId", {
      param: { id, photoId: photo!.id },
      headers: reporter.headers,
    });
    expect(again.refusal.code).toBe("PHOTO_NOT_FOUND");

    const closed = await report("closed");
    const late = await send(closed.id, closed.reporter, [
      { name: "b.jpg", body: await makeJpeg() },
    ]);
    expect(late.status).toBe(409);
    expect(late.refusal.code).toBe("REPORT_NOT_OPEN");
    expect(await photoRows(closed.id)).toEqual([]);
  });
});
