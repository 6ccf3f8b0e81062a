import { Stack, Text, Title } from "@mantine/core";

export function SectionHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb={40}>
      <Title order={2} fz={{ base: 28, md: 36 }}>
        {title}
      </Title>
      <Text c="gray.7" size="lg" maw={560}>
        {subtitle}
      </Text>
    </Stack>
  );
}
