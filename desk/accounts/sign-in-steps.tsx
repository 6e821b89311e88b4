/** What a sign-in shows after the password when the account has, or must have, a second factor. */
import { useState } from "react";
import type { Account, Session } from "../api";
import { EnrolSecondFactor, RecoveryCodes } from "./enrol-second-factor";
import { ProveSecondFactor } from "./prove-second-factor";
import { Notice, Screen } from "../screen";

export function SecondStepScreen({
  account,
  onPassed,
  onSignOut,
}: {
  account: Account;
  onPassed: (session: Session) => void;
  onSignOut: () => void;
}) {
  const [left, setLeft] = useState<{ session: Session; count: number } | null>(null);
  if (left) {
    return (
      <Screen title="Recovery code used">
        <Notice kind={left.count > 2 ? "done" : "problem"}>
          You have {left.count} recovery {left.count === 1 ? "code" : "codes"} left. Set up your second factor again on the “Your sign-in”
          screen soon.
        </Notice>
        <p>
          <button type="button" onClick={() => onPassed(left.session)}>
            Continue to the desk
          </button>
        </p>
      </Screen>
    );
  }
  return (
    <Screen title="Second step of signing in" tabTitle="Second step">
      <p>Signed in with the password of {account.email}. Now confirm it is you.</p>
      <ProveSecondFactor
        idPrefix="sign-in"
        onPassed={(session) =>
          session.recoveryCodesLeft === null ? onPassed(session) : setLeft({ session, count: session.recoveryCodesLeft })
        }
      />
      <p>
        <button type="button" className="button-quiet" onClick={onSignOut}>
          Cancel and sign out
        </button>
      </p>
    </Screen>
  );
}

/** An administrator without a second factor: nothing else opens until one is set up. */
export function EnrolScreen({ account, onEnrolled, onSignOut }: { account: Account; onEnrolled: () => void; onSignOut: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Screen title="Set up a second factor" tabTitle="Second factor">
      {codes ? (
        <RecoveryCodes codes={codes} onSaved={onEnrolled} />
      ) : (
        <>
          <p>
            {account.email} is an administrator: administrators sign in with a password and a second factor, an authenticator app on your
            phone or a passkey. Set one up to open the desk.
          </p>
          <EnrolSecondFactor onEnrolled={(outcome) => (outcome.recoveryCodes ? setCodes(outcome.recoveryCodes) : onEnrolled())} />
        </>
      )}
      <p>
        <button type="button" className="button-quiet" onClick={onSignOut}>
          Sign out
        </button>
      </p>
    </Screen>
  );
}
