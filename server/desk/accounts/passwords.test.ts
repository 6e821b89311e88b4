import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../testing/test-services";
import { startDeskStack } from "../../testing/desk-stack";
import { addAccount } from "./accounts";
import { passwordProblem } from "./passwords";

it.each([
  ["twelve spaces", " ".repeat(12), "desk", "whitespace"],
  ["tabs and spaces", " \t ".repeat(6), "desk", "whitespace"],
  ["one letter repeated", "aaaaaaaaaaaaa", "desk", "repetitive"],
  ["a repeated pattern", "abcabcabcabc", "desk", "repetitive"],
  ["a run of the alphabet", "abcdefghijklm", "desk", "repetitive"],
  ["a breached password with a year", "Welcome@2024", "desk", "common"],
  ["a breached password from the shipped list", "iloveyou1234", "desk", "common"],
  ["a breached password written with substitutions", "P@ssw0rd2024!!", "desk", "common"],
  ["the hospital's name and a year", "Aarogya@2024!", "desk", "hospital_words"],
  ["the city and the hospital", "Jaipur Hospital 2025", "desk", "hospital_words"],
  ["an administrator's 14 characters", "mango lassi 42", "admin", "too_short"],
] as const)("refuses %s", (_name, password, role, problem) => {
  expect(passwordProblem(password, "meena@aarogya.test", role)).toBe(problem);
});

it.each([
  ["a passphrase for the desk", "mango lassi at noon", "desk"],
  ["a passphrase of 15 for an administrator", "chai at four, 2w", "admin"],
  ["twelve characters of one's own for the desk role", "Kx9#mq2Lp!vR", "desk"],
] as const)("accepts %s", (_name, password, role) => {
  expect(passwordProblem(password, "meena@aarogya.test", role)).toBeNull();
});

describeOnEachDatabase("the set-password link's answer", (dialect) => {
  it("names each problem, and holds an administrator to 15 characters", async () => {
    const stack = await startDeskStack(dialect);
    try {
      const actor = { name: "staff command", address: "local", at: stack.clock.now() };
      const { token } = await addAccount(stack.desk, "ravi@aarogya.test", "admin", actor);
      const setPassword = (password: string) =>
        stack.app.inject({
          method: "POST",
          url: "/api/desk/set-password",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ token, password }),
        });
      const spaces = await setPassword(" ".repeat(16));
      expect(spaces.statusCode).toBe(422);
      expect(spaces.json()).toMatchObject({ problem: "whitespace", message: "The password cannot be only spaces." });
      const short = await setPassword("Kx9#mq2Lp!vR7");
      expect(short.json()).toMatchObject({ problem: "too_short", message: expect.stringContaining("15 for an administrator") });
      expect((await setPassword("mango lassi at noon")).statusCode).toBe(200);
    } finally {
      await stack.close();
    }
  });
});
