import type { ApiCall } from "./renderer";
import type { ReadResponse } from "./spa";

/**
 * A render's API reads, keeping the head's own response (`wanted`) when the render reads it
 * public: reading it again cost ~2.6% of a page. `headResponse` gives the head the kept one,
 * other responses as `publicResponse` reads them.
 */
export function keepHeadResponse(
  read: ApiCall,
  wanted: string | undefined,
  publicResponse: ReadResponse,
) {
  let kept: Promise<string> | undefined;
  const reading: ApiCall =
    wanted === undefined
      ? read
      : async (path, init) => {
          const response = await read(path, init);
          const isPublic = response.headers.get("Cache-Control")?.startsWith("public");
          if (path !== wanted || kept || response.status !== 200 || !isPublic) return response;
          kept = response.text();
          return new Response(await kept, response);
        };
  const headResponse: ReadResponse = (apiPath) =>
    apiPath === wanted && kept ? kept.then(JSON.parse) : publicResponse(apiPath);
  return { reading, headResponse };
}
