import { Anchor, Button, Group, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatAmount, formatDate, formatMoney } from '@paysight/contract/core';
import { Link } from 'react-router';
import { usePendingIntent } from '~/lib/pending-intent';
import { CardSection } from '~/shell/card-section';
import { CheckboxField, Notice, SelectField, TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import blocks from '~/shell/page-blocks.module.css';
import { NETWORTH_PATH, VEHICLE_ROWS, type NetworthAnswer, type Region } from '../networth';
import classes from './networth.module.css';
import { PlaidLink } from './plaid-link';
import { VehicleMakeField } from './vehicle-make-field';

const RETIREMENT = {
  in: [
    { key: 'epf', label: 'PF / EPF' },
    { key: 'ppf', label: 'PPF' },
  ],
  us: [
    { key: 'k401', label: '401(k)' },
    { key: 'ira', label: 'IRA' },
  ],
} as const;

const LIABILITIES = [
  { key: 'homeLoan', label: 'Home loan' },
  { key: 'vehicleLoan', label: 'Vehicle loan' },
  { key: 'educationLoan', label: 'Education loan' },
  { key: 'creditCards', label: 'Credit cards' },
  { key: 'otherDebts', label: 'Other debts' },
] as const;

const REGION_NAME = { in: 'India (₹)', us: 'US ($)' } as const;

/** India / US: links (the form's fields follow the region's retirement schemes). */
export function RegionSwitch({ region }: { region: Region }) {
  return (
    <nav aria-label="Region" className={classes.regions}>
      {(['in', 'us'] as const).map((cc) => (
        <Anchor
          key={cc}
          component={Link}
          to={`${NETWORTH_PATH}?cc=${cc}`}
          aria-current={cc === region ? 'page' : undefined}
          className={cc === region ? classes.current : undefined}
        >
          {REGION_NAME[cc]}
        </Anchor>
      ))}
    </nav>
  );
}

const amountText = (value: unknown) => (typeof value === 'number' && value > 0 ? String(value) : '');

/** The form: assets, liabilities, linked balances and sharing; prefilled from the latest entry of this region. */
export function NetworthForm({
  region,
  latest,
  vehicleMakes,
  linkedBanks,
  answer,
}: {
  region: Region;
  latest: api.NetworthBody | null;
  vehicleMakes: number;
  linkedBanks: number;
  answer: NetworthAnswer | undefined;
}) {
  const sending = usePendingIntent()('calculate');
  const assets = latest?.assets;
  const retirement = (assets?.retirement ?? {}) as Record<string, number | undefined>;
  const liabilities = (latest?.liabilities ?? {}) as Record<string, number | undefined>;
  const currency = region === 'in' ? '₹' : '$';
  return (
    <CardSection id="networth-form-title" title="Your assets and debts" testId="networth-form">
      <IntentForm intent="calculate" fields={{ countryCode: region }} aria-label="Calculate your net worth">
        <Text fz="sm" c="dimmed">
          Whole amounts in {currency}; leave a field empty for none.
        </Text>
        <TextField name="age" label="Your age" inputMode="numeric" required defaultValue={latest?.age ?? ''} />
        <fieldset className={classes.group}>
          <legend>Assets</legend>
          <TextField
            name="cash"
            label={linkedBanks > 0 ? 'Cash outside linked banks' : 'Cash and bank balances'}
            inputMode="numeric"
            defaultValue={amountText(assets?.cash)}
          />
          <TextField
            name="investments"
            label="Investments (shares, funds, deposits)"
            inputMode="numeric"
            defaultValue={amountText(assets?.investments)}
          />
          {RETIREMENT[region].map((r) => (
            <TextField key={r.key} name={r.key} label={r.label} inputMode="numeric" defaultValue={amountText(retirement[r.key])} />
          ))}
          <TextField name="property" label="Property" inputMode="numeric" defaultValue={amountText(assets?.property)} />
          {Array.from({ length: VEHICLE_ROWS }, (_, i) => {
            const vehicle = assets?.vehicles?.[i];
            return (
              <div key={i} className={classes.vehicle}>
                {vehicleMakes > 0 && (
                  <VehicleMakeField name={`vehicleMake${i}`} label={`Vehicle ${i + 1} make`} defaultValue={vehicle?.make ?? ''} />
                )}
                <TextField
                  name={`vehicleValue${i}`}
                  label={`Vehicle ${i + 1} value`}
                  inputMode="numeric"
                  defaultValue={amountText(vehicle?.value)}
                />
              </div>
            );
          })}
        </fieldset>
        <fieldset className={classes.group}>
          <legend>Debts</legend>
          {LIABILITIES.map((l) => (
            <TextField key={l.key} name={l.key} label={l.label} inputMode="numeric" defaultValue={amountText(liabilities[l.key])} />
          ))}
        </fieldset>
        <CheckboxField name="includeLinked" label="Count my linked banks' balances" defaultChecked={latest?.includeLinked ?? true} />
        <CheckboxField
          name="share"
          label="Let my net worth count, unnamed, in other members' standing of my age band"
          defaultChecked={latest?.share ?? false}
        />
        {answer?.intent === 'calculate' && !answer.ok && (
          <OutcomeAlert ok={false} failTitle="Not calculated">
            {answer.message}
          </OutcomeAlert>
        )}
        <Button type="submit" loading={sending} w="fit-content" mt="xs">
          Calculate and save
        </Button>
      </IntentForm>
    </CardSection>
  );
}

const BAND = (band: string) => band.replace('-', '–');

/** The result: net worth, its lines, where it stands (from MIN_SLICE members only). */
export function NetworthResult({ result }: { result: api.NetworthResult }) {
  const cc = result.countryCode;
  const { standing } = result;
  return (
    <CardSection id="networth-result-title" title="Your net worth" testId="networth-result">
      <Text className={classes.figure} data-testid="networth-figure">
        {formatAmount(result.netWorth, cc)}
      </Text>
      <Text c="dimmed" fz="sm">
        {formatAmount(result.totalAssets, cc)} in assets, {formatAmount(result.totalLiabilities, cc)} in debts · {formatDate(result.at)}
        {result.linked.accounts > 0 ? ` · ${result.linked.accounts} linked account${result.linked.accounts === 1 ? '' : 's'} counted` : ''}
      </Text>
      <div className={classes.columns}>
        {(
          [
            ['Assets', result.assets],
            ['Debts', result.liabilities],
          ] as const
        ).map(([title, lines]) => (
          <table key={title} className={classes.lines}>
            <caption>{title}</caption>
            <tbody>
              {lines
                .filter((l) => l.amount > 0)
                .map((l) => (
                  <tr key={l.key}>
                    <th scope="row">{l.label}</th>
                    <td>{formatAmount(l.amount, cc)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        ))}
      </div>
      <div data-testid="networth-standing">
        {standing.percentile === null ? (
          <Text>
            Not enough members aged {BAND(standing.ageBand)} share their net worth yet: a standing is shown once {standing.minSlice} of them
            do.
          </Text>
        ) : (
          <Text>
            Higher than <strong>{standing.percentile}%</strong> of the {standing.members} members aged {BAND(standing.ageBand)} who share
            theirs; their median is {formatAmount(standing.median ?? 0, cc)}.
          </Text>
        )}
        <Text c="dimmed" fz="sm">
          {result.shared ? 'Yours counts, unnamed, in their standing.' : 'Yours is not shared.'}
        </Text>
      </div>
    </CardSection>
  );
}

export function NetworthHistory({ history }: { history: api.NetworthData['history'] }) {
  if (history.length === 0) return null;
  return (
    <CardSection id="networth-history-title" title="Your history" testId="networth-history">
      <ol className={classes.history}>
        {history.map((h) => (
          <li key={h.at}>
            <span>{formatDate(h.at)}</span> <strong>{formatAmount(h.netWorth, h.countryCode)}</strong>
            {h.shared ? (
              <Text span c="dimmed" fz="sm">
                {' '}
                · shared
              </Text>
            ) : null}
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

const moneyOf = (balance: number | null, currency: string | null) =>
  balance === null
    ? '—'
    : currency === 'INR' || currency === 'USD'
      ? formatMoney(Math.round(balance * 100), currency)
      : `${balance} ${currency ?? ''}`;

/** Linked banks and the link form (the sandbox's: a bank, its sign-in, then a code where it asks for one). */
export function VaultSection({ vault, answer }: { vault: api.VaultInstitutions; answer: NetworthAnswer | undefined }) {
  const pending = usePendingIntent();
  const mfa =
    (answer?.intent === 'link' || answer?.intent === 'mfa') && answer.ok && answer.outcome.status === 'mfa' ? answer.outcome : null;
  // A wrong code: asked again with the same request, until it is closed (expired, too many tries).
  const mfaRetry = answer?.intent === 'mfa' && !answer.ok && answer.mfaToken && !/link the bank again/.test(answer.message) ? answer : null;
  const mfaClosed = answer?.intent === 'mfa' && !answer.ok && !mfaRetry ? answer.message : null;
  const linkFailed = answer && !answer.ok && (answer.intent === 'link' || answer.intent === 'unlink') ? answer.message : null;
  const justLinked =
    (answer?.intent === 'link' || answer?.intent === 'mfa') && answer.ok && answer.outcome.status === 'linked' ? answer.outcome.link : null;
  return (
    <CardSection id="vault-title" title="Linked banks" testId="vault">
      <Notice color={vault.provider === 'sandbox' ? 'yellow' : 'blue'} role="status" title={vault.label} testId="vault-provider">
        {vault.notice}
      </Notice>
      {justLinked && (
        <OutcomeAlert ok failTitle="">
          {justLinked.institutionName} is linked: its balances count in your next calculation.
        </OutcomeAlert>
      )}
      {mfaClosed && (
        <OutcomeAlert ok={false} failTitle="Not linked">
          {mfaClosed}
        </OutcomeAlert>
      )}
      {linkFailed && (
        <OutcomeAlert ok={false} failTitle="Not linked">
          {linkFailed}
        </OutcomeAlert>
      )}
      {vault.links.length === 0 ? (
        <Text c="dimmed">No bank linked yet.</Text>
      ) : (
        <ul className={classes.banks} data-testid="vault-links">
          {vault.links.map((link) => (
            <li key={link.id}>
              <Group justify="space-between" wrap="nowrap" align="start">
                <div>
                  <Text fw={600}>{link.institutionName}</Text>
                  <ul className={classes.accounts}>
                    {link.accounts.map((a) => (
                      <li key={`${a.name}-${a.mask}`}>
                        {a.name}
                        {a.mask ? ` ··${a.mask}` : ''}: {moneyOf(a.balance, a.currency)}
                        {a.type === 'credit' || a.type === 'loan' ? ' owed' : ''}
                      </li>
                    ))}
                  </ul>
                </div>
                <IntentForm intent="unlink" fields={{ id: link.id }} aria-label={`Remove ${link.institutionName}`}>
                  <Button type="submit" variant="default" size="xs" loading={pending('unlink', { id: String(link.id) })}>
                    Remove
                  </Button>
                </IntentForm>
              </Group>
            </li>
          ))}
        </ul>
      )}
      {vault.provider === 'sandbox' &&
        (mfa || mfaRetry ? (
          <IntentForm
            intent="mfa"
            fields={{ mfaToken: mfa?.mfaToken ?? mfaRetry?.mfaToken ?? '' }}
            aria-label="Enter the bank's code"
            className={blocks.card}
          >
            <Text>{mfa?.prompt ?? 'The bank asks for its code again.'}</Text>
            {mfaRetry && (
              <OutcomeAlert ok={false} failTitle="Code not accepted">
                {mfaRetry.message}
              </OutcomeAlert>
            )}
            <TextField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" required maxLength={20} />
            <Button type="submit" w="fit-content" loading={pending('mfa')}>
              Finish linking
            </Button>
          </IntentForm>
        ) : (
          <IntentForm intent="link" aria-label="Link a sandbox bank">
            <SelectField name="institutionId" label="Bank" data={vault.institutions.map((i) => ({ value: i.id, label: i.name }))} />
            <TextField name="username" label="Username at the bank" autoComplete="off" required maxLength={200} />
            <TextField name="password" label="Password at the bank" type="password" autoComplete="off" required maxLength={200} />
            <Button type="submit" variant="default" w="fit-content" loading={pending('link')}>
              Link bank
            </Button>
          </IntentForm>
        ))}
      {vault.provider === 'plaid' && <PlaidLink linkToken={vault.linkToken} />}
    </CardSection>
  );
}
