import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV for spreadsheets", () => {
  it("starts with a byte-order mark, ends rows with CRLF and quotes what needs it", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          [1, null],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n1,\r\n');
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+977 1", "'+977 1"],
    ["-5", "'-5"],
    ["@Pokhara", "'@Pokhara"],
    ["\u0000=1+1", "'=1+1"],
    ["\u001b@cmd", "'@cmd"],
    ["नेपाल", "नेपाल"],
    [" padded ", '" padded "'],
  ])("shows %j as text: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
