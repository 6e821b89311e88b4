import { useRef } from "react";
import { Icon } from "../../components/ui/icon";
import type { CounterItem } from "../../content/schema";
import { useCountUp } from "./use-count-up";

function Counter({ item, stripRef }: { item: CounterItem; stripRef: React.RefObject<HTMLUListElement | null> }) {
  const count = item.count;
  const value = useCountUp(count, stripRef);
  return (
    <li className="flex flex-col items-center gap-2 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:gap-4 sm:p-5 sm:text-left">
      <span className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-brand-tint text-brand sm:inline-flex">
        <Icon name={item.icon} className="size-7" strokeWidth={1.75} />
      </span>
      <p className="text-muted">
        {/* Screen readers get the real figure at once; the animated digits are for the eye only. */}
        <span className="sr-only">{`${count}${item.suffix} ${item.label}`}</span>
        <span aria-hidden="true" className="block text-2xl font-bold text-navy tabular-nums sm:text-3xl" data-testid="counter-value">
          {`${value}${item.suffix}`}
        </span>
        <span aria-hidden="true" className="block text-sm font-medium sm:text-base">
          {item.label}
        </span>
      </p>
    </li>
  );
}

export function CounterStrip({ heading, items }: { heading: string; items: CounterItem[] }) {
  const stripRef = useRef<HTMLUListElement>(null);
  return (
    <section aria-labelledby="counters-heading" className="bg-brand-wash py-10">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="counters-heading" className="sr-only">
          {heading}
        </h2>
        <ul ref={stripRef} className="grid grid-cols-3 gap-2 sm:gap-4">
          {items.map((item) => (
            <Counter key={item.label} item={item} stripRef={stripRef} />
          ))}
        </ul>
      </div>
    </section>
  );
}
