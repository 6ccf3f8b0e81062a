import { Stack, Text, Title } from "@mantine/core";

export function SectionHeading({
  title,
  subtitle,
  id,
}: {
  title: string;
  subtitle: string;
  /** For the section's aria-labelledby, so the section is a named region. */
  id?: string;
}) {
  return (
    <Stack gap={6} align="center" ta="center" mb={40}>
      <Title id={id} order={2} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      <Text c="gray.7" size="lg" maw={560}>
        {subtitle}
      </Text>
    </Stack>
  );
}
