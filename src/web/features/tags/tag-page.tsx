import { IconDog, IconPaw } from "@tabler/icons-react";
import { useParams } from "react-router";
import { imageUrl } from "../../../contract/catalogue-values";
import type { TagAnimal } from "../../../contract/tags";
import { findDistrict, placeName } from "../../../contract/places";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { Container, Text, Title } from "../../ui/first-view";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { isTagMissing, useTag } from "./api/get-tag";
import { FinderForm } from "./finder-form";
import classes from "./tags.module.css";

/**
 * /t/:token: the page a tag's QR opens on a finder's phone (docs/product.md#tags): the animal's
 * name and photo, and a form that texts her person the finder's number and words. The person's
 * number is never on it. Drawn without Mantine: it is a first view.
 */
export function TagPage() {
  const { token = "" } = useParams();
  const { t } = useTranslation("tags");
  const { data, error, isPending, refetch, isFetching } = useTag(token);
  if (isPending) return <Container size="sm" className={classes.page} aria-busy />;
  if (error) {
    return isTagMissing(error) ? (
      <TagNotFound />
    ) : (
      <Container size="sm" className={classes.page}>
        <LoadError
          title={t("page.loadError")}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </Container>
    );
  }
  return <TagOf animal={data.animal} token={token} />;
}

function TagOf({ animal, token }: { animal: TagAnimal["animal"]; token: string }) {
  const { t, language } = useTranslation("tags");
  const { number } = useNumberFormat();
  const inNepali = language === "ne";
  const name = (inNepali && animal.name_ne) || animal.name;
  const species = (inNepali && animal.species_ne) || animal.species;
  const title = name ? t("page.title", { name }) : t("page.unnamed");
  usePageMeta(title, t("page.intro"));
  const district = findDistrict(animal.district);
  const isDog = animal.kind === "community_dog";
  return (
    <Container size="sm" className={classes.page}>
      <div className={classes.animal}>
        {animal.photo ? (
          <img
            src={imageUrl(animal.photo, 400)}
            alt={t("page.photoAlt", { name: name ?? species })}
            className={classes.photo}
            width={160}
            height={160}
          />
        ) : (
          <span className={`${classes.photo} ${classes.noPhoto}`} aria-hidden>
            {isDog ? <IconDog size={72} /> : <IconPaw size={72} />}
          </span>
        )}
        <Title>{title}</Title>
        <Text c="dimmed">
          {isDog && district && animal.ward !== null
            ? t("page.communityDog", {
                ward: number(animal.ward),
                district: placeName(district, language),
              })
            : t("page.species", { species })}
        </Text>
        <Text>{t("page.intro")}</Text>
      </div>
      <FinderForm token={token} name={name} />
    </Container>
  );
}

/** An unknown tag: its animal may have left Sathi. */
export function TagNotFound() {
  const { t } = useTranslation("tags");
  usePageMeta(t("page.unnamed"));
  return (
    <Container size="sm" className={classes.page}>
      <Title>{t("page.unnamed")}</Title>
      <Text>{t("page.notFound")}</Text>
    </Container>
  );
}
