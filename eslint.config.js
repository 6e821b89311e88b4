import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { basename } from "node:path";

/**
 * File names are kebab-case (`site-header.tsx`, `accept-submission.ts`), with dots between a name and
 * what it is (`forms.spec.ts`). Route modules may also name a URL parameter, React Router's way
 * (`speciality.$name.tsx`).
 */
const KEBAB_CASE_PART = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\$[a-z][a-zA-Z0-9]*)$/;
const fileNames = {
  rules: {
    "kebab-case": {
      meta: { type: "suggestion", schema: [], messages: { notKebab: "File names are kebab-case: rename '{{name}}'." } },
      create(context) {
        return {
          Program(node) {
            const name = basename(context.filename);
            if (!name.split(".").every((part) => KEBAB_CASE_PART.test(part)))
              context.report({ node, messageId: "notKebab", data: { name } });
          },
        };
      },
    },
  },
};

/** Inside a top-level folder imports are relative; its `#` name (package.json "imports") is for the other folders. */
const ownFolderByRelativePath = (folder) => ({
  group: [`\\#${folder}/**`],
  message: `Inside ${folder}/ a module is imported by a relative path; #${folder}/ is for the other folders.`,
});
const noServerCode = {
  group: ["**/server/**", "\\#server/**", "**/scripts/**", "\\#scripts/**", "**/pipeline/**", "\\#pipeline/**"],
  message: "app/ and schemas/ must not import server or build code.",
};
/**
 * The server publishes with the build's own finishing steps, which live in pipeline/ below both: the
 * build and its commands (scripts/) import the server, so an import of scripts/ from the server would
 * run back up.
 */
const noScripts = {
  group: ["**/scripts/**", "\\#scripts/**"],
  message: "server/ never imports scripts/ (the build and the commands, which import the server); the steps both share are in pipeline/.",
};
const contentOnly = {
  group: ["~/**", "\\#app/*", "!\\#app/content", "**/app/**"],
  message: "server/ and scripts/ import the content (app/content/) and common/, never the site's code.",
};
/**
 * What staff edit from the desk reaches pages as loader data, never compiled into a script, or a
 * published change would not reach the pages' scripts (model/site-content.ts). Loaders in route modules
 * read it through views/content-context.ts and views/page-content.ts; these modules hold the seed's
 * values themselves: the model's, and the words that gather or are made from them.
 */
const EDITABLE_VALUES = [
  "facts/hospital",
  "facts/hospital-facts",
  "facts/doctor-records",
  "model/seed-content",
  "model/site-content",
  "words/all-locales",
  "facts/cashless-schemes",
  "words/doctors",
  "words/specialities",
  "model/editable-kinds",
];
const editableValues = {
  group: EDITABLE_VALUES.map((module) => `**/content/${module}`),
  message: "Editable content reaches a page through its loader (content-context.ts, page-content.ts), never by import.",
};
/** Components and features take content as props or from the root loader's data (useFrame), never from the loaders' modules. */
const loaderModules = {
  group: ["**/content/views/content-context", "**/content/views/page-content"],
  message: "Only a route module's loader reads the content; a component gets it as props or through useFrame.",
};
/**
 * app/content/ is rooms stacked on a shared vocabulary (README, "Layout"): facts/ (the hospital's facts
 * as the repository holds them), words/ (each page's words, some written from the facts), model/ (what
 * staff edit, seeded from both), views/ (what loaders make of it), and beside them rules/ (what the
 * site and the server apply to what a visitor sends). At app/content/ itself is what all of them are
 * written in: a hospital fact's states, the fixed keys, the text rules and shapes, the fixed name and
 * links. The vocabulary imports no room, and a room imports only the rooms below it, so no arrow runs up
 * and the rooms make no circle.
 */
