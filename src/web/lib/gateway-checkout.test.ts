import { describe, expect, it } from "vitest";
import { responseIn } from "./gateway-checkout";

const query = (text: string) => new URLSearchParams(text);

describe("responseIn: what the return page asks the API", () => {
  it("sends eSewa's signed data from the success address", () => {
    expect(responseIn("return", query("data=eyJhIjoxfQ%3D%3D"))).toEqual({ data: "eyJhIjoxfQ==" });
  });

  it("sends Khalti's pidx unless the donor cancelled at Khalti", () => {
    expect(responseIn("return", query("pidx=AB12&status=Completed"))).toEqual({ pidx: "AB12" });
    expect(responseIn("return", query("pidx=AB12&status=Pending"))).toEqual({ pidx: "AB12" });
    expect(responseIn("return", query("pidx=AB12&status=User+canceled"))).toBeNull();
  });

  it("asks the gateway again from eSewa's failure address, or a return without an answer", () => {
    expect(responseIn("cancelled", query("data=x"))).toBeNull();
    expect(responseIn("return", query(""))).toBeNull();
  });
});
