import { Container, Text, Title } from "@mantine/core";
import { useTranslation } from "../i18n";
import { usePageMeta } from "./use-page-meta";

/** A page whose content a later feature fills: a heading and a short note, never a blank screen. */
export function PagePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageMeta(title);
  return (
    <Container size="lg" py={64}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        {t("placeholder.soon")}
      </Text>
    </Container>
  );
}
