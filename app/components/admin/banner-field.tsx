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

/** The page form's Banner Image card. */
export function BannerField({ current, error }: { current: string; error?: string }) {
  return <ImageUploadField name="banner" removeName="removeBanner" current={current} error={error} texts={bannerTexts} aspect="aspect-[3/1]" />;
}
