/**
 * Imported by every shared schema before it is built. zod compiles object parsers with `new Function`
 * when it may; the site's Content-Security-Policy forbids eval, and Chromium reports even the probe zod
 * makes (and catches) as a violation. Parsing without it costs nothing noticeable for forms this small.
 */
import { z } from "zod";

z.config({ jitless: true });
