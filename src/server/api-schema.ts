import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { BETTER_AUTH_ENDPOINTS } from "../contract/better-auth";
import type { ErrorResponse } from "../contract/errors";
import type { createApi } from "./app";

/**
 * The API as types, for the one typed client of the web app and the API tests (decision 047):
 * every route of the router by `"METHOD /path"`, what it takes and what it answers. Types only;
 * the web imports nothing else from the server.
 */
type RouterSchema = ExtractSchema<ReturnType<typeof createApi>>;
type BetterAuth = typeof BETTER_AUTH_ENDPOINTS;

type Verb<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;

/** Every route, e.g. `"GET /pets/:id"`. */
export type ApiRoute =
  | {
      [P in keyof RouterSchema & string]: `${Verb<keyof RouterSchema[P]>} ${P}`;
    }[keyof RouterSchema & string]
  | keyof BetterAuth;

type Endpoint<R> = R extends `${infer M} ${infer P}`
  ? P extends keyof RouterSchema
    ? RouterSchema[P][`$${Lowercase<M>}` & keyof RouterSchema[P]]
    : never
  : never;

/** A path's or query's parameter is text in the URL; a number is written as one. */
type Textual<T> = string extends T ? T | number : T;

type NumbersInPath<I> = I extends { param: infer P }
  ? Omit<I, "param"> & { param: { [K in keyof P]: Textual<P[K]> } }
  : I;

/** A query parameter that may be undefined may be left out. */
type Omittable<Q> = { [K in keyof Q as undefined extends Q[K] ? K : never]?: Textual<Q[K]> } & {
  [K in keyof Q as undefined extends Q[K] ? never : K]: Textual<Q[K]>;
};
type OmittableQuery<I> = I extends { query: infer Q }
  ? Omit<I, "query"> &
      (object extends Omittable<Q> ? { query?: Omittable<Q> } : { query: Omittable<Q> })
  : I;

/** What a route takes: `param`, `query` and `json` (its body), each as the route declares it. */
export type ApiInput<R extends ApiRoute> = R extends keyof BetterAuth
  ? z.input<BetterAuth[R]["body"]> extends undefined
    ? object
    : { json: z.input<BetterAuth[R]["body"]> }
  : Endpoint<R> extends { input: infer I }
    ? OmittableQuery<NumbersInPath<I>>
    : never;

/** What a route responds with when it succeeds. */
export type ApiResponse<R extends ApiRoute> = R extends keyof BetterAuth
  ? z.output<BetterAuth[R]["response"]>
  : Extract<Endpoint<R>, { status: SuccessStatusCode }>["output"];

/** What a route responds with when it refuses: the usual `{ error, code, fields }`. */
export type ApiRefusal = z.output<typeof ErrorResponse>;
