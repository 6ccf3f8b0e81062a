import { Button } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The white call to /donate on a coloured band (CtaBand). */
export function DonateButton({ children }: { children: ReactNode }) {
  return (
    <Button
      component={Link}
      to="/donate"
      size="lg"
      radius="xl"
      variant="white"
      color="brand.8"
      leftSection={<IconHeartHandshake size={20} />}
    >
      {children}
    </Button>
  );
}
