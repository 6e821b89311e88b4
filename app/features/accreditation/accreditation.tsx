import { Reveal } from "../../components/ui/reveal";
import { Section } from "../../components/ui/section";
import type { HomeContent } from "../../content/words/home";

/** The hospital's own certificate, each part present only once the hospital has supplied it. */
type Certificate = {
  pdf?: string;
  picture?: { src: string; width: number; height: number; alt: string };
};

const opensInNewTab = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * The home page's NABH section: the specification's words, and the hospital's own certificate once
 * supplied (its picture, linking to its PDF in a new tab, and a link to the PDF in words). Until then
 * it shows no certificate at all: a sample beside the claim would read as the hospital's.
 */
export function Accreditation({ content, certificate }: { content: HomeContent["accreditation"]; certificate: Certificate }) {
  const { pdf, picture } = certificate;
  const image = picture && (
    <img
      src={picture.src}
      alt={pdf === undefined ? picture.alt : `${picture.alt}: ${content.certificateLink}`}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      className="h-auto w-full"
    />
  );
  const frame = "mx-auto block w-48 rounded-lg shadow-md ring-1 ring-slate-200";
  return (
    <Section headingId="accreditation-heading" heading={content.heading} renderWhenNear>
      <div className={`mt-6 grid items-center gap-8 ${image ? "md:grid-cols-[auto_1fr]" : ""}`}>
        {image &&
          (pdf === undefined ? (
            <div className={frame}>{image}</div>
          ) : (
            <a href={pdf} {...opensInNewTab} className={`${frame} transition hover:shadow-lg`}>
              {image}
            </a>
          ))}
        <Reveal className="max-w-2xl space-y-4 text-lg">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {pdf !== undefined && (
            <a
              href={pdf}
              {...opensInNewTab}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
            >
              {content.certificateLink}
            </a>
          )}
        </Reveal>
      </div>
    </Section>
  );
}
