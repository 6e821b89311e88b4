import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with no configuration at all", () => {
    const config = loadConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.port).toBe(3000);
    expect(config.siteDir).toMatch(/build\/client$/);
  });

  it("respects HOST and PORT, treating empty values as unset", () => {
    const config = loadConfig({ HOST: "0.0.0.0", PORT: "8080", LOG_LEVEL: "" });
    expect(config.host).toBe("0.0.0.0");
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe("info");
  });

  it("names every bad variable in one readable error", () => {
    expect(() => loadConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", LOG_LEVEL: "loud" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/LOG_LEVEL/);
    }
  });
});
