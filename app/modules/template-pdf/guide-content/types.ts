/** One question of the official application: what it asks and how to answer it well. */
export interface GuideQuestion {
  question: string;
  asks: string;
  answer: string;
}

/** A part of the application (the form's own pages, in order). */
export interface GuidePart {
  title: string;
  questions: GuideQuestion[];
}

export interface RefusalReason {
  reason: string;
  avoid: string;
}

/** The written guide for one visa: texts only; figures come from the facts module where they are used. */
export interface GuideText {
  /** Where and how the application is made, in two or three sentences. */
  howToApply: string[];
  /** The application's parts and questions. */
  parts: GuidePart[];
  /** Evidence officers find convincing for this visa. */
  evidence: string[];
  refusals: RefusalReason[];
  /** Last steps once the application is in. */
  afterApplying: string[];
}
