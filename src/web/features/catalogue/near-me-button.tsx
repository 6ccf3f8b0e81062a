import { IconCurrentLocation } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/first-view";
import { useHydrated } from "../../ui/use-hydrated";
import classes from "./near-me-button.module.css";

/**
 * "Near me": asks the browser where the visitor is and picks the nearest district, here in the
 * browser; the position is used once and never stored or sent (docs/product.md#places). Shown
 * only once the page is live, where the browser can tell a position.
 */
export function NearMeButton({ onDistrict }: { onDistrict: (district: string) => void }) {
  const { t } = useTranslation("catalogue");
  const isLive = useHydrated();
  const [state, setState] = useState<"idle" | "finding" | "failed">("idle");
  if (!isLive || !("geolocation" in navigator)) return null;

  const find = () => {
    setState("finding");
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const { nearestDistrict } = await import("../../../contract/district-headquarters");
        setState("idle");
        onDistrict(nearestDistrict(coords.latitude, coords.longitude));
      },
      () => setState("failed"),
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    );
  };

  const isFinding = state === "finding";
  return (
    <>
      <Button
        className={classes.nearMe}
        variant="light"
        radius="xl"
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        loading={isFinding}
        onClick={find}
      >
        <span>{t("filters.nearMe")}</span>
      </Button>
      {state === "failed" && (
        <p className={classes.note} role="status">
          {t("filters.nearMeFailed")}
        </p>
      )}
    </>
  );
}
