import './shell/mantine-styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { lazy, useEffect, type ReactNode } from 'react';
import { resolveErrorAction } from '@paysight/contract/core';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { listNotifications } from './features/notifications/api/list-notifications';
import { useNonce } from './lib/nonce';
import { serverApi } from './lib/server-api';
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

// The bell (its socket, its toasts) loads only for a signed-in member, inside the header's lazy account part.
const NotificationBell = lazy(() => import('./features/notifications/components/notification-bell'));

export async function loader({ request, context }: Route.LoaderArgs) {
  // A refused session token (expired, revoked, blocked, expired enterprise) sends the visitor
  // through the logout screen, as the error catalogue does for API calls (SPEC §8).
  const url = new URL(request.url);
  if (context.sessionError && !url.pathname.startsWith('/auth/')) {
    const action = resolveErrorAction(context.sessionError, '/me', `${url.pathname}${url.search}`);
    throw redirect(action.type === 'logout' ? action.href : '/auth/logout');
  }
  return {
    user: context.user,
    // The bell's count, rendered with the page (a member's page is never cached; a guest's asks nothing).
    unreadNotifications: context.user ? await unreadNotifications(context, request) : 0,
    origin: context.clientConfig.publicUrl.replace(/\/+$/, ''),
    tags: tagsForVisitor(context.clientConfig, request.headers.get('user-agent')),
    year: new Date().getFullYear(),
  };
}

/** The signed-in member's unread count; 0 when the call fails (the bell's socket brings the real one). */
async function unreadNotifications(context: Route.LoaderArgs['context'], request: Request): Promise<number> {
  const { api } = await import('@paysight/contract');
  const result = await listNotifications(serverApi(context, request), api, { page: 1, pageSize: 1 });
  return result.ok ? result.data.unread : 0;
}

const colorSchemeManager = paysightColorSchemeManager();

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  useShownPathMarker();
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
            <Header user={data?.user ?? null} bell={data?.user ? <NotificationBell unread={data.unreadNotifications} /> : null} />
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

/**
 * <html data-shown-path>: the path and query of the page on screen, set once React has committed it
 * (and so hydrated it). A client navigation pushes the new URL first and renders the new page in a
 * transition, so the address bar runs ahead of the page; the journeys wait on this instead
 * (e2e/support/hydration.ts).
 */
function useShownPathMarker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shownPath = `${pathname}${search}`;
  }, [pathname, search]);
}

export default function App() {
  return <Outlet />;
}

/** A thrown 404 renders the not-found page; anything else the error page (SPEC §2.5). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorContent />;
}
