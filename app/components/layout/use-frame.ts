import { createContext, useContext } from "react";
import type { FrameFacts } from "../../content/views/frame-facts";

/**
 * The phones, address, links and notices of the page's frame: the root loader's data (root.tsx provides
 * it), from the content the page was rendered with, never a value compiled into the scripts.
 */
export const FrameContext = createContext<FrameFacts | null>(null);

export function useFrame(): FrameFacts {
  const frame = useContext(FrameContext);
  if (frame === null) throw new Error("The page's frame is drawn only inside the root route, whose loader gives its facts");
  return frame;
}
