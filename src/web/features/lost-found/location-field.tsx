import { Badge, Button, Group, Input, Text } from "@mantine/core";
import { IconCurrentLocation, IconMapPinCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * "Use my location": the browser's point, optional and said to be, shown only to its reporter
 * and used by the matcher for distance (docs/decisions/050-lost-and-found.md). It can be removed.
 */
export function LocationField({
  value,
  onChange,
  error,
}: {
  value: Point | null;
  onChange: (point: Point | null) => void;
  error?: string;
}) {
  const { t } = useTranslation("lostFound");
  const [state, setState] = useState<"idle" | "finding" | "failed">("idle");
  const locate = () => {
    if (!("geolocation" in navigator)) return setState("failed");
    setState("finding");
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState("idle");
        // Four decimals (about 10 m) are plenty for a distance in km.
        const round = (n: number) => Math.round(n * 10_000) / 10_000;
        onChange({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
      },
      () => setState("failed"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return (
    <Input.Wrapper label={t("form.location")} description={t("form.locationHint")} error={error}>
      <Group gap="sm" mt={6}>
        {value ? (
          <>
            <Badge
              color="green"
              variant="light"
              size="lg"
              leftSection={<IconMapPinCheck size={16} aria-hidden />}
              tt="none"
            >
              {t("form.locationAdded")}
            </Badge>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => onChange(null)}
            >
              {t("form.removeLocation")}
            </Button>
          </>
        ) : (
          <Button
            variant="default"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            loading={state === "finding"}
            onClick={locate}
          >
            {t("form.useLocation")}
          </Button>
        )}
      </Group>
      {state === "failed" && !value && (
        <Text size="sm" c="orange.8" mt={4}>
          {t("form.locationFailed")}
        </Text>
      )}
    </Input.Wrapper>
  );
}
