/**
 * A picture (or the certificate's PDF) in a document: the one now in use, and a control that uploads one
 * file to the desk's media endpoint, which resizes it, strips its metadata, and refuses with a message
 * what it cannot read. The alt text beside it is an ordinary `{ en, hi }` pair (content-form.tsx draws
 * it next to the upload), required in both languages; an upload keeps the words already written.
 */
import { type ChangeEvent, useState } from "react";
import { problemText } from "../api";
import { contentApi } from "./content-api";
import { useContentForm } from "./content-form-context";
import { fieldId, valueAt } from "./json-pointer";
import { type JsonSchema, labelOf } from "./json-schema";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp";
const PDF_TYPES = "application/pdf";

type Props = { schema: JsonSchema; pointer: string; name: string; label?: string; pdf: boolean; asPath: boolean };

export function PictureField({ schema, pointer, name, label, pdf, asPath }: Props) {
  const form = useContentForm();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const value = valueAt(form.value, pointer);
  const src =
    typeof value === "string" ? value : typeof value === "object" && value !== null ? (value as { src?: unknown }).src : undefined;
  const id = fieldId(pointer);
  const text = label ?? labelOf(schema, name);
  const problems = form.problems.get(pointer) ?? [];

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const answer = await contentApi.upload(file);
      if ("document" in answer && !pdf) setRefusal("This is a PDF: choose a picture (JPEG, PNG or WebP) here.");
      else {
        const uploaded = "picture" in answer ? answer.picture : answer.document;
        // A new photo keeps the words already written for what it shows; the person changes them if it shows something else.
        const alt = schema.properties?.alt ? { alt: (value as { alt?: unknown } | undefined)?.alt ?? { en: "", hi: "" } } : {};
        form.set(pointer, asPath ? uploaded.src : { ...uploaded, ...alt });
        setDone(`${file.name} is uploaded. Save the draft to keep it.`);
      }
    } catch (error) {
      setRefusal(problemText(error));
    } finally {
      setBusy(false);
      input.value = "";
    }
  };

  return (
    <div className="field picture-field" id={`${id}-picture`}>
      <span className="picture-label">{text}</span>
      {schema.description && <span className="field-help">{schema.description}</span>}
      {typeof src === "string" && src ? (
        src.endsWith(".pdf") ? (
          <a href={src} target="_blank" rel="noreferrer">
            Open the PDF now in use
          </a>
        ) : (
          <img className="picture-now" src={src} alt={`${text}, now in use`} />
        )
      ) : (
        <span className="muted">No file yet.</span>
      )}
      <label htmlFor={id}>
        Upload {pdf ? "a PDF" : "a picture"}
        {/^(picture|photo|pdf|file)$/i.test(text) ? "" : ` for ${text.toLowerCase()}`}
        <span className="muted"> ({pdf ? "PDF" : "JPEG, PNG or WebP"}, one file)</span>
      </label>
      <input
        id={id}
        type="file"
        accept={pdf ? PDF_TYPES : IMAGE_TYPES}
        onChange={upload}
        disabled={busy}
        aria-invalid={problems.length > 0 || refusal !== null || undefined}
      />
      {busy && (
        <span role="status" className="muted">
          Uploading…
        </span>
      )}
      {done && (
        <span role="status" className="field-done">
          {done}
        </span>
      )}
      {refusal && (
        <span role="alert" className="field-problem">
          {refusal}
        </span>
      )}
      {problems.length > 0 && <span className="field-problem">{problems.join(" ")}</span>}
    </div>
  );
}
