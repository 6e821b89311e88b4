/**
 * How content reaches the pages: every loader reads `context.get(contentContext)`. `npm run build` passes
 * no context, so the build renders the seed (the repository's content); the publisher renders a
 * release's content by passing `contentLoadContext(content)` as the request handler's load context.
 */
import { RouterContextProvider, createContext } from "react-router";
import { SEED_CONTENT } from "../model/seed-content";
import type { SiteContent } from "../model/site-content.schema";

export const contentContext = createContext<SiteContent>(SEED_CONTENT);

/** The load context that renders the pages from `content` (react-router.config.ts has v8_middleware on). */
export function contentLoadContext(content: SiteContent): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(contentContext, content);
  return context;
}
