import { describe, expect, it } from "vitest";
import { PROFILE_FILTERS } from "../../../contract/pet-profile";
import { countFilters, filtersToSearch, parseFilters } from "./use-pet-filters";

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe("the listing's filters in the URL", () => {
  it("survive a round trip, defaults left out", () => {
    const search =
      "q=street+dog&category=Dog&gender=male&age=baby,young&size=large&good_with=children&breed=%E0%A4%AD%E0%A5%8B%E0%A4%9F%E0%A5%87&colour=black&fee=free&video=yes&location=Patan&province=Gandaki&district=Kaski&sort=name&page=3";
    expect(filtersToSearch(parse(search))).toBe(search);
    expect(filtersToSearch(parse("sort=newest&page=1"))).toBe("");
  });

  it("drop what the API would refuse, so a hand-edited link still shows pets", () => {
    expect(
      parse(
        "gender=Male&age=baby,old&size=huge&good_with=birds&fee=gratis&video=no&sort=price&page=-2",
      ),
    ).toEqual({
      category: undefined,
      gender: undefined,
      q: undefined,
      location: undefined,
      province: undefined,
      district: undefined,
      breed: undefined,
      colour: undefined,
      fee: undefined,
      video: undefined,
      // Every profile filter is there, empty unless asked for.
      ...Object.fromEntries(PROFILE_FILTERS.map(({ param }) => [param, []])),
      age: ["baby"],
      size: [],
      good_with: [],
      sort: "newest",
      page: 1,
    });
  });

  it("read places as the data spells them, dropping unknown ones and a district outside its province", () => {
    expect(parse("province=gandaki&district=KASKI")).toMatchObject({
      province: "Gandaki",
      district: "Kaski",
    });
    expect(parse("district=Kaski")).toMatchObject({ province: undefined, district: "Kaski" });
    expect(parse("province=Bagmati&district=Kaski")).toMatchObject({
      province: "Bagmati",
      district: undefined,
    });
    expect(parse("province=Western&district=Pokhara")).toMatchObject({
      province: undefined,
      district: undefined,
    });
    expect(filtersToSearch(parse("province=&district=&location="))).toBe("");
  });

  it("count what narrows the list, not search or sort", () => {
    expect(countFilters(parse("q=momo&sort=name&category=Dog&age=baby,young&location=Patan"))).toBe(
      4,
    );
    expect(countFilters(parse("breed=lab&colour=black&fee=paid&video=yes"))).toBe(4);
  });
});
