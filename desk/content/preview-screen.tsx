/**
 * A page as it will look with every draft, in English and Hindi side by side, at a phone's width (390
 * px) or a desktop's (1280 px). Only signed-in staff can open the preview route; the frames run no
 * script (sandboxed), and the page says it is a draft.
 */
import { type FormEvent, useState } from "react";
import { previewUrl } from "./content-api";
import { Link, navigate, useDeskLocation } from "../router";
import { Screen } from "../screen";

const WIDTHS = { phone: 390, desktop: 1280 } as const;

export function PreviewScreen() {
  const { query } = useDeskLocation();
  const path = query.get("path") || "/";
  const width = query.get("width") === "desktop" ? "desktop" : "phone";
  const [typed, setTyped] = useState(path);
  const show = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim().startsWith("/") ? typed.trim() : `/${typed.trim()}`;
    navigate(`/preview?path=${encodeURIComponent(next)}&width=${width}`);
  };
  const choose = (next: keyof typeof WIDTHS) => navigate(`/preview?path=${encodeURIComponent(path)}&width=${next}`, { replace: true });
  return (
    <Screen title="Preview">
      <p className="breadcrumbs">
        <Link to="/content">Content</Link> › <Link to="/changes">Changes waiting</Link>
      </p>
      <p>The page with every draft as it would be published. Nobody outside the desk can see it.</p>
      <form className="inline-form" onSubmit={show}>
        <label>
          Page address
          <input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit">Show</button>
      </form>
      <fieldset className="width-choice">
        <legend>Width</legend>
        {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((name) => (
          <label className="choice" key={name}>
            <input type="radio" name="width" checked={width === name} onChange={() => choose(name)} />
            {name === "phone" ? "Phone (390 px)" : "Desktop (1280 px)"}
          </label>
        ))}
      </fieldset>
      <div className="previews">
        {(["en", "hi"] as const).map((lang) => (
          <section key={lang} className="preview-pane" aria-label={lang === "en" ? "English" : "Hindi"}>
            <h2>{lang === "en" ? "English" : "Hindi"}</h2>
            <div
              className="preview-frame-wrap"
              tabIndex={0}
              role="region"
              aria-label={`${lang === "en" ? "English" : "Hindi"} preview, scrolls sideways`}
            >
              <iframe
                key={`${lang}-${path}`}
                title={`${lang === "en" ? "English" : "Hindi"} preview of ${path}`}
                src={previewUrl(path, lang)}
                width={WIDTHS[width]}
                height={800}
                sandbox="allow-same-origin"
              />
            </div>
          </section>
        ))}
      </div>
    </Screen>
  );
}
