import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { usePendingIntent } from '~/lib/pending-intent';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { NETWORTH_PATH } from '../networth';

/**
 * Plaid's own script (Plaid Link), served by Plaid: it must be loaded from their address, never
 * bundled. The page adds it only when Plaid is the configured provider, and the server's
 * Content-Security-Policy lets it in on this page only, then (apps/server/src/plugins/security.ts).
 */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** What Plaid's script defines, as much of it as the page uses. */
interface PlaidLinkHandler {
  open: () => void;
  destroy: () => void;
}
interface PlaidGlobal {
  create: (options: {
    token: string;
    onSuccess: (publicToken: string) => void;
    onExit: (error: { display_message?: string | null; error_message?: string } | null) => void;
  }) => PlaidLinkHandler;
}
const plaidOf = () => (window as unknown as { Plaid?: PlaidGlobal }).Plaid;

/** How long Plaid's script may take before the page says it could not load. */
const SCRIPT_WAIT_MS = 20_000;

type ScriptState = 'loading' | 'ready' | 'failed';

/**
 * Whether Plaid's script has loaded: it is in the page's head from the server (after a client-side
 * visit React adds it now). Checked a few times a second until it defines `Plaid`, fails, is refused
 * by the page's policy (one reached without a reload keeps the first page's), or SCRIPT_WAIT_MS pass.
 */
function usePlaidScript(): ScriptState {
  const [state, setState] = useState<ScriptState>('loading');
  useEffect(() => {
    const started = Date.now();
    const stop = (next: ScriptState) => {
      setState(next);
      window.clearInterval(poll);
      document.removeEventListener('securitypolicyviolation', refused);
      script?.removeEventListener('error', failed);
    };
    const poll = window.setInterval(() => {
      if (plaidOf()) stop('ready');
      else if (Date.now() - started > SCRIPT_WAIT_MS) stop('failed');
    }, 200);
    const failed = () => stop('failed');
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('https://cdn.plaid.com')) stop('failed');
    };
    const script = document.querySelector<HTMLScriptElement>(`script[src="${PLAID_LINK_SCRIPT}"]`);
    script?.addEventListener('error', failed);
    document.addEventListener('securitypolicyviolation', refused);
    return () => {
      window.clearInterval(poll);
      document.removeEventListener('securitypolicyviolation', refused);
      script?.removeEventListener('error', failed);
    };
  }, []);
  return state;
}

/**
 * With Plaid: "Link a bank" opens Plaid's own screen with the server's link token; the member picks
 * their bank and signs in there (any second factor is asked there too), and the public token Plaid
 * hands back is posted to the page's link intent, which sends it to POST /vault/link. Needs
 * JavaScript: Plaid's screen is a script of theirs.
 */
export function PlaidLink({ linkToken }: { linkToken: string | null }) {
  const state = usePlaidScript();
  const token = useRef<HTMLInputElement>(null);
  const [exitMessage, setExitMessage] = useState<string | null>(null);
  const sending = usePendingIntent()('link');
  const open = () => {
    const plaid = plaidOf();
    if (!plaid || !linkToken) return;
    setExitMessage(null);
    const handler = plaid.create({
      token: linkToken,
      onSuccess: (publicToken) => {
        handler.destroy();
        token.current!.value = publicToken;
        // The intent form around the hidden field posts it, as its own submit would.
        token.current!.form!.requestSubmit();
      },
      onExit: (error) => {
        handler.destroy();
        if (error) setExitMessage(error.display_message || error.error_message || 'Plaid could not link the bank.');
      },
    });
    handler.open();
  };
  return (
    <>
      {/* Hoisted into the page's head (React), once; only this component, shown only with Plaid, renders it. */}
      <script src={PLAID_LINK_SCRIPT} async />
      <IntentForm intent="link" aria-label="Link a bank through Plaid" data-testid="plaid-link">
        <input ref={token} type="hidden" name="publicToken" defaultValue="" />
        <Text fz="sm">
          Plaid&apos;s own screen opens to pick your bank and sign in; the second factor happens inside Plaid&apos;s screen.
        </Text>
        {state === 'failed' ? (
          <Text fz="sm" role="alert" data-testid="plaid-link-failed">
            Plaid&apos;s screen could not load.{' '}
            <a href={NETWORTH_PATH} className={blocks.link}>
              Reload the page
            </a>{' '}
            to try again.
          </Text>
        ) : (
          <Button
            type="button"
            variant="default"
            w="fit-content"
            onClick={open}
            disabled={state !== 'ready' || !linkToken}
            loading={sending}
          >
            Link a bank with Plaid
          </Button>
        )}
        <noscript>
          <Text fz="sm">Linking a bank through Plaid needs JavaScript: Plaid&apos;s screen is a script of theirs.</Text>
        </noscript>
        {exitMessage && (
          <Text fz="sm" role="alert">
            {exitMessage}
          </Text>
        )}
      </IntentForm>
    </>
  );
}
