import { Container, Group, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import classes from "./cta-band.module.css";

/** A closing call to action: one line of why, one button (or two) of what next. */
export function CtaBand({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Container component="section" aria-labelledby={titleId} size="lg" pb={{ base: 56, md: 88 }}>
      <Group
        className={classes.cta}
        p={{ base: "xl", md: 48 }}
        justify="space-between"
        gap="xl"
        align="center"
      >
        <Stack gap={8} maw={620}>
          <Title id={titleId} order={2} fz={{ base: 24, md: 30 }} c="white">
            {title}
          </Title>
          <Text c="brand.0" size="lg">
            {body}
          </Text>
        </Stack>
        <Group gap="sm">{children}</Group>
      </Group>
    </Container>
  );
}
