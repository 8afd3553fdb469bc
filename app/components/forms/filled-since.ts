/** What the fields with messages held when a check (the browser's or the server's) judged them. */
export interface FieldSnapshot {
  /** The check (its errors or its answer): messages of another check are not affected. */
  check: object | null;
  values: Record<string, string>;
}

/** A field's value as one string: text trimmed, a picked file by name and size, nothing as "". */
function fieldValue(form: HTMLFormElement, name: string): string {
  return new FormData(form)
    .getAll(name)
    .map((value) => (typeof value === "string" ? value.trim() : value.size > 0 ? `${value.name}:${value.size}` : ""))
    .filter(Boolean)
    .join("\n");
}

export function snapshotFields(form: HTMLFormElement, check: object, errors: Partial<Record<string, string>> | undefined): FieldSnapshot {
  const fields = Object.entries(errors ?? {}).flatMap(([field, message]) => (message ? [field] : []));
  return { check, values: Object.fromEntries(fields.map((field) => [field, fieldValue(form, field)])) };
}

/** The fields filled in since the check, with something other than what it judged. */
export function filledSince(form: HTMLFormElement, snapshot: FieldSnapshot): ReadonlySet<string> {
  return new Set(
    Object.entries(snapshot.values)
      .filter(([field, before]) => {
        const now = fieldValue(form, field);
        return now !== "" && now !== before;
      })
      .map(([field]) => field),
  );
}
