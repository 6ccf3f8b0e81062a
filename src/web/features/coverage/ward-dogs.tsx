import { IconDog } from "@tabler/icons-react";
import { imageUrl } from "../../../contract/catalogue-values";
import type { CoverageDog } from "../../../contract/ward-coverage";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Text, Title } from "../../ui/first-view";
import classes from "./coverage.module.css";

/** The ward's known dogs: a photo, the name, the tole, sterilised, the last rabies day. */
export function WardDogs({ dogs }: { dogs: CoverageDog[] }) {
  const { t } = useTranslation("coverage");
  return (
    <section className={classes.section} aria-labelledby="ward-dogs">
      <Title order={2} id="ward-dogs">
        {t("ward.dogList")}
      </Title>
      {dogs.length === 0 ? (
        <Text c="dimmed">{t("ward.noDogs")}</Text>
      ) : (
        <ul className={classes.dogs}>
          {dogs.map((dog) => (
            <WardDog key={dog.id} dog={dog} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WardDog({ dog }: { dog: CoverageDog }) {
  const { t } = useTranslation("coverage");
  const { date } = useFormat();
  const name = dog.name ?? t("ward.unnamed");
  const facts = [
    t(`sex.${dog.sex}`),
    dog.sterilised && t("ward.sterilised"),
    dog.last_rabies_on
      ? t("ward.lastRabies", { day: date(dog.last_rabies_on) })
      : t("ward.noRabies"),
  ].filter(Boolean);
  return (
    <li className={classes.dog}>
      {dog.photo ? (
        <img
          src={imageUrl(dog.photo.key, 200)}
          alt={t("ward.photoAlt", { name })}
          className={classes.photo}
          loading="lazy"
          width={64}
          height={64}
        />
      ) : (
        <span className={`${classes.photo} ${classes.noPhoto}`} aria-hidden>
          <IconDog size={32} />
        </span>
      )}
      <div>
        <Text className={classes.dogName}>
          {name}
          {dog.tole && ` · ${dog.tole}`}
        </Text>
        <Text size="sm" c="dimmed">
          {facts.join(" · ")}
        </Text>
      </div>
    </li>
  );
}
