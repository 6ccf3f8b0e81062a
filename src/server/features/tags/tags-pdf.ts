import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import qrcode from "qrcode-generator";

/*
 * A sheet of printable tags (docs/product.md#qr-tags): eight to an A4 page, two across and four
 * down, each with its QR code drawn as vector squares (sharp at any printer's resolution), the
 * animal's name, a line for the finder and the link written out for a phone without a camera.
 */

export interface PrintedTag {
  name: string | null;
  url: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 4;
export const TAGS_PER_PAGE = COLUMNS * ROWS;
const CELL = { width: (A4.width - 2 * MARGIN) / COLUMNS, height: (A4.height - 2 * MARGIN) / ROWS };
/** The QR code with its quiet zone of four modules, in points (about 4 cm). */
const QR_SIZE = 116;
const INK = rgb(0.12, 0.16, 0.22);
const FAINT = rgb(0.6, 0.6, 0.6);

/**
 * The standard Helvetica writes Latin-1 only (WinAnsi); a name in Devanagari would need a font
 * file in the PDF, so such a name, or none, is printed as "Sathi" (a friend).
 */
const printedName = (name: string | null) =>
  name && /^[\x20-\x7e\u00a0-\u00ff]+$/.test(name.trim()) ? name.trim() : "Sathi";

/** The link as a person types it: without its scheme. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, "");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The QR code of `url`, its lower left corner at (x, y): a dark run of a row is one rectangle. */
function drawQr(page: PDFPage, url: string, x: number, y: number) {
  const qr = qrcode(0, "M");
  qr.addData(url);
  qr.make();
  const count = qr.getModuleCount();
  const module = QR_SIZE / (count + 8);
  const top = y + QR_SIZE - 4 * module;
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      page.drawRectangle({
        x: x + (4 + start) * module,
        y: top - (row + 1) * module,
        width: (col - start) * module,
        height: module,
        color: INK,
      });
    }
  }
}

/** Centred text, made smaller down to `min` and then shortened until it fits the width. */
function drawCentred(
  page: PDFPage,
  text: string,
  {
    font,
    size,
    min,
    y,
    centre,
  }: { font: PDFFont; size: number; min: number; y: number; centre: number },
) {
  const room = CELL.width - 24;
  let fitted = text;
  let at = size;
  while (at > min && font.widthOfTextAtSize(fitted, at) > room) at -= 0.5;
  while (fitted.length > 1 && font.widthOfTextAtSize(fitted, at) > room) {
    fitted = `${fitted.slice(0, -2).trimEnd()}…`;
  }
  const width = font.widthOfTextAtSize(fitted, at);
  page.drawText(fitted, { x: centre - width / 2, y, size: at, font, color: INK });
}

function drawTag(page: PDFPage, tag: PrintedTag, index: number, fonts: Fonts) {
  const column = index % COLUMNS;
  const row = Math.floor(index / COLUMNS) % ROWS;
  const x = MARGIN + column * CELL.width;
  const y = A4.height - MARGIN - (row + 1) * CELL.height;
  // Where to cut.
  page.drawRectangle({
    x,
    y,
    width: CELL.width,
    height: CELL.height,
    borderColor: FAINT,
    borderWidth: 0.5,
    borderDashArray: [3, 3],
  });
  const centre = x + CELL.width / 2;
  drawQr(page, tag.url, centre - QR_SIZE / 2, y + CELL.height - 8 - QR_SIZE);
  const name = printedName(tag.name);
  drawCentred(page, name, { font: fonts.bold, size: 16, min: 9, y: y + 46, centre });
  const line = "Scan me — I have a home";
  drawCentred(page, line, { font: fonts.regular, size: 10, min: 7, y: y + 30, centre });
  drawCentred(page, shortUrl(tag.url), { font: fonts.regular, size: 8, min: 5, y: y + 16, centre });
}

/** The PDF of the tags, in their order, eight to a page. */
export async function drawTagSheet(tags: PrintedTag[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Sathi tags");
  doc.setCreator("Sathi");
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  let page: PDFPage | undefined;
  tags.forEach((tag, index) => {
    if (index % TAGS_PER_PAGE === 0) page = doc.addPage([A4.width, A4.height]);
    drawTag(page!, tag, index, fonts);
  });
  return doc.save();
}
