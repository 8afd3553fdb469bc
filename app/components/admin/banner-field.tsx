import { ImageIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { CardHeading } from "./card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ["image/png", "image/jpeg", "image/gif", "image/webp"];

/**
 * The Banner Image card: the current banner, a file picker with a local preview, and 'Remove banner'.
 * The browser's checks only help early; the server decides by the file's content.
 */
export function BannerField({ current, error }: { current: string; error?: string }) {
  const [preview, setPreview] = useState<string | undefined>();
  const [clientError, setClientError] = useState<string | undefined>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = preview ?? (current || undefined);
  const message = clientError ?? error;
  return (
    <Card>
      <CardHeader>
        <CardHeading>Banner Image</CardHeading>
        <CardDescription>Shown across the top of the page, behind its title.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {shown ? (
          <img src={shown} alt={preview ? "Preview of the chosen banner" : "Current banner"} className="aspect-[3/1] w-full rounded-lg object-cover" />
        ) : (
          <div className="flex aspect-[3/1] w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600">
            <ImageIcon className="size-6" aria-hidden="true" />
            No banner image
          </div>
        )}
        <Field
          name="banner"
          label={current ? "Replace banner image" : "Upload banner image"}
          hint="PNG, JPEG, GIF or WebP, up to 5 MB. Large images are scaled down and their metadata removed."
          hintClassName="text-xs text-slate-600"
          error={message}
          errorRole="alert"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPTED.join(",")}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-ocean-50 file:px-3 file:py-2 file:font-semibold file:text-ocean-800 hover:file:bg-ocean-100"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setClientError(undefined);
                setPreview(undefined);
                if (!file) return;
                if (file.size > MAX_BYTES || !ACCEPTED.includes(file.type)) {
                  setClientError(file.size > MAX_BYTES ? "The banner image must be 5 MB or smaller." : "The banner must be a PNG, JPEG, GIF or WebP image.");
                  event.currentTarget.value = "";
                  return;
                }
                setPreview(URL.createObjectURL(file));
              }}
            />
          )}
        </Field>
        {current ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="removeBanner" className="size-4 accent-ocean-700" />
            Remove the banner image
          </label>
        ) : null}
      </CardContent>
    </Card>
  );
}
