import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import blocks from './page-blocks.module.css';

/** A visitor's card at the foot of a page: "Sign in" (back to `returnUrl` after) and what it lets them do there. */
export function SignInCard({ returnUrl, purpose }: { returnUrl: string; purpose: string }) {
  return (
    <section className={blocks.card}>
      <Text>
        <Link className={blocks.link} to={paths.login({ returnUrl })}>
          Sign in
        </Link>{' '}
        {purpose}
      </Text>
    </section>
  );
}
