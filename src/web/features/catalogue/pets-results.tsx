import { usePagination } from "@mantine/hooks";
import { IconDots } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { useLocation } from "react-router";
import type { PetListItem } from "../../../contract/catalogue";
import { PETS_PAGE_SIZE } from "../../../contract/catalogue-values";
import { ApiError } from "../../lib/http";
import { FavouriteHearts } from "../../ui/favourite-button";
import { PetCardSkeleton } from "../../ui/pet-card";
import { PetCardWithHeart } from "../../ui/pet-card-with-heart";
import { Button, Text, Title } from "../../ui/first-view";
import { QueryState } from "../../ui/query-state";
import classes from "./pets-results.module.css";
import petGrid from "../../ui/pet-grid.module.css";

/** Cards in a row on a phone (more from Mantine's sm breakpoint on, pets-results.module.css). */
const PHONE_COLUMNS = 2;

interface PetsResultsProps {
  pets: UseQueryResult<{ items: PetListItem[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** The grid of pet cards with its loading, failure, empty and paged states. */
export function PetsResults({ pets, page, onPage, onClear }: PetsResultsProps) {
  const { t } = useTranslation("catalogue");
  const location = useLocation();

  return (
    <QueryState
      query={pets}
      errorTitle={t("list.loadError")}
      loading={
        <div className={petGrid.grid} aria-busy>
          {Array.from({ length: 8 }, (_, index) => (
            <PetCardSkeleton key={index} />
          ))}
        </div>
      }
      // A link with a value the API refuses (e.g. a category since deleted) is fixed by clearing, not retrying.
      errorAction={(error) =>
        error instanceof ApiError && error.status === 400 ? (
          <Button variant="white" color="red" onClick={onClear}>
            {t("list.clearFilters")}
          </Button>
        ) : undefined
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <div className={classes.empty}>
          <img src="/images/lost-dog.webp" alt="" width={200} height={150} />
          <Title order={2} className={classes.emptyTitle}>
            {t("list.empty")}
          </Title>
          <Text c="dimmed">{t("list.emptyHint")}</Text>
          <Button variant="light" onClick={onClear}>
            {t("list.clearFilters")}
          </Button>
        </div>
      }
    >
      {(data) => {
        const pages = Math.ceil(data.total / PETS_PAGE_SIZE);
        return (
          <div className={classes.results} data-placeholder={pets.isPlaceholderData || undefined}>
            <div className={petGrid.grid}>
              <FavouriteHearts>
                {data.items.map((item, index) => (
                  <PetCardWithHeart
                    key={item.pet.id}
                    item={item}
                    // The first screen's cards on a phone (two rows) hold the page's largest paint:
                    // fetched first, the rest when scrolled near.
                    isPriority={index < 2 * PHONE_COLUMNS}
                    linkState={{ from: location.search }}
                  />
                ))}
              </FavouriteHearts>
            </div>
            {pages > 1 && <Pages total={pages} page={page} onPage={onPage} />}
          </div>
        );
      }}
    </QueryState>
  );
}

interface PagesProps {
  total: number;
  page: number;
  onPage: (page: number) => void;
}

/**
 * Mantine's Pagination (size md, one sibling) as links, so pages turn without JavaScript too;
 * with it, without reloading.
 */
function Pages({ total, page, onPage }: PagesProps) {
  const { t } = useTranslation("catalogue");
  const location = useLocation();
  const { range } = usePagination({ total, page, siblings: 1 });
  const pageLink = (number: number) => {
    const params = new URLSearchParams(location.search);
    if (number > 1) params.set("page", String(number));
    else params.delete("page");
    const search = params.toString();
    return {
      href: `/pets${search ? `?${search}` : ""}`,
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        onPage(number);
      },
    };
  };
  const step = (to: number, label: string, arrow: ReactNode) =>
    to >= 1 && to <= total ? (
      <a className={classes.control} aria-label={label} {...pageLink(to)}>
        {arrow}
      </a>
    ) : (
      <button type="button" className={classes.control} aria-label={label} disabled>
        {arrow}
      </button>
    );

  return (
    <nav className={classes.pages} aria-label={t("list.pages")}>
      {step(page - 1, t("list.previousPage"), <Arrow path={PREVIOUS} />)}
      {range.map((item, index) =>
        item === "dots" ? (
          <span key={`dots-${index}`} className={classes.dots}>
            <IconDots size={16} aria-hidden />
          </span>
        ) : (
          <a
            key={item}
            className={classes.control}
            data-with-padding
            aria-current={item === page ? "page" : undefined}
            {...pageLink(item)}
          >
            {item}
          </a>
        ),
      )}
      {step(page + 1, t("list.nextPage"), <Arrow path={NEXT} />)}
    </nav>
  );
}

// Mantine's pagination chevrons.
const PREVIOUS = "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z";
const NEXT = "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z";

function Arrow({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 16 16" className={classes.arrow} aria-hidden>
      <path d={path} fill="currentColor" />
    </svg>
  );
}
