/**
 * An SVG drawing as a data: address, for a page to carry it instead of fetching it: the characters a
 * URL or an HTML attribute would misread are escaped, the rest stays readable and compresses with the page.
 */
export function svgDataAddress(svg: string): string {
  // Quotes too: React writes a quote in an attribute as a six-byte entity, a URL escape is three.
  const escaped = svg
    .trim()
    .replace(/[%#<>"'\r\n\t]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `data:image/svg+xml,${escaped}`;
}
