import { Anchor, Text, Title, type TitleProps } from "@mantine/core";
import { Link } from "react-router";
import classes from "./home.module.css";

/** A home card's title and text; the title's link covers the card, making it one tap target. */
export function CardText({
  title,
  body,
  to,
  titleMt,
}: {
  title: string;
  body: string;
  to: string;
  titleMt: TitleProps["mt"];
}) {
  return (
    <>
      <Title order={3} fz="xl" mt={titleMt}>
        <Anchor component={Link} to={to} c="inherit" inherit className={classes.cardLink}>
          {title}
        </Anchor>
      </Title>
      <Text c="gray.7" mt="xs">
        {body}
      </Text>
    </>
  );
}
