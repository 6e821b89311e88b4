/**
 * The pages a browser without JavaScript gets after posting a form: self-contained (inline CSS, no
 * scripts, no external files), so they render even when the rest of the site's assets do not. The
 * hospital's name and numbers on them are the published content's (the release the server serves),
 * never the repository's compiled identity: a number changed in the desk is the number these pages
 * offer (server/content-sources.test.ts holds the server to it).
 */
import { CONTENT, type LocaleContent } from "#app/content/words/all-locales";
import { AMBULANCE_NUMBER } from "#app/content/links";
import { frameFactsOf } from "#app/content/views/frame-facts";
import type { SiteContent } from "#app/content/model/site-content";
import { doctorCardsOf, saidIn } from "#app/content/views/page-content";
import type { PhoneLine } from "#app/content/model/site-content.schema";
import { weekdayOf } from "#schemas/opd-days";
import type { Appointment } from "#schemas/appointment";
import { DEFAULT_LOCALE, type Locale, type Localized, localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { escapeHtml } from "../mail/text-safety";

type Words = LocaleContent["serverAnswers"]["resultPages"];

/** Words of these pages in each language (app/content/words/{en,hi}/server-answers.ts); the forms' labels and the spec's alerts come from the forms' content. */
const WORDS: Localized<Words> = { en: CONTENT.en.serverAnswers.resultPages, hi: CONTENT.hi.serverAnswers.resultPages };

const STYLE = `
  body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", Mangal, Arial, sans-serif; color: #1f2937; background: #f4f8fd; }
  :lang(hi) body { line-height: 1.75; }
  header { background: linear-gradient(135deg, #1a365d 0%, #174a99 100%); color: #fff; padding: 1rem 1.25rem; font-weight: 700; }
  header a { color: #fff; }
  .emergency { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; justify-content: space-between; align-items: center; background: #b91c1c; color: #fff; padding: 0 1.25rem; font-weight: 700; }
  .emergency a { color: #fff; display: inline-block; min-height: 44px; line-height: 44px; white-space: nowrap; }
  .nowrap { white-space: nowrap; }
  .reference strong { font-family: ui-monospace, monospace; font-size: 2rem; white-space: nowrap; user-select: all; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; }
  .call a, nav a { display: inline-block; min-height: 44px; line-height: 44px; }
  .red-flag { border: 2px solid #b91c1c; background: #fef2f2; border-radius: 0.75rem; padding: 1rem; margin: 0 0 1.5rem; }
  .red-flag p { margin: 0.25rem 0; }
  .red-flag strong { color: #991b1b; font-size: 1.125rem; }
  .red-flag a { display: block; margin-top: 0.75rem; min-height: 48px; line-height: 48px; border-radius: 0.5rem; text-align: center; font-size: 1.125rem; font-weight: 700; text-decoration: none; }
  .red-flag a.ambulance { background: #b91c1c; color: #fff; }
  .red-flag a.hospital { background: #fff; color: #991b1b; box-shadow: inset 0 0 0 2px #b91c1c; }
  main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.08); }
  h1 { color: #1a365d; font-size: 1.5rem; line-height: 1.3; margin-top: 0; }
  .reference { font-size: 1.25rem; font-weight: 700; letter-spacing: 0.05em; }
  li { margin: 0.25rem 0; }
  nav { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 1.5rem; }
  a { color: #1d55b0; font-weight: 600; }
  a:focus-visible { outline: 3px solid #1d55b0; outline-offset: 2px; }
`;

type Link = { href: string; text: string };

function page(locale: Locale, title: string, body: string, links: Link[], content: SiteContent): string {
  const nav = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`).join("");
  const frame = frameFactsOf(content, locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(frame.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="emergency"><span>${escapeHtml(CONTENT[locale].site.emergencyCall)}</span>${phoneLink(frame.emergency)}</div>
<header><a href="${escapeHtml(localizedPath(locale, paths.home))}">${escapeHtml(frame.name)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<nav aria-label="${escapeHtml(WORDS[locale].nextSteps)}">${nav}</nav>
</main>
</body>
</html>
`;
}

const phoneLink = (phone: PhoneLine) => `<a href="tel:${escapeHtml(phone.e164)}">${escapeHtml(phone.display)}</a>`;

/** A sentence of the content with "{phone}" (and "{ambulance}") made click-to-call links. */
const withPhones = (sentence: string, phone: PhoneLine) =>
  escapeHtml(sentence)
    .replace("{phone}", phoneLink(phone))
    .replace("{ambulance}", phoneLink({ e164: AMBULANCE_NUMBER, display: AMBULANCE_NUMBER }));

const callUs = (words: Words, locale: Locale, content: SiteContent) =>
  `<p class="call">${escapeHtml(words.callUs)} ${phoneLink(frameFactsOf(content, locale).phone)}</p>`;

/**
 * What the site's forms show as the visitor types a message that sounds like an emergency, said again
 * here, above the reference: call now, with the two numbers as big links.
 */
function redFlagNotice(locale: Locale, content: SiteContent): string {
  const words = CONTENT[locale].forms.redFlagNotice;
  const emergency = frameFactsOf(content, locale).emergency;
  return `<div class="red-flag" role="alert">
<p><strong>${escapeHtml(words.heading)}</strong></p>
<p>${escapeHtml(words.text)}</p>
<a class="ambulance" href="tel:${escapeHtml(AMBULANCE_NUMBER)}">${escapeHtml(words.callAmbulance.replace("{ambulance}", AMBULANCE_NUMBER))}</a>
<a class="hospital" href="tel:${escapeHtml(emergency.e164)}">${escapeHtml(words.callEmergency.replace("{phone}", emergency.display))}</a>
</div>`;
}

/** The language of the page, English unless the visitor used another. */
type InLanguage = { locale?: Locale };

/** The published content the site serves now: the hospital's name, its phone lines, its doctors and specialities. */
type Published = { content: SiteContent };

const homeLink = (locale: Locale): Link => ({ href: localizedPath(locale, paths.home), text: WORDS[locale].home });

/** "Sunday, 29 November": the weekday in the form's words and the date as the language writes it. */
function preferredDay(day: string, locale: Locale): string | undefined {
  const weekday = weekdayOf(day);
  if (weekday === undefined) return undefined;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const shown = new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  return `${CONTENT[locale].forms.appointmentForm.weekdays[weekday]}, ${shown}`;
}

/** The booking confirmation the site's script shows, as HTML: what was asked, who calls from which number, the emergency line. */
function appointmentSummary(appointment: Appointment, locale: Locale, content: SiteContent): string {
  const form = CONTENT[locale].forms.appointmentForm;
  const words = CONTENT[locale].forms.appointmentPage.confirmation;
  const doctor = doctorCardsOf(content, locale).find((card) => card.id === appointment.doctor);
  const department = doctor && CONTENT[locale].departments.find((candidate) => candidate.slug === doctor.speciality)?.name;
  const speciality = content.appointment.specialities.find((option) => option.value === appointment.speciality);
  const day = appointment.preferredDate ? preferredDay(appointment.preferredDate, locale) : undefined;
  const specialityShown = speciality?.label[locale] ?? appointment.speciality;
  const rows: [string, string][] = [
    [words.doctor, doctor?.name ?? form.doctorAny],
    // One row where the doctor's department is the speciality asked for, as the site's confirmation does.
    ...(department && department !== specialityShown ? [[words.department, department] as [string, string]] : []),
    [words.speciality, specialityShown],
    [words.day, day ?? words.dayAny],
    [words.partOfDay, appointment.preferredTime ? form.preferredTimeOptions[appointment.preferredTime] : form.preferredTimeAny],
  ];
  const callsFrom = content.hospital.phones.callsFrom;
  const callBackTime = saidIn(content.guide.callBackTime, locale);
  const callLine = [
    callsFrom.state === "supplied" ? withPhones(words.callsFrom, callsFrom.value) : escapeHtml(words.callsYou),
    ...(callBackTime === undefined ? [] : [escapeHtml(callBackTime)]),
  ].join(" ");
  return `<h2>${escapeHtml(words.askedHeading)}</h2>
<dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("\n")}
</dl>
<h2>${escapeHtml(words.nextHeading)}</h2>
<p class="call">${callLine}</p>
<p class="call">${withPhones(words.emergency, frameFactsOf(content, locale).emergency)}</p>`;
}

export function successPage({
  locale = DEFAULT_LOCALE,
  content,
  ...options
}: {
  message: string;
  referenceId: string;
  appointment?: Appointment;
  /** Whether what was sent sounds like an emergency (the desk's red flags): the page says to call now. */
  redFlag?: boolean;
} & Published &
  InLanguage): string {
  const words = WORDS[locale];
  const body = `${options.redFlag ? `${redFlagNotice(locale, content)}\n` : ""}<p class="reference">${escapeHtml(words.referenceLine)} <strong>${escapeHtml(options.referenceId)}</strong></p>
<p>${escapeHtml(words.referenceHint)}</p>${options.appointment ? `\n${appointmentSummary(options.appointment, locale, content)}` : ""}`;
  const another: Link[] = options.appointment
    ? [{ href: localizedPath(locale, paths.bookAppointment), text: CONTENT[locale].forms.appointmentPage.confirmation.another }]
    : [];
  return page(
    locale,
    options.message,
    body,
    [...another, { href: localizedPath(locale, paths.patientGuide), text: words.patientGuide }, homeLink(locale)],
    content,
  );
}

export function invalidPage({
  locale = DEFAULT_LOCALE,
  content,
  ...options
}: { problems: { label: string; message: string }[]; formPage: string } & Published & InLanguage): string {
  const words = WORDS[locale];
  const items = options.problems
    .map((problem) => `<li><strong>${escapeHtml(problem.label)}</strong>: ${escapeHtml(problem.message)}</li>`)
    .join("\n");
  const body = `<p>${escapeHtml(words.invalidIntro)}</p>
<ul>
${items}
</ul>
<p>${escapeHtml(words.invalidBackHint)}</p>`;
  return page(locale, words.invalidHeading, body, [{ href: options.formPage, text: words.backToForm }, homeLink(locale)], content);
}

/** A page that says why nothing was sent, with the number to call and the way back to the form. */
function notSentPage({ locale = DEFAULT_LOCALE, formPage, content }: NotSentOptions, heading: keyof Words, text: keyof Words): string {
  const words = WORDS[locale];
  return page(
    locale,
    words[heading],
    `<p>${escapeHtml(words[text])}</p>\n${callUs(words, locale, content)}`,
    [{ href: formPage, text: words.backToForm }, homeLink(locale)],
    content,
  );
}

type NotSentOptions = { formPage: string } & Published & InLanguage;

export const tooManyRequestsPage = (options: NotSentOptions) => notSentPage(options, "tooManyHeading", "tooManyText");

export const unavailablePage = (options: NotSentOptions) => notSentPage(options, "unavailableHeading", "unavailableText");

export const crossSitePage = (options: NotSentOptions) => notSentPage(options, "crossSiteHeading", "crossSiteText");

export const busyPage = (options: NotSentOptions) => notSentPage(options, "busyHeading", "busyText");
