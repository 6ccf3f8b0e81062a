import { describe, expect, it } from "vitest";
import { searchKey, wordKey } from "./search-key";

describe("wordKey: one key for a word in either script", () => {
  it.each([
    // A name as a Nepali store writes it, and as people type it in Latin letters.
    [["kali", "Kaali", "KALI", "काली"], "kali"],
    [["kancha", "kanchha", "Kaanchha", "कान्छा"], "kancha"],
    [["bhairab", "Bhairav", "भैरव"], "bhairab"],
    [["sheru", "Sheroo", "शेरु"], "seru"],
    [["maya", "Maayaa", "माया"], "maya"],
    [["sano", "saano", "सानो"], "sano"],
    [["nil", "Neel", "नील"], "nil"],
    [["bhote", "भोटे"], "bhote"],
    [["kukur", "कुकुर"], "kukur"],
    [["coco", "koko", "कोको"], "koko"],
    [["chandra", "चन्द्र"], "chandra"],
    [["mitra", "मित्र"], "mitra"],
    [["sansar", "संसार"], "sansar"],
    [["has", "हाँस"], "has"],
    [["phuche", "Fuche", "फुचे"], "fuche"],
    [["ma", "म"], "ma"],
    [["José", "jose"], "jose"],
    [["12", "१२"], "12"],
  ])("%j all give %j", (words, key) => {
    for (const word of words) expect(wordKey(word), word).toBe(key);
  });

  it.each([
    ["kali", "kalo"],
    ["sano", "thulo"],
    ["काली", "कालो"],
  ])("keeps %j and %j apart", (a, b) => {
    expect(wordKey(a)).not.toBe(wordKey(b));
  });

  it.each(["%", "_", "—", "😺"])("gives nothing for %j", (word) => {
    expect(wordKey(word)).toBe("");
  });
});

describe("searchKey: the keys of a text's words", () => {
  it.each([
    ["Kaali Maya", "kali maya"],
    ["काली  माया", "kali maya"],
    ["Kali (कान्छी)!", "kali kanchi"],
    ["Lab_Husky", "lab husky"],
    ["", ""],
    [null, ""],
    ["% _", ""],
  ])("%j → %j", (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});
