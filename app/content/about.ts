/** The about block, shared by the home page and /about: the site's mission in a few lines. */
export interface MissionPoint {
  icon: "sparkles" | "badge-check" | "zap" | "globe" | "book-open" | "lock" | "target" | "user-x";
  title: string;
  description: string;
}

/** The block's texts: the English ones below, or the home page's in its language. */
export interface AboutContent {
  intro: string;
  positioning: string;
  missionPoints: MissionPoint[];
}

export const aboutIntro =
  "Planning a trip to Australia should start with a clear answer, not a maze of forms. This site asks the questions " +
  "the Department of Home Affairs asks, in plain words, and tells you in a few minutes whether you may qualify for a " +
  "visitor visa and which one fits.";

export const aboutPositioning =
  "We are not a government agency and are not affiliated with the Department of Home Affairs. We do not lodge " +
  "applications or offer visa services, and the result is not formal immigration advice. For advice on your own " +
  "situation, consider a registered migration agent.";

export const missionPoints: MissionPoint[] = [
  { icon: "sparkles", title: "Simple", description: "Short questions in plain English, one step at a time." },
  { icon: "badge-check", title: "Free", description: "The eligibility check costs nothing, however often you use it." },
  { icon: "zap", title: "Instant results", description: "See your preliminary result as soon as you answer the last question." },
  { icon: "globe", title: "Global", description: "For travellers from every country, with the visa that fits each passport." },
  {
    icon: "book-open",
    title: "Built from official sources",
    description: "Questions and figures follow the Department of Home Affairs' published requirements.",
  },
  { icon: "lock", title: "Privacy", description: "Your answers stay in your browser and are never saved on our server." },
  {
    icon: "target",
    title: "Accuracy",
    description: "Every fee and time limit links its official source, with that source's own date and the date we last compared our figures.",
  },
  { icon: "user-x", title: "No account", description: "No sign-up and no email address needed to use the check." },
];

/** The About page's closing call to action; the block above it is the home page's. */
export const aboutPageCta = {
  title: "Check your eligibility for free",
  text: "Answer a few questions and see in minutes whether you may qualify and which visa fits. No account, and your answers are not saved.",
};
