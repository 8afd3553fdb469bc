import { z } from "zod";

// Modules that also run in the browser take zod from here. zod probes whether it may compile faster
// parsers with `new Function`; the site's CSP forbids eval, and browsers report that probe as a CSP
// violation. Interpreted parsers are plenty fast for a form, so the probe is switched off.
z.config({ jitless: true });

export { z };
