import { Box, Container, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import classes from "./auth-layout.module.css";

/** The account screens: a warm picture beside the form on wide screens, the form alone on phones. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("accounts");
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Paper radius="lg" withBorder shadow="sm" className={classes.card}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box className={classes.aside} visibleFrom="md">
            <Stack gap="md" p={40} h="100%" justify="flex-end">
              <Image src="/images/tile-dog.webp" alt="" radius="md" w="100%" h={280} fit="cover" />
              <Title order={2} c="white" fz={26}>
                {t("aside.title")}
              </Title>
              <Text c="white" opacity={0.9}>
                {t("aside.body")}
              </Text>
            </Stack>
          </Box>
          <Stack gap="lg" p={{ base: "lg", sm: 40 }}>
            <div>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={6}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
