import { LOGIN_REDIRECT_DELAY_MS } from '@paysight/contract/core';
import { useState } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/auth.redeem';
import { redeemVoucher, redeemVoucherInBrowser } from '~/features/auth/api/redeem-voucher';
import { AuthPanel } from '~/features/auth/auth-panel';
import { EmailForm } from '~/features/auth/email-form';
import { postedEmail, refusedStatus, signingInApi } from '~/features/auth/email-form.action';
import { FieldInput } from '~/features/auth/field-input';
import { validateRequired } from '~/features/auth/email-validation';
import { useField } from '~/features/auth/use-field';
import { leaveTo } from '~/features/auth/use-run-once';
import { paths } from '~/config/paths';
import { formField } from '~/lib/form-body';
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
 * The form posted before JavaScript loaded (once hydrated the browser sends it itself): the
 * browser's checks and the same POST /vouchers/redeem, its session cookie passed on with the
 * answer, shown as the panel's next step; the address never goes into a URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { email, invalid } = postedEmail(form);
  const code = formField(form, 'code');
  const answer = (posted: Redemption, init: { status?: number; headers?: [string, string][] } = {}) => data({ posted }, init);
  const refusal = invalid ?? validateCode(code);
  if (refusal) return answer({ state: 'failed', message: refusal }, { status: 400 });
  const { api } = await import('@paysight/contract');
  const { client, cookies } = signingInApi(context, request);
  const result = await redeemVoucher(client, api, { email, code });
  if (!result.ok) return answer({ state: 'failed', message: result.message }, { status: refusedStatus(result.status) });
  return answer(
    { state: 'done', premiumUntil: result.data.premiumUntil },
    { headers: cookies.map((cookie): [string, string] => ['set-cookie', cookie]) },
  );
}

/**
 * SPEC §2.5 auth/redeem: email and coupon code. The server signs the visitor in (session cookie)
 * and grants Premium; nothing is kept in the page. Then, after a moment, the landing page.
 */
export default function Redeem({ actionData }: Route.ComponentProps) {
  const code = useField(validateCode);
  const [redemption, setRedemption] = useState<Redemption>(actionData?.posted ?? { state: 'idle' });

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
      {/* Posted before JavaScript loaded: the browser itself goes on to the landing page. */}
      {actionData?.posted.state === 'done' && (
        <meta httpEquiv="refresh" content={`${Math.ceil(LOGIN_REDIRECT_DELAY_MS / 1000)};url=${paths.home()}`} />
      )}
      <EmailForm
        onSubmit={(email) => void submit(email)}
        submitting={redemption.state === 'submitting' || redemption.state === 'done'}
        buttonLabel="Redeem"
        placeholder="Email"
        // Before JavaScript loads: a POST to this page's action.
        method="post"
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
