import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { Anchor, Container } from "../../ui/first-view";
import classes from "./home.module.css";
import { SectionHeading } from "./section-heading";

const POSTS = [
  { title: "blogs.dogTitle", body: "blogs.dogBody", image: "/images/blog-dog.webp" },
  { title: "blogs.catTitle", body: "blogs.catBody", image: "/images/blog-cat.webp" },
] as const;

/**
 * Two posts from the blog. The posts are excerpts only, the blog page shows the same text: so
 * the cards open nothing and one link leads to the whole list.
 */
export function BlogTeaser() {
  const { t } = useTranslation("home");
  return (
    <Container
      component="section"
      aria-labelledby="blog-teaser"
      className={classes.section}
      size="lg"
    >
      <SectionHeading id="blog-teaser" title={t("blogs.title")} subtitle={t("blogs.subtitle")} />
      <div className={classes.grid} data-cols="2">
        {POSTS.map(({ title, body, image }) => (
          <div key={title} className={`${classes.card} ${classes.postCard}`}>
            <img
              src={image}
              alt=""
              height={220}
              width={800}
              loading="lazy"
              className={classes.postImage}
            />
            <h3 className={`${classes.cardTitle} ${classes.postTitle}`}>{t(title)}</h3>
            <p className={classes.cardBody}>{t(body)}</p>
          </div>
        ))}
      </div>
      <div className={classes.moreRow}>
        <Anchor component={Link} to="/fullblogs" className={classes.moreLink}>
          {t("blogs.allPosts")}
          <IconArrowRight size={16} aria-hidden />
        </Anchor>
      </div>
    </Container>
  );
}