const vocabularyImportsNoRoom = {
  group: ["./*/**"],
  message: "app/content/*.ts is the vocabulary every room of the content builds on: it imports none of them.",
};
const ROOMS_IN_ORDER = ["facts", "words", "model", "views"];
/** The rooms above `room`, as a file in it (or, for words/en and words/hi, one folder deeper) names them. */
const roomsAbove = (room) => {
  const above = [...ROOMS_IN_ORDER.slice(ROOMS_IN_ORDER.indexOf(room) + 1), "rules"];
  return {
    group: above.flatMap((other) => [`../${other}/**`, `../../${other}/**`]),
    message: `app/content/${room}/ builds on the rooms below it (${ROOMS_IN_ORDER.join(" < ")}): it imports none above it, nor rules/.`,
  };
};
/**
 * The rules take what they apply to (a message, the published frame facts) as arguments: they import
 * the vocabulary and common/ but no other room, but for its types, so the server and a form's script
 * load a rule without the content.
 */
const rulesImportNoRoom = {
  group: ["../facts/**", "../words/**", "../model/**", "../views/**"],
  allowTypeImports: true,
  message: "A rule (app/content/rules/) takes content as an argument; it imports only types from the other rooms.",
};
const seam = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });

/**
 * The desk's rooms, by what staff do (README, "Layout"), on both sides: desk/ and server/desk/ each keep
 * at their top what every room shares and the module that puts the rooms together (desk.tsx; the plugin
 * and housekeeping). What is shared imports no room and nothing that puts them together; a room never
 * imports what puts it together, and rooms import each other only downwards, in this order (a room may
 * import those before it). A test may reach further: the desk's tests render the whole desk.
 * A rule of its own (typescript-eslint's), so it adds to the folders' seams above rather than replacing them.
 */
