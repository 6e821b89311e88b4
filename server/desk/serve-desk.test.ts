import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDeskPages } from "./serve-desk";

const SHELL = '<!doctype html><title>Front desk</title><script type="module" src="/desk/assets/desk-abc.js"></script>';

describe("the desk's pages", () => {
  let pagesDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    pagesDir = mkdtempSync(join(tmpdir(), "desk-pages-"));
    mkdirSync(join(pagesDir, "assets"));
    writeFileSync(join(pagesDir, "index.html"), SHELL);
    writeFileSync(join(pagesDir, "assets", "desk-abc.js"), "console.log('desk')");
    app = Fastify();
    await registerDeskPages(app, pagesDir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(pagesDir, { recursive: true, force: true });
  });

  it("answers every screen's address with the desk's page, which picks the screen in the browser", async () => {
    for (const url of ["/desk", "/desk/", "/desk/requests/APT-12345678", "/desk/set-password", "/desk/audit?x=1"]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(answer.body, url).toBe(SHELL);
    }
  });

  it("serves its scripts as scripts, and a missing one as 404 rather than the page", async () => {
    const script = await app.inject({ url: "/desk/assets/desk-abc.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await app.inject({ url: "/desk/assets/desk-gone.js" })).statusCode).toBe(404);
  });

  it("answers 404 when the desk has not been built", async () => {
    const unbuilt = Fastify({ logger: false });
    await registerDeskPages(unbuilt, join(pagesDir, "nowhere"));
    expect((await unbuilt.inject({ url: "/desk" })).statusCode).toBe(404);
    await unbuilt.close();
  });
});
