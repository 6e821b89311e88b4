/**
 * Writes app/components/ui/icon-sprite.svg: one <symbol> per icon the site draws. Pages reference the
 * symbols with <use>, so the drawings travel once, in a long-cached file, instead of inside every
 * page's JavaScript (issue 5's 120 KB budget). Line icons come from Lucide (ISC licence); the social
 * networks' marks are simplified single-path glyphs of our own, since Lucide has no brand logos.
 *
 *   npm run icons        regenerate after changing the list of icons
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Activity,
  ArrowRight,
  Baby,
  BadgePercent,
  Bed,
  Bone,
  CalendarCheck,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  Clock,
  Droplet,
  HeartPulse,
  Hospital,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Microscope,
  PersonStanding,
  Phone,
  Pill,
  Play,
  Quote,
  ScanLine,
  Scissors,
  ShieldCheck,
  Siren,
  Stethoscope,
  Syringe,
  Toothbrush,
  Truck,
  UserRound,
  Users,
  X,
} from "lucide-react";
import type { SocialNetwork, SpriteIconName } from "#app/components/ui/icon-names";

export const ICON_SPRITE_FILE = join(import.meta.dirname, "../app/components/ui/icon-sprite.svg");

const LINE_ICONS: Record<Exclude<SpriteIconName, SocialNetwork>, LucideIcon> = {
  bed: Bed,
  siren: Siren,
  baby: Baby,
  scan: ScanLine,
  "heart-pulse": HeartPulse,
  scissors: Scissors,
  bone: Bone,
  stethoscope: Stethoscope,
  syringe: Syringe,
  activity: Activity,
  droplet: Droplet,
  toothbrush: Toothbrush,
  "person-standing": PersonStanding,
  users: Users,
  hospital: Hospital,
  pill: Pill,
  microscope: Microscope,
  "shield-check": ShieldCheck,
  clock: Clock,
  truck: Truck,
  "badge-percent": BadgePercent,
  "arrow-right": ArrowRight,
  "calendar-check": CalendarCheck,
  "circle-check": CircleCheck,
  "chevron-right": ChevronRight,
  "chevron-up": ChevronUp,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "message-circle": MessageCircle,
  phone: Phone,
  play: Play,
  quote: Quote,
  "user-round": UserRound,
  x: X,
};

const SOCIAL_GLYPHS: Record<SocialNetwork, string> = {
  facebook: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4.3c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
  instagram:
    "M12 3.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.4.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1-.1-1.4-.1-4s0-3 .1-4C4 5.3 5.3 4 8 3.9c1 0 1.3-.1 4-.1zM12 2c-2.7 0-3.1 0-4.1.1C4.2 2.2 2.2 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3.1.1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.1 5.7-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8C15.1 2 14.7 2 12 2zm0 4.9a5.1 5.1 0 1 0 0 10.2 5.1 5.1 0 0 0 0-10.2zm0 8.4a3.3 3.3 0 1 1 0-6.6 3.3 3.3 0 0 1 0 6.6zm5.3-9.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z",
  linkedin:
    "M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6h.1c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM7.1 20.5H3.5V9h3.6v11.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z",
};

/** The shapes inside a Lucide icon's <svg>, as markup. */
function lucideShapes(icon: LucideIcon): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!shapes) throw new Error(`Unexpected markup for a Lucide icon: ${markup.slice(0, 80)}`);
  return shapes;
}

// The stroke width is left to each <svg> that uses a line icon, so one drawing serves thin and bold uses.
export function renderIconSprite(): string {
  const lineSymbols = Object.entries(LINE_ICONS).map(
    ([name, icon]) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${lucideShapes(icon)}</symbol>`,
  );
  const glyphSymbols = Object.entries(SOCIAL_GLYPHS).map(
    ([name, path]) => `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor" stroke="none"><path d="${path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...lineSymbols, ...glyphSymbols].join("\n")}\n</svg>\n`;
}

if (process.argv[1]?.endsWith("icon-sprite.ts")) {
  writeFileSync(ICON_SPRITE_FILE, renderIconSprite());
  console.log(`Wrote ${ICON_SPRITE_FILE}`);
}