const DESK_ROOMS = { client: ["accounts", "content", "queue", "audit"], server: ["accounts", "queue", "admin"] };
const roomPattern = (room) => `*/${room}/**`;
const deskRooms = (side, top, composers) => {
  const rooms = DESK_ROOMS[side];
  const rule = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });
  const composerPatterns = composers.map((module) => `*/${module}`);
  return [
    {
      files: [`${top}/*.{ts,tsx}`],
      ignores: [...composers.map((module) => `${top}/${module}.{ts,tsx}`), `${top}/*.test.{ts,tsx}`, `${top}/vite.config.ts`],
      rules: rule([
        // Its types may name a room's (desk-http.ts's options name the erasure's store): erased, they decide nothing at run time.
        {
          group: rooms.map(roomPattern),
          allowTypeImports: true,
          message: `What every desk room shares (${top}/) imports no room: the rooms import it.`,
        },
        { group: composerPatterns, message: `What every desk room shares imports nothing that puts the rooms together.` },
      ]),
    },
    ...rooms.map((room, index) => ({
      files: [`${top}/${room}/**/*.{ts,tsx}`],
      ignores: ["**/*.test.{ts,tsx}"],
      rules: rule([
        { group: composers.map((module) => `../${module}`), message: `A desk room never imports what puts the rooms together.` },
        ...(index + 1 < rooms.length
          ? [
              {
                group: rooms.slice(index + 1).map((later) => `../${later}/**`),
                message: `The desk's rooms import downwards only: ${rooms.join(" < ")}.`,
              },
            ]
          : []),
      ]),
    })),
  ];
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "file-names": fileNames },
    rules: { "file-names/kebab-case": "error" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Plain JavaScript that runs on any Node before TypeScript tooling can (scripts/require-supported-node.js).
    files: ["scripts/**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["app/**/*.{ts,tsx}", "desk/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The seams between the top-level folders (README, "Layout"):
  //   common/  neutral modules both sides use (paths, languages, endpoints, the site's address); imports nothing else
  //   schemas/ the forms' zod schemas, shared by browser and server; imports common/ and the content's words
  //   app/     the site; never imports server/, scripts/ or pipeline/; in app/content/, the vocabulary imports no
  //            room, a room only those below it, and a rule no other room but for types
  //   pipeline/ what turns rendered pages into served files (the first-paint rewrite, each page's stylesheet,
  //            compression, the SEO files), shared by the build and the publisher; imports common/ only
  //   server/, scripts/  import common/, schemas/, the content (app/content/) and pipeline/, never the rest
  //            of app/; server/ never imports scripts/ (scripts/ imports server/ for the commands)
  //   desk/    the staff desk's pages, built apart (desk/vite.config.ts); imports common/ and schemas/ only;
  //            tests/build/desk-apart.test.ts proves no public page carries its code or words
  //   desk/ and server/desk/ inside: rooms by what staff do, imported downwards only (deskRooms, at the end)
  // The browser bundle must never pull in server code (database drivers, mailer, secrets).
  seam(["app/**/*.{ts,tsx}"], [noServerCode, ownFolderByRelativePath("app")]),
  seam(["app/content/*.ts"], [noServerCode, ownFolderByRelativePath("app"), vocabularyImportsNoRoom], ["app/content/*.test.ts"]),
  ...[...ROOMS_IN_ORDER.map((room) => [room, roomsAbove(room)]), ["rules", rulesImportNoRoom]].map(([room, patterns]) => ({
    files: [`app/content/${room}/**/*.ts`],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [patterns] }] },
  })),
  seam(["app/routes/**/*.tsx", "app/root.tsx"], [noServerCode, ownFolderByRelativePath("app"), editableValues]),
  seam(
    ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}"],
    [noServerCode, ownFolderByRelativePath("app"), editableValues, loaderModules],
    ["**/*.test.{ts,tsx}"],
  ),
  seam(
    ["desk/**/*.{ts,tsx}"],
    [noServerCode, { group: ["~/**", "\\#app/**", "**/app/**", "\\#tests/**"], message: "desk/ imports only common/ and schemas/." }],
  ),
  seam(["schemas/**/*.ts"], [noServerCode, ownFolderByRelativePath("schemas")]),
  seam(["common/**/*.ts"], [{ group: ["~*/**", "\\#*/**", "../**"], message: "common/ is neutral: it imports only common/." }]),
  seam(["pipeline/**/*.ts"], [{ group: ["~*/**", "\\#*/**", "!\\#common/**", "../**"], message: "pipeline/ imports only common/." }]),
  seam(["server/**/*.ts"], [contentOnly, noScripts, ownFolderByRelativePath("server")]),
  // The store is the floor of the server: the tables, their columns and what keeps them (the queue's facts and
  // counts), which every feature above imports. It imports none of them, but for the e-mail it queues and the
  // list of every feature's migrations, which migrations.ts puts together.
  seam(
    ["server/store/**/*.ts"],
    [
      contentOnly,
      noScripts,
      ownFolderByRelativePath("server"),
      {
        group: ["../*", "!../mail", "!../testing", "../mail/*", "!../mail/email-message"],
        message: "server/store/ is the floor of the server: it imports no feature above it.",
      },
    ],
    ["server/store/migrations.ts", "server/store/**/*.test.ts"],
  ),
  // The content store's seams (server/content/store/) are composed in content-store.ts alone: none imports it,
  // nor the desk's routes or the command line above it, so that no arrow runs back up.
  seam(
    ["server/content/store/**/*.ts"],
    [
      contentOnly,
      noScripts,
      ownFolderByRelativePath("server"),
      {
        group: ["**/content-store", "**/content-routes", "**/content-command", "**/release-publisher", "fastify"],
        message: "A seam of the content store imports the context and the other seams; content-store.ts composes them.",
      },
    ],
  ),
  // The icon sprite is generated from the names the site's icon component accepts.
  seam(["scripts/**/*.ts"], [contentOnly, ownFolderByRelativePath("scripts")], ["scripts/icon-sprite.ts", "scripts/icon-sprite.test.ts"]),
  seam(["scripts/icon-sprite.ts", "scripts/icon-sprite.test.ts"], [ownFolderByRelativePath("scripts")]),
  seam(["tests/**/*.ts"], [ownFolderByRelativePath("tests")]),
  ...deskRooms("client", "desk", ["desk", "main"]),
  ...deskRooms("server", "server/desk", ["desk-plugin", "desk-housekeeping"]),
);
