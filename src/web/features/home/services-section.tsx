import { Box, Container, Flex, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBarbell, IconScissors, IconStethoscope, IconWalk } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import classes from "./home.module.css";
import { SectionHeading } from "./section-heading";

// Services are described in text only: no page or booking behind them.
const SERVICES = [
  { title: "services.vetTitle", body: "services.vetBody", Icon: IconStethoscope, color: "teal" },
  { title: "services.walksTitle", body: "services.walksBody", Icon: IconWalk, color: "blue" },
  {
    title: "services.trainingTitle",
    body: "services.trainingBody",
    Icon: IconBarbell,
    color: "grape",
  },
  { title: "services.salonTitle", body: "services.salonBody", Icon: IconScissors, color: "pink" },
] as const;

export function ServicesSection() {
  const { t } = useTranslation("home");
  return (
    <Box className={classes.services} py={{ base: 56, md: 88 }}>
      <Container size="xl">
        <SectionHeading title={t("services.title")} subtitle={t("services.subtitle")} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {SERVICES.map(({ title, body, Icon, color }) => (
            <Flex
              key={title}
              direction={{ base: "row", xs: "column" }}
              gap="md"
              align="flex-start"
              className={classes.service}
            >
              <ThemeIcon size={48} radius="md" color={color} variant="light">
                <Icon size={26} />
              </ThemeIcon>
              <Stack gap={6}>
                <Title order={3} fz="lg">
                  {t(title)}
                </Title>
                <Text c="gray.7" size="sm">
                  {t(body)}
                </Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
