import { Avatar, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { SectionTitle } from "../../ui/page-header";
import surfaces from "../../ui/surfaces.module.css";

// A team of five, static names and roles.
const TEAM = [
  { id: "anjali", color: "brand" },
  { id: "ramesh", color: "teal" },
  { id: "sita", color: "grape" },
  { id: "bikash", color: "blue" },
  { id: "pooja", color: "pink" },
] as const;

export function TeamSection() {
  const { t } = useTranslation("content");
  return (
    <div className={surfaces.band}>
      <Container size="lg" py={{ base: 56, md: 80 }}>
        <SectionTitle title={t("about.teamTitle")} subtitle={t("about.teamSubtitle")} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="lg" component="ul" p={0} m={0}>
          {TEAM.map(({ id, color }) => (
            <Stack
              key={id}
              component="li"
              align="center"
              ta="center"
              gap={6}
              p="lg"
              className={surfaces.panel}
              style={{ listStyle: "none" }}
            >
              <Avatar size={72} radius="xl" color={color} variant="light" aria-hidden>
                {t(`about.team.${id}.initials`)}
              </Avatar>
              <Title order={3} fz="md" mt="xs">
                {t(`about.team.${id}.name`)}
              </Title>
              <Text size="sm" fw={600} c="brand.8">
                {t(`about.team.${id}.role`)}
              </Text>
              <Text size="sm" c="gray.7">
                {t(`about.team.${id}.bio`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </div>
  );
}
