import { useState } from "react";

/**
 * A third-party player or map that loads nothing until the visitor asks: first a light placeholder
 * with a button, then the iframe. Keeps patients' data and bandwidth private by default.
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
    <div className={`${aspect} relative flex w-full flex-col items-center justify-center gap-4 rounded-xl bg-navy p-4 text-center text-white`}>
      {placeholder}
      <button
        type="button"
        onClick={() => setLoaded(true)}
        aria-label={buttonName}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-navy hover:bg-brand-tint"
      >
        {buttonLabel}
      </button>
    </div>
  );
}
