import { Center, Loader, Stack, Text, ThemeIcon, Title, type StackProps } from "@mantine/core";
import type { ReactNode } from "react";

/*
 * The two pages a wallet sends a person back to (a donation, an adoption fee) say the same
 * moments the same way: the server is asking the gateway, then the outcome under a big icon.
 */

/** While the server asks the gateway. */
export function CheckingWithGateway({ children }: { children: ReactNode }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="md" role="status">
        <Loader />
        <Text>{children}</Text>
      </Stack>
    </Center>
  );
}

/** The outcome: an icon in its colour, the page's heading, and what follows it. */
export function ReturnHeading({
  icon,
  color,
  title,
  children,
  ...stack
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
} & Omit<StackProps, "title" | "color">) {
  return (
    <Stack align="center" ta="center" gap="md" {...stack}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
