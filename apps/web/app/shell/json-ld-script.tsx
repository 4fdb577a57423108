import { useNonce } from '~/lib/nonce';

/** A page's schema.org data, serialized in the loader (serializeJsonLd), with the request's CSP nonce. */
export function JsonLdScript({ json }: { json: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
