import {
  IconArrowLeft,
  IconClock,
  IconHeartHandshake,
  IconMapPin,
  IconMessageCircle,
  IconPaw,
  IconPhone,
} from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import type { StoreProfile } from "../../../contract/stores";
import { imageUrl } from "../../../contract/catalogue-values";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import { useTranslation } from "../../i18n";
import { usePets } from "../../lib/api/pets";
import { useSiteConfig } from "../../lib/api/site-config";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePlaceLine } from "../../lib/place-line";
import { FavouriteButton, FavouriteHearts } from "../../ui/favourite-button";
import { PetCard, PetCardSkeleton } from "../../ui/pet-card";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { Anchor, Button, Container, Text, Title } from "../../ui/first-view";
import {
  isStoreMissing,
  STORE_PETS_LIMIT,
  storePetsSearch,
  useStoreProfile,
} from "./api/get-store-profile";
import { pageOf } from "./store-page-number";
import classes from "./store-profile-page.module.css";
import longText from "../../ui/long-text.module.css";
import { LostDog } from "../../ui/lost-dog";
import petGrid from "../../ui/pet-grid.module.css";

/**
 * /stores/{storeId}: a store's own page for visitors (docs/product.md#a-stores-page): who it
 * is, where, how to reach it, and the pets it lists. Drawn without Mantine: people land on it
 * from a shared link or a pet's page (docs/decisions/043-first-view-without-mantine.md).
 */
export function StoreProfilePage() {
  const { storeId = "" } = useParams();
  const { t } = useTranslation("stores");
  const { data: store, error, isPending, refetch, isFetching } = useStoreProfile(storeId);
  if (isPending) return <Container size="xl" className={classes.page} aria-busy />;
  if (error) {
    return isStoreMissing(error) ? (
      <StoreNotFound />
    ) : (
      <Container className={classes.page} size="sm">
        <LoadError
          title={t("profile.loadError")}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </Container>
    );
  }
  return <StoreDetails store={store} />;
}

/** "+9779841234567" as Nepal writes it, "9841-234567", in the reader's digits. */
function usePhoneLine(phone: string) {
  const { language } = useTranslation();
  const local = phone.replace(/^\+977/, "");
  const grouped = /^\d{10}$/.test(local) ? `${local.slice(0, 4)}-${local.slice(4)}` : phone;
  return language === "ne" ? toDevanagariDigits(grouped) : grouped;
}

function StoreDetails({ store }: { store: StoreProfile }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const placeLine = usePlaceLine(store);
  usePageMeta(store.title, store.description.replace(/\s+/g, " ").slice(0, 200));
  const { listed, adopted } = store.counts;

  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <Container className={classes.heroInner} size="lg">
          <Anchor component={Link} to="/pets" className={classes.back}>
            <IconArrowLeft size={16} aria-hidden />
            {t("profile.allPets")}
          </Anchor>
          <div className={classes.identity}>
            {store.image_key ? (
              <img
                className={classes.logo}
                src={imageUrl(store.image_key, 400)}
                width={112}
                height={112}
                alt={t("profile.logoAlt", { name: store.title })}
                fetchPriority="high"
              />
            ) : (
              <span className={`${classes.logo} ${classes.noLogo}`} aria-hidden>
                <IconPaw size={48} />
              </span>
            )}
            <div className={classes.heading}>
              <p className={classes.eyebrow}>{t("profile.eyebrow")}</p>
              <Title className={classes.name}>{store.title}</Title>
              <p className={classes.place}>
                <IconMapPin size={16} aria-hidden />
                <span>{[store.location, placeLine].filter(Boolean).join(" · ")}</span>
              </p>
            </div>
          </div>
          <ul className={classes.stats} aria-label={t("profile.statsLabel")}>
            <li>
              <strong>{number(listed)}</strong>
              <span>{t("profile.listed", { count: listed })}</span>
            </li>
            {/* A new store's "0 adopted" says nothing worth a place at the top. */}
            {adopted > 0 && (
              <li>
                <strong>{number(adopted)}</strong>
                <span>{t("profile.adopted", { count: adopted })}</span>
              </li>
            )}
          </ul>
        </Container>
      </header>

      <Container className={classes.body} size="lg">
        <div className={classes.main}>
          <section aria-labelledby="store-about">
            <Title order={2} id="store-about" className={classes.sectionTitle}>
              {t("profile.about", { name: store.title })}
            </Title>
            <p className={`${longText.longText} ${classes.description}`}>{store.description}</p>
          </section>
          <StorePets store={store} />
        </div>
        <ContactCard store={store} />
      </Container>
    </div>
  );
}

