import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("Section", () => {
  it("is laid out with the page unless it opts in to waiting until a visitor nears it", () => {
    render(
      <>
        <Section headingId="first-heading" heading="In the first screen" />
        <Section headingId="later-heading" heading="Far below" renderWhenNear />
      </>,
    );
    expect(screen.getByRole("region", { name: "In the first screen" })).not.toHaveClass("render-when-near");
    expect(screen.getByRole("region", { name: "Far below" })).toHaveClass("render-when-near");
  });
});
