/**
 * The two managed pages every fresh database starts with (spec section 3). They are stored in the
 * database on first start, and the parents guide is created again whenever it is missing, so the
 * administrator can edit both. Content is HTML in the editor's formats (h1-h3, p, strong, em, u, a, ol, ul).
 */
export interface SeedPage {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
}

export const PARENTS_GUIDE_SLUG = "australia-family-tourist-visa-for-parents";

export const welcomePage: SeedPage = {
  title: "Welcome to Australia Visa Check",
  slug: "welcome",
  isPublished: true,
  content: [
    "<h2>A free, independent visitor visa check</h2>",
    "<p>This is an example content page. Administrators can edit it, unpublish it or delete it from the admin area.</p>",
    '<p>To see whether you may qualify for an Australian visitor visa, <a href="/#checker">start the free eligibility check</a>.</p>',
  ].join(""),
};

export const parentsGuidePage: SeedPage = {
  title: "Australia Family Tourist Visa for Parents",
  slug: PARENTS_GUIDE_SLUG,
  isPublished: true,
  content: [
    "<h2>Visiting your children in Australia</h2>",
    "<p>Parents of Australian citizens and permanent residents usually visit on a Visitor visa (subclass 600), either in the tourist stream or in the sponsored family stream.</p>",
  ].join(""),
};

export const seedPages: SeedPage[] = [welcomePage, parentsGuidePage];
