import { Badge, Card, Container, Image, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { SectionTitle } from "../../ui/page-header";

// Three static 'Happy Tails' stories.
const STORIES = [
  { id: "kale", image: "/images/story-kale.webp" },
  { id: "mishri", image: "/images/story-mishri.webp" },
  { id: "bhuntu", image: "/images/story-bhuntu.webp" },
] as const;

export function HappyTails() {
  const { t } = useTranslation("content");
  return (
    <Container size="lg" py={{ base: 56, md: 80 }}>
      <SectionTitle title={t("about.storiesTitle")} subtitle={t("about.storiesSubtitle")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {STORIES.map(({ id, image }) => (
          <Card key={id} component="article" padding="lg" radius="lg" withBorder>
            <Card.Section>
              <Image
                src={image}
                alt={t(`about.stories.${id}.imageAlt`)}
                width={480}
                height={360}
                loading="lazy"
              />
            </Card.Section>
            <Badge variant="filled" color="teal.9" mt="md" w="fit-content" maw="100%">
              {t(`about.stories.${id}.where`)}
            </Badge>
            <Title order={3} fz="lg" mt="sm">
              {t(`about.stories.${id}.title`)}
            </Title>
            <Text c="gray.7" size="sm" mt="xs">
              {t(`about.stories.${id}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
