import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Features may not reach into each other's internals; shared code lives in ui/, lib/ or contract/. */
function featureBoundaries(root) {
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: "Import from a shared folder instead of another feature's internals.",
  }));
}

/**
 * A server feature uses another only through that feature's index.ts, which exports what others
 * need; every other file of a feature is its own. The globs are absolute: the rule matches
 * them against absolute paths.
 */
function serverFeatureBoundaries(root) {
  const absolute = resolve(root);
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: `${absolute}/*/**`,
    except: [`${absolute}/${feature}/**`, `${absolute}/*/index.ts`],
    message: "Use another feature through its index.ts only.",
  }));
}

/** Imports point one way on the server: contract → lib and other infrastructure → features → app. */
const serverLayers = [
  {
    target: [
      "./src/server/lib",
      "./src/server/auth",
      "./src/server/db",
      "./src/server/mail",
      "./src/server/storage",
      "./src/server/web",
    ],
    from: "./src/server/features",
    message: "Infrastructure does not depend on features; move the shared part into lib/.",
  },
  {
    // Everything but main.ts, the API's types, the tests and their helpers.
    target: [
      "./src/server/!(test)/**/!(*.test).ts",
      "./src/server/!(main|app|api-schema|*.test).ts",
    ],
    from: "./src/server/app.ts",
    message: "Only main.ts and the tests build the app.",
  },
];

/** The SPA's layers, bottom up: lib, ui, features, app; i18n stands alone. */
const webLayers = [
  {
    target: "./src/web/lib",
    from: ["./src/web/ui", "./src/web/features", "./src/web/app"],
    message: "lib/ is the bottom layer.",
  },
  {
    target: "./src/web/ui",
    from: ["./src/web/features", "./src/web/app"],
    message: "ui/ is shared: no feature or app code.",
  },
  {
    target: "./src/web/i18n",
    from: ["./src/web/lib", "./src/web/ui", "./src/web/features", "./src/web/app"],
    message: "i18n stands alone.",
  },
  {
    target: "./src/web/features",
    from: "./src/web/app",
    message: "Features do not import the app; the app composes them.",
  },
];

/**
 * The modules of a first view (docs/decisions/043-first-view-without-mantine.md): those the
 * first bundle and the `plain` pages load, following their static imports (an `import()` or an
 * `import type` loads nothing then). A page is `plain` in its `page: { module, …, plain: true }`
 * in a feature's (signed-in-)routes.ts or the app's (signed-in-)composed-routes.ts. Each is a
 * path from the root.
 */
function firstViewModules() {
  const routeFiles = [
    "src/web/app/routes/composed-routes.ts",
    "src/web/app/routes/signed-in-composed-routes.ts",
    ...readdirSync("src/web/features")
      .flatMap((feature) =>
        ["routes.ts", "signed-in-routes.ts"].map((name) => `src/web/features/${feature}/${name}`),
      )
      .filter((file) => existsSync(file)),
  ];
  const plainPages = routeFiles.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/page:\s*\{([^}]*)\}/g)]
      .filter(([, page]) => /plain:\s*true/.test(page))
      .map(([, page]) => `src/web/${/module:\s*"([^"]+)"/.exec(page)[1]}`),
  );
  if (plainPages.length === 0) throw new Error(`No plain page found in ${routeFiles.join(", ")}`);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, path] of source.matchAll(
      /^(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?"(\.[^"]+)"/gm,
    )) {
      const base = resolve(dirname(file), path);
      const found = ["", ".tsx", ".ts", "/index.ts"].map((ext) => base + ext);
      const module = found.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (module) visit(relative(process.cwd(), module));
    }
  };
  for (const entry of ["src/web/main.tsx", ...plainPages]) visit(entry);
  return [...seen];
}

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...featureBoundaries("./src/web/features"),
            ...serverFeatureBoundaries("./src/server/features"),
            ...serverLayers,
            ...webLayers,
            {
              // The API's types are the one exception: the typed client (decision 047).
              target: "./src/web",
              from: "./src/server",
              except: ["./api-schema.ts"],
              message: "The SPA talks to the server over HTTP only.",
            },
            {
              target: "./src/server",
              from: "./src/web",
              message: "The server does not import SPA code.",
            },
            {
              target: "./src/contract",
              from: ["./src/server", "./src/web"],
              message: "The contract stands alone.",
            },
          ],
        },
      ],
      // Configuration is read once, in src/server/config.ts.
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration from src/server/config.ts.",
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    // No cycles, so a module's dependencies load before it. The rule follows .ts files only when
    // told to.
    settings: { "import-x/extensions": [".ts", ".js"] },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // The tests' settings are read in test-config.ts; tooling sets up processes of its own.
    files: [
      "src/server/config.ts",
      "src/server/test/test-config.ts",
      "*.config.ts",
      "*.config.js",
      "scripts/**",
      "e2e/**",
      "bench/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "src/server/test/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // A first view draws no Mantine (decision 043): it uses ui/first-view's twins, and a part
    // drawn with Mantine loads with `lazyWithMantine`. Its types and hooks load nothing of it.
    files: firstViewModules(),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@mantine/*", "!@mantine/hooks"],
              allowTypeImports: true,
              message:
                "A first-view module draws no Mantine: use src/web/ui/first-view, or load the part with lazyWithMantine (decision 043).",
            },
          ],
        },
      ],
    },
  },
);
