import { Card, Container, Image, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardText } from "./card-text";
import hover from "../../ui/hover.module.css";
import classes from "./home.module.css";
import { SectionHeading } from "./section-heading";

const POSTS = [
  { title: "blogs.dogTitle", body: "blogs.dogBody", image: "/images/blog-dog.webp" },
  { title: "blogs.catTitle", body: "blogs.catBody", image: "/images/blog-cat.webp" },
] as const;

export function BlogTeaser() {
  const { t } = useTranslation("home");
  return (
    <Container size="lg" py={{ base: 56, md: 88 }}>
      <SectionHeading title={t("blogs.title")} subtitle={t("blogs.subtitle")} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {POSTS.map(({ title, body, image }) => (
          <Card
            key={title}
            padding="lg"
            radius="lg"
            withBorder
            className={`${classes.stepCard} ${hover.lift}`}
          >
            <Card.Section>
              <Image src={image} alt="" height={220} width={800} loading="lazy" />
            </Card.Section>
            <CardText title={t(title)} body={t(body)} to="/fullblogs" titleMt="md" />
            <Text c="brand.8" fw={700} mt="md" size="sm" aria-hidden>
              {t("blogs.readMore")} →
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