function ContactCard({ store }: { store: StoreProfile }) {
  const { t } = useTranslation("stores");
  const placeLine = usePlaceLine(store);
  const phone = usePhoneLine(store.phone ?? "");
  const site = useSiteConfig();
  return (
    <aside className={classes.contact} id="contact" aria-labelledby="store-contact">
      <Title order={2} id="store-contact" className={classes.contactTitle}>
        {t("profile.contactTitle")}
      </Title>
      {store.phone && (
        <Button
          component="a"
          href={`tel:${store.phone}`}
          size="md"
          radius="xl"
          fullWidth
          leftSection={<IconPhone size={18} aria-hidden />}
        >
          {t("profile.call", { phone })}
        </Button>
      )}
      <dl className={classes.facts}>
        <div>
          <dt>
            <IconMapPin size={18} aria-hidden />
            {t("profile.where")}
          </dt>
          <dd>
            {store.location}
            {placeLine && <span className={classes.factNote}>{placeLine}</span>}
          </dd>
        </div>
        <div>
          <dt>
            <IconClock size={18} aria-hidden />
            {t("profile.hours")}
          </dt>
          <dd className={classes.hours}>{store.opening_hours ?? t("profile.noHours")}</dd>
        </div>
      </dl>
      <p className={classes.askNote}>
        <IconMessageCircle size={18} aria-hidden />
        <span>{t("profile.askNote")}</span>
      </p>
      {/* The site's own form, for what the store cannot answer; it names the store. */}
      <Anchor
        component={Link}
        to={`/contactus?about=${encodeURIComponent(store.title)}`}
        className={classes.report}
      >
        {t("profile.report", { site: site.name })}
      </Anchor>
    </aside>
  );
}

function StorePets({ store }: { store: StoreProfile }) {
  const { t } = useTranslation("stores");
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get("page"));
  const { data, isPending, isError, refetch, isFetching, error } = usePets(
    storePetsSearch(String(store.id), page),
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / STORE_PETS_LIMIT));
  return (
    <section aria-labelledby="store-pets">
      <Title order={2} id="store-pets" className={classes.sectionTitle}>
        {t("profile.petsTitle", { name: store.title })}
      </Title>
      {isError ? (
        <LoadError
          title={t("profile.petsLoadError")}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : !isPending && data.items.length === 0 ? (
        <div className={classes.empty}>
          <IconHeartHandshake size={32} aria-hidden />
          <p>{t("profile.noPets", { count: store.counts.adopted })}</p>
          <Button component={Link} to="/pets" variant="light" radius="xl">
            {t("profile.browseAll")}
          </Button>
        </div>
      ) : (
        <div className={petGrid.grid}>
          <FavouriteHearts>
            {isPending
              ? Array.from({ length: 4 }, (_, index) => <PetCardSkeleton key={index} />)
              : data.items.map((item, index) => (
                  <PetCard
                    key={item.pet.id}
                    item={item}
                    isPriority={index < 2}
                    action={<FavouriteButton petId={item.pet.id} petName={item.pet.name} />}
                  />
                ))}
          </FavouriteHearts>
        </div>
      )}
      {pages > 1 && (
        <nav className={classes.pager} aria-label={t("profile.pagesLabel")}>
          {page > 1 && (
            <Button
              component={Link}
              to={page === 2 ? "." : `?page=${page - 1}`}
              variant="default"
              radius="xl"
            >
              {t("profile.previous")}
            </Button>
          )}
          {page < pages && (
            <Button component={Link} to={`?page=${page + 1}`} variant="default" radius="xl">
              {t("profile.next")}
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}

/** An unknown id, or a store not active: no page for visitors (a 404 from the server). */
export function StoreNotFound() {
  const { t } = useTranslation("stores");
  usePageMeta(t("profile.notFoundTitle"));
  return (
    <Container className={classes.notFound} size="sm">
      <LostDog />
      <Title className={classes.notFoundTitle}>{t("profile.notFoundTitle")}</Title>
      <Text c="dimmed">{t("profile.notFoundBody")}</Text>
      <Button component={Link} to="/pets" size="md" radius="xl">
        {t("profile.browseAll")}
      </Button>
    </Container>
  );
}
