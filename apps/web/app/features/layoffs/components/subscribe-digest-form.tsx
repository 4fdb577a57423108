import { Anchor, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { lazyServerRendered } from '~/lib/lazy-server-rendered';
import type { DigestAnswer } from '../subscribe-digest';

// The member's form, with its company typeahead (about 60 KB of JavaScript), loads only for a
// member: a visitor's /layoffs gets the sign-in link and none of that code. The server renders it
// whole, for a member without JavaScript.
const DigestForm = lazyServerRendered(() => import('./digest-form'));

/**
 * The weekly digest of new WARN notices (POST /subscription): the states ticked and the companies
 * typed (comma-separated; a typeahead with JavaScript), sent as a plain POST form. A member's
 * current digest fills the form and can be stopped here; each digest mail has a link that stops it
 * without signing in. A signed-out visitor gets a sign-in link that comes back here.
 */
export function SubscribeDigestForm({
  digest,
  answer,
  returnUrl,
}: {
  /** The member's digest (null: none), or undefined for a signed-out visitor. */
  digest: api.LayoffDigest | null | undefined;
  answer: DigestAnswer | undefined;
  returnUrl: string;
}) {
  if (digest === undefined) {
    return (
      <Text fz="sm">
        <Anchor component={Link} to={paths.login({ returnUrl })} fw={600}>
          Sign in to get the weekly digest
        </Anchor>{' '}
        of new WARN notices for the states and companies you choose, by mail.
      </Text>
    );
  }
  return (
    <Suspense fallback={null}>
      <DigestForm digest={digest} answer={answer} />
    </Suspense>
  );
}
