import type { ClientConfig } from '@paysight/contract/core';
import { useNonce } from '~/lib/nonce';

/**
 * Analytics, session recording, ads and the chat widget (SPEC §9): rendered only when the root
 * loader passes tags, which it does only in production and only for visitors that are not bots.
 * The chat widget is injected after the page's load event.
 */
export function ThirdPartyTags({ tags }: { tags: NonNullable<ClientConfig['tags']> }) {
  const nonce = useNonce();
  const { gaMeasurementId, clarityProjectId, adsenseClientId, crispWebsiteId } = tags;
  return (
    <>
      {gaMeasurementId && (
        <>
          <script
            async
            nonce={nonce}
            src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`}
            suppressHydrationWarning
          />
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(gaMeasurementId)});`,
            }}
          />
        </>
      )}
      {clarityProjectId && (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script",${JSON.stringify(clarityProjectId)});`,
          }}
        />
      )}
      {adsenseClientId && (
        <script
          async
          nonce={nonce}
          suppressHydrationWarning
          crossOrigin="anonymous"
          src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsenseClientId)}`}
        />
      )}
      {crispWebsiteId && (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `window.addEventListener('load',function(){window.$crisp=[];window.CRISP_WEBSITE_ID=${JSON.stringify(crispWebsiteId)};var s=document.createElement('script');s.src='https://client.crisp.chat/l.js';s.async=1;document.head.appendChild(s);});`,
          }}
        />
      )}
    </>
  );
}
