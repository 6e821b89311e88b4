import { useCallback, useEffect, useState } from "react";
import {
  type Account,
  api,
  rememberCsrfToken,
  type Session,
  type SessionStage,
  SessionEnded,
  whenSessionEnds,
  whenStepUpNeeded,
} from "./api";
import { AccountsScreen } from "./accounts/accounts-screen";
import { AuditScreen } from "./audit/audit-screen";
import { ChangesScreen } from "./content/changes-screen";
import { ChecklistScreen } from "./content/checklist-screen";
import { contentRights } from "./content/content-api";
import { ContentFileScreen } from "./content/content-file-screen";
import { ContentScreen, KindScreen } from "./content/content-screen";
import { DocumentScreen } from "./content/document-screen";
import { DayListScreen } from "./queue/day-list-screen";
import { EraseScreen } from "./audit/erase-screen";
import { useIdleSignOut } from "./accounts/idle-sign-out";
import { InboxScreen } from "./queue/inbox-screen";
import { PreviewScreen } from "./content/preview-screen";
import { StepUpDialog } from "./accounts/prove-second-factor";
import { RequestScreen } from "./queue/request-screen";
import { Link, navigate, useDeskLocation } from "./router";
import { Notice, Screen } from "./screen";
import { SecurityScreen } from "./accounts/security-screen";
import { SetPasswordScreen } from "./accounts/set-password-screen";
import { EnrolScreen, SecondStepScreen } from "./accounts/sign-in-steps";
import { SignInScreen } from "./accounts/sign-in-screen";

export const IDLE_SIGN_OUT_NOTICE =
  "The desk signed you out after 30 minutes without use, so that nobody else can read it on this screen. Sign in again to carry on where you were.";

export function Desk() {
  // undefined while the desk asks the server whether this browser is signed in.
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const [stage, setStage] = useState<SessionStage>("full");
  const [notice, setNotice] = useState<string | null>(null);
  // While the step-up dialog is open: how to tell the waiting call whether it was passed.
  const [stepUp, setStepUp] = useState<((passed: boolean) => void) | null>(null);
  const { path } = useDeskLocation();

  const signedIn = useCallback((session: Session) => {
    rememberCsrfToken(session.csrfToken);
    setAccount(session.account);
    setStage(session.stage);
    setNotice(null);
  }, []);

  useEffect(() => {
    whenStepUpNeeded(() => new Promise<boolean>((resolve) => setStepUp(() => resolve)));
    return () => whenStepUpNeeded(null);
  }, []);

  useEffect(() => {
    whenSessionEnds(() => {
      rememberCsrfToken("");
      setAccount(null);
      // A why already given since signing in stays: a screen left alone signs itself out, and the
      // inbox's poll then in flight comes back refused, after the sign-out that ended its session.
      setNotice((given) => given ?? "Your session has ended, so the desk signed you out. Sign in again to carry on where you were.");
    });
    api<Session>("/session", { signedIn: false }).then(signedIn, () => setAccount(null));
  }, [signedIn]);

  /** Ends the session on the server too, then shows the sign-in screen with why. */
  const signOutSaying = useCallback(async (why: string) => {
    try {
      await api("/sign-out", { method: "POST", body: {} });
    } catch (error) {
      if (error instanceof SessionEnded && why !== IDLE_SIGN_OUT_NOTICE) return;
    }
    rememberCsrfToken("");
    setAccount(null);
    setNotice(why);
  }, []);
  // Signing out rather than locking the screen: a lock would keep patients' details in the page behind
  // it and the session alive on the server; signing in again brings back the same screen anyway.
  const signOutIdle = useCallback(() => void signOutSaying(IDLE_SIGN_OUT_NOTICE), [signOutSaying]);
  useIdleSignOut(Boolean(account), signOutIdle);

  if (path === "/set-password") return <SetPasswordScreen />;
  if (account === undefined) return <p className="loading">Opening the front desk…</p>;
  if (account === null) {
    return (
      <SignInScreen
        notice={notice}
        onSignedIn={(session) => {
          signedIn(session);
          if (path === "/sign-in") navigate("/", { replace: true });
        }}
      />
    );
  }

  const signOut = () => signOutSaying("You have signed out.");

  if (stage === "second-factor")
    return <SecondStepScreen account={account} onPassed={(session) => signedIn({ ...session, stage: "full" })} onSignOut={signOut} />;
  if (stage === "enrol") return <EnrolScreen account={account} onEnrolled={() => setStage("full")} onSignOut={signOut} />;

  const isAdmin = account.role === "admin";
  const rights = contentRights(account);
  const onContent = path.startsWith("/content") || path === "/checklist" || path === "/preview";
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to the screen
      </a>
      <header className="desk-header">
        <Link to="/" className="desk-name">
          Front desk
        </Link>
        <nav aria-label="Desk">
          <ul>
            <li>
              <Link to="/" aria-current={path === "/" || path.startsWith("/requests/") ? "page" : undefined}>
                Inbox
              </Link>
            </li>
            {(rights.edit || rights.publish) && (
              <>
                <li>
                  <Link to="/content" aria-current={onContent ? "page" : undefined}>
                    Content
                  </Link>
                </li>
                <li>
                  <Link to="/changes" aria-current={path === "/changes" ? "page" : undefined}>
                    Changes waiting
                  </Link>
                </li>
              </>
            )}
            <li>
              <Link to="/day-list" aria-current={path === "/day-list" ? "page" : undefined}>
                Day list
              </Link>
            </li>
            {isAdmin && (
              <>
                <li>
                  <Link to="/erase" aria-current={path === "/erase" ? "page" : undefined}>
                    Erase data
                  </Link>
                </li>
                <li>
                  <Link to="/accounts" aria-current={path === "/accounts" ? "page" : undefined}>
                    Accounts
                  </Link>
                </li>
                <li>
                  <Link to="/audit" aria-current={path === "/audit" ? "page" : undefined}>
                    Audit log
                  </Link>
                </li>
              </>
            )}
            <li>
              <Link to="/security" aria-current={path === "/security" ? "page" : undefined}>
                Your sign-in
              </Link>
            </li>
          </ul>
        </nav>
        <div className="who">
          <span>
            {account.email} <span className="role">({isAdmin ? "administrator" : "desk"})</span>
          </span>
          <button type="button" className="button-quiet" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <CurrentScreen path={path} account={account} />
      <StepUpDialog
        open={stepUp !== null}
        onDone={(passed) => {
          stepUp?.(passed);
          setStepUp(null);
        }}
      />
    </>
  );
}

