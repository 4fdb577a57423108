import './shell/mantine-styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { resolveErrorAction } from '@paysight/contract/core';
import { isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { useNonce } from './lib/nonce';
import { tagsForVisitor } from './lib/third-party-tags';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { ErrorContent, NotFoundContent } from './shell/status-pages';
import { ShellDialogsLoader } from './shell/shell-dialogs-loader';
import classes from './shell/shell.module.css';
import { ThirdPartyTags } from './shell/third-party-tags';
import { cssVariablesResolver, mantineTheme, paysightColorSchemeManager, themeBootScript } from './shell/theme';
import { ThemeCssVariables } from './shell/theme-css-variables';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Used when a route throws: the boundary's page keeps a title and stays out of the index. */
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && error.status === 404 ? '404 Not Found' : 'Error' },
        { name: 'robots', content: 'noindex, nofollow' },
      ]
    : [];

export function loader({ request, context }: Route.LoaderArgs) {
  // A refused session token (expired, revoked, blocked, expired enterprise) sends the visitor
  // through the logout screen, as the error catalogue does for API calls (SPEC §8).
  const url = new URL(request.url);
  if (context.sessionError && !url.pathname.startsWith('/auth/')) {
    const action = resolveErrorAction(context.sessionError, '/me', `${url.pathname}${url.search}`);
    throw redirect(action.type === 'logout' ? action.href : '/auth/logout');
  }
  return {
    user: context.user,
    origin: context.clientConfig.publicUrl.replace(/\/+$/, ''),
    tags: tagsForVisitor(context.clientConfig, request.headers.get('user-agent')),
    year: new Date().getFullYear(),
  };
}

const colorSchemeManager = paysightColorSchemeManager();

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
        {data?.tags && <ThirdPartyTags tags={data.tags} />}
      </head>
      <body>
        <MantineProvider
          theme={mantineTheme}
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          withCssVariables={false}
        >
          <ThemeCssVariables />
          <div className={classes.page}>
            <Header user={data?.user ?? null} />
            <main className={classes.main} id="main">
              {children}
            </main>
            <Footer year={data?.year ?? new Date().getFullYear()} />
          </div>
          <ShellDialogsLoader signedIn={Boolean(data?.user)} />
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** A thrown 404 renders the not-found page; anything else the error page (SPEC §2.5). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorContent />;
}
