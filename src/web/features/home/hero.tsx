import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import classes from "./home.module.css";

// Each tile opens the listing already filtered to its species (the original linked all three to /pets).
const TILES = [
  { label: "hero.cat", image: "/images/tile-cat", to: "/pets?category=Cat" },
  { label: "hero.dog", image: "/images/tile-dog", to: "/pets?category=Dog" },
  { label: "hero.otherPets", image: "/images/tile-other", to: "/pets?category=Other" },
] as const;

// A tile is a third of the row, less the gaps and the container's padding; from md up the row is
// half the hero, capped by the xl container. On a 390 px phone that is 113 px: the 240 px file at 2x.
const TILE_SIZES = [
  "(min-width: 1320px) 195px",
  "(min-width: 992px) calc((100vw - 152px) / 6)",
  "(min-width: 576px) calc((100vw - 64px) / 3)",
  "calc((100vw - 52px) / 3)",
].join(", ");
// The middle tile sits highest and is the page's largest image: it is fetched first.
const LEAD_TILE = 1;

export function Hero() {
  const { t } = useTranslation("home");
  return (
    <Box className={classes.hero}>
      <Container size="xl" py={{ base: 40, md: 72 }}>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 32, md: 56 }}
          style={{ alignItems: "center" }}
        >
          <Stack gap="lg">
            <Badge size="lg" variant="white" color="brand" radius="xl" w="fit-content">
              {t("hero.eyebrow")}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              {t("hero.title")}
            </Title>
            <Text size="lg" c="gray.7" maw={520}>
              {t("hero.body")}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/pets"
                size="lg"
                radius="xl"
                rightSection={<IconArrowRight size={18} />}
              >
                {t("hero.browse")}
              </Button>
              <Button component={Link} to="/howtoadopt" size="lg" radius="xl" variant="default">
                {t("hero.howItWorks")}
              </Button>
            </Group>
          </Stack>
          <SimpleGrid
            cols={3}
            spacing={{ base: "xs", sm: "md" }}
            aria-label={t("hero.tilesLabel")}
            role="list"
          >
            {TILES.map((tile, index) => (
              <Box key={tile.to} role="listitem" mt={index === LEAD_TILE ? 0 : 32}>
                <UnstyledButton component={Link} to={tile.to} className={classes.tile}>
                  <Image
                    src={`${tile.image}.webp`}
                    srcSet={`${tile.image}-240.webp 240w, ${tile.image}.webp 450w`}
                    sizes={TILE_SIZES}
                    alt=""
                    width={450}
                    height={600}
                    className={classes.tileImage}
                    loading={index === LEAD_TILE ? "eager" : "lazy"}
                    fetchPriority={index === LEAD_TILE ? "high" : "auto"}
                  />
                  <Box className={classes.tileLabel}>
                    <Text fw={800} fz={{ base: "md", sm: "xl" }} c="white">
                      {t(tile.label)}
                    </Text>
                    <Text fz="xs" c="white" opacity={0.9} visibleFrom="sm">
                      {t("hero.tileHint")} →
                    </Text>
                  </Box>
                </UnstyledButton>
              </Box>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
