/**
 * A rough, one-way romanization that brings a word written in Devanagari and the same word
 * written in Latin letters to one comparable key: "kali", "Kaali" and "काली" all give "kali".
 * Search compares keys, so a visitor finds a pet whichever script she or the store used
 * (docs/product.md#search-and-filters). The key is never shown; it only has to agree with itself.
 */

const DEVANAGARI_VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ii",
  उ: "u",
  ऊ: "uu",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
};

/** Vowel signs written after a consonant, in place of its inherent "a". */
const VOWEL_SIGNS: Record<string, string> = {
  "ा": "aa",
  "ि": "i",
  "ी": "ii",
  "ु": "u",
  "ू": "uu",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
};

const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "ng",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};

const VIRAMA = "्";
const ANUSVARA = "ं";
/** Nasalized vowel (हाँस), usually left out when Nepali is written in Latin letters. */
const SILENT = new Set(["ँ", "ः", "़"]);
const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/**
 * One word from Devanagari to Latin letters. The inherent "a" of a word's last consonant is
 * not spoken ("राम" is "ram"), unless the word ends in a cluster ("मित्र", "mitra") or is
 * that one consonant ("म").
 */
function romanizeDevanagari(word: string): string {
  let out = "";
  let hasInherentA = false;
  let isAfterVirama = false;
  let joinsCluster = false;
  for (const char of word) {
    if (hasInherentA && !(char in VOWEL_SIGNS) && char !== VIRAMA) {
      out += "a";
      hasInherentA = false;
    }
    if (char in CONSONANTS) {
      out += CONSONANTS[char];
      hasInherentA = true;
      joinsCluster = isAfterVirama;
      isAfterVirama = false;
    } else if (char in VOWEL_SIGNS) {
      out += VOWEL_SIGNS[char];
      hasInherentA = false;
    } else if (char === VIRAMA) {
      hasInherentA = false;
      isAfterVirama = true;
    } else if (char in DEVANAGARI_VOWELS) {
      out += DEVANAGARI_VOWELS[char];
    } else if (char === ANUSVARA) {
      out += "n";
    } else if (DEVANAGARI_DIGITS.includes(char)) {
      out += String(DEVANAGARI_DIGITS.indexOf(char));
    } else if (!SILENT.has(char)) {
      out += char;
    }
  }
  const isOneConsonant = out.length <= 2 && hasInherentA;
  if (hasInherentA && (joinsCluster || isOneConsonant)) out += "a";
  return out;
}

/**
 * The ways one sound is spelled in Latin letters, folded to one: long vowels written double
 * ("aa", "ee", "oo"), sh/s (श ष स), ph/f, v/w/b (व), c/k/q, and any doubled letter.
 */
const FOLDS: [RegExp, string][] = [
  [/ee/g, "i"],
  [/oo/g, "u"],
  [/chh/g, "ch"],
  [/sh/g, "s"],
  [/ph/g, "f"],
  [/[vw]/g, "b"],
  [/c(?!h)/g, "k"],
  [/q/g, "k"],
  [/x/g, "ks"],
  [/z/g, "j"],
  [/([a-z])\1+/g, "$1"],
];

/** Letters, digits and combining marks (Devanagari vowel signs): the words of a text. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** One word's key: romanized if written in Devanagari, accents dropped, spellings folded. */
export function wordKey(word: string): string {
  const latin = romanizeDevanagari(word.normalize("NFD"))
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]/g, "");
  return FOLDS.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), latin);
}

/** The keys of a text's words, space-separated ("Kaali Maya" → "kali maya"); "" for none. */
export const searchKey = (text: string | null | undefined): string =>
  (text ?? "").match(WORD)?.map(wordKey).filter(Boolean).join(" ") ?? "";
