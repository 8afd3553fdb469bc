import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const isVitest = process.env.VITEST === "true";

/**
 * Every lucide-react icon module builds its component with `../createLucideIcon.mjs`; in the build
 * that import resolves to the site's smaller factory, which renders identical markup.
 */
const leanIcons: Plugin = {
  name: "lean-lucide-icons",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer?.includes("/lucide-react/dist/esm/icons/")) {
      return fileURLToPath(new URL("./app/components/ui/icon-factory.ts", import.meta.url));
    }
    return undefined;
  },
};

/**
 * The toast library writes its stylesheet into a `<style>` element when it loads, which the site's
 * Content-Security-Policy refuses (`style-src 'self'`, decision record 040). Its module imports the
 * same rules from the package's stylesheet file instead, so they load as a file with the toast chunk.
 */
const toastStylesAsFile: Plugin = {
  name: "toast-styles-as-file",
  enforce: "pre",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
    const injected = /^__insertCSS\(".*"\);$/m;
    if (!injected.test(code)) throw new Error("sonner no longer injects its styles as expected: check toastStylesAsFile");
    const body = code.replace(injected, "");
    // After the module's "use client" directive, which must stay its first statement.
    const directive = /^(['"]use client['"];?\r?\n)?/;
    return { code: body.replace(directive, (first) => `${first}import "sonner/dist/styles.css";\n`), map: null };
  },
};

export default defineConfig({
  // The React Router plugin is a build tool; unit tests import modules directly. Lingui compiles the
  // message catalogs (PO files) wherever they are imported, in tests too.
  plugins: isVitest ? [lingui({ failOnCompileError: true })] : [leanIcons, toastStylesAsFile, tailwindcss(), lingui({ failOnCompileError: true }), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The dialogs' scroll-lock styles as a constructed stylesheet, not a <style> element (decision record 040).
      "react-style-singleton": fileURLToPath(new URL("./app/lib/adopted-style-singleton.ts", import.meta.url)),
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every hydrated page loads before it can run: React, React DOM and React Router, the small
            // modules every page uses (messages, classes, buttons, toasts, the figures in force) and the icons
            // of the header, the menu and the checker. One file: it compresses better than the automatic
            // split, and a first visit waits on one request instead of a dozen (each request a mobile
            // connection's round trip that Lighthouse counts before the first paint).
            {
              name: "framework",
              test: /(node_modules[\\/](react|react-dom|react-router|scheduler|cookie-es|@remix-run[\\/]route-pattern|@lingui|class-variance-authority|clsx|tailwind-merge)[\\/]|app[\\/](lib[\\/](nonce|toast|cn|page-scripts|use-hydrated|seo)|content[\\/](site|figures-in-force|group-digits)|modules[\\/]i18n[\\/](i18n|locales|provider|message-groups|accept-language|split|server-catalog)|components[\\/]ui[\\/](button|label|field-error|page-behaviour|menu-behaviour)|components[\\/]content[\\/]json-ld)\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left|arrow-right|chevron-down|circle-check|circle-x|globe|languages|menu|shield-check|x)\.m?js$)/,
            },
            // What the forms share (fields, alerts, the busy state, their words and icons): one file, not fifteen
            // tiny ones, so a form page's first visit waits on fewer requests.
            {
              name: "forms",
              test: /(app[\\/](components[\\/]forms[\\/](is-posting|zod-check|focus-first-invalid|filled-in|filled-since|toast-reply|use-form|use-submission-token|email-check)|components[\\/]ui[\\/](field|card|form-alert|text-area-field|text-field|input)|lib[\\/]forms[\\/](email-pattern|enhanced-field|field-errors|form-record|reply)|modules[\\/]i18n[\\/](form-words|page-seo))\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](loader-circle|mail|circle-exclamation-point)\.m?js$)/,
            },
          ],
        },
      },
    },
  },
  // Bundled into the server build rather than loaded from node_modules: lucide's package entry registers
  // every icon (about 45 MB resident) and Radix's umbrella package every primitive; bundling keeps only
  // what the app imports.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
});
