import { IconPaw } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSiteConfig } from "../lib/api/site-config";
import classes from "./brand-logo.module.css";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { name } = useSiteConfig();
  return (
    <Link to="/" aria-label={name} className={classes.logo} data-inverted={inverted || undefined}>
      <IconPaw size={28} stroke={2.2} aria-hidden />
      <span className={classes.name}>{name}</span>
    </Link>
  );
}
