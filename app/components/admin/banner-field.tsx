import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { BANNER_ALT_MAX_LENGTH } from "~/modules/pages/page-form";
import { ImageUploadField, type ImageUploadTexts } from "./image-upload-field";

const bannerTexts: ImageUploadTexts = {
  heading: "Banner Image",
  description: "Shown across the top of the page, behind its title.",
  noun: "banner image",
  empty: "No banner image",
  typeProblem: "The banner must be a PNG, JPEG, GIF or WebP image.",
  sizeProblem: "The banner image must be 5 MB or smaller.",
  removeLabel: "Remove the banner image",
};

export interface BannerFieldProps {
  current: string;
  error?: string;
  /** The stored description: "" when marked decorative, null when never given. */
  alt: string | null;
  altError?: string;
}

/**
 * The page form's Banner Image card, with the banner's description for people who cannot see it (the
 * public page's `alt`), or the choice that it only decorates. The server asks for one of the two
 * whenever the page will show a banner.
 */
export function BannerField({ current, error, alt, altError }: BannerFieldProps) {
  return (
    <ImageUploadField name="banner" removeName="removeBanner" current={current} error={error} texts={bannerTexts} aspect="aspect-[3/1]">
      <Field
        name="bannerAlt"
        label="Banner description"
        hint="What the picture shows, for people who cannot see it, e.g. 'Surfers on Bondi Beach at sunrise'."
        hintClassName="text-xs text-slate-600"
        error={altError}
      >
        {(control) => <Input {...control} defaultValue={alt ?? ""} maxLength={BANNER_ALT_MAX_LENGTH} />}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="bannerDecorative" defaultChecked={alt === ""} className="size-4 accent-ocean-700" />
        Decorative: the picture adds nothing the page does not say
      </label>
    </ImageUploadField>
  );
}
