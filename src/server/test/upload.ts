import type { ApiRefusal, ApiResponse } from "../api-schema";
import type { TestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

export interface UploadPart {
  name: string;
  body: Buffer;
  /** What the browser claims; the server must not trust it. */
  type?: string;
}

/**
 * A multipart upload as the browser's FormData sends it, with the parts in the `files` field.
 * Both upload routes answer with the stored files (`json`, typed as `t.api`'s); `refusal` is the
 * same body read as the usual `{ error, code, fields }`.
 */
export async function upload(
  t: TestApp,
  path: string,
  parts: UploadPart[],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const part of parts) {
    form.append(
      "files",
      new File([new Uint8Array(part.body)], part.name, { type: part.type ?? "" }),
    );
  }
  const response = await t.app.request(path, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, ...headers },
    body: form,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    json: json as ApiResponse<"POST /uploads/image">,
    refusal: json as ApiRefusal,
    text,
  };
}
