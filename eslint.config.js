import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client/server contract (docs/architecture.md): src/ reaches the backend only through the generated API and data
 * model and the contract folder convex/shared (imported as @shared/…); the contract imports nothing outside itself but
 * runtime-neutral packages; Convex code imports the contract by relative path (the Convex CLI bundles convex/ with its
 * own tsconfig, which knows no aliases).
 */
const clientContract = [
  {
    regex: "^(\\.\\./)+convex/(?!_generated/(api|dataModel)$)",
    message: "src/ imports the backend only through convex/_generated/api, convex/_generated/dataModel and @shared/… (the contract folder convex/shared).",
  },
];
const serverOnlyPackages = ["convex/server", "@convex-dev/**", "convex-helpers/**", "node:*"];
/** One entry per folder depth inside convex/shared: an import may not climb out of it. */
const contractStaysInside = [1, 2, 3].map((depth) => ({
  files: [`convex/shared/${"*/".repeat(depth - 1)}*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth},}`,
            message: "The contract (convex/shared) imports nothing outside itself: no server code, no src/.",
          },
          { group: ["@/**", "@shared/**"], message: "Inside convex/, import the contract by relative path." },
          { group: serverOnlyPackages, message: "The contract runs in the browser too: no server-only packages." },
        ],
      },
    ],
  },
}));

/** Formatters come from the memoized cache (convex/shared/intl-cache.ts): building one costs a millisecond. */
const memoizedIntl = {
  selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat|DisplayNames)$/]",
  message: "Use dateTimeFormat / numberFormat / relativeTimeFormat / displayNames from @shared/intl-cache.",
};

const noFilterOnQueries = {
  selector: "CallExpression[callee.property.name='filter'][callee.object.callee.property.name='query']",
  message: "Use withIndex instead of .filter on a database query.",
};

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
          ...clientContract,
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
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: clientContract }] },
  },
  {
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/features/**", "**/features/**", "@/routes/**"], message: "Shared code never imports features or routes." },
            ...clientContract,
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ["convex/**/*.ts"],
    ignores: ["convex/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/**", "@shared/**"], message: "Inside convex/, import the contract by relative path." }] },
      ],
    },
  },
  ...contractStaysInside,
  {
    files: ["convex/**/*.ts"],
    ignores: ["convex/shared/intl-cache.ts"],
    rules: { "no-restricted-syntax": ["error", noFilterOnQueries, memoizedIntl] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", memoizedIntl] },
  },
  {
    files: ["convex/**/*.test.ts", "convex/**/*.testing.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        noFilterOnQueries,
        {
          selector: "CallExpression[callee.property.name='insert'][arguments.0.value=/^(bookings|bookingEvents)$/]",
          message: "A test's booking has its event stream: use insertRecordedBooking (model/bookings/recorded-booking.testing.ts) or the booking functions.",
        },
      ],
    },
  },
);
