import { describe, expect, it } from "vitest";
import { apiPath, splitRoute } from "./api-path";

describe("apiPath", () => {
  it("fills the path's parameters, encoded", () => {
    expect(apiPath("/pets/:id/images/:imageId", { param: { id: 3, imageId: "a/b" } })).toBe(
      "/pets/3/images/a%2Fb",
    );
  });

  it("appends the query, leaving out empty values and repeating a list", () => {
    expect(
      apiPath("/pets", {
        query: { q: "rabbit calm", page: 2, sort: undefined, age: "", tag: ["a", "b"] },
      }),
    ).toBe("/pets?q=rabbit+calm&page=2&tag=a&tag=b");
    expect(apiPath("/pets", { query: { sort: undefined } })).toBe("/pets");
  });
});

it("splitRoute reads a route's method and path", () => {
  expect(splitRoute("GET /pets/:id")).toEqual({ method: "GET", path: "/pets/:id" });
});
