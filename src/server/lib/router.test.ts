import { createRoute } from "@hono/zod-openapi";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, conflict } from "./errors";
import { errorHandler } from "./error-handler";
import { createLogger } from "./logger";
import { createRouter } from "./router";

const Body = z.object({
  name: z.string().trim().min(1, "Name is required"),
  age: z.number().int(),
});

function probeApp(logged: string[] = []) {
  const route = createRoute({
    method: "post",
    path: "/probe",
    request: { body: { content: { "application/json": { schema: Body } }, required: true } },
    responses: { 200: { description: "ok" } },
  });
  const api = createRouter()
    .openapi(route, (c) => c.json({ hello: c.req.valid("json").name }, 200))
    .get("/conflict", () => {
      throw conflict("You have already applied for this pet");
    })
    .get("/boom", () => {
      throw new Error("SELECT secret FROM user -- internal detail");
    });
  const log = {
    ...createLogger("silent"),
    error: (message: string, fields?: object) => logged.push(message + JSON.stringify(fields)),
  };
  return new Hono().route("/api", api).onError(errorHandler(log));
}

const post = (app: Hono, body: string, type = "application/json") =>
  app.request("/api/probe", { method: "POST", body, headers: { "Content-Type": type } });

describe("shared request handling", () => {
  it("accepts a valid body", async () => {
    const response = await post(probeApp(), JSON.stringify({ name: "Momo", age: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "Momo" });
  });

  it("answers malformed JSON with a readable 400", async () => {
    const response = await post(probeApp(), "{ not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The request body is not valid JSON",
      code: "BAD_REQUEST",
    });
  });

  it("names every faulty field, using the schema's own message when it has one", async () => {
    const response = await post(probeApp(), JSON.stringify({ name: "  ", age: "two" }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe("Name is required");
    expect(Object.keys(body.fields)).toEqual(["name", "age"]);
  });

  it("names missing fields when the schema has no message of its own", async () => {
    const response = await post(probeApp(), JSON.stringify({ name: "Momo" }));
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.error).toMatch(/^Please check age: /);
  });

  it("maps an AppError to its status and message", async () => {
    const response = await probeApp().request("/api/conflict");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "You have already applied for this pet",
      code: "CONFLICT",
    });
    expect(new AppError(413, "x").code).toBe("TOO_LARGE");
  });

  it("hides an unexpected error's details from the client but logs them", async () => {
    const logged: string[] = [];
    const response = await probeApp(logged).request("/api/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("SELECT");
    expect(text).not.toContain("at ");
    expect(JSON.parse(text).error).toBe("Something went wrong on our side. Please try again.");
    expect(logged.join()).toContain("SELECT secret");
  });
});