function CurrentScreen({ path, account }: { path: string; account: Account }) {
  const isAdmin = account.role === "admin";
  const request = /^\/requests\/([^/]+)$/.exec(path);
  if (path === "/" || path === "/sign-in") return <InboxScreen account={account} />;
  if (request) return <RequestScreen key={request[1]} reference={decodeURIComponent(request[1]!)} account={account} />;
  const rights = contentRights(account);
  if (rights.edit || rights.publish) {
    const document = /^\/content\/([^/]+)\/([^/]+)$/.exec(path);
    const kind = /^\/content\/([^/]+)$/.exec(path);
    if (path === "/content") return <ContentScreen account={account} />;
    if (path === "/content-file") return <ContentFileScreen account={account} />;
    if (path === "/changes") return <ChangesScreen account={account} />;
    if (path === "/checklist") return <ChecklistScreen />;
    if (path === "/preview") return <PreviewScreen />;
    if (document) {
      const [kindId, key] = [decodeURIComponent(document[1]!), decodeURIComponent(document[2]!)];
      return <DocumentScreen key={path} kindId={kindId} documentKey={key === "new" ? null : key} account={account} />;
    }
    if (kind) return <KindScreen key={path} kindId={decodeURIComponent(kind[1]!)} account={account} />;
  }
  if (path === "/day-list") return <DayListScreen />;
  if (isAdmin && path === "/erase") return <EraseScreen />;
  if (isAdmin && path === "/accounts") return <AccountsScreen account={account} />;
  if (isAdmin && path === "/audit") return <AuditScreen />;
  if (path === "/security") return <SecurityScreen />;
  return (
    <Screen title="Nothing here">
      <Notice>This address is not a screen of the desk{isAdmin ? "" : " you can open"}.</Notice>
      <p>
        <Link to="/">Go to the inbox</Link>
      </p>
    </Screen>
  );
}
