import { PageHero } from "../components/layout/page-hero";
import { Reveal } from "../components/ui/reveal";
import { gallery } from "../content/gallery";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = () => metaForPage(gallery.meta, paths.gallery);

export default function GalleryPage() {
  const content = gallery;
  return (
    <>
      <PageHero title={content.heading} text={content.intro} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((item, index) => (
            <Reveal as="li" key={item.id}>
              <figure className="h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <img
                  src={item.image}
                  alt={item.alt}
                  width={480}
                  height={360}
                  loading={index < 3 ? "eager" : "lazy"}
                  className="h-auto w-full bg-brand-wash"
                />
                <figcaption className="p-5">
                  <h2 className="text-lg font-bold">{item.title}</h2>
                  <p className="mt-1 text-muted">{item.caption}</p>
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </>
  );
}
