import type { SpriteIconName } from "./icon-names";
// `?no-inline`: a symbol in a data: URL cannot be referenced by <use>, so the sprite stays a file.
import spriteUrl from "./icon-sprite.svg?no-inline";

/**
 * A decorative icon from the site's sprite (scripts/icon-sprite.ts); the text beside it, or the
 * control's accessible name, carries the meaning. `strokeWidth` thins or thickens line icons.
 */
export function Icon({ name, className = "size-6", strokeWidth = 2 }: { name: SpriteIconName; className?: string; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" strokeWidth={strokeWidth} className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
