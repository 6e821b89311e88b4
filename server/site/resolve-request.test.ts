/** The URL rules of spec section 2 in both languages, on a made-up build: no files, no server. */
import { describe, expect, it } from "vitest";
import { resolveRequest } from "./serve-site";
import type { SiteFiles } from "./site-files";

const page = (path: string) => `${path.slice(1) || "."}/index.html`.replace(/^\.\//, "");
const pagePaths = ["/", "/about", "/gallery", "/speciality", "/speciality/orthopaedics", "/speciality/dental"];
const site: SiteFiles = {
  pages: new Map([...pagePaths, ...pagePaths.map((path) => (path === "/" ? "/hi" : `/hi${path}`))].map((path) => [path, page(path)])),
  files: new Map([
    ["/favicon.svg", "favicon.svg"],
    ["/assets/home-1.js", "assets/home-1.js"],
    ...[
      "/_.data",
      "/hi/_.data",
      "/speciality/dental.data",
      "/speciality/_fallback.data",
      "/hi/speciality/dental.data",
      "/hi/speciality/_fallback.data",
    ].map((path) => [path, path.slice(1)] as [string, string]),
  ]),
  specialityFallback: { en: "speciality/_fallback/index.html", hi: "hi/speciality/_fallback/index.html" },
};

describe("resolving a request", () => {
  it("serves each language's pages from its own files", () => {
    expect(resolveRequest(site, "/about")).toEqual({ kind: "page", file: "about/index.html", status: 200 });
    expect(resolveRequest(site, "/hi")).toEqual({ kind: "page", file: "hi/index.html", status: 200 });
    expect(resolveRequest(site, "/hi/about")).toEqual({ kind: "page", file: "hi/about/index.html", status: 200 });
  });

  it("matches a Hindi speciality case-insensitively, with the Hindi fallback for unknown names", () => {
    expect(resolveRequest(site, "/hi/speciality/OrthoPaedics")).toEqual({
      kind: "page",
      file: "hi/speciality/orthopaedics/index.html",
      status: 200,
    });
    expect(resolveRequest(site, "/hi/speciality/cardiology")).toEqual({
      kind: "page",
      file: "hi/speciality/_fallback/index.html",
      status: 404,
    });
    expect(resolveRequest(site, "/speciality/cardiology")).toEqual({ kind: "page", file: "speciality/_fallback/index.html", status: 404 });
    expect(resolveRequest(site, "/speciality/DENTAL")).toEqual({ kind: "page", file: "speciality/dental/index.html", status: 200 });
  });

  it("answers each language's home page data where React Router asks for it", () => {
    expect(resolveRequest(site, "/_.data")).toEqual({ kind: "file", file: "_.data" });
    expect(resolveRequest(site, "/hi.data")).toEqual({ kind: "file", file: "hi/_.data" });
    expect(resolveRequest(site, "/hi/_.data")).toEqual({ kind: "file", file: "hi/_.data" });
  });

  it("answers a speciality's page data by the page's rules: any case of a known name, the fallback's data otherwise", () => {
    expect(resolveRequest(site, "/speciality/dental.data")).toEqual({ kind: "file", file: "speciality/dental.data" });
    expect(resolveRequest(site, "/speciality/DenTal.data")).toEqual({ kind: "file", file: "speciality/dental.data" });
    expect(resolveRequest(site, "/hi/speciality/DENTAL.data")).toEqual({ kind: "file", file: "hi/speciality/dental.data" });
    expect(resolveRequest(site, "/speciality/cardiology.data")).toEqual({ kind: "file", file: "speciality/_fallback.data" });
    expect(resolveRequest(site, "/hi/speciality/xyz.data")).toEqual({ kind: "file", file: "hi/speciality/_fallback.data" });
  });

  it("sends unknown Hindi pages to /hi and unknown English ones to /", () => {
    for (const path of ["/hi/nope", "/hi/about/team", "/hi/GALLERY", "/hi/speciality/dental/extra"]) {
      expect(resolveRequest(site, path), path).toEqual({ kind: "redirect", location: "/hi", status: 302 });
    }
    for (const path of ["/nope", "/HI/about", "/hindi", "/GALLERY"]) {
      expect(resolveRequest(site, path), path).toEqual({ kind: "redirect", location: "/", status: 302 });
    }
  });

  it("drops a trailing slash and forwards the old gallery link, in each language", () => {
    expect(resolveRequest(site, "/hi/")).toEqual({ kind: "redirect", location: "/hi", status: 301 });
    expect(resolveRequest(site, "/hi/about/")).toEqual({ kind: "redirect", location: "/hi/about", status: 301 });
    expect(resolveRequest(site, "/hi/speciality/Dental/")).toEqual({ kind: "redirect", location: "/hi/speciality/Dental", status: 301 });
    expect(resolveRequest(site, "/galler")).toEqual({ kind: "redirect", location: "/gallery", status: 301 });
    expect(resolveRequest(site, "/hi/galler")).toEqual({ kind: "redirect", location: "/hi/gallery", status: 301 });
  });

  it("answers unknown files with a plain 404, under /hi too", () => {
    expect(resolveRequest(site, "/favicon.svg")).toEqual({ kind: "file", file: "favicon.svg" });
    expect(resolveRequest(site, "/hi/missing.png")).toEqual({ kind: "missing-file" });
    expect(resolveRequest(site, "/assets/missing.js")).toEqual({ kind: "missing-file" });
  });
});
