/**
 * The pages a browser without JavaScript gets after posting a form: self-contained (inline CSS, no
 * scripts, no external files), so they render even when the rest of the site's assets do not.
 */
import { hospital } from "#app/content/hospital";
import { DEFAULT_LOCALE, type Locale, type Localized, localizedPath } from "#common/locale";
import { paths } from "#common/paths";
import { escapeHtml } from "../mail/compose";

type Words = {
  referenceLine: string;
  referenceHint: string;
  invalidHeading: string;
  invalidIntro: string;
  invalidBackHint: string;
  tooManyHeading: string;
  tooManyText: string;
  unavailableHeading: string;
  unavailableText: string;
  crossSiteHeading: string;
  crossSiteText: string;
  busyHeading: string;
  busyText: string;
  callUs: string;
  backToForm: string;
  home: string;
  nextSteps: string;
};

/** Words of these pages in each language; the forms' labels and the spec's alerts come from app/content. */
const WORDS: Localized<Words> = {
  en: {
    referenceLine: "Your reference number is",
    referenceHint: "Quote it if you call us about this.",
    invalidHeading: "Please check the form",
    invalidIntro: "Nothing was sent yet. Please correct the following and send the form again:",
    invalidBackHint: "Your browser's Back button returns to the form with what you typed.",
    tooManyHeading: "Too many attempts",
    tooManyText: "This form was sent too many times from your connection. Please try again later, or call us.",
    unavailableHeading: "Not sent yet",
    unavailableText: "We could not save your form just now. Please go back and send it again in a minute, or call us.",
    crossSiteHeading: "Not sent: this form came from another website",
    crossSiteText: "For your safety we accept this form only from our own website. Nothing was sent. Please fill it in on our site, or call us.",
    busyHeading: "Very busy just now",
    busyText: "We are receiving an unusual number of forms and could not take yours. Nothing was sent. Please try again in a minute, or call us.",
    callUs: "Call us:",
    backToForm: "Back to the form",
    home: "Home page",
    nextSteps: "Next steps",
  },
  hi: {
    referenceLine: "आपका संदर्भ नंबर है",
    referenceHint: "इस बारे में कॉल करें तो यह नंबर बताएँ।",
    invalidHeading: "कृपया फ़ॉर्म जाँच लें",
    invalidIntro: "अभी कुछ नहीं भेजा गया है। कृपया नीचे दी गई बातें ठीक करके फ़ॉर्म फिर से भेजें:",
    invalidBackHint: "ब्राउज़र का Back बटन आपको आपकी लिखी जानकारी के साथ फ़ॉर्म पर लौटा देगा।",
    tooManyHeading: "बहुत ज़्यादा कोशिशें",
    tooManyText: "आपके कनेक्शन से यह फ़ॉर्म बहुत बार भेजा गया है। कृपया थोड़ी देर बाद फिर कोशिश करें, या हमें कॉल करें।",
    unavailableHeading: "अभी नहीं भेजा गया",
    unavailableText: "हम अभी आपका फ़ॉर्म सहेज नहीं सके। कृपया वापस जाकर एक मिनट बाद फिर से भेजें, या हमें कॉल करें।",
    crossSiteHeading: "नहीं भेजा गया: यह फ़ॉर्म किसी दूसरी वेबसाइट से आया",
    crossSiteText: "आपकी सुरक्षा के लिए हम यह फ़ॉर्म केवल अपनी वेबसाइट से स्वीकार करते हैं। कुछ नहीं भेजा गया। कृपया इसे हमारी वेबसाइट पर भरें, या हमें कॉल करें।",
    busyHeading: "अभी बहुत व्यस्त",
    busyText: "अभी असामान्य रूप से बहुत सारे फ़ॉर्म आ रहे हैं, इसलिए आपका फ़ॉर्म नहीं लिया जा सका। कुछ नहीं भेजा गया। कृपया एक मिनट बाद फिर कोशिश करें, या हमें कॉल करें।",
    callUs: "हमें कॉल करें:",
    backToForm: "फ़ॉर्म पर लौटें",
    home: "होम पेज",
    nextSteps: "आगे क्या करें",
  },
};

