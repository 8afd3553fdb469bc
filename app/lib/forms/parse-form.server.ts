import type { z } from "zod";
import { problemResponse, problems } from "~/lib/http/problem";
import { ENHANCED_FIELD } from "./enhanced-field";
import { firstErrors, formIssue } from "./field-errors";
import { formRecord } from "./form-record";
import { readBody, type ReadBodyOptions } from "./read-body.server";
import type { FieldErrors, FormValues } from "./reply";


export interface ParseFormOptions extends ReadBodyOptions {
  /** Fields never echoed back in `values` (passwords, one-time codes). */
  conceal?: readonly string[];
}

interface SubmissionBase {
  /** The raw form, for what the schema does not carry. */
  formData: FormData;
  /** The text fields as typed (first value of each), for echoing back on failure. */
  values: FormValues;
  /** Whether the browser ran JavaScript when it posted (see ENHANCED_FIELD). */
  enhanced: boolean;
}

export interface ValidSubmission<Output> extends SubmissionBase {
  ok: true;
  data: Output;
}

export interface InvalidSubmission extends SubmissionBase {
  ok: false;
  fieldErrors: FieldErrors;
  /** The first problem with the form as a whole (for example an unknown choice of what to post). */
  formIssue?: string;
}

export type Submission<Output> = ValidSubmission<Output> | InvalidSubmission;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function isFormType(contentType: string | null): contentType is string {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && FORM_TYPES.includes(type);
}

function echoValues(record: Record<string, FormDataEntryValue>, conceal: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === "string" && !name.startsWith("_") && !conceal.includes(name)) values[name] = value;
  }
  return values;
}

/**
 * The one way a form action reads its request: the body within the limit (413 otherwise), as
 * url-encoded or multipart form data (400 otherwise), checked with `schema`. Invalid input is not
 * an exception: it comes back as `{ ok: false, fieldErrors }` for the action to answer with
 * `formFailure(submission)`.
 */
export async function parseForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: ParseFormOptions = {},
): Promise<Submission<z.output<Schema>>> {
  const contentType = request.headers.get("content-type");
  if (!isFormType(contentType)) throw problemResponse(problems.malformedForm());
  const body = await readBody(request, options);
  let formData: FormData;
  try {
    formData = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw problemResponse(problems.malformedForm());
  }

  const record = formRecord(formData);
  const base: SubmissionBase = {
    formData,
    values: echoValues(record, options.conceal ?? []),
    enhanced: record[ENHANCED_FIELD] === "1",
  };
  const parsed = await schema.safeParseAsync(record);
  if (parsed.success) return { ...base, ok: true, data: parsed.data };
  return { ...base, ok: false, fieldErrors: firstErrors(parsed.error), formIssue: formIssue(parsed.error) };
}
