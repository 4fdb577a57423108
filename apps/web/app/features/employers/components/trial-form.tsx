import { Button, Stack, Text } from '@mantine/core';
import { Notice, SelectField, TextField } from '~/shell/fields';
import { TRIAL_LINK_TTL_HOURS, type CountryCode } from '@paysight/contract/core';
import { useState, type FormEvent } from 'react';
import { requestTrial } from '../api/request-trial';
import classes from '../employers.module.css';
import { REGION_OPTIONS } from '~/lib/region-options';

/**
 * The trial request: a work email, the company and its region. Nothing is created until the link
 * mailed to that address is opened (the server refuses free webmail and a domain that has a workspace).
 */
export function TrialForm({ cc, trialDays }: { cc: CountryCode; trialDays: number }) {
  const [region, setRegion] = useState<CountryCode>(cc);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await requestTrial({
        email: String(form.get('email') ?? ''),
        companyName: String(form.get('companyName') ?? ''),
        region,
      });
      if (result.ok) setSentTo(result.data.email);
      else setError(result.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={classes.card} aria-labelledby="trial-title">
      <h2 id="trial-title" className={classes.cardTitle}>
        Start a {trialDays}-day trial
      </h2>
      {sentTo ? (
        <Notice color="green" title="Check your inbox" testId="trial-sent">
          We sent a link to {sentTo}. Open it within {TRIAL_LINK_TTL_HOURS} hours to create your workspace; nothing is created before.
        </Notice>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Use your work email: the workspace is for your company&apos;s domain, and colleagues at it sign in by emailed link.
            </Text>
            <TextField name="email" type="email" label="Work email" autoComplete="email" required placeholder="you@company.com" />
            <TextField name="companyName" label="Company name" autoComplete="organization" required />
            <SelectField
              label="Region"
              value={region}
              onChange={(e) => setRegion(e.currentTarget.value === 'us' ? 'us' : 'in')}
              data={REGION_OPTIONS}
            />
            {error && (
              <Notice color="red" testId="trial-error">
                {error}
              </Notice>
            )}
            <Button type="submit" loading={busy}>
              Email me the link
            </Button>
          </Stack>
        </form>
      )}
    </section>
  );
}
