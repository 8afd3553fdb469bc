import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "bench/.tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Layers (decision record 016): app/lib is the lowest layer, then the domains in app/modules, then
  // app/lifecycle (start-up, lifecycle, request gate), then routes. Each may import only from below.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/modules/*", "~/lifecycle/*", "~/routes/*", "~/components/*", "**/modules/*", "**/lifecycle/*", "**/server/*", "**/routes/*", "**/components/*"],
              message: "app/lib is the lowest layer: it may not import the domains, the app's lifecycle, routes or components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/modules/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/lifecycle/*", "~/routes/*", "~/components/*", "**/app/lifecycle/*", "**/routes/*", "**/components/*"],
              message: "Domain modules sit under the app's lifecycle, routes and components; move shared code down to app/lib.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/lifecycle/*", "~/routes/*"], message: "Components may not import the app's lifecycle or routes." }] }],
    },
  },
  {
    // One way in: request bodies are read by parseForm / readBody / readJson (app/lib/forms), which
    // apply the body-limit table and answer 400/413; nothing else reads them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/forms/**", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='request'][callee.property.name=/^(formData|text|json|arrayBuffer|blob|bytes)$/]",
          message: "Read request bodies with parseForm, readBody or readJson (app/lib/forms): they apply the body limits.",
        },
        {
          selector: "MemberExpression[object.name='request'][property.name='body']",
          message: "Read request bodies with parseForm, readBody or readJson (app/lib/forms): they apply the body limits.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts", "bench/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
