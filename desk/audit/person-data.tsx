import { submissionField } from "#schemas/submission-fields";
import { formatIndianTime } from "#common/indian-time";
import type { ExportedRequest } from "../api";
import { FORM_LABELS, label, OUTCOME_LABELS, STATUS_LABELS } from "../format";
import { fieldsInOrder } from "../queue/request-screen";

/** "1 request" or "3 requests". */
const requestsCount = (count: number) => (count === 1 ? "1 request" : `${count} requests`);

/**
 * A person's access request (DPDP: "what do you hold on me"): every stored request with their phone
 * number or e-mail address, with everything the desk keeps on each, as the CSV download has it too.
 * Every field is shown as stored, the hidden ones included, because the person is owed all of it.
 */
export function PersonDataSection({
  requests,
  by,
  busy,
  onDownload,
}: {
  requests: ExportedRequest[];
  by: "phone" | "email";
  busy: boolean;
  onDownload: () => void;
}) {
  const found = by === "phone" ? "phone number" : "e-mail address";
  return (
    <section aria-labelledby="person-data-heading" className="panel person-data">
      <h2 id="person-data-heading">This person&apos;s data</h2>
      {requests.length === 0 ? (
        <p>No request has exactly this {found}: the website&apos;s forms hold nothing on it.</p>
      ) : (
        <>
          <p>
            {requestsCount(requests.length)} with this {found}: everything the hospital holds from the website&apos;s forms. A request under
            another name may be a relative&apos;s on a shared phone: give the person only their own.
          </p>
          <p>
            <button type="button" disabled={busy} onClick={onDownload}>
              Download as CSV (spreadsheet)
            </button>
          </p>
          {requests.map((request) => (
            <article key={request.reference} aria-labelledby={`person-data-${request.reference}`}>
              <h3 id={`person-data-${request.reference}`}>
                {request.name || "No name given"} · <span className="reference">{request.reference}</span>
              </h3>
              <dl className="fields">
                <dt>Form</dt>
                <dd>{label(FORM_LABELS, request.form)}</dd>
                <dt>Received</dt>
                <dd>{formatIndianTime(request.receivedAt)}</dd>
                <dt>Status</dt>
                <dd>{label(STATUS_LABELS, request.status)}</dd>
                {fieldsInOrder(request).map(([name, value]) => (
                  <FieldRow key={name} name={submissionField(request.form, name)?.label ?? name} value={value} />
                ))}
                <FieldRow name="Last call's outcome" value={request.outcome ? label(OUTCOME_LABELS, request.outcome) : ""} />
                <FieldRow
                  name="Booking"
                  value={
                    request.booking
                      ? `${request.booking.doctorName}, ${request.booking.dayText} at ${request.booking.time} (${request.booking.status})`
                      : ""
                  }
                />
                <FieldRow
                  name="E-mails"
                  value={request.emails
                    .map((email) => `${email.role}: ${email.status}${email.sentAt ? ` ${email.sentAt}` : ""}`)
                    .join("; ")}
                />
              </dl>
              <Lines heading="Notes" lines={request.notes} />
              <Lines heading="Calls and booking" lines={request.history} />
            </article>
          ))}
        </>
      )}
    </section>
  );
}

function FieldRow({ name, value }: { name: string; value: string }) {
  if (!value) return null;
  return (
    <>
      <dt>{name}</dt>
      <dd className="field-value">{value}</dd>
    </>
  );
}

function Lines({ heading, lines }: { heading: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}
