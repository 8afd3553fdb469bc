import type { FieldErrors } from "./reply";

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * The first message for each field of a failed zod parse, in the order the schema checks them:
 * the one helper used by the server (`parseForm`) and by forms that check themselves in the browser.
 * Issues about the form as a whole (no field in their path) are left out; see `formIssue`.
 */
export function firstErrors<Field extends string = string>(error: IssueList): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** The first message that is about the form as a whole, if any. */
export function formIssue(error: IssueList): string | undefined {
  return error.issues.find((issue) => typeof issue.path[0] !== "string")?.message;
}
