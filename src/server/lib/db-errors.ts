/** The driver's error code: SQLite and PostgreSQL name a broken constraint differently. */
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown) => {
  const code = codeOf(error);
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
};

/** A foreign key refused the write. */
export const isForeignKeyViolation = (error: unknown) => {
  const code = codeOf(error);
  return code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503";
};
