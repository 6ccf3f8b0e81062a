import type { CSSProperties } from "react";
import classes from "./skeleton.module.css";

interface SkeletonProps {
  height?: number;
  width?: number | string;
  radius?: "0" | "lg" | "xl";
  className?: string;
  style?: CSSProperties;
}

/** Mantine's Skeleton for first-view pages: a pulsing block where something will be. */
export function Skeleton({ height, width, radius, className = "", style }: SkeletonProps) {
  return (
    <div
      className={`${classes.skeleton} ${className}`}
      data-radius={radius}
      style={{ height, width, ...style }}
    />
  );
}
