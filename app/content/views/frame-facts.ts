/**
 * The facts every page's frame shows (the top bar, the footer, the notices banner, the click-to-call
 * links and the hospital's structured data), made from the content by the root loader, in the language
 * of the build. Components get them through the root loader's data (useFrame), never by import, so a
 * published change reaches every page without a new build of the scripts.
 */
import type { Locale } from "#common/locale";
import { factValue, known } from "../hospital-fact";
import type { PhoneLine, SiteContent } from "../model/site-content.schema";
import { noticesShownAt } from "../model/site-pages";
import { ADDRESS_TAIL } from "../facts/hospital";

export type FrameFacts = {
  /** The hospital's name in full, in this language (the footer's heading). */
  name: string;
  /** The name beside the logo at the top of every page, in this language. */
  shortName: string;
  /** A sentence or two about the hospital, in this language (the footer; the home page's structured data). */
  about: string;
  phone: PhoneLine;
  /** The number under "Emergency 24x7": the main number until the hospital names another. */
  emergency: PhoneLine;
  pharmacy: PhoneLine;
  /** The billing desk's own line, or null where pages offer the main number. */
  billingDesk: PhoneLine | null;
  whatsapp: { number: string; display: string };
  email: string;
  street: string;
  /** One line of the postal address, as printed in the footer and on the contact card. */
  postalAddress: string;
  pin: { latitude: number; longitude: number };
  mapLink: string;
  /** The map the Contact page loads on request: always Google's embed (the CSP allows no other), for the address. */
  mapEmbedUrl: string;
  socials: { facebook: string; youtube: string; instagram: string; linkedin: string };
  /** The notices shown now, in this language. */
  notices: { id: string; text: string }[];
};

export function frameFactsOf(content: SiteContent, locale: Locale, now: Date = new Date()): FrameFacts {
  const facts = content.hospital;
  const street = known(facts.street);
  const name = known(facts.name);
  // Maps find the hospital by its name as the map knows it, in English, on pages in every language.
  const mapQuery = encodeURIComponent(`${name.en}, ${street}, ${ADDRESS_TAIL}`);
  return {
    name: name[locale],
    shortName: known(facts.shortName)[locale],
    about: facts.about[locale],
    phone: known(facts.phones.main),
    emergency: known(facts.phones.emergency),
    pharmacy: known(facts.phones.pharmacy),
    billingDesk: factValue(facts.phones.billingDesk) ?? null,
    whatsapp: known(facts.phones.whatsapp),
    email: known(facts.email),
    street,
    postalAddress: `${street}, ${ADDRESS_TAIL}`,
    pin: known(facts.pin),
    mapLink: known(facts.mapLink),
    mapEmbedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    socials: {
      facebook: known(facts.socials.facebook),
      youtube: known(facts.socials.youtube),
      instagram: known(facts.socials.instagram),
      linkedin: known(facts.socials.linkedin),
    },
    notices: noticesShownAt(content, now).map((notice) => ({ id: notice.id, text: notice.text[locale] })),
  };
}
