/**
 * The hospital's mark, the drawing of public/favicon.svg: the header draws it in the page, and the tab's
 * icon is the same drawing written into the page as a data: address. Neither is fetched: on a phone's
 * first connection every request before the first paint competes with the page itself.
 */
import { svgDataAddress } from "../../svg-data-address";

const SQUARE = { x: 1, y: 1, width: 30, height: 30, rx: 7, fill: "#1d55b0" };
const CROSS = { d: "M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z", fill: "#fff" };

export function BrandMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect {...SQUARE} />
      <path {...CROSS} />
    </svg>
  );
}

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}='${value}'`)
    .join(" ");

/** The mark as the tab's icon, written into the page. */
export const BRAND_MARK_ICON = /* @__PURE__ */ svgDataAddress(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect ${attributes(SQUARE)}/><path ${attributes(CROSS)}/></svg>`,
);
