import QRCode from "qrcode";
import { useMemo } from "react";
import classes from "./donations.module.css";

/** The four-module margin QR readers need around the code. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules, merging each row's runs so the path stays short. */
function darkModulesPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!modules.data[y * n + x]) continue;
      const start = x;
      while (x + 1 < n && modules.data[y * n + x + 1]) x++;
      parts.push(
        `M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start + 1}v1H${start + QUIET_ZONE}z`,
      );
    }
  }
  return { size: n + QUIET_ZONE * 2, d: parts.join("") };
}

/** A QR code drawn in the page, so it stays sharp at any size and needs no request. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, d } = useMemo(() => darkModulesPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={classes.qr}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#111111" />
    </svg>
  );
}
