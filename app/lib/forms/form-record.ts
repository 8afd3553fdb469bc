/**
 * A form as one value per field, the first when a name repeats (as `FormData.get` reads it): what
 * form schemas parse, on the server (`parseForm`) and in the browser (`zodCheck`) alike.
 */
export function formRecord(formData: FormData): Record<string, FormDataEntryValue> {
  const record: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of formData) if (!(name in record)) record[name] = value;
  return record;
}
