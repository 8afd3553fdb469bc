import { createContext, useContext, type ComponentProps } from "react";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The id of the result's heading, which takes the focus when the result shows. */
export const resultTitleId = "checker-result-title";

/** The level of the checker's own heading; headings inside count down from it. */
export const HeadingLevelContext = createContext<Level>(2);

interface HeadingProps extends ComponentProps<"h2"> {
  /** 1 for a heading directly under the checker's heading, 2 under that, and so on. */
  depth: 1 | 2 | 3;
}

/**
 * A heading whose level follows where the checker sits: under an h2 on the home page, under the
 * page's h1 on /check, so the outline never skips a level.
 */
export function Heading({ depth, ...props }: HeadingProps) {
  const base = useContext(HeadingLevelContext);
  const level = Math.min(6, base + depth) as Level;
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
