import { type ReactNode, useEffect, useRef } from "react";

/**
 * One screen's heading and body. A new screen moves the keyboard focus to its heading, so a screen
 * reader announces it and Tab starts from the top of what changed.
 */
export function Screen({
  title,
  tabTitle,
  children,
  actions,
}: {
  title: string;
  tabTitle?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  useEffect(() => {
    document.title = `${tabTitle ?? title} · Front desk`;
  }, [title, tabTitle]);
  return (
    <main id="main" className="screen">
      <div className="screen-heading">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </main>
  );
}

/** A message that screen readers read out when it appears. */
export function Notice({ kind = "info", children }: { kind?: "info" | "problem" | "done"; children: ReactNode }) {
  return (
    <p className={`notice notice-${kind}`} role={kind === "problem" ? "alert" : "status"}>
      {children}
    </p>
  );
}
