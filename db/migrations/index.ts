import type { Migration } from "kysely";
import * as m001 from "./001-initial";
import * as m002 from "./002-admin";
import * as m003 from "./003-payments";
import * as m004 from "./004-result-keeping";
import * as m005 from "./005-page-cache";
import * as m006 from "./006-form-submissions";
import * as m008 from "./008-agents";
import * as m009 from "./009-answers-and-banner-descriptions";
import * as m010 from "./010-figures";
import * as m011 from "./011-page-redirects";
import * as m012 from "./012-sliding-rate-limits";
import * as m013 from "./013-reminders";
import * as m014 from "./014-agent-experience-years";
import * as m015 from "./015-mail-purpose";
import * as m016 from "./016-page-translations";

/** Every migration in order. Names sort by their number; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-admin": m002,
  "003-payments": m003,
  "004-result-keeping": m004,
  "005-page-cache": m005,
  "006-form-submissions": m006,
  "008-agents": m008,
  "009-answers-and-banner-descriptions": m009,
  "010-figures": m010,
  "011-page-redirects": m011,
  "012-sliding-rate-limits": m012,
  "013-reminders": m013,
  "014-agent-experience-years": m014,
  "015-mail-purpose": m015,
  "016-page-translations": m016,
};
