/**
 * The pages a browser without JavaScript gets after posting a form: self-contained (inline CSS, no
 * scripts, no external files), so they render even when the rest of the site's assets do not.
 */
import { hospital } from "../../app/content/hospital";
import { paths } from "../../app/paths";
import { escapeHtml } from "../mail/compose";

/** Words of these pages; the forms' labels and the spec's alerts come from app/content. */
const words = {
  referenceLine: "Your reference number is",
  referenceHint: "Quote it if you call us about this.",
  invalidHeading: "Please check the form",
  invalidIntro: "Nothing was sent yet. Please correct the following and send the form again:",
  invalidBackHint: "Your browser's Back button returns to the form with what you typed.",
  tooManyHeading: "Too many attempts",
  tooManyText: "This form was sent too many times from your connection. Please try again later, or call us.",
  unavailableHeading: "Not sent yet",
  unavailableText: "We could not save your form just now. Please go back and send it again in a minute, or call us.",
  callUs: "Call us:",
  backToForm: "Back to the form",
  home: "Home page",
} as const;

const STYLE = `
  body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif; color: #1f2937; background: #f4f8fd; }
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

function page(title: string, body: string, links: Link[]): string {
  const nav = links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`).join("");
  return `<!doctype html>
<html lang="en">
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
<nav aria-label="Next steps">${nav}</nav>
</main>
</body>
</html>
`;
}

const callUs = () => `<p>${escapeHtml(words.callUs)} <a href="tel:${escapeHtml(hospital.phone)}">${escapeHtml(hospital.phoneDisplay)}</a></p>`;

export function successPage(options: { message: string; referenceId: string }): string {
  const body = `<p class="reference">${escapeHtml(words.referenceLine)} ${escapeHtml(options.referenceId)}</p>
<p>${escapeHtml(words.referenceHint)}</p>`;
  return page(options.message, body, [{ href: paths.home, text: words.home }]);
}

export function invalidPage(options: { problems: { label: string; message: string }[]; formPage: string }): string {
  const items = options.problems.map((problem) => `<li><strong>${escapeHtml(problem.label)}</strong>: ${escapeHtml(problem.message)}</li>`).join("\n");
  const body = `<p>${escapeHtml(words.invalidIntro)}</p>
<ul>
${items}
</ul>
<p>${escapeHtml(words.invalidBackHint)}</p>`;
  return page(words.invalidHeading, body, [
    { href: options.formPage, text: words.backToForm },
    { href: paths.home, text: words.home },
  ]);
}

export function tooManyRequestsPage(options: { formPage: string }): string {
  return page(words.tooManyHeading, `<p>${escapeHtml(words.tooManyText)}</p>\n${callUs()}`, [
    { href: options.formPage, text: words.backToForm },
    { href: paths.home, text: words.home },
  ]);
}

export function unavailablePage(options: { formPage: string }): string {
  return page(words.unavailableHeading, `<p>${escapeHtml(words.unavailableText)}</p>\n${callUs()}`, [
    { href: options.formPage, text: words.backToForm },
    { href: paths.home, text: words.home },
  ]);
}
