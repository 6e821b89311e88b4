import { useFrame } from "../layout/use-frame";
import { Icon } from "./icon";
import type { SocialNetwork } from "./icon-names";

/** Round icon links to the hospital's social pages; each is named by its network for screen readers. */
export function SocialLinks({
  networks,
  labels,
  tone,
}: {
  networks: SocialNetwork[];
  labels: Record<SocialNetwork, string>;
  tone: "dark" | "light";
}) {
  const { socials } = useFrame();
  const colours = tone === "dark" ? "bg-white/10 text-white hover:bg-white/20" : "bg-brand-tint text-brand hover:bg-brand hover:text-white";
  return (
    <ul className="flex flex-wrap gap-2">
      {networks.map((network) => (
        <li key={network}>
          <a
            href={socials[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels[network]}
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${colours}`}
          >
            <Icon name={network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
