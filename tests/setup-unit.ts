import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  // A test file of scripts that run in Node (`@vitest-environment node`) has no page to clean.
  if (typeof document === "undefined") return;
  cleanup();
  document.body.style.overflow = "";
});
