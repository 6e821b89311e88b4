import { useState } from "react";
import { useEnhanced } from "../../components/layout/use-enhanced";

/**
 * The page a player or map comes from, for a visitor who taps before scripts run: a Facebook video's
 * own page, a Google map without `output=embed`, else the embedded address itself.
 */
export function sourcePageUrl(src: string): string {
  const url = new URL(src);
  if (url.hostname.endsWith("facebook.com") && url.pathname.startsWith("/plugins/")) return url.searchParams.get("href") ?? src;
  if (url.hostname.endsWith("google.com") && url.searchParams.get("output") === "embed") {
    url.searchParams.delete("output");
    return url.toString();
  }
  const youTube = url.pathname.match(/^\/embed\/([\w-]+)/);
  if (youTube && /(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname)) return `https://www.youtube.com/watch?v=${youTube[1]}`;
  return src;
}

/**
 * A third-party player or map that loads nothing until the visitor asks: first a light placeholder
 * with a button, then the iframe. Keeps patients' data and bandwidth private by default. Until
 * scripts run, the button is a link to the video's or the map's own page, so a tap is never lost.
 */
export function LazyEmbed({
  src,
  title,
  buttonLabel,
  placeholder,
  aspect = "aspect-video",
  allow,
  buttonName,
}: {
  src: string;
  /** Names the iframe for screen readers once it loads. */
  title: string;
  buttonLabel: React.ReactNode;
  /** Full accessible name of the button where its visible text is short, e.g. "Play video: {title}". */
  buttonName?: string;
  placeholder: React.ReactNode;
  aspect?: string;
  allow?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const hydrated = useEnhanced();
  const controlClass =
    "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-navy no-underline hover:bg-brand-tint";
  if (loaded) {
    return (
      <iframe
        src={src}
        title={title}
        className={`${aspect} w-full rounded-xl border-0 bg-slate-100`}
        allow={allow}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div
      className={`${aspect} relative flex w-full flex-col items-center justify-center gap-4 rounded-xl bg-navy p-4 text-center text-white`}
    >
      {placeholder}
      {hydrated ? (
        <button type="button" onClick={() => setLoaded(true)} aria-label={buttonName} className={controlClass}>
          {buttonLabel}
        </button>
      ) : (
        <a href={sourcePageUrl(src)} target="_blank" rel="noopener noreferrer" aria-label={buttonName} className={controlClass}>
          {buttonLabel}
        </a>
      )}
    </div>
  );
}
