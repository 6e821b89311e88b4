import { PageHero } from "../components/layout/page-hero";
import { Reveal } from "../components/ui/reveal";
import { gallery } from "../content/words/gallery";
import { contentContext } from "../content/views/content-context";
import { LOCALE } from "../content/words/current-locale";
import { galleryItemsOf } from "../content/views/page-content";
import { paths } from "#common/paths";
import { metaForPage } from "../seo";
import { firstScreenImage } from "../first-screen-image.server";
import type { Route } from "./+types/gallery";

/**
 * The page's words and pictures are page data, from the content the page is rendered with. The first picture is in a phone's first screen, and the page's largest paint: written into the page
 * when it is one of the site's own small drawings (first-screen-image.server.ts), so that the page
 * paints it with everything else.
 */
export function loader({ context }: Route.LoaderArgs) {
  const items = galleryItemsOf(context.get(contentContext), LOCALE);
  const first = items[0];
  return {
    content: { meta: gallery.meta, heading: gallery.heading, intro: gallery.intro, drawingNote: gallery.drawingNote },
    items,
    firstImage: first === undefined ? undefined : firstScreenImage(first.image),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaForPage(loaderData.content.meta, paths.gallery) : []);

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { content, items } = loaderData;
  return (
    <>
      <PageHero title={content.heading} text={content.intro} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <Reveal as="li" key={item.id}>
              <figure className="h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <img
                  src={index === 0 ? (loaderData.firstImage ?? item.image) : item.image}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                  loading={index === 0 ? "eager" : "lazy"}
                  className="h-auto w-full bg-brand-wash"
                />
                <figcaption className="p-5">
                  <h2 className="text-lg font-bold">{item.title}</h2>
                  <p className="mt-1 text-muted">{item.caption}</p>
                  {item.drawing ? <p className="mt-2 text-sm text-muted italic">{content.drawingNote}</p> : null}
                </figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </>
  );
}
