import type { CSSProperties } from "react";
import { toast } from "sonner";

/**
 * sonner's rich colours put mid-green, mid-red and mid-blue text on pale backgrounds, below the AA
 * contrast ratio. These toasts darken the text through sonner's own colour variables.
 */
const readableColours = {
  "--success-text": "#166534",
  "--error-text": "#991b1b",
  "--info-text": "#0f3b5e",
} as CSSProperties;

export const notify = {
  success: (title: string, description: string) => toast.success(title, { description, style: readableColours }),
  error: (title: string, description: string) => toast.error(title, { description, style: readableColours }),
  info: (title: string, description: string) => toast.info(title, { description, style: readableColours }),
};
