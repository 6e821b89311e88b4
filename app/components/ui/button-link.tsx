import { Link } from "react-router";

const VARIANTS = {
  primary: "bg-brand text-white hover:bg-brand-dark",
  accent: "bg-accent text-white hover:bg-accent-dark",
  outline: "border-2 border-brand bg-white text-brand hover:bg-brand-tint",
  light: "bg-white text-navy hover:bg-brand-tint",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export const buttonClasses = (variant: ButtonVariant = "primary", extra = "") =>
  `button inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors ${VARIANTS[variant]} ${extra}`;

type ButtonLinkProps = {
  variant?: ButtonVariant;
  className?: string;
  children: React.ReactNode;
} & ({ to: string; href?: never } | { href: string; to?: never; newTab?: boolean });

/** A link styled as a button: `to` for pages of the site, `href` for tel:, mailto: and other sites. */
export function ButtonLink(props: ButtonLinkProps) {
  const className = buttonClasses(props.variant, props.className);
  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={className}>
        {props.children}
      </Link>
    );
  }
  const newTab = "newTab" in props && props.newTab;
  return (
    <a href={props.href} className={className} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {props.children}
    </a>
  );
}
