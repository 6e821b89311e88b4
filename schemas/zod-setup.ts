/**
 * Imported by every shared schema before it is built. zod compiles object parsers with `new Function`
 * when it may; the site's Content-Security-Policy forbids eval, and Chromium reports even the probe zod
 * makes (and catches) as a violation. Parsing without it costs nothing noticeable for forms this small.
 */
import { z } from "zod/mini";
// zod/mini registers no language for the messages zod writes itself, where classic zod registers
// English: a body that is not an object at all still answers "Invalid input: expected object, received null".
import en from "zod/v4/locales/en.js";

z.config({ jitless: true, ...en() });
