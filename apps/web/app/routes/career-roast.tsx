import { Button, Container, Stack, Text } from '@mantine/core';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/career-roast';
import { paths } from '~/config/paths';
import { createCareerRoast } from '~/features/roast/api/create-career-roast';
import { listFeaturedRoasts } from '~/features/roast/api/list-featured-roasts';
import { listRoastPersonas } from '~/features/roast/api/list-roast-personas';
import { RoastCard } from '~/features/roast/components/roast-card';
import classes from '~/features/roast/components/roast.module.css';
import blocks from '~/shell/page-blocks.module.css';
import { requireUser } from '~/lib/auth-guard';
import { parseFormBody } from '~/lib/form-body';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import { CheckboxField, Notice } from '~/shell/fields';
import { PageHeading } from '~/shell/page-frame';

/**
 * /career-roast (SPEC §1 career roast): pick a persona and have your career roasted from your own
 * figures (a plain POST form, so it works before JavaScript loads). Everyone sees the featured
 * roasts; a signed-out visitor gets a sign-in link instead of the form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [personas, featured] = await Promise.all([listRoastPersonas(client, api), listFeaturedRoasts(client, api)]);
  if (!personas.ok) throw new Error(`GET /ai/career-roast/personas answered ${personas.status}: ${personas.message}`);
  return {
    signedIn: context.user !== null,
    personas: personas.data.personas,
    // The page stands without its featured roasts if that call fails.
    featured: featured.ok ? featured.data.roasts : [],
    loginHref: paths.login({ returnUrl: paths.careerRoast() }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const form = await request.formData();
  const body = parseFormBody(api.createCareerRoast, { persona: form.get('persona') ?? '', isPublic: form.get('isPublic') === 'on' });
  const result = body.ok ? await createCareerRoast(serverApi(context, request), api, body.body) : body;
  if (result.ok) return redirect(paths.careerRoastPage(result.data.id));
  return data({ ok: false as const, message: result.message }, { status: result.status === 429 ? 429 : result.status === 401 ? 401 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Career roast',
      description:
        'Have your career roasted by a drill sergeant, a disappointed parent or a hype investor, from your own pay percentile, years and skills.',
      path: paths.careerRoast(),
    },
    matches,
  );

export default function CareerRoastPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { signedIn, personas, featured, loginHref } = loaderData;
  const error = actionData && !actionData.ok ? actionData.message : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading eyebrow="Career roast" title="Roast my career">
          <Text c="dimmed" mt={6}>
            A persona critiques your career from your own figures: where your pay stands in its slice, your years and your skills. Never
            your gender, age or background.
          </Text>
        </PageHeading>

        {error && (
          <Notice color="red" title="No roast this time">
            {error}
          </Notice>
        )}

        <section className={blocks.card} aria-labelledby="roast-form-title">
          <h2 id="roast-form-title" style={{ marginTop: 0 }}>
            Pick your critic
          </h2>
          {signedIn ? (
            <Form method="post">
              <Stack gap="md">
                <fieldset className={classes.personas}>
                  <legend className={blocks.srOnly}>Persona</legend>
                  {personas.map((p, i) => (
                    <label key={p.id} className={classes.persona}>
                      <input type="radio" name="persona" value={p.id} defaultChecked={i === 0} required />
                      <span>
                        <Text fw={600}>{p.name}</Text>
                        <Text fz="sm" c="dimmed">
                          {p.voice}
                        </Text>
                      </span>
                    </label>
                  ))}
                </fieldset>
                <CheckboxField
                  name="isPublic"
                  defaultChecked
                  label="Anyone with the link can read it (it shows your figures, not your name)"
                />
                <div>
                  <Button type="submit" loading={navigation.state === 'submitting'} data-testid="roast-submit">
                    Roast my career
                  </Button>
                </div>
              </Stack>
            </Form>
          ) : (
            <Stack gap="xs">
              <ul>
                {personas.map((p) => (
                  <li key={p.id}>
                    <strong>{p.name}</strong>: {p.voice}
                  </li>
                ))}
              </ul>
              <Text>
                <Link to={loginHref} className={blocks.link} data-testid="roast-sign-in">
                  Sign in
                </Link>{' '}
                to have your own career roasted from your figures.
              </Text>
            </Stack>
          )}
        </section>

        <section aria-labelledby="featured-title">
          <h2 id="featured-title">Featured roasts</h2>
          {featured.length === 0 ? (
            <Text c="dimmed">No featured roasts yet.</Text>
          ) : (
            <Stack gap="lg">
              {featured.map((r) => (
                <div key={r.id} className={blocks.card}>
                  <RoastCard roast={r} href={paths.careerRoastPage(r.id)} headingLevel={3} />
                </div>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </Container>
  );
}
