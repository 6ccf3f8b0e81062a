import { describe, expect, it } from "vitest";
import { readTypedNumber } from "./typed-number";

describe("readTypedNumber", () => {
  it.each([
    ["750", 750],
    ["७५०", 750],
    ["  ४  ", 4],
    ["१२", 12],
    ["1,000", 1000],
    ["१,००,०००", 100000],
    ["12,50,000", 1250000],
    ["२.५", 2.5],
    ["2.5", 2.5],
    [".5", 0.5],
    ["3.", 3],
    ["-३", -3],
    ["−4", -4],
    ["0", 0],
    ["०", 0],
    ["7५0", 750],
  ])("reads %j as %d", (typed, expected) => {
    expect(readTypedNumber(typed)).toBe(expected);
  });

  it.each(["", "   "])("reads %j as nothing", (typed) => {
    expect(readTypedNumber(typed)).toBeNull();
  });

  it.each([
    "abc",
    "७५०रु",
    "Rs 750",
    "1,0",
    "1,,000",
    "1.2.3",
    "--3",
    "3-",
    "१ २",
    "٣",
    "e5",
    "1e3",
    "Infinity",
    "0x10",
    ".",
  ])("reads %j as not a number", (typed) => {
    expect(readTypedNumber(typed)).toBeNaN();
  });
});
