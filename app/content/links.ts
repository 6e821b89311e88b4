/**
 * What stays fixed in code about the hospital (its registered name, the national ambulance number) and
 * how a number or an address becomes a link. Components may import this; the numbers and addresses
 * themselves are content (site-content.ts) and reach them as loader data.
 */

/** The registered name, as the page titles and the share image carry it. */
export const HOSPITAL_NAME = "Aarogya Multi-Speciality Hospital";
export const HOSPITAL_SHORT_NAME = "Aarogya Hospital";
/**
 * Where a page's title (its words' `meta.title`) names the hospital: metaForPage (seo.ts) puts in the
 * name as the page's language writes it (`site.hospitalName`), so no title spells it on its own.
 */
export const HOSPITAL_IN_TITLE = "{hospital}";

export { AMBULANCE_NUMBER } from "#common/emergency";

export const telLink = (e164: string) => `tel:${e164}`;
export const whatsappLink = (number: string) => `https://wa.me/${number}`;
export const mailLink = (email: string) => `mailto:${email}`;
