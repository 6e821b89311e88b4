import { describe, expect, it } from "vitest";
import { maskContactsInText, maskEmail, maskPhone } from "./mask";

describe("masking for logs", () => {
  it("keeps an address's first letter and domain", () => {
    expect(maskEmail("ravi.sharma@example.in")).toBe("r***@example.in");
    expect(maskEmail("not-an-address")).toBe("***");
  });

  it("keeps a phone number's last four digits", () => {
    expect(maskPhone("9829012345")).toBe("******2345");
    expect(maskPhone("+91 98290 12345")).toBe("********2345");
    expect(maskPhone("123")).toBe("***");
  });

  it("masks addresses and numbers inside an SMTP server's reply, leaving its codes readable", () => {
    expect(maskContactsInText("550 5.1.1 <ravi.sharma@example.in>: Recipient address rejected")).toBe(
      "550 5.1.1 <r***@example.in>: Recipient address rejected",
    );
    expect(maskContactsInText("call 98290 12345 or 127.0.0.1:2525")).toBe("call ******2345 or 127.0.0.1:2525");
  });
});
