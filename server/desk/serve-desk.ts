/**
 * The desk's pages: one HTML shell and its hashed scripts and styles, built apart from the public site
 * into build/desk/ (desk/vite.config.ts). Every other address under /desk is a screen of the desk,
 * answered with the shell, which picks the screen in the browser. The desk plugin registers these
 * routes in a scope that adds no-store, noindex and the desk's own CSP (desk-headers.ts).
 */
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { permissionsPolicy } from "../http/security-headers";

const SHELL = "index.html";
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
};

type DeskFile = { body: Buffer; type: string };

/** The public site denies passkeys to itself; the desk's pages sign in with them, from their own origin only. */
const DESK_PERMISSIONS_POLICY = permissionsPolicy().replace("publickey-credentials-get=()", "publickey-credentials-get=(self)");
// A route's own onSend runs after the site's, which sets the public policy on every answer.
const allowPasskeys = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header("permissions-policy", DESK_PERMISSIONS_POLICY);
  return payload;
};

/** Every file of the desk's build by its address ("/desk/assets/index-abc.js"), read once: a few small files. */
async function readDeskFiles(pagesDir: string): Promise<Map<string, DeskFile> | null> {
  let entries;
  try {
    entries = await readdir(pagesDir, { withFileTypes: true, recursive: true });
  } catch {
    return null;
  }
  const files = new Map<string, DeskFile>();
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const type = CONTENT_TYPES[extname(entry.name)];
    if (type) files.set(`/desk/${relative(pagesDir, path).split(sep).join("/")}`, { body: await readFile(path), type });
  }
  return files.has(`/desk/${SHELL}`) ? files : null;
}

/** `pagesDir` undefined: only the API is served, and /desk answers 404. */
export async function registerDeskPages(app: FastifyInstance, pagesDir: string | undefined): Promise<void> {
  const files = pagesDir === undefined ? null : await readDeskFiles(pagesDir);
  if (!files && pagesDir !== undefined) {
    app.log.warn({ pagesDir }, "the desk's pages are not built: /desk answers 404 until `npm run build` has run");
  }
  const shell = files?.get(`/desk/${SHELL}`);

  const handler = async (request: FastifyRequest<{ Params: { "*"?: string } }>, reply: FastifyReply) => {
    if (!files || !shell) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    // The path as routed (decoded), not as sent: /%64esk/assets/x.js is the same file as /desk/assets/x.js.
    const path = request.params["*"] === undefined ? "/desk" : `/desk/${request.params["*"]}`;
    const file = files.get(path);
    if (file) return reply.type(file.type).send(file.body);
    // A missing script or style is a 404, not the shell: a browser would try to run HTML as a script.
    if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    return reply.type(shell.type).send(shell.body);
  };
  app.get<{ Params: { "*"?: string } }>("/desk", { onSend: allowPasskeys }, handler);
  app.get<{ Params: { "*"?: string } }>("/desk/*", { onSend: allowPasskeys }, handler);
}