const STYLE = `
  body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", Mangal, Arial, sans-serif; color: #1f2937; background: #f4f8fd; }
  :lang(hi) body { line-height: 1.75; }
  header { background: linear-gradient(135deg, #1a365d 0%, #174a99 100%); color: #fff; padding: 1rem 1.25rem; font-weight: 700; }
  main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.08); }
  h1 { color: #1a365d; font-size: 1.5rem; line-height: 1.3; margin-top: 0; }
  .reference { font-size: 1.25rem; font-weight: 700; letter-spacing: 0.05em; }
  li { margin: 0.25rem 0; }
  nav { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 1.5rem; }
  a { color: #1d55b0; font-weight: 600; }
  a:focus-visible { outline: 3px solid #1d55b0; outline-offset: 2px; }
`;

type Link = { href: string; text: string };

function page(locale: Locale, title: string, body: string, links: Link[]): string {
  const nav = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`).join("");
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(hospital.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(hospital.name)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<nav aria-label="${escapeHtml(WORDS[locale].nextSteps)}">${nav}</nav>
</main>
</body>
</html>
`;
}

const callUs = (words: Words) => `<p>${escapeHtml(words.callUs)} <a href="tel:${escapeHtml(hospital.phone)}">${escapeHtml(hospital.phoneDisplay)}</a></p>`;

/** The language of the page, English unless the visitor used another. */
type InLanguage = { locale?: Locale };

const homeLink = (locale: Locale): Link => ({ href: localizedPath(locale, paths.home), text: WORDS[locale].home });

export function successPage({ locale = DEFAULT_LOCALE, ...options }: { message: string; referenceId: string } & InLanguage): string {
  const words = WORDS[locale];
  const body = `<p class="reference">${escapeHtml(words.referenceLine)} ${escapeHtml(options.referenceId)}</p>
<p>${escapeHtml(words.referenceHint)}</p>`;
  return page(locale, options.message, body, [homeLink(locale)]);
}

export function invalidPage({ locale = DEFAULT_LOCALE, ...options }: { problems: { label: string; message: string }[]; formPage: string } & InLanguage): string {
  const words = WORDS[locale];
  const items = options.problems.map((problem) => `<li><strong>${escapeHtml(problem.label)}</strong>: ${escapeHtml(problem.message)}</li>`).join("\n");
  const body = `<p>${escapeHtml(words.invalidIntro)}</p>
<ul>
${items}
</ul>
<p>${escapeHtml(words.invalidBackHint)}</p>`;
  return page(locale, words.invalidHeading, body, [{ href: options.formPage, text: words.backToForm }, homeLink(locale)]);
}

export function tooManyRequestsPage({ locale = DEFAULT_LOCALE, formPage }: { formPage: string } & InLanguage): string {
  const words = WORDS[locale];
  return page(locale, words.tooManyHeading, `<p>${escapeHtml(words.tooManyText)}</p>\n${callUs(words)}`, [{ href: formPage, text: words.backToForm }, homeLink(locale)]);
}

export function unavailablePage({ locale = DEFAULT_LOCALE, formPage }: { formPage: string } & InLanguage): string {
  const words = WORDS[locale];
  return page(locale, words.unavailableHeading, `<p>${escapeHtml(words.unavailableText)}</p>\n${callUs(words)}`, [{ href: formPage, text: words.backToForm }, homeLink(locale)]);
}

export function crossSitePage({ locale = DEFAULT_LOCALE, formPage }: { formPage: string } & InLanguage): string {
  const words = WORDS[locale];
  return page(locale, words.crossSiteHeading, `<p>${escapeHtml(words.crossSiteText)}</p>\n${callUs(words)}`, [{ href: formPage, text: words.backToForm }, homeLink(locale)]);
}

export function busyPage({ locale = DEFAULT_LOCALE, formPage }: { formPage: string } & InLanguage): string {
  const words = WORDS[locale];
  return page(locale, words.busyHeading, `<p>${escapeHtml(words.busyText)}</p>\n${callUs(words)}`, [{ href: formPage, text: words.backToForm }, homeLink(locale)]);
}
