import { Group, Text } from "@mantine/core";
import { IconPaw } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSiteConfig } from "../lib/api/site-config";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { name } = useSiteConfig();
  return (
    <Link
      to="/"
      aria-label={name}
      style={{ textDecoration: "none", color: inverted ? "white" : "var(--mantine-color-brand-7)" }}
    >
      <Group gap={8} wrap="nowrap">
        <IconPaw size={28} stroke={2.2} aria-hidden />
        <Text fw={800} fz={24} lh={1} c="inherit" style={{ letterSpacing: "-0.02em" }}>
          {name}
        </Text>
      </Group>
    </Link>
  );
}
