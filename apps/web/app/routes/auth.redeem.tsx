import { LOGIN_REDIRECT_DELAY_MS } from '@paysight/contract/core';
import { useState } from 'react';
import type { Route } from './+types/auth.redeem';
import { redeemVoucherInBrowser } from '~/features/auth/api/redeem-voucher';
import { AuthPanel } from '~/features/auth/auth-panel';
import { EmailForm } from '~/features/auth/email-form';
import { FieldInput } from '~/features/auth/field-input';
import { validateRequired } from '~/features/auth/email-validation';
import { useField } from '~/features/auth/use-field';
import { leaveTo } from '~/features/auth/use-run-once';
import { paths } from '~/config/paths';
import { pageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Redeem Coupon', description: 'Redeem a Paysight coupon for Premium.', path: '/auth/redeem', noindex: true }, matches);

type Redemption =
  { state: 'idle' } | { state: 'submitting' } | { state: 'done'; premiumUntil: string } | { state: 'failed'; message: string };

const CODE_REQUIRED = 'Coupon code is required';
const validateCode = validateRequired(CODE_REQUIRED);

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
};

/**
 * SPEC §2.5 auth/redeem: email and coupon code. The server signs the visitor in (session cookie)
 * and grants Premium; nothing is kept in the page. Then, after a moment, the landing page.
 */
export default function Redeem() {
  const code = useField(validateCode);
  const [redemption, setRedemption] = useState<Redemption>({ state: 'idle' });

  const submit = async (email: string) => {
    setRedemption({ state: 'submitting' });
    try {
      const result = await redeemVoucherInBrowser({ email, code: code.value });
      if (!result.ok) return setRedemption({ state: 'failed', message: result.message });
      setRedemption({ state: 'done', premiumUntil: result.data.premiumUntil });
      leaveTo(paths.home(), LOGIN_REDIRECT_DELAY_MS);
    } catch (err) {
      setRedemption({ state: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };

  const until = redemption.state === 'done' ? formatDate(redemption.premiumUntil) : null;
  return (
    <AuthPanel
      title="Redeem Coupon"
      text="Enter your email and the coupon to redeem Premium privileges."
      error={redemption.state === 'failed' ? redemption.message : null}
      success={
        redemption.state === 'done' && <>Coupon redeemed: Premium is active{until ? ` until ${until}` : ''}. Taking you to Paysight…</>
      }
    >
      <EmailForm
        onSubmit={(email) => void submit(email)}
        submitting={redemption.state === 'submitting' || redemption.state === 'done'}
        buttonLabel="Redeem"
        placeholder="Email"
        validateOthers={() => {
          code.touch();
          return code.valid;
        }}
      >
        <FieldInput
          {...code.inputProps}
          name="code"
          placeholder="Coupon code"
          aria-label="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          readOnly={redemption.state === 'submitting'}
        />
      </EmailForm>
    </AuthPanel>
  );
}
