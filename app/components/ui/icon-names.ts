import type { IconName as ContentIconName } from "../../content/keys";

/** Icons the layout and pages draw themselves (content names its own from ICON_NAMES in content/keys.ts). */
export const INTERFACE_ICON_NAMES = [
  "arrow-right",
  "calendar-check",
  "circle-check",
  "chevron-right",
  "chevron-up",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "phone",
  "play",
  "quote",
  "user-round",
  "x",
] as const;

/** The networks the hospital has pages on; their marks are filled glyphs, not line icons. */
export const SOCIAL_NETWORKS = ["facebook", "youtube", "instagram", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Every symbol in icon-sprite.svg. */
export type SpriteIconName = ContentIconName | (typeof INTERFACE_ICON_NAMES)[number] | SocialNetwork;
