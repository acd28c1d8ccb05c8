import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code flows one way: shared → features → routes; a feature never imports another feature. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: features.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}/**`, `**/features/${other}/**`]),
            message: "Features never import each other; move the shared piece to src/components or src/lib, or compose in the route.",
          },
          { group: ["@/routes/**", "**/routes/**"], message: "Features do not import routes." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "**/_generated/**",
      "src/routeTree.gen.ts",
      ".data*/**",
      "e2e/screenshots/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features/**", "**/features/**", "@/routes/**"], message: "Shared code never imports features or routes." }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ["convex/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='filter'][callee.object.callee.property.name='query']",
          message: "Use withIndex instead of .filter on a database query.",
        },
      ],
    },
  },
);
