import { createContext, useContext, type ReactNode } from 'react';

/**
 * The per-request CSP nonce. Provided on the server by entry.server; empty in the browser, where
 * nonces are hidden from the DOM and only the server-rendered scripts need one.
 */
const NonceContext = createContext('');

export const NonceProvider = ({ nonce, children }: { nonce: string; children: ReactNode }) => (
  <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>
);

export const useNonce = () => useContext(NonceContext);
